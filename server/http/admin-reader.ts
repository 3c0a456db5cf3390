/**
 * The admin pages' view of the orders (issue 16), on the load context beside the staff reader: each
 * read checks the signed-in member's role itself and answers null when it may not, so a page cannot
 * show what its member may not see. Dates leave as ISO strings, as loader data must.
 */
import type { DashboardPeriod } from "#domain/admin-dashboard";
import type { OrderFilter } from "#domain/admin-orders";
import { orderListRowJson, type OrderBackOffice } from "#server/commerce/orders/back-office/back-office";
import type { staffReader } from "./staff-reader.ts";

export function adminReader(backOffice: OrderBackOffice, staff: Pick<ReturnType<typeof staffReader>, "allowed">) {
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
  };
}
