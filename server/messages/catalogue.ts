/**
 * The server's messages, one catalogue per language (decision 0091): every sentence a REST route answers with, by
 * area. Each area's file keeps its Romanian and English side by side, so a change to one is seen beside the other;
 * this is where they are read as one catalogue per language, and where a test holds the two to the same keys.
 */
import type { Language } from "#domain/locale";
import { ADMIN_MESSAGES } from "./admin.ts";
import { ADMIN_ARTICLE_MESSAGES } from "./admin/articles.ts";
import { ADMIN_CONTENT_MESSAGES } from "./admin/content.ts";
import { ADMIN_CUSTOMER_MESSAGES, ADMIN_NEWSLETTER_MESSAGES } from "./admin/customers.ts";
import { ADMIN_DISCOUNT_MESSAGES } from "./admin/discounts.ts";
import { IMAGE_MESSAGES, PRODUCT_GALLERY_MESSAGES } from "./admin/images.ts";
import { ADMIN_INVOICE_MESSAGES } from "./admin/invoices.ts";
import { ADMIN_ORDER_MESSAGES } from "./admin/orders.ts";
import { ADMIN_PRODUCT_MESSAGES } from "./admin/products.ts";
import { ADMIN_REVIEW_MESSAGES } from "./admin/reviews.ts";
import { ADMIN_SETTINGS_MESSAGES } from "./admin/settings.ts";
import { ADMIN_STOCK_MESSAGES } from "./admin/stock.ts";
import { AUTH_MESSAGES } from "./auth.ts";
import { COOKIE_CONSENT_MESSAGES } from "./cookie-consent.ts";
import { VISIT_MESSAGES } from "./visits.ts";
import { DISCOUNT_MESSAGES } from "./discounts.ts";
import { MONITORING_MESSAGES } from "./monitoring.ts";
import { NEWSLETTER_MESSAGES } from "./newsletter.ts";
import { ORDER_MESSAGES } from "./orders.ts";
import { REQUEST_MESSAGES } from "./request.ts";
import { RETURN_PHOTO_MESSAGES, RETURN_REFUSAL_MESSAGES } from "./returns.ts";
import { REVIEW_MESSAGES } from "./reviews.ts";
import { SHOPIFY_PROXY_MESSAGES } from "./shopify-proxy.ts";
import { SUBSCRIPTION_LINK_MESSAGES, SUBSCRIPTION_REFUSAL_MESSAGES } from "./subscriptions.ts";
import { ADMIN_EVENT_MESSAGES } from "./admin/events.ts";
import { STORE_CREDIT_MESSAGES } from "./store-credit.ts";
import { ADMIN_RETURN_MESSAGES } from "./admin/returns.ts";
import { ADMIN_PARCEL_TASK_MESSAGES } from "./admin/parcel-tasks.ts";
import { RETURN_AWB_MESSAGES } from "./return-awbs.ts";
import { ADMIN_SHIPMENT_MESSAGES } from "./admin/shipments.ts";
import { ADMIN_COD_MESSAGES } from "./admin/cod.ts";
import { PICKUP_POINT_MESSAGES } from "./pickup-points.ts";
import { CLAIMS_MESSAGES } from "./claims.ts";
import { ACCESSIBILITY_BARRIER_MESSAGES } from "./accessibility-barriers.ts";
import { ADMIN_BARRIER_MESSAGES } from "./admin/accessibility-barriers.ts";

const catalogue = (language: Language) => ({
  request: REQUEST_MESSAGES[language],
  auth: AUTH_MESSAGES[language],
  orders: ORDER_MESSAGES[language],
  returns: RETURN_REFUSAL_MESSAGES[language],
  returnPhotos: RETURN_PHOTO_MESSAGES[language],
  subscriptions: SUBSCRIPTION_REFUSAL_MESSAGES[language],
  subscriptionLinks: SUBSCRIPTION_LINK_MESSAGES[language],
  discounts: DISCOUNT_MESSAGES[language],
  newsletter: NEWSLETTER_MESSAGES[language],
  reviews: REVIEW_MESSAGES[language],
  monitoring: MONITORING_MESSAGES[language],
  shopifyProxy: SHOPIFY_PROXY_MESSAGES[language],
  cookieConsent: COOKIE_CONSENT_MESSAGES[language],
  visits: VISIT_MESSAGES[language],
  admin: ADMIN_MESSAGES[language],
  adminOrders: ADMIN_ORDER_MESSAGES[language],
  adminDiscounts: ADMIN_DISCOUNT_MESSAGES[language],
  adminInvoices: ADMIN_INVOICE_MESSAGES[language],
  adminCustomers: ADMIN_CUSTOMER_MESSAGES[language],
  adminNewsletter: ADMIN_NEWSLETTER_MESSAGES[language],
  adminReviews: ADMIN_REVIEW_MESSAGES[language],
  adminContent: ADMIN_CONTENT_MESSAGES[language],
  adminProducts: ADMIN_PRODUCT_MESSAGES[language],
  adminStock: ADMIN_STOCK_MESSAGES[language],
  adminSettings: ADMIN_SETTINGS_MESSAGES[language],
  adminArticles: ADMIN_ARTICLE_MESSAGES[language],
  adminImages: IMAGE_MESSAGES[language],
  productGallery: PRODUCT_GALLERY_MESSAGES[language],
  adminEvents: ADMIN_EVENT_MESSAGES[language],
  storeCredit: STORE_CREDIT_MESSAGES[language],
  adminReturns: ADMIN_RETURN_MESSAGES[language],
  adminParcelTasks: ADMIN_PARCEL_TASK_MESSAGES[language],
  returnAwbs: RETURN_AWB_MESSAGES[language],
  adminShipments: ADMIN_SHIPMENT_MESSAGES[language],
  adminCod: ADMIN_COD_MESSAGES[language],
  pickupPoints: PICKUP_POINT_MESSAGES[language],
  claims: CLAIMS_MESSAGES[language],
  accessibilityBarriers: ACCESSIBILITY_BARRIER_MESSAGES[language],
  adminBarriers: ADMIN_BARRIER_MESSAGES[language],
});

export type ServerMessages = ReturnType<typeof catalogue>;

export const SERVER_MESSAGES: Record<Language, ServerMessages> = { ro: catalogue("ro"), en: catalogue("en") };
