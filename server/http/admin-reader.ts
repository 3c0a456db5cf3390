/**
 * The admin pages' view of the orders (issue 16) and the reviews queue (issue 17), on the load context
 * beside the staff reader: each
 * read checks the signed-in member's role itself and answers null when it may not, so a page cannot
 * show what its member may not see. Dates leave as ISO strings, as loader data must.
 */
import type { DashboardPeriod } from "#domain/admin-dashboard";
import type { OrderFilter } from "#domain/admin-orders";
import type { ReviewFilter } from "#domain/admin-reviews";
import type { Language } from "#domain/locale";
import { orderListRowJson, type OrderBackOffice } from "#server/commerce/orders/back-office/back-office";
import type { ReviewModeration } from "#server/commerce/reviews/review-moderation";
import type { StoreSettings } from "#server/commerce/settings/store-settings";
import type { staffReader } from "./staff-reader.ts";

export function adminReader(
  { backOffice, moderation, settings }: { backOffice: OrderBackOffice; moderation: ReviewModeration; settings: StoreSettings },
  staff: Pick<ReturnType<typeof staffReader>, "allowed">,
  language: Language,
) {
  return {
    async orders(filter: OrderFilter) {
      if (!(await staff.allowed("orders.read"))) return null;
      const { rows, total } = await backOffice.search(filter);
      return { orders: rows.map(orderListRowJson), total };
    },
    async order(orderNumber: number) {
      if (!(await staff.allowed("orders.read"))) return null;
      return { order: await backOffice.detail(orderNumber) };
    },
    async dashboard(period: DashboardPeriod) {
      if (!(await staff.allowed("dashboard.read"))) return null;
      return backOffice.dashboard(period);
    },
    async reviews(filter: ReviewFilter) {
      if (!(await staff.allowed("reviews.moderate"))) return null;
      const [page, holdUnverified] = await Promise.all([moderation.list(filter, language), settings.get("reviews.holdUnverified")]);
      return { ...page, holdUnverified };
    },
  };
}
