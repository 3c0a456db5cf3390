/**
 * What the automatic promotions took off placed orders (decision 0172), read from their uses for the modules that show
 * an order or count a period: one row per promotion and order, with the title the order showed, the promotion's own
 * titles in both languages and its kind (a discount, a gift or free shipping).
 */
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import { addDays } from "#domain/admin/dashboard";
import type { Language } from "#domain/locale";
import type { ReportPeriod } from "#domain/admin/reports";
import type { Database } from "#server/db/client";
import { promotions, promotionUses } from "#server/db/schema";
import { withinPeriod } from "#server/commerce/shared/shop-period-sql";

export interface PlacedPromotionUse {
  promotionId: number;
  orderId: number;
  /** As the order showed it, in the order's language. */
  title: string;
  /** The promotion's titles now, for a page in the reader's language. */
  titles: Record<Language, string>;
  kind: "discount" | "gift" | "free_shipping";
  /** In the order's currency; for free shipping, what the shipping would have cost. */
  amountMinor: number;
  amountRonMinor: number;
  /** Given back by the order's cancellation: no longer counted against the cap or in the revenue. */
  released: boolean;
}

const kindOf = (kind: string): PlacedPromotionUse["kind"] =>
  kind === "gift" ? "gift" : kind === "free_shipping" ? "free_shipping" : "discount";

/** Ids per query: far under a statement's parameter limit on both databases. */
const CHUNK = 1_000;

async function usesWhere(db: Database, where: SQL | undefined): Promise<PlacedPromotionUse[]> {
  const rows = await db
    .select({
      promotionId: promotionUses.promotionId,
      orderId: promotionUses.orderId,
      title: promotionUses.title,
      titleRo: promotions.titleRo,
      titleEn: promotions.titleEn,
      kind: promotions.kind,
      amountMinor: promotionUses.amountMinor,
      amountRonMinor: promotionUses.amountRonMinor,
      released: promotionUses.released,
    })
    .from(promotionUses)
    .innerJoin(promotions, eq(promotions.id, promotionUses.promotionId))
    .where(where)
    .orderBy(asc(promotionUses.orderId), asc(promotionUses.id));
  return rows.map(({ titleRo, titleEn, kind, ...row }) => ({ ...row, titles: { ro: titleRo, en: titleEn }, kind: kindOf(kind) }));
}

/** Every use of these orders, released ones too: a cancelled order still shows what it had been priced with. */
export async function promotionUsesOfOrders(db: Database, orderIds: readonly number[]): Promise<PlacedPromotionUse[]> {
  const uses: PlacedPromotionUse[] = [];
  for (let start = 0; start < orderIds.length; start += CHUNK)
    uses.push(...(await usesWhere(db, inArray(promotionUses.orderId, orderIds.slice(start, start + CHUNK)))));
  return uses;
}

/**
 * The uses not released that were recorded around a period: from the day before it to the day after, so an order
 * placed on the period's edge is among them whichever side of midnight its use was written; the caller keeps those
 * whose order was placed in the period.
 */
export function unreleasedPromotionUsesAround(db: Database, period: ReportPeriod): Promise<PlacedPromotionUse[]> {
  const around = { from: addDays(period.from, -1), to: addDays(period.to, 1) };
  return usesWhere(db, and(eq(promotionUses.released, false), withinPeriod(promotionUses.createdAt, around)));
}
