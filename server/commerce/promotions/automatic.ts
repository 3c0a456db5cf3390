/**
 * The automatic promotions a shopper's cart may earn now (decision 0172): the owner's active promotions in their
 * dates, for this shopper's audience, and under their usage cap. An order reads them inside its transaction with the
 * capped ones locked, so two orders cannot both take a promotion's last use: the second waits, counts again, and is
 * priced without it (its expected total then differs, and checkout answers `price_changed`).
 */
import { and, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { redemptionIdentity } from "#domain/email";
import { orderEventPayload } from "#domain/order-lifecycle";
import type { PromotionRule } from "#domain/promotions";
import type { Database } from "#server/db/client";
import { promotionCustomers, promotions, promotionUses } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";
import type { EventHandler } from "#server/commerce/shared/domain-events";
import type { HasPreviousOrder } from "./discounts.ts";

/** Whether this address has a subscription that is not cancelled (subscriptions' `SubscriberCheck`). */
export type SubscriberCheck = (tx: Database, email: string) => Promise<boolean>;

/** Who is buying, as far as the store knows: the email typed at checkout or the signed-in customer's; none in a cart. */
export interface PromotionShopper {
  email: string | null;
}

/** What one promotion took off one order, as the order's `discountAllocations` keep it. */
export interface PromotionUse {
  promotionId: number;
  title: string;
  amountMinor: number;
  amountRonMinor: number;
}

export interface AutomaticPromotions {
  /** The promotions this shopper may earn now; `lock` (inside an order's transaction) locks the capped ones first. */
  inForce(shopper: PromotionShopper, options: { tx?: Database; lock?: boolean }): Promise<PromotionRule[]>;
  /** Records what each promotion took off this order, in the order's transaction. */
  recordUses(tx: Database, orderId: number, uses: readonly PromotionUse[]): Promise<void>;
}

type PromotionRow = typeof promotions.$inferSelect;

export function ruleOf(row: PromotionRow): PromotionRule {
  return {
    id: row.id,
    title: { ro: row.titleRo, en: row.titleEn },
    kind: row.kind as PromotionRule["kind"],
    valueKind: row.valueKind as PromotionRule["valueKind"],
    percent: row.percent,
    amountRonMinor: row.amountRonMinor,
    tierBasis: row.tierBasis as PromotionRule["tierBasis"],
    tiers: row.tiers,
    giftVariantId: row.giftVariantId,
    minSubtotalRonMinor: row.minSubtotalRonMinor,
    zoneIds: row.zoneIds,
    productIds: row.productIds,
    variantIds: row.variantIds,
    priority: row.priority,
    combinesWithCodes: row.combinesWithCodes,
    combinesWithPromotions: row.combinesWithPromotions,
  };
}

/** A cancelled order gives its promotions' uses back: they stop counting against the cap and in the revenue. */
export const releasePromotionsOfOrder: EventHandler = {
  name: "promotions.release-promotion-uses",
  types: ["order.cancelled"],
  async handle(tx, event) {
    await tx
      .update(promotionUses)
      .set({ released: true })
      .where(eq(promotionUses.orderId, orderEventPayload(event).orderId));
  },
};

export function createAutomaticPromotions({
  db,
  clock,
  hasPreviousOrder,
  isSubscriber,
}: {
  db: Database;
  clock: Clock;
  hasPreviousOrder: HasPreviousOrder;
  isSubscriber: SubscriberCheck;
}): AutomaticPromotions {
  async function usesOf(tx: Database, ids: readonly number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await tx
      .select({ promotionId: promotionUses.promotionId, uses: count() })
      .from(promotionUses)
      .where(and(inArray(promotionUses.promotionId, [...ids]), eq(promotionUses.released, false)))
      .groupBy(promotionUses.promotionId);
    return new Map(rows.map((row) => [row.promotionId, row.uses]));
  }

  async function forAudience(tx: Database, row: PromotionRow, email: string | null): Promise<boolean> {
    if (row.audience === "everyone") return true;
    // A promotion for some shoppers applies once the store knows who is buying (the checkout's email).
    if (email === null) return false;
    if (row.audience === "first_order") return !(await hasPreviousOrder(email, tx));
    if (row.audience === "subscribers") return isSubscriber(tx, email);
    const [listed] = await tx
      .select({ email: promotionCustomers.email })
      .from(promotionCustomers)
      .where(and(eq(promotionCustomers.promotionId, row.id), eq(promotionCustomers.email, redemptionIdentity(email))));
    return listed !== undefined;
  }

  return {
    async inForce(shopper, { tx = db, lock = false }) {
      const now = clock();
      const inDates = and(
        eq(promotions.active, true),
        sql`(${promotions.startsAt} IS NULL OR ${promotions.startsAt} <= ${now})`,
        sql`(${promotions.endsAt} IS NULL OR ${promotions.endsAt} > ${now})`,
      );
      if (lock) {
        // In id order, so two orders locking the same promotions cannot deadlock.
        await tx
          .select({ id: promotions.id })
          .from(promotions)
          .where(and(inDates, isNotNull(promotions.usageLimit)))
          .orderBy(promotions.id)
          .for("update");
      }
      const rows = await tx.select().from(promotions).where(inDates).orderBy(promotions.id);
      const uses = await usesOf(
        tx,
        rows.filter((row) => row.usageLimit !== null).map((row) => row.id),
      );
      const rules: PromotionRule[] = [];
      for (const row of rows) {
        if (row.usageLimit !== null && (uses.get(row.id) ?? 0) >= row.usageLimit) continue;
        if (!(await forAudience(tx, row, shopper.email))) continue;
        rules.push(ruleOf(row));
      }
      return rules;
    },

    async recordUses(tx, orderId, uses) {
      if (uses.length === 0) return;
      await tx.insert(promotionUses).values(uses.map((use) => ({ ...use, orderId, createdAt: clock() })));
    },
  };
}
