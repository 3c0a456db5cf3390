/**
 * The admin's dashboard (issue 16 item 3): sales of a period of the shop's calendar days, and the work
 * waiting now. Three queries whatever the period; the low-stock list comes from the catalogue, which
 * the platform passes in, so this module reads no catalogue table.
 *
 * - Counted orders are confirmed ones: every status but `pending_payment` and `cancelled`.
 * - Gross revenue is what they came to in lei (`total_ron_minor`, VAT and shipping included); refunds are
 *   what was given back on those same orders (sent, or waiting for the bank transfer), each converted at
 *   its order's rate and rounded to the ban; net is the difference. A refund counts in the period of its
 *   order, so a period's net never goes below what its own orders brought.
 * - Days are calendar days in Europe/Bucharest: an order at 22:30 UTC on a summer evening is the next day's.
 */
import { sql, type SQL } from "drizzle-orm";
import {
  LOW_STOCK_THRESHOLD,
  SHOP_TIME_ZONE,
  addDays,
  periodDays,
  type DashboardPeriod,
  type DashboardView,
  type LowStockItem,
} from "#domain/admin/dashboard";
import type { Database } from "#server/db/client";
import { OUTER_ORDER_ID } from "./order-search.ts";
import { orders, payments, refunds } from "#server/db/schema";

/** Orders not (or no longer) bought: they count in no figure of sales. */
const UNCONFIRMED = sql.raw(`('pending_payment', 'cancelled')`);
/** Refunds whose money has left, or will by bank transfer. */
const REFUND_COUNTED = sql.raw(`('succeeded', 'awaiting_transfer')`);
/** A constant written into the statement, so the day expression is the same text wherever it appears. */
const ZONE = sql.raw(`'${SHOP_TIME_ZONE}'`);

/** The instant a shop calendar day (`YYYY-MM-DD`) starts, summer time included. */
const dayStart = (date: string): SQL => sql`(${date}::date)::timestamp at time zone ${ZONE}`;

const asNumber = (value: unknown): number => Number(value ?? 0);

export interface DashboardOptions {
  period: DashboardPeriod;
  now: Date;
  /** The catalogue's tracked variants at or under a number of units, sold-out first. */
  lowStock: (threshold: number) => Promise<LowStockItem[]>;
  lowStockThreshold?: number;
}

export async function loadDashboard(
  db: Database,
  { period, now, lowStock, lowStockThreshold = LOW_STOCK_THRESHOLD }: DashboardOptions,
): Promise<DashboardView> {
  const days = periodDays(period, now);
  const from = days[0]!;
  const to = days[days.length - 1]!;
  const inPeriod = sql`${orders.createdAt} >= ${dayStart(from)} and ${orders.createdAt} < ${dayStart(addDays(to, 1))}`;
  const counted = sql`${orders.status} not in ${UNCONFIRMED}`;

  const [byDay, refunded, queues, lowStockItems] = await Promise.all([
    db
      .select({
        day: sql<string>`to_char(${orders.createdAt} at time zone ${ZONE}, 'YYYY-MM-DD')`,
        orders: sql<number>`count(*)`.mapWith(Number),
        gross: sql<number>`coalesce(sum(${orders.totalRonMinor}), 0)::bigint`.mapWith(Number),
        vat: sql<number>`coalesce(sum(${orders.taxRonMinor}), 0)::bigint`.mapWith(Number),
        cod: sql<number>`count(*) filter (where ${orders.paymentMethod} = 'cod')`.mapWith(Number),
      })
      .from(orders)
      .where(sql`${inPeriod} and ${counted}`)
      .groupBy(sql`1`),
    db
      .select({
        total:
          sql<number>`coalesce(sum(round(${refunds.amountMinor}::numeric * 1000000 / ${orders.unitsPerRonMicros})), 0)::bigint`.mapWith(
            Number,
          ),
      })
      .from(refunds)
      .innerJoin(payments, sql`${payments.id} = ${refunds.paymentId}`)
      .innerJoin(orders, sql`${orders.id} = ${payments.orderId}`)
      .where(sql`${refunds.status} in ${REFUND_COUNTED} and ${inPeriod} and ${counted}`),
    queueCounts(db),
    lowStock(lowStockThreshold),
  ]);

  const perDay = new Map(byDay.map((row) => [row.day, row]));
  const totals = byDay.reduce(
    (sum, row) => ({ orders: sum.orders + row.orders, gross: sum.gross + row.gross, vat: sum.vat + row.vat, cod: sum.cod + row.cod }),
    { orders: 0, gross: 0, vat: 0, cod: 0 },
  );
  const refundsRonMinor = refunded[0]?.total ?? 0;

  return {
    period,
    from,
    to,
    generatedAt: now.toISOString(),
    sales: {
      orders: totals.orders,
      grossRonMinor: totals.gross,
      refundsRonMinor,
      netRonMinor: totals.gross - refundsRonMinor,
      vatRonMinor: totals.vat,
      averageOrderRonMinor: totals.orders === 0 ? null : Math.round(totals.gross / totals.orders),
      codOrders: totals.cod,
      codShare: totals.orders === 0 ? null : totals.cod / totals.orders,
    },
    days: days.map((date) => ({ date, orders: perDay.get(date)?.orders ?? 0, grossRonMinor: perDay.get(date)?.gross ?? 0 })),
    queues,
    lowStock: { threshold: lowStockThreshold, items: lowStockItems },
  };
}

/** The work waiting now, in one pass over the orders that can be waiting for anything. */
async function queueCounts(db: Database): Promise<DashboardView["queues"]> {
  const toShip = sql`${orders.status} in ('paid', 'payment_due_on_delivery') and ${orders.fulfilmentStatus} in ('unfulfilled', 'packed')`;
  // The money of a cash-on-delivery parcel is in when its latest payment attempt is no longer pending.
  const codToCollect = sql`${orders.status} in ('fulfilled', 'delivered') and exists (
    select 1 from ${payments} latest
    where latest.order_id = ${OUTER_ORDER_ID} and latest.status = 'pending' and latest.method = 'cod'
      and latest.attempt = (select max(other.attempt) from ${payments} other where other.order_id = ${OUTER_ORDER_ID})
  )`;
  const [row] = await db
    .select({
      toShip: sql<number>`count(*) filter (where ${toShip})`.mapWith(Number),
      oldestToShip: sql<
        string | null
      >`to_char(min(${orders.createdAt}) filter (where ${toShip}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      awaitingPayment: sql<number>`count(*) filter (where ${orders.status} = 'pending_payment')`.mapWith(Number),
      codToCollect: sql<number>`count(*) filter (where ${codToCollect})`.mapWith(Number),
      codAmount: sql<number>`coalesce(sum(${orders.totalRonMinor}) filter (where ${codToCollect}), 0)::bigint`.mapWith(Number),
    })
    .from(orders)
    .where(sql`${orders.status} in ('paid', 'payment_due_on_delivery', 'pending_payment', 'fulfilled', 'delivered')`);
  return {
    toShip: { count: asNumber(row?.toShip), oldestAt: row?.oldestToShip ?? null },
    awaitingPayment: { count: asNumber(row?.awaitingPayment) },
    codToCollect: { count: asNumber(row?.codToCollect), amountRonMinor: asNumber(row?.codAmount) },
  };
}
