/**
 * The one `/api/admin` (decision 0091): every admin route, mounted together behind the door that checks what each
 * declares (admin-door.ts). Sign-in and setup are the door's open steps; everything else needs a staff session.
 */
import { Hono } from "hono";
import type { Platform } from "#server/platform";
import type { AdminDoor, AdminRouteOptions } from "./admin-door.ts";
import { adminArticleRoutes } from "./admin-articles.ts";
import { adminClaimsRoutes } from "./admin-claims.ts";
import { adminCodRoutes } from "./admin-cod.ts";
import { adminAuthRoutes } from "./admin-auth.ts";
import { adminContentRoutes } from "./admin-content.ts";
import { adminCustomerRoutes } from "./admin-customers.ts";
import { adminDiscountRoutes } from "./admin-discounts.ts";
import { adminEventRoutes } from "./admin-events.ts";
import { adminFlowRoutes } from "./admin-flows.ts";
import { adminFlowTextRoutes } from "./admin-flow-texts.ts";
import { adminInvoiceRoutes } from "./admin-invoices.ts";
import { adminNewsletterRoutes } from "./admin-newsletter.ts";
import { adminOrderRoutes } from "./admin-orders.ts";
import { adminParcelTaskRoutes } from "./admin-parcel-tasks.ts";
import { adminProductImageRoutes } from "./admin-product-images.ts";
import { adminProductRoutes } from "./admin-products.ts";
import { adminReportRoutes } from "./admin-reports.ts";
import { adminReturnRoutes } from "./admin-returns.ts";
import { adminReturnAwbRoutes } from "./admin-return-awbs.ts";
import { adminReviewRoutes } from "./admin-reviews.ts";
import { adminSafetyRoutes } from "./admin-safety.ts";
import { adminSettingsRoutes } from "./admin-settings.ts";
import { adminShipmentRoutes } from "./admin-shipments.ts";
import { adminStaffRoutes } from "./admin-staff.ts";
import { adminStockRoutes } from "./admin-stock.ts";
import { adminStoreCreditRoutes } from "./store-credit.ts";
import { adminSubscriptionRoutes } from "./admin-subscriptions.ts";

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
    adminCodRoutes({ codReconciliation: shipping.codReconciliation, door, clock }),
    adminInvoiceRoutes({ invoices: invoicing.invoices, clock, ...options }),
    adminClaimsRoutes({ door }),
    adminProductRoutes({ catalogAdmin: catalog.admin, ...options }),
    adminStockRoutes({ stock: catalog.stock, ...options }),
    adminProductImageRoutes({ gallery: catalog.admin, uploads, ...options }),
    adminArticleRoutes({ blogAdmin: content.admin, uploads, ...options }),
    adminContentRoutes({ content: content.store, ...options }),
    adminCustomerRoutes({ backOffice: platform.customers.backOffice, ...options }),
    adminReturnRoutes({ backOffice: returns.returnBackOffice, uploads, ...options }),
    adminReturnAwbRoutes({ returnAwbs: returns.returnAwbs, ...options }),
    adminStoreCreditRoutes({ storeCredit: payments.storeCredit, ...options }),
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
      ...options,
    }),
    adminFlowRoutes({ flowAdmin: platform.retention.admin, clock, ...options }),
    adminFlowTextRoutes({ flowTexts: platform.retention.texts, rateLimits: platform.limits.rates, ...options }),
    adminDiscountRoutes({ discounts: promotions.discountAdmin, ...options }),
    adminParcelTaskRoutes({ parcelTasks: shipping.parcelTasks, ...options }),
  ];
  // Mounted in this order: the first module with a route for a request answers it.
  for (const routes of routeModules) app.route("/", routes);
  return app;
}
