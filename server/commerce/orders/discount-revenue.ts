/**
 * What the automatic promotions and the discount codes brought in over a period (issue 68 item 1), for the reports
 * and the growth page (marketing's `DiscountRevenue`): the orders placed in the period and kept (the reports' rule:
 * neither waiting for payment nor cancelled) that each applied to, what each took off them and what they came to, in
 * lei. A promotion's uses are the promotions module's (released ones, a cancelled order's, are not counted); a code's
 * part of an order's discount is what its promotions did not take.
 */
import { and, inArray, isNotNull, sql } from "drizzle-orm";
import type { DiscountRevenueRow, DiscountRevenueView, ReportPeriod } from "#domain/admin/reports";
import type { Database } from "#server/db/client";
import { orders } from "#server/db/schema";
import { unreleasedPromotionUsesAround } from "#server/commerce/promotions/module";
import { withinPeriod } from "#server/commerce/shared/shop-period-sql";

const kept = sql`${orders.status} not in ('pending_payment', 'cancelled')`;

/** Ids per query: far under a statement's parameter limit on both databases. */
const CHUNK = 1_000;

export function createDiscountRevenue(db: Database): (period: ReportPeriod) => Promise<DiscountRevenueView> {
  return async (period) => {
    const [uses, coded] = await Promise.all([
      unreleasedPromotionUsesAround(db, period),
      db
        .select({
          id: orders.id,
          code: orders.discountCode,
          codeRonMinor: sql<number>`${orders.discountRonMinor} - ${orders.promotionDiscountRonMinor}`.mapWith(Number),
          totalRonMinor: orders.totalRonMinor,
        })
        .from(orders)
        .where(and(withinPeriod(orders.createdAt, period), kept, isNotNull(orders.discountCode))),
    ]);

    // The orders the uses name, kept only if placed in the period and kept.
    const promoted = new Map<number, number>();
    const usedIds = [...new Set(uses.map((use) => use.orderId))];
    for (let start = 0; start < usedIds.length; start += CHUNK) {
      const rows = await db
        .select({ id: orders.id, totalRonMinor: orders.totalRonMinor })
        .from(orders)
        .where(and(inArray(orders.id, usedIds.slice(start, start + CHUNK)), withinPeriod(orders.createdAt, period), kept));
      for (const row of rows) promoted.set(row.id, row.totalRonMinor);
    }

    const byPromotion = new Map<number, DiscountRevenueRow>();
    for (const use of uses) {
      const total = promoted.get(use.orderId);
      if (total === undefined) continue;
      const row = byPromotion.get(use.promotionId) ?? {
        kind: "promotion" as const,
        promotionId: use.promotionId,
        title: use.titles,
        orders: 0,
        discountRonMinor: 0,
        revenueRonMinor: 0,
      };
      row.orders += 1;
      row.discountRonMinor += use.amountRonMinor;
      row.revenueRonMinor += total;
      byPromotion.set(use.promotionId, row);
    }

    const byCode = new Map<string, DiscountRevenueRow>();
    for (const order of coded) {
      const code = order.code!;
      const row = byCode.get(code) ?? {
        kind: "code" as const,
        promotionId: null,
        title: { ro: code, en: code },
        orders: 0,
        discountRonMinor: 0,
        revenueRonMinor: 0,
      };
      row.orders += 1;
      row.discountRonMinor += Math.max(0, order.codeRonMinor);
      row.revenueRonMinor += order.totalRonMinor;
      byCode.set(code, row);
    }

    const largestFirst = (a: DiscountRevenueRow, b: DiscountRevenueRow) =>
      b.discountRonMinor - a.discountRonMinor || b.orders - a.orders || a.title.ro.localeCompare(b.title.ro, "ro");
    const rows = [...[...byPromotion.values()].sort(largestFirst), ...[...byCode.values()].sort(largestFirst)];

    const totalOf = new Map<number, number>(promoted);
    for (const order of coded) totalOf.set(order.id, order.totalRonMinor);
    return {
      rows,
      totals: {
        orders: totalOf.size,
        discountRonMinor: rows.reduce((sum, row) => sum + row.discountRonMinor, 0),
        revenueRonMinor: [...totalOf.values()].reduce((sum, total) => sum + total, 0),
      },
    };
  };
}
