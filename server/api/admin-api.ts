/**
 * The one `/api/admin` (decision 0091): every admin route, mounted together behind the door that checks what each
 * declares (admin-door.ts). Sign-in and setup are the door's open steps; everything else needs a staff session.
 */
import { Hono } from "hono";
import type { Platform } from "#server/platform";
import type { AdminDoor } from "./admin-door.ts";
import { adminArticleRoutes } from "./admin-articles.ts";
import { adminClaimsRoutes } from "./admin-claims.ts";
import { adminCodRoutes } from "./admin-cod.ts";
import { adminAuthRoutes } from "./admin-auth.ts";
import { adminContentRoutes } from "./admin-content.ts";
import { adminCustomerRoutes } from "./admin-customers.ts";
import { adminDiscountRoutes } from "./admin-discounts.ts";
import { adminEventRoutes } from "./admin-events.ts";
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
  const { config, orders } = platform;
  const app = new Hono();
  const adminOptions = { baseUrl: config.baseUrl, trustProxyHops: config.trustProxyHops };
  app.route(
    "/",
    adminAuthRoutes({
      accounts: platform.staff.accounts,
      sessions: platform.staff.sessions,
      signIn: platform.staff.signIn,
      rateLimits: platform.limits.rates,
      door,
      trustProxyHops: config.trustProxyHops,
      brandName: config.brandName,
    }),
  );
  app.route("/", adminStaffRoutes({ staff: platform.staff, door, ...adminOptions }));
  app.route("/", adminEventRoutes({ eventLog: platform.eventLog, door, trustProxyHops: config.trustProxyHops }));
  app.route("/", adminOrderRoutes({ backOffice: orders.backOffice, clock: platform.clock, door, trustProxyHops: config.trustProxyHops }));
  app.route(
    "/",
    adminShipmentRoutes({ desk: platform.shipping.desk, awbs: platform.shipping.awbs, door, trustProxyHops: config.trustProxyHops }),
  );
  app.route("/", adminReportRoutes({ backOffice: orders.backOffice, clock: platform.clock, door }));
  app.route("/", adminCodRoutes({ codReconciliation: platform.shipping.codReconciliation, door, clock: platform.clock }));
  app.route("/", adminInvoiceRoutes({ invoices: orders.invoices, clock: platform.clock, door, trustProxyHops: config.trustProxyHops }));
  app.route("/", adminClaimsRoutes({ door }));
  app.route("/", adminProductRoutes({ catalogAdmin: platform.catalog.admin, door, trustProxyHops: config.trustProxyHops }));
  app.route("/", adminStockRoutes({ stock: orders.stock, door, trustProxyHops: config.trustProxyHops }));
  app.route(
    "/",
    adminProductImageRoutes({
      gallery: platform.catalog.admin,
      uploads: platform.uploads,
      door,
      trustProxyHops: config.trustProxyHops,
    }),
  );
  app.route(
    "/",
    adminArticleRoutes({
      blogAdmin: platform.content.admin,
      uploads: platform.uploads,
      door,
      trustProxyHops: config.trustProxyHops,
    }),
  );
  app.route("/", adminContentRoutes({ content: platform.content.store, door, trustProxyHops: config.trustProxyHops }));
  app.route("/", adminCustomerRoutes({ backOffice: platform.customers.backOffice, door, trustProxyHops: config.trustProxyHops }));
  app.route(
    "/",
    adminReturnRoutes({
      backOffice: orders.returnBackOffice,
      uploads: platform.uploads,
      door,
      trustProxyHops: config.trustProxyHops,
    }),
  );
  app.route("/", adminReturnAwbRoutes({ returnAwbs: orders.returnAwbs, door, trustProxyHops: config.trustProxyHops }));
  app.route("/", adminStoreCreditRoutes({ storeCredit: orders.storeCredit, door, trustProxyHops: config.trustProxyHops }));
  app.route(
    "/",
    adminSubscriptionRoutes({
      backOffice: orders.subscriptionBackOffice,
      actions: orders.subscriptionActions,
      door,
      trustProxyHops: config.trustProxyHops,
    }),
  );
  app.route("/", adminNewsletterRoutes({ newsletter: platform.newsletter.admin, door, trustProxyHops: config.trustProxyHops }));
  app.route("/", adminSafetyRoutes({ safetyFile: orders.safetyFile, door, clock: platform.clock }));
  app.route(
    "/",
    adminReviewRoutes({
      moderation: platform.reviews.moderation,
      settings: platform.settings,
      door,
      trustProxyHops: config.trustProxyHops,
    }),
  );
  app.route(
    "/",
    adminSettingsRoutes({
      settings: platform.settings,
      rateEditor: platform.catalog.rateEditor,
      vatRates: orders.vatRates,
      shippingZones: () => platform.shippingZones(),
      exchangeRates: () => platform.catalog.exchangeRates.current(),
      door,
      trustProxyHops: config.trustProxyHops,
    }),
  );
  app.route("/", adminDiscountRoutes({ discounts: orders.discountAdmin, door, trustProxyHops: config.trustProxyHops }));
  app.route("/", adminParcelTaskRoutes({ parcelTasks: platform.shipping.parcelTasks, door, trustProxyHops: config.trustProxyHops }));
  return app;
}
