/**
 * The orders as the staff run them (issue 16): the list and its export, one order's whole story, and
 * the steps that move it on. Built once by the platform, which hands in the payment service (refunds)
 * and the staff module's audit log; permissions are checked by the callers (the admin API and pages).
 */
import type { DashboardPeriod, DashboardView, LowStockItem } from "#domain/admin/dashboard";
import type { AdminOrderDetail, OrderFilter } from "#domain/admin/orders";
import type { ReportPeriod, ReportsView } from "#domain/admin/reports";
import type { DeliverEvents } from "#server/commerce/shared/domain-events";
import type { PaymentService, StoreCredit } from "#server/commerce/payments/module";
import { loadDashboard } from "./dashboard.ts";
import { loadReports } from "./reports.ts";
import { createOrderActions, type OrderActionOutcome, type OrderBackOfficeBasics, type ShipmentGiven } from "./order-actions.ts";
import { loadOrderDetail } from "./order-detail.ts";

import { createOrderMoney, type AdminRefundOutcome, type CancelOutcome, type RefundInput } from "./order-money.ts";
import { exportOrders, searchOrders, type OrderListRow } from "./order-search.ts";
import type { Invoicing, InvoiceFacts } from "#server/commerce/invoicing/module";
import type { StaffActor } from "#server/commerce/shared/staff-audit";

export type { AdminOrderDetail } from "#domain/admin/orders";
export { orderListRowJson, type OrderListRow, type OrderListRowJson } from "./order-search.ts";

export interface OrderBackOffice {
  search(filter: OrderFilter): Promise<{ rows: OrderListRow[]; total: number }>;
  export(filter: OrderFilter): AsyncGenerator<OrderListRow[]>;
  detail(orderNumber: number): Promise<AdminOrderDetail | null>;
  note(orderNumber: number, note: string, actor: StaffActor): Promise<OrderActionOutcome>;
  pack(orderNumber: number, actor: StaffActor): Promise<OrderActionOutcome>;
  ship(orderNumber: number, shipment: ShipmentGiven, actor: StaffActor): Promise<OrderActionOutcome>;
  deliver(orderNumber: number, actor: StaffActor): Promise<OrderActionOutcome>;
  collectCashOnDelivery(orderNumber: number, actor: StaffActor): Promise<OrderActionOutcome>;
  cancel(orderNumber: number, reason: string, actor: StaffActor): Promise<CancelOutcome>;
  refund(orderNumber: number, input: RefundInput, actor: StaffActor): Promise<AdminRefundOutcome>;
  /** Sales of a period of the shop's calendar days and the work waiting now (the admin's dashboard). */
  dashboard(period: DashboardPeriod): Promise<DashboardView>;
  /** Sales by variant, refunds, cancellations and VAT of a period of shop days, and the courier's cash outstanding now. */
  reports(period: ReportPeriod): Promise<ReportsView>;
}

export function createOrderBackOffice({
  db,
  clock,
  mailer,
  branding,
  audit,
  payments,
  storeCredit,
  lowStock,
  invoicing,
  invoiceFacts,
  deliverEvents,
}: OrderBackOfficeBasics & {
  payments: Pick<PaymentService, "refund">;
  /** What a cancellation gives back to store credit (payments'). */
  storeCredit: Pick<StoreCredit, "toGiveBack">;
  /** The catalogue's tracked variants at or under a number of units, for the dashboard. */
  lowStock: (threshold: number) => Promise<LowStockItem[]>;
  invoicing: Invoicing;
  /** The VAT of the documents issued in a period, for the reports (invoicing's `InvoiceFacts`). */
  invoiceFacts: Pick<InvoiceFacts, "vatByMonthAndRate">;
  /** Delivers a cancelled order's events (what the cancellation gives back) before the staff's answer. */
  deliverEvents: DeliverEvents;
}): OrderBackOffice {
  const actions = createOrderActions({ db, clock, mailer, branding, audit, invoicing, deliverEvents });
  const money = createOrderMoney({ db, clock, mailer, branding, audit, payments, storeCredit, deliverEvents });
  return {
    search: (filter) => searchOrders(db, filter),
    export: (filter) => exportOrders(db, filter),
    detail: (orderNumber) => loadOrderDetail(db, mailer, orderNumber),
    ...actions,
    cancel: money.cancel,
    refund: money.refund,
    dashboard: (period) => loadDashboard(db, { period, now: clock(), lowStock }),
    reports: (period) => loadReports(db, period, clock(), invoiceFacts),
  };
}
