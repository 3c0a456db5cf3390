/**
 * The unpaid-order sweep (decision 0024 "Unpaid orders"): an order still waiting for its online payment
 * `UNPAID_ORDER_TTL_MINUTES` after it was placed is cancelled — its attempt closed at the provider first
 * (if it was paid meanwhile, it is confirmed instead) — and, cancelled, it no longer counts as the shopper's first
 * order; the handlers of `order.cancelled` give back its discount code, stock and store credit and close its
 * attempt (decision 0086). Safe to run on every instance at once and to kill at any point: each order is closed at
 * the provider idempotently and then cancelled in its own transaction that re-checks its status under a row lock and
 * skips rows another instance holds.
 */
import { and, asc, eq, lt, notExists, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { orders, payments, subscriptionRenewals } from "#server/db/schema";
import type { DeliverEvents } from "#server/commerce/shared/domain-events";
import type { OrderRow, PaymentRow } from "#server/commerce/shared/order-rows";

export interface SweepReport {
  cancelled: number;
  /** Paid at the last moment: confirmed instead of cancelled. */
  paid: number;
  /** Left for the next run (the provider did not answer). */
  failed: number;
}

const BATCH = 50;

export async function sweepUnpaidOrders({
  db,
  now,
  ttlMinutes,
  closeAtProvider,
  cancelUnpaid,
  deliverEvents,
}: {
  db: Database;
  now: Date;
  ttlMinutes: number;
  /** Closes the attempt at its provider; a payment that beat the sweep is applied, and answered as `paid`. */
  closeAtProvider: (payment: PaymentRow) => Promise<string>;
  /** The order's own cancel (the orders module's), which gives back what the order held through its handlers. */
  cancelUnpaid: (tx: Database, order: OrderRow, now: Date) => Promise<void>;
  deliverEvents: DeliverEvents;
}): Promise<SweepReport> {
  const report: SweepReport = { cancelled: 0, paid: 0, failed: 0 };
  const cutoff = new Date(now.getTime() - ttlMinutes * 60_000);
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, "pending_payment"),
        lt(orders.createdAt, cutoff),
        // A card renewal waits for its dunning retries (subscription-charges.ts), days longer than a shopper at checkout.
        notExists(
          db
            .select({ one: sql`1` })
            .from(subscriptionRenewals)
            .where(eq(subscriptionRenewals.orderId, orders.id)),
        ),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(BATCH);

  for (const { id } of due) {
    const [open] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, id), eq(payments.status, "pending")))
      .limit(1);
    if (open) {
      try {
        if ((await closeAtProvider(open)) === "paid") {
          report.paid += 1;
          continue;
        }
      } catch {
        report.failed += 1;
        continue;
      }
    }
    const cancelled = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.status, "pending_payment")))
        .for("update", { skipLocked: true });
      if (!order) return false;
      await cancelUnpaid(tx, order, now);
      return true;
    });
    if (!cancelled) continue;
    await deliverEvents({ type: "order", id });
    report.cancelled += 1;
  }
  return report;
}
