/**
 * Discount codes, automatic promotions and their uses: the promotions module's tables, which only its code
 * (server/commerce/promotions/) writes.
 */
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { belongsTo, sqlList, timestamps, timestamptz } from "#server/db/schema/columns";
import { sql } from "drizzle-orm";
import { productVariants, products } from "#server/db/schema/catalog";
import { PROMOTION_AUDIENCES, PROMOTION_KINDS, PROMOTION_TIER_BASES, type PromotionTier } from "#domain/promotions";
import { staffReference } from "#server/db/schema/staff";
import { orders } from "#server/db/schema/orders";

/**
 * Discount codes the store issues. Only a code in this table can ever lower a price: the browser's
 * format rule (brand or POPUP + digits) decides what the cart shows, never what an order costs.
 * A code takes a percent off (`percent`) or a fixed amount in lei (`amount_ron_minor`, converted into
 * the charged currency at the order's rate), never more than what it applies to: every product, or
 * only those in `discount_code_products` (`product_scope` = 'chosen'). Every condition is optional
 * except the kind; `active` is the owner's switch.
 */
export const discountCodes = pgTable(
  "discount_codes",
  {
    code: text("code").primaryKey(),
    kind: text("kind").notNull().default("percent"),
    /** 1–100 for a percent code, null for a fixed one. */
    percent: integer("percent"),
    /** Lei minor units for a fixed code, null for a percent one. */
    amountRonMinor: integer("amount_ron_minor"),
    source: text("source").notNull(),
    firstOrderOnly: boolean("first_order_only").notNull().default(true),
    oncePerEmail: boolean("once_per_email").notNull().default(true),
    /** Uses in total across all shoppers; null for no limit. A cancelled order gives its use back. */
    usageLimit: integer("usage_limit"),
    startsAt: timestamptz("starts_at"),
    /** Exclusive: the code is refused from this instant. */
    endsAt: timestamptz("ends_at"),
    /** Compared with what the code applies to, in lei before the discount. */
    minSubtotalRonMinor: integer("min_subtotal_ron_minor"),
    productScope: text("product_scope").notNull().default("all"),
    active: boolean("active").notNull().default(true),
    /** The owner's note: what the code is for (never shown to shoppers). */
    description: text("description").notNull().default(""),
    /**
     * A personal code's recipient (the sign-up's address as `redemptionIdentity` reads it): only an order by that
     * mailbox may use it. Null for a code anyone may type (decision 0080).
     */
    recipientEmail: text("recipient_email"),
    createdByStaffId: staffReference("created_by_staff_id"),
    updatedByStaffId: staffReference("updated_by_staff_id"),
    ...timestamps(),
  },
  (t) => [
    check(
      "discount_codes_value",
      sql`(${t.kind} = 'percent' AND ${t.percent} BETWEEN 1 AND 100 AND ${t.amountRonMinor} IS NULL) OR (${t.kind} = 'fixed' AND ${t.amountRonMinor} > 0 AND ${t.percent} IS NULL)`,
    ),
    check("discount_codes_upper", sql`${t.code} = upper(${t.code})`),
    check("discount_codes_source", sql`${t.source} IN ('popup', 'newsletter', 'manual', 'admin')`),
    check("discount_codes_usage_limit", sql`${t.usageLimit} IS NULL OR ${t.usageLimit} >= 1`),
    check("discount_codes_dates", sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`),
    check("discount_codes_min_subtotal", sql`${t.minSubtotalRonMinor} IS NULL OR ${t.minSubtotalRonMinor} > 0`),
    check("discount_codes_scope", sql`${t.productScope} IN ('all', 'chosen')`),
    // The admin's list leaves personal codes out unless asked for them.
    index("discount_codes_recipient_idx").on(t.recipientEmail),
  ],
);

/** The products a code with `product_scope` = 'chosen' applies to. */
export const discountCodeProducts = pgTable(
  "discount_code_products",
  {
    code: text("code")
      .notNull()
      .references(() => discountCodes.code, { onDelete: "cascade" }),
    productId: belongsTo("product_id", () => products.id),
  },
  (t) => [primaryKey({ columns: [t.code, t.productId] }), index("discount_code_products_product_idx").on(t.productId)],
);

/**
 * One row per order that used a code (deleted when that order is cancelled, which gives the use back),
 * so a code's uses are its rows. `email` is the redemption identity (`redemptionIdentity`): one mailbox
 * however it is spelled. For a code redeemable once per email, the partial unique index makes that atomic.
 */
export const discountRedemptions = pgTable(
  "discount_redemptions",
  {
    id: serial("id").primaryKey(),
    code: text("code")
      .notNull()
      .references(() => discountCodes.code),
    email: text("email").notNull(),
    /** The code's rule when this use was made. */
    oncePerEmail: boolean("once_per_email").notNull().default(true),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    redeemedAt: timestamptz("redeemed_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("discount_redemptions_once_per_email_key")
      .on(t.code, t.email)
      .where(sql`${t.oncePerEmail}`),
    index("discount_redemptions_code_email_idx").on(t.code, t.email),
    index("discount_redemptions_email_idx").on(t.email),
  ],
);

/**
 * The owner's automatic promotions (decision 0172): no code to type, applied when a cart earns them. The kind decides
 * which value columns are set (the check keeps each kind whole); `product_ids` and `variant_ids` empty both mean every
 * product; `zone_ids` null means every zone. `usage_limit` counts the uses not released by a cancelled order, under a
 * lock on this row in the order's transaction.
 */
export const promotions = pgTable(
  "promotions",
  {
    id: serial("id").primaryKey(),
    titleRo: text("title_ro").notNull(),
    titleEn: text("title_en").notNull(),
    kind: text("kind").notNull(),
    valueKind: text("value_kind"),
    percent: integer("percent"),
    amountRonMinor: integer("amount_ron_minor"),
    tierBasis: text("tier_basis"),
    tiers: jsonb("tiers").$type<PromotionTier[]>().notNull().default([]),
    giftVariantId: integer("gift_variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    minSubtotalRonMinor: integer("min_subtotal_ron_minor"),
    zoneIds: jsonb("zone_ids").$type<string[] | null>(),
    productIds: jsonb("product_ids").$type<number[]>().notNull().default([]),
    variantIds: jsonb("variant_ids").$type<number[]>().notNull().default([]),
    audience: text("audience").notNull().default("everyone"),
    startsAt: timestamptz("starts_at"),
    /** Exclusive: the promotion stops at this instant. */
    endsAt: timestamptz("ends_at"),
    active: boolean("active").notNull().default(true),
    priority: integer("priority").notNull().default(0),
    combinesWithCodes: boolean("combines_with_codes").notNull().default(false),
    combinesWithPromotions: boolean("combines_with_promotions").notNull().default(false),
    usageLimit: integer("usage_limit"),
    updatedByStaffId: staffReference("updated_by_staff_id"),
    ...timestamps(),
  },
  (t) => [
    check("promotions_kind", sql`${t.kind} IN ${sqlList(PROMOTION_KINDS)}`),
    check("promotions_audience", sql`${t.audience} IN ${sqlList(PROMOTION_AUDIENCES)}`),
    check(
      "promotions_value",
      sql`(${t.kind} = 'amount_off' AND ((${t.valueKind} = 'percent' AND ${t.percent} BETWEEN 1 AND 100 AND ${t.amountRonMinor} IS NULL) OR (${t.valueKind} = 'fixed' AND ${t.amountRonMinor} > 0 AND ${t.percent} IS NULL)))
        OR (${t.kind} = 'tiers' AND ${t.tierBasis} IN ${sqlList(PROMOTION_TIER_BASES)} AND jsonb_array_length(${t.tiers}) BETWEEN 1 AND 5)
        OR (${t.kind} = 'gift' AND ${t.valueKind} IS NULL)
        OR (${t.kind} = 'free_shipping' AND ${t.minSubtotalRonMinor} IS NOT NULL)`,
    ),
    check("promotions_min_subtotal", sql`${t.minSubtotalRonMinor} IS NULL OR ${t.minSubtotalRonMinor} > 0`),
    check("promotions_usage_limit", sql`${t.usageLimit} IS NULL OR ${t.usageLimit} >= 1`),
    check("promotions_dates", sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`),
  ],
);

