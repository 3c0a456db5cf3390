/**
 * The owner's and accountant's reports (issue 40 item 8, decision 0077), read from the orders, refunds and invoices
 * themselves each time, so they cannot drift from what they describe. Every sum is taken in SQL over integer bani and
 * read back as a whole number; days and months are the shop's (Europe/Bucharest), like the dashboard's.
 *
 * - Sales: the lines of orders placed in the period and kept (the dashboard's rule: neither waiting for payment nor
 *   cancelled), per variant, after each line's share of the discount. Refunds are their own report, as the books keep them.
 * - Promotions and codes: what each automatic promotion and each discount code brought in from the same orders
 *   (`createDiscountRevenue`, which the growth page shares).
 * - Refunds: money given back in the period (sent, or waiting for the bank transfer), in lei at the order's own rate,
 *   as its credit note takes it.
 * - Cancellations: orders cancelled in the period, with the reason staff gave.
 * - VAT: what the invoices and credit notes issued in the period say, per month and rate: the documents the
 *   accountant declares, credit notes taking theirs back in the month they were issued.
 * - Cash on delivery outstanding: parcels handed to the courier whose cash is not recorded as collected, now,
 *   whatever the period (the dashboard's queue, itemised), oldest first.
 */
import { sql } from "drizzle-orm";
import { shopDate } from "#domain/admin/dashboard";
import type { CancellationRow, CodOutstandingRow, RefundRow, ReportPeriod, ReportsView, SalesRow } from "#domain/admin/reports";
import type { Database } from "#server/db/client";
import { orderEvents, orderLines, orders, payments, refunds } from "#server/db/schema";
import type { InvoiceFacts } from "#server/commerce/invoicing/module";
import { bigintSum, withinPeriod } from "#server/commerce/shared/shop-period-sql";
import { createDiscountRevenue } from "../discount-revenue.ts";
import { OUTER_ORDER_ID } from "./order-search.ts";

const DAY_MS = 86_400_000;

/** The money of a cash-on-delivery parcel is in when its latest payment attempt is no longer pending (the dashboard's rule). */
const CASH_NOT_COLLECTED = sql`${orders.status} in ('fulfilled', 'delivered') and exists (
  select 1 from ${payments} latest
  where latest.order_id = ${OUTER_ORDER_ID} and latest.status = 'pending' and latest.method = 'cod'
    and latest.attempt = (select max(other.attempt) from ${payments} other where other.order_id = ${OUTER_ORDER_ID})
)`;

export async function loadReports(
  db: Database,
  period: ReportPeriod,
  now: Date,
  invoices: Pick<InvoiceFacts, "vatByMonthAndRate">,
): Promise<ReportsView> {
  const [sales, promotions, refunded, cancelled, vat, cod] = await Promise.all([
    salesByVariant(db, period),
    createDiscountRevenue(db)(period),
    refundsIn(db, period),
    cancellationsIn(db, period),
    invoices.vatByMonthAndRate(db, period),
    codOutstanding(db, now),
  ]);
  const sum = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    period,
    generatedAt: now.toISOString(),
    sales: {
      rows: sales,
      totals: {
        orders: await ordersSold(db, period),
        quantity: sum(sales, (row) => row.quantity),
        grossRonMinor: sum(sales, (row) => row.grossRonMinor),
        vatRonMinor: sum(sales, (row) => row.vatRonMinor),
        netRonMinor: sum(sales, (row) => row.netRonMinor),
      },
    },
    promotions,
    refunds: { rows: refunded, totalRonMinor: sum(refunded, (row) => row.amountRonMinor) },
    cancellations: { rows: cancelled, totalRonMinor: sum(cancelled, (row) => row.totalRonMinor) },
    vat: {
      rows: vat,
      totals: {
        taxableRonMinor: sum(vat, (row) => row.taxableRonMinor),
        vatRonMinor: sum(vat, (row) => row.vatRonMinor),
        grossRonMinor: sum(vat, (row) => row.grossRonMinor),
      },
    },
    cod: { rows: cod, totalRonMinor: sum(cod, (row) => row.amountRonMinor) },
  };
}

const kept = sql`${orders.status} not in ('pending_payment', 'cancelled')`;

async function ordersSold(db: Database, period: ReportPeriod): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(sql`${withinPeriod(orders.createdAt, period)} and ${kept}`);
  return row?.count ?? 0;
}

