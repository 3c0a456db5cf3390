/**
 * Discount codes and their uses: the promotions module's tables, which only its code (server/commerce/promotions/)
 * writes.
 */
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { belongsTo, timestamps, timestamptz } from "#server/db/schema/columns";
import { sql } from "drizzle-orm";
import { products } from "#server/db/schema/catalog";
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