/** The mailboxes (as `redemptionIdentity` reads them) a promotion for a customer list is for. */
export const promotionCustomers = pgTable(
  "promotion_customers",
  {
    promotionId: belongsTo("promotion_id", () => promotions.id),
    email: text("email").notNull(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.email] })],
);

/**
 * What each promotion took off each order (the order's `discountAllocations`), with the promotion's title as the
 * shopper read it. A cancelled order releases its uses: they stop counting against the cap and the revenue.
 */
export const promotionUses = pgTable(
  "promotion_uses",
  {
    id: serial("id").primaryKey(),
    promotionId: integer("promotion_id")
      .notNull()
      .references(() => promotions.id),
    orderId: belongsTo("order_id", () => orders.id),
    title: text("title").notNull(),
    /** What it took off, in the order's currency and in lei; a gift's price, a free shipping's charge. */
    amountMinor: integer("amount_minor").notNull(),
    amountRonMinor: integer("amount_ron_minor").notNull(),
    released: boolean("released").notNull().default(false),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("promotion_uses_order_promotion_key").on(t.orderId, t.promotionId),
    index("promotion_uses_promotion_idx").on(t.promotionId),
    check("promotion_uses_amounts", sql`${t.amountMinor} >= 0 AND ${t.amountRonMinor} >= 0`),
  ],
);