async function salesByVariant(db: Database, period: ReportPeriod): Promise<SalesRow[]> {
  const paid = sql`(${orderLines.totalRonMinor} - ${orderLines.discountRonMinor})`;
  // Lines from before lines kept their VAT (decision 0055): the VAT within their paid amount at their rate, to the ban.
  const vat = sql`coalesce(${orderLines.vatRonMinor}, round(${paid}::numeric * ${orderLines.vatRatePercent} / (100 + ${orderLines.vatRatePercent})))`;
  const rows = await db
    .select({
      productTitle: orderLines.title,
      variantTitle: orderLines.variantTitle,
      sku: orderLines.sku,
      orders: sql<number>`count(distinct ${orderLines.orderId})`.mapWith(Number),
      quantity: bigintSum(sql`${orderLines.quantity}`),
      grossRonMinor: bigintSum(paid),
      vatRonMinor: bigintSum(vat),
    })
    .from(orderLines)
    .innerJoin(orders, sql`${orders.id} = ${orderLines.orderId}`)
    .where(sql`${withinPeriod(orders.createdAt, period)} and ${kept}`)
    .groupBy(orderLines.title, orderLines.variantTitle, orderLines.sku)
    .orderBy(sql`5 desc`, orderLines.title, orderLines.variantTitle);
  return rows.map((row) => ({ ...row, netRonMinor: row.grossRonMinor - row.vatRonMinor }));
}

async function refundsIn(db: Database, period: ReportPeriod): Promise<RefundRow[]> {
  const rows = await db
    .select({
      orderNumber: orders.orderNumber,
      at: refunds.createdAt,
      method: payments.method,
      status: refunds.status,
      // The credit note's conversion (refundInLei): the share of the order's lei that the refund is of its currency.
      amountRonMinor:
        sql<number>`round(${refunds.amountMinor}::numeric * ${orders.totalRonMinor} / nullif(${orders.totalMinor}, 0))::bigint`.mapWith(
          Number,
        ),
      reason: refunds.reason,
    })
    .from(refunds)
    .innerJoin(payments, sql`${payments.id} = ${refunds.paymentId}`)
    .innerJoin(orders, sql`${orders.id} = ${payments.orderId}`)
    .where(sql`${refunds.status} in ('succeeded', 'awaiting_transfer') and ${withinPeriod(refunds.createdAt, period)}`)
    .orderBy(refunds.createdAt, refunds.id);
  return rows.map((row) => ({
    orderNumber: row.orderNumber,
    date: shopDate(row.at),
    method: row.method,
    status: row.status,
    amountRonMinor: row.amountRonMinor,
    reason: row.reason?.trim() || "admin",
  }));
}

async function cancellationsIn(db: Database, period: ReportPeriod): Promise<CancellationRow[]> {
  const rows = await db
    .select({
      orderNumber: orders.orderNumber,
      cancelledAt: orders.cancelledAt,
      createdAt: orders.createdAt,
      method: orders.paymentMethod,
      totalRonMinor: orders.totalRonMinor,
      paidAt: orders.paidAt,
      reason: sql<string | null>`(select ${orderEvents.detail}->>'reason' from ${orderEvents}
        where ${orderEvents.orderId} = ${OUTER_ORDER_ID} and ${orderEvents.kind} = 'cancelled'
        order by ${orderEvents.createdAt} desc, ${orderEvents.id} desc limit 1)`,
    })
    .from(orders)
    .where(sql`${orders.cancelledAt} is not null and ${withinPeriod(orders.cancelledAt, period)}`)
    .orderBy(orders.cancelledAt, orders.id);
  return rows.map((row) => ({
    orderNumber: row.orderNumber,
    date: shopDate(row.cancelledAt!),
    placedOn: shopDate(row.createdAt),
    method: row.method,
    totalRonMinor: row.totalRonMinor,
    wasPaid: row.paidAt !== null,
    reason: row.reason?.trim() ?? "",
  }));
}

async function codOutstanding(db: Database, now: Date): Promise<CodOutstandingRow[]> {
  const rows = await db
    .select({
      orderNumber: orders.orderNumber,
      carrier: orders.carrier,
      trackingNumber: orders.trackingNumber,
      shippedAt: orders.shippedAt,
      deliveredAt: orders.deliveredAt,
      amountRonMinor: sql<number>`(${orders.totalRonMinor} - ${orders.storeCreditRonMinor})`.mapWith(Number),
    })
    .from(orders)
    .where(sql`${orders.paymentMethod} = 'cod' and ${CASH_NOT_COLLECTED}`)
    .orderBy(sql`${orders.shippedAt} asc nulls first`, orders.id);
  return rows.map((row) => ({
    orderNumber: row.orderNumber,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    shippedOn: row.shippedAt ? shopDate(row.shippedAt) : null,
    deliveredOn: row.deliveredAt ? shopDate(row.deliveredAt) : null,
    amountRonMinor: row.amountRonMinor,
    ageDays: row.shippedAt ? Math.max(0, Math.floor((now.getTime() - row.shippedAt.getTime()) / DAY_MS)) : 0,
  }));
}
