/**
 * The one `/api/admin` (decision 0091): every admin route, mounted together behind the door that checks what each
 * declares (admin-door.ts). Sign-in and setup are the door's open steps; everything else needs a staff session.
 */
import { Hono } from "hono";
import type { Platform } from "#server/platform";
import type { AdminDoor, AdminRouteOptions } from "./door.ts";
import { adminArticleRoutes } from "./articles.ts";
import { adminBarrierRoutes } from "./accessibility-barriers.ts";
import { adminClaimsRoutes } from "./claims.ts";
import { adminCodRoutes } from "./cod.ts";
import { adminAuthRoutes } from "./auth.ts";
import { adminContentRoutes } from "./content.ts";
import { adminFinderRoutes } from "./finder.ts";
import { adminCustomerRoutes } from "./customers.ts";
import { adminDiscountRoutes } from "./discounts.ts";
import { adminPromotionRoutes } from "./promotions.ts";
import { adminEventRoutes } from "./events.ts";
import { adminFlowRoutes } from "./flows.ts";
import { adminFlowTextRoutes } from "./flow-texts.ts";
import { adminInvoiceRoutes } from "./invoices.ts";
import { adminNewsletterRoutes } from "./newsletter.ts";
import { adminOrderRoutes } from "./orders.ts";
import { adminParcelTaskRoutes } from "./parcel-tasks.ts";
import { adminProductImageRoutes } from "./product-images.ts";
import { adminProductRoutes } from "./products.ts";
import { adminProductSafetyRoutes } from "./product-safety.ts";
import { adminProductParcelOfferRoutes } from "./product-parcel-offer.ts";
import { adminGrowthRoutes } from "./growth.ts";
import { adminReportRoutes } from "./reports.ts";
import { adminReturnRoutes } from "./returns.ts";
import { adminReturnAwbRoutes } from "./return-awbs.ts";
import { adminReviewRoutes } from "./reviews.ts";
import { adminSafetyRoutes } from "./safety.ts";
import { adminSettingsRoutes } from "./settings.ts";
import { adminShipmentRoutes } from "./shipments.ts";
import { adminStaffRoutes } from "./staff.ts";
import { adminStockRoutes } from "./stock.ts";
import { adminStoreCreditRoutes } from "../store-credit.ts";
import { adminLoyaltyRoutes } from "../loyalty.ts";
import { adminSubscriptionRoutes } from "./subscriptions.ts";
import { adminWebhookRoutes } from "./webhooks.ts";
import { backupStoreFacts } from "../../backups/store-backups.ts";

export function adminApiRoutes(platform: Platform, door: AdminDoor): Hono {
  const { config, orders, subscriptions, returns, payments, promotions, invoicing, shipping, catalog, content, uploads, clock } = platform;
  const app = new Hono();
  const options: AdminRouteOptions = { door, trustProxyHops: config.trustProxyHops };
  const routeModules = [
    adminAuthRoutes({
      accounts: platform.staff.accounts,
      sessions: platform.staff.sessions,
      signIn: platform.staff.signIn,
      rateLimits: platform.limits.rates,
      brandName: config.brandName,
      ...options,
    }),
    adminStaffRoutes({ staff: platform.staff, baseUrl: config.baseUrl, ...options }),
    adminEventRoutes({ eventLog: platform.eventLog, ...options }),
    adminOrderRoutes({ backOffice: orders.backOffice, clock, ...options }),
    adminShipmentRoutes({ desk: shipping.desk, awbs: shipping.awbs, ...options }),
    adminReportRoutes({ backOffice: orders.backOffice, clock, door }),
    adminGrowthRoutes({ growth: platform.marketing.growth, clock, door }),
    adminCodRoutes({ codReconciliation: shipping.codReconciliation, door, clock }),
    adminInvoiceRoutes({ invoices: invoicing.invoices, issuerChoice: invoicing.issuerChoice, clock, ...options }),
    adminClaimsRoutes({ door }),
    adminProductRoutes({ catalogAdmin: catalog.admin, ...options }),
    adminProductSafetyRoutes({ catalogAdmin: catalog.admin, ...options }),
    adminProductParcelOfferRoutes({ catalogAdmin: catalog.admin, ...options }),
    adminStockRoutes({ stock: catalog.stock, ...options }),
    adminProductImageRoutes({ gallery: catalog.admin, uploads, ...options }),
    adminArticleRoutes({ blogAdmin: content.admin, uploads, ...options }),
    adminContentRoutes({ content: content.store, ...options }),
    adminFinderRoutes({ finder: content.finder, ...options }),
    adminCustomerRoutes({ backOffice: platform.customers.backOffice, ...options }),
    adminBarrierRoutes({ barrierReports: platform.customers.barrierReports, ...options }),
    adminReturnRoutes({ backOffice: returns.returnBackOffice, uploads, ...options }),
    adminReturnAwbRoutes({ returnAwbs: returns.returnAwbs, ...options }),
    adminStoreCreditRoutes({ storeCredit: payments.storeCredit, ...options }),
    adminLoyaltyRoutes({
      loyalty: platform.loyalty,
      saveSettings: (value, actor) => platform.settings.set("loyalty.settings", value, actor),
      clock,
      ...options,
    }),
    adminSubscriptionRoutes({ backOffice: subscriptions.subscriptionBackOffice, actions: subscriptions.subscriptionActions, ...options }),
    adminNewsletterRoutes({ newsletter: platform.newsletter.admin, ...options }),
    adminSafetyRoutes({ safetyFile: orders.safetyFile, door, clock }),
    adminReviewRoutes({ moderation: platform.reviews.moderation, settings: platform.settings, ...options }),
    adminSettingsRoutes({
      settings: platform.settings,
      rateEditor: catalog.rateEditor,
      vatRates: invoicing.vatRates,
      shippingZones: () => platform.shippingZones(),
      exchangeRates: () => catalog.exchangeRates.current(),
      baseUrl: platform.config.baseUrl,
      conversionAccounts: platform.config.conversions,
      backupStore: backupStoreFacts(platform.config),
      ...options,
    }),
    adminFlowRoutes({
      flowAdmin: platform.retention.admin,
      clock,
      saveSaveOffers: (value, actor) => platform.settings.set("subscriptions.saveOffers", value, actor),
      ...options,
    }),
    adminFlowTextRoutes({ flowTexts: platform.retention.texts, rateLimits: platform.limits.rates, ...options }),
    adminDiscountRoutes({ discounts: promotions.discountAdmin, ...options }),
    adminPromotionRoutes({ promotions: promotions.promotionAdmin, ...options }),
    adminParcelTaskRoutes({ parcelTasks: shipping.parcelTasks, ...options }),
    adminWebhookRoutes({ webhooks: platform.webhooks.admin, ...options }),
  ];
  // Mounted in this order: the first module with a route for a request answers it.
  for (const routes of routeModules) app.route("/", routes);
  return app;
}
