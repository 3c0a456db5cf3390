/**
 * The catalogue as stored. Every shopper-visible text lives in a `*_translations` row per locale so a
 * third language is rows, not columns. Money is integer minor units (bani for RON).
 */
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  char,
  check,
  date,
  doublePrecision,
  index,
  jsonb,
  numeric,
  integer,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { sql, type SQL } from "drizzle-orm";
import { CANCEL_REASONS, SUBSCRIPTION_EVENT_KINDS, SUBSCRIPTION_STATES } from "#domain/subscription-lifecycle";
import { RETURN_REASONS, RETURN_STATUSES } from "#domain/returns";
import { EFACTURA_STATUSES, type InvoiceDocument } from "#domain/invoice";
import { DEFAULT_LOW_STOCK_THRESHOLD, STOCK_CAUSES } from "#domain/stock-ledger";
import type { InvoiceCompany } from "#domain/invoice-company";
import type { VatScheme } from "#domain/vat";

/** A file an outbox message carries, named by what it is; the mailer renders it when it sends. */
export type MailAttachmentRef = { kind: "invoice"; invoiceId: number };

/** A CHECK's list of allowed words from the domain's own list, so the two cannot disagree. */
function sqlList(words: readonly string[]): SQL {
  return sql.raw(`(${words.map((word) => `'${word}'`).join(", ")})`);
}

export const localeEnum = pgEnum("locale", ["ro", "en"]);

/** Metafield rows whose value does not depend on the language (numbers, icons, URLs) use this locale. */
export const ANY_LOCALE = "*";

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    handle: text("handle").notNull(),
    vendor: text("vendor").notNull(),
    productType: text("product_type").notNull().default(""),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** `active` products are sold; a `draft` is invisible to the storefront and the Storefront API. */
    status: text("status").notNull().default("active"),
    /** `standard` or `reduced` (decision 0055): the owner's choice; the rate follows from where the parcel goes. */
    vatClass: text("vat_class").notNull().default("standard"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("products_handle_key").on(t.handle),
    check("products_status", sql`${t.status} IN ('active', 'draft')`),
    check("products_vat_class", sql`${t.vatClass} IN ('standard', 'reduced')`),
  ],
);

export const productTranslations = pgTable(
  "product_translations",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    locale: localeEnum("locale").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    descriptionHtml: text("description_html").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.locale] })],
);

export const productImages = pgTable(
  "product_images",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** Path under the image route, e.g. `products/papillex-1.svg`. */
    src: text("src").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
  },
  (t) => [uniqueIndex("product_images_position_key").on(t.productId, t.position)],
);

export const productImageTranslations = pgTable(
  "product_image_translations",
  {
    imageId: integer("image_id")
      .notNull()
      .references(() => productImages.id, { onDelete: "cascade" }),
    locale: localeEnum("locale").notNull(),
    altText: text("alt_text").notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.locale] })],
);

export const productOptions = pgTable(
  "product_options",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [uniqueIndex("product_options_position_key").on(t.productId, t.position)],
);

export const productOptionTranslations = pgTable(
  "product_option_translations",
  {
    optionId: integer("option_id")
      .notNull()
      .references(() => productOptions.id, { onDelete: "cascade" }),
    locale: localeEnum("locale").notNull(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.optionId, t.locale] })],
);

export const productOptionValues = pgTable(
  "product_option_values",
  {
    id: serial("id").primaryKey(),
    optionId: integer("option_id")
      .notNull()
      .references(() => productOptions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [uniqueIndex("product_option_values_position_key").on(t.optionId, t.position)],
);

export const productOptionValueTranslations = pgTable(
  "product_option_value_translations",
  {
    valueId: integer("value_id")
      .notNull()
      .references(() => productOptionValues.id, { onDelete: "cascade" }),
    locale: localeEnum("locale").notNull(),
    value: text("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.valueId, t.locale] })],
);

export const productVariants = pgTable(
  "product_variants",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    sku: text("sku").notNull(),
    priceMinor: integer("price_minor").notNull(),
    compareAtPriceMinor: integer("compare_at_price_minor"),
    currencyCode: char("currency_code", { length: 3 }).notNull(),
    availableForSale: boolean("available_for_sale").notNull().default(true),
    imageId: integer("image_id").references(() => productImages.id, { onDelete: "set null" }),
    /** Units left to sell; null when the shop does not track this variant's stock (never limited). */
    stockQuantity: integer("stock_quantity"),
    /** Packed weight, which shipping by weight adds up (decision 0056): a bottle about 150 g, a 3-pack about 450 g. */
    weightGrams: integer("weight_grams").notNull().default(150),
    /**
     * A variant without stock of its own (a subscription) whose deliveries take bottles from this one, as many as it
     * delivers (decision 0078); null: it takes from its own stock, when counted.
     */
    stockFromVariantId: integer("stock_from_variant_id").references((): AnyPgColumn => productVariants.id, { onDelete: "set null" }),
    /** Below this many units the owner is emailed once, until the stock is back at or above it (decision 0078). */
    lowStockThreshold: integer("low_stock_threshold").notNull().default(DEFAULT_LOW_STOCK_THRESHOLD),
  },
  (t) => [
    uniqueIndex("product_variants_position_key").on(t.productId, t.position),
    uniqueIndex("product_variants_sku_key").on(t.sku),
    check("product_variants_price_nonnegative", sql`${t.priceMinor} >= 0`),
    check("product_variants_compare_at_nonnegative", sql`${t.compareAtPriceMinor} IS NULL OR ${t.compareAtPriceMinor} >= 0`),
    check("product_variants_stock_nonnegative", sql`${t.stockQuantity} IS NULL OR ${t.stockQuantity} >= 0`),
    check("product_variants_weight", sql`${t.weightGrams} BETWEEN 1 AND 30000`),
    check("product_variants_low_stock_threshold", sql`${t.lowStockThreshold} BETWEEN 0 AND 1000000`),
  ],
);

/** Which option value each variant selects (one per option). */
export const variantOptionValues = pgTable(
  "variant_option_values",
  {
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    valueId: integer("value_id")
      .notNull()
      .references(() => productOptionValues.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.valueId] })],
);

const metafieldColumns = {
  namespace: text("namespace").notNull(),
  key: text("key").notNull(),
  /** `ro`, `en`, or ANY_LOCALE for values that read the same in every language. */
  locale: text("locale").notNull(),
  /** Shopify metafield type name: single_line_text_field, multi_line_text_field, number_integer, url, boolean, json. */
  type: text("type").notNull(),
  value: text("value").notNull(),
};

export const productMetafields = pgTable(
  "product_metafields",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    ...metafieldColumns,
  },
  (t) => [
    uniqueIndex("product_metafields_key").on(t.productId, t.namespace, t.key, t.locale),
    check("product_metafields_locale", sql`${t.locale} IN ('*', 'ro', 'en')`),
  ],
);

export const variantMetafields = pgTable(
  "variant_metafields",
  {
    id: serial("id").primaryKey(),
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    ...metafieldColumns,
  },
  (t) => [
    uniqueIndex("variant_metafields_key").on(t.variantId, t.namespace, t.key, t.locale),
    check("variant_metafields_locale", sql`${t.locale} IN ('*', 'ro', 'en')`),
    index("variant_metafields_variant_idx").on(t.variantId),
  ],
);

/**
 * How many units of a display currency one RON buys, times 1 000 000 (an integer, so conversion is
 * exact integer arithmetic). RON itself is not stored: its rate is 1 by definition.
 */
export const exchangeRates = pgTable(
  "exchange_rates",
  {
    currencyCode: char("currency_code", { length: 3 }).primaryKey(),
    unitsPerRonMicros: bigint("units_per_ron_micros", { mode: "number" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Who set this rate in the admin (decision 0038); null for the seed's rates. */
    updatedByStaffId: integer("updated_by_staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
  },
  (t) => [check("exchange_rates_positive", sql`${t.unitsPerRonMicros} > 0`)],
);

/**
 * VAT rates by country (decision 0055): the standard rate and the reduced rate a product of the reduced
 * class carries there, in percent with two decimals. Romania's row prices every order below the EU
 * distance-selling threshold; the other states' rows, orders to them under OSS. The owner edits them.
 */
export const vatRates = pgTable(
  "vat_rates",
  {
    country: char("country", { length: 2 }).primaryKey(),
    standardPercent: numeric("standard_percent", { precision: 5, scale: 2, mode: "number" }).notNull(),
    reducedPercent: numeric("reduced_percent", { precision: 5, scale: 2, mode: "number" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Who set these rates in the admin; null for the seed's. */
    updatedByStaffId: integer("updated_by_staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
  },
  (t) => [check("vat_rates_range", sql`${t.standardPercent} BETWEEN 0 AND 100 AND ${t.reducedPercent} BETWEEN 0 AND ${t.standardPercent}`)],
);

/** Errors and warnings reported by browsers (POST /api/monitoring/logs); pruned to a bounded history. */
export const clientLogEntries = pgTable(
  "client_log_entries",
  {
    id: serial("id").primaryKey(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    clientId: text("client_id").notNull(),
    level: text("level").notNull(),
    message: text("message").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }),
    error: jsonb("error"),
    context: jsonb("context"),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    metadata: jsonb("metadata"),
  },
  (t) => [
    check("client_log_entries_level", sql`${t.level} IN ('error', 'warn', 'info')`),
    index("client_log_entries_received_idx").on(t.receivedAt),
  ],
);

/** Performance metrics (Core Web Vitals) reported by browsers (POST /api/monitoring/metrics); bounded too. */
export const clientMetrics = pgTable(
  "client_metrics",
  {
    id: serial("id").primaryKey(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    clientId: text("client_id").notNull(),
    name: text("name").notNull(),
    value: doublePrecision("value").notNull(),
    unit: text("unit").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }),
    context: jsonb("context"),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [index("client_metrics_received_idx").on(t.receivedAt), index("client_metrics_name_idx").on(t.name)],
);

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
    startsAt: timestamp("starts_at", { withTimezone: true }),
    /** Exclusive: the code is refused from this instant. */
    endsAt: timestamp("ends_at", { withTimezone: true }),
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
    createdByStaffId: integer("created_by_staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    updatedByStaffId: integer("updated_by_staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
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
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
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
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("discount_redemptions_once_per_email_key")
      .on(t.code, t.email)
      .where(sql`${t.oncePerEmail}`),
    index("discount_redemptions_code_email_idx").on(t.code, t.email),
    index("discount_redemptions_email_idx").on(t.email),
  ],
);

/** Newsletter and popup sign-ups with the consent the shopper gave (text and time), one row per email. */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    language: localeEnum("language").notNull(),
    source: text("source").notNull(),
    acceptsMarketing: boolean("accepts_marketing").notNull().default(true),
    consentText: text("consent_text").notNull(),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull().defaultNow(),
    discountCode: text("discount_code").references(() => discountCodes.code),
    /**
     * Every marketing email carries it in its unsubscribe link, so it is kept readable; it can only
     * unsubscribe. 244 random bits from PostgreSQL's strong generator, written by the database.
     */
    unsubscribeToken: text("unsubscribe_token")
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')`),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** When the sign-up's code was last mailed: a repeat sign-up mails it again only after a while. */
    codeMailedAt: timestamp("code_mailed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_key").on(t.email),
    uniqueIndex("newsletter_subscribers_unsubscribe_token_key").on(t.unsubscribeToken),
    check("newsletter_subscribers_source", sql`${t.source} IN ('discount_popup', 'footer', 'checkout', 'account')`),
  ],
);

/**
 * Every consent given and withdrawn, oldest first: the subscriber's row holds only the latest consent, which a
 * repeat sign-up replaces, and GDPR Art. 7 asks the store to show each one it relied on.
 */
export const newsletterConsentEvents = pgTable(
  "newsletter_consent_events",
  {
    id: serial("id").primaryKey(),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    /** `consent`: a sign-up (the first or a repeat); `withdrawal`: marketing email stopped. */
    kind: text("kind").notNull(),
    /** For a consent, the form it was given on (a subscriber's source); for a withdrawal, `email_link` or `staff`. */
    via: text("via"),
    language: localeEnum("language").notNull(),
    /** The sentence the shopper agreed to; null for a withdrawal. */
    consentText: text("consent_text"),
    /** The staff member who recorded a withdrawal on the subscriber's request. */
    staffMemberId: integer("staff_member_id").references(() => staffMembers.id),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("newsletter_consent_events_subscriber_idx").on(t.subscriberId, t.at),
    check("newsletter_consent_events_kind", sql`${t.kind} IN ('consent', 'withdrawal')`),
    check("newsletter_consent_events_text", sql`(${t.kind} = 'consent') = (${t.consentText} IS NOT NULL)`),
  ],
);

/** Customers. Email is stored normalised (trimmed, lower case) so uniqueness is case-insensitive. */
export const customers = pgTable(
  "customers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    passwordHash: text("password_hash"),
    status: text("status").notNull().default("pending"),
    language: localeEnum("language").notNull().default("ro"),
    acceptsMarketing: boolean("accepts_marketing").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    /** Blocked by staff (status `disabled`): when, and the status an unblock gives back. */
    blockedAt: timestamp("blocked_at", { withTimezone: true }),
    statusBeforeBlock: text("status_before_block"),
  },
  (t) => [
    uniqueIndex("customers_email_key").on(t.email),
    check("customers_status", sql`${t.status} IN ('pending', 'magic_link_only', 'active', 'disabled')`),
  ],
);

/**
 * Every secret handed to a customer (session, activation, magic link, password reset). Only the
 * SHA-256 of the token is kept; one-time kinds are spent by setting used_at in the same transaction.
 */
export const customerTokens = pgTable(
  "customer_tokens",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    tokenHash: text("token_hash").notNull(),
    remember: boolean("remember").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** Sessions: when a link mailed to the account's address started it (a fresh proof allows sensitive changes). */
    provenAt: timestamp("proven_at", { withTimezone: true }),
    /** `email_change` links: the address the account moves to once the link is opened there. */
    newEmail: text("new_email"),
  },
  (t) => [
    uniqueIndex("customer_tokens_hash_key").on(t.tokenHash),
    index("customer_tokens_customer_idx").on(t.customerId, t.kind),
    check("customer_tokens_kind", sql`${t.kind} IN ('session', 'activation', 'magic_link', 'password_reset', 'email_change')`),
    check("customer_tokens_new_email", sql`(${t.kind} = 'email_change') = (${t.newEmail} IS NOT NULL)`),
  ],
);

/**
 * A login link mailed to an address that has no account yet: the account is created only when the
 * link is opened, so typing an unknown email stores nothing about a customer (decision 0028).
 */
export const signupLinks = pgTable(
  "signup_links",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    remember: boolean("remember").notNull().default(false),
    language: text("language").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("signup_links_hash_key").on(t.tokenHash), index("signup_links_expires_idx").on(t.expiresAt)],
);

export const customerAddresses = pgTable(
  "customer_addresses",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    company: text("company").notNull().default(""),
    address1: text("address1").notNull(),
    address2: text("address2").notNull().default(""),
    city: text("city").notNull(),
    province: text("province").notNull().default(""),
    zip: text("zip").notNull(),
    country: char("country", { length: 2 }).notNull(),
    phone: text("phone").notNull().default(""),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("customer_addresses_customer_idx").on(t.customerId),
    // At most one default address per customer, enforced by the database rather than by care.
    uniqueIndex("customer_addresses_one_default")
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
  ],
);

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    productHandle: text("product_handle").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productHandle] })],
);

/**
 * Every email the store sends goes through here first, so a failed send is retried by a sweep and
 * never lost; without SMTP_URL the outbox is the mailbox (listed at /dev/mailbox outside production).
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    language: localeEnum("language").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** Extra headers of this message (a newsletter's List-Unsubscribe), as sent. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /**
     * Files sent with the message, by reference (an invoice's id): rendered when the message is sent, so the outbox
     * keeps a few bytes per message instead of each PDF (decision 0059).
     */
    attachments: jsonb("attachments").$type<MailAttachmentRef[]>(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    check("email_outbox_status", sql`${t.status} IN ('pending', 'sent', 'failed', 'stored')`),
  ],
);

/** Order numbers as shoppers see them (#1001, #1002 …): a sequence, so concurrent orders never share one. */
export const orderNumberSequence = pgSequence("order_number_seq", { startWith: 1001 });

/**
 * An order as placed. Amounts are integer minor units twice: in the order's currency (what the
 * shopper was shown and is charged) and in lei (the same order priced in the shop's currency, for its
 * books), with the exchange rate used. Titles and addresses are snapshots: the catalogue and the
 * customer's address book may change, the order does not.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    orderNumber: integer("order_number")
      .notNull()
      .default(sql`nextval('order_number_seq')`),
    idempotencyKey: text("idempotency_key").notNull(),
    /** SHA-256 of the normalised request (without any password), to tell a replay from a different order under the same key. */
    requestHash: text("request_hash").notNull(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    language: localeEnum("language").notNull(),
    status: text("status").notNull(),
    paymentMethod: text("payment_method").notNull(),
    currencyCode: char("currency_code", { length: 3 }).notNull(),
    /** The rate the order was priced at: units of `currency_code` per RON × 1 000 000 (1 000 000 for RON). */
    unitsPerRonMicros: bigint("units_per_ron_micros", { mode: "number" }).notNull(),
    subtotalMinor: integer("subtotal_minor").notNull(),
    discountMinor: integer("discount_minor").notNull(),
    shippingMinor: integer("shipping_minor").notNull(),
    taxMinor: integer("tax_minor").notNull(),
    totalMinor: integer("total_minor").notNull(),
    subtotalRonMinor: integer("subtotal_ron_minor").notNull(),
    discountRonMinor: integer("discount_ron_minor").notNull(),
    shippingRonMinor: integer("shipping_ron_minor").notNull(),
    taxRonMinor: integer("tax_ron_minor").notNull(),
    totalRonMinor: integer("total_ron_minor").notNull(),
    /**
     * The part of the total paid from the customer's store credit (issue 19 item 5), in the order's currency and in
     * lei; the payment provider (or the courier) is asked only for the rest.
     */
    storeCreditMinor: integer("store_credit_minor").notNull().default(0),
    storeCreditRonMinor: integer("store_credit_ron_minor").notNull().default(0),
    /**
     * Before issue 21 the one rate of the whole order; since, the highest rate of its lines (each line keeps
     * its own in `order_lines.vat_rate_percent`, decision 0055).
     */
    vatRatePercent: numeric("vat_rate_percent", { precision: 5, scale: 2, mode: "number" }).notNull(),
    /** The rate the shipping's VAT was taken at (the goods' highest); the order's one rate for older orders. */
    shippingVatRatePercent: numeric("shipping_vat_rate_percent", { precision: 5, scale: 2, mode: "number" }).notNull(),
    /** `domestic`, `eu_distance_ro`, `oss` or `export`; null for orders placed before VAT depended on the destination. */
    vatScheme: text("vat_scheme").$type<VatScheme>(),
    /** The carrier service chosen at checkout (decision 0056), as the zones named it then; null for older orders. */
    shippingZoneId: text("shipping_zone_id"),
    shippingServiceId: text("shipping_service_id"),
    shippingServiceName: text("shipping_service_name"),
    discountCode: text("discount_code").references(() => discountCodes.code),
    /** The percent of a percent code (0 otherwise): what the order was charged stays here whatever the code becomes. */
    discountPercent: integer("discount_percent").notNull().default(0),
    /** `percent` or `fixed` with the code; null without one. */
    discountKind: text("discount_kind"),
    /** A fixed code's amount in lei minor units, as it was when the order was placed. */
    discountAmountRonMinor: integer("discount_amount_ron_minor"),
    shippingAddress: jsonb("shipping_address").notNull(),
    billingAddress: jsonb("billing_address").notNull(),
    /** The company the shopper asked the invoice to be made out to (issue 21 item 7); null: to the person billed. */
    invoiceCompany: jsonb("invoice_company").$type<InvoiceCompany>(),
    note: text("note").notNull().default(""),
    acceptsMarketing: boolean("accepts_marketing").notNull().default(false),
    /**
     * The edition of the terms and conditions the shopper accepted (decisions 0052, 0076): the terms page's
     * `store_content_pages.version` + 1 when the checkout showed it, so 1 for the template never edited. A renewal
     * keeps its first order's. Null for orders placed before the store versioned its terms.
     */
    termsVersion: integer("terms_version"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /**
     * The customer withdrew from the contract (OUG 34/2014) before the parcel left, which cancelled the order
     * (decision 0075): the admin and the shopper's pages say "withdrawn" rather than a cancellation by the store.
     */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    /** Where the parcel is (issue 16): unfulfilled → packed → shipped → delivered; `status` keeps the money's side. */
    fulfilmentStatus: text("fulfilment_status").notNull().default("unfulfilled"),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    /** Only for a carrier the store has no tracking page for ("other"): the link staff gave. */
    trackingUrl: text("tracking_url"),
    packedAt: timestamp("packed_at", { withTimezone: true }),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("orders_order_number_key").on(t.orderNumber),
    // The admin's list and dashboard read orders newest first and by day.
    index("orders_created_idx").on(t.createdAt),
    check("orders_fulfilment_status", sql`${t.fulfilmentStatus} IN ('unfulfilled', 'packed', 'shipped', 'delivered')`),
    uniqueIndex("orders_idempotency_key").on(t.idempotencyKey),
    index("orders_email_idx").on(t.email),
    index("orders_customer_idx").on(t.customerId),
    // The abandoned-payment sweep reads the oldest orders still waiting for payment.
    index("orders_awaiting_payment_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending_payment'`),
    check(
      "orders_status",
      sql`${t.status} IN ('pending_payment', 'payment_due_on_delivery', 'paid', 'fulfilled', 'delivered', 'cancelled', 'refunded')`,
    ),
    check("orders_payment_method", sql`${t.paymentMethod} IN ('cod', 'card', 'paypal', 'apple_pay', 'google_pay', 'store_credit')`),
    check(
      "orders_store_credit",
      sql`${t.storeCreditMinor} BETWEEN 0 AND ${t.totalMinor} AND ${t.storeCreditRonMinor} BETWEEN 0 AND ${t.totalRonMinor}`,
    ),
    check(
      "orders_amounts_nonnegative",
      sql`${t.subtotalMinor} >= 0 AND ${t.discountMinor} >= 0 AND ${t.shippingMinor} >= 0 AND ${t.taxMinor} >= 0 AND ${t.subtotalRonMinor} >= 0 AND ${t.discountRonMinor} >= 0 AND ${t.shippingRonMinor} >= 0 AND ${t.taxRonMinor} >= 0`,
    ),
    // The books balance by construction, and the database refuses an order whose totals do not.
    check("orders_total_adds_up", sql`${t.totalMinor} = ${t.subtotalMinor} - ${t.discountMinor} + ${t.shippingMinor}`),
    check("orders_total_ron_adds_up", sql`${t.totalRonMinor} = ${t.subtotalRonMinor} - ${t.discountRonMinor} + ${t.shippingRonMinor}`),
    check("orders_rate_positive", sql`${t.unitsPerRonMicros} > 0`),
    check("orders_vat_scheme", sql`${t.vatScheme} IS NULL OR ${t.vatScheme} IN ('domestic', 'eu_distance_ro', 'oss', 'export')`),
    check(
      "orders_discount_kind",
      sql`(${t.discountCode} IS NULL AND ${t.discountKind} IS NULL) OR (${t.discountCode} IS NOT NULL AND ${t.discountKind} IN ('percent', 'fixed'))`,
    ),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** Null once the variant has left the catalogue; the snapshot columns still say what was bought. */
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    sku: text("sku").notNull(),
    productHandle: text("product_handle").notNull(),
    title: text("title").notNull(),
    variantTitle: text("variant_title").notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceMinor: integer("unit_price_minor").notNull(),
    totalMinor: integer("total_minor").notNull(),
    unitPriceRonMinor: integer("unit_price_ron_minor").notNull(),
    totalRonMinor: integer("total_ron_minor").notNull(),
    isSubscription: boolean("is_subscription").notNull().default(false),
    /** `monthly` or `quarterly` for a subscription line. */
    subscriptionInterval: text("subscription_interval"),
    /** This line's share of the order's discount (0 for a line the code does not apply to); `total_minor` stays before it. */
    discountMinor: integer("discount_minor").notNull().default(0),
    discountRonMinor: integer("discount_ron_minor").notNull().default(0),
    /** Units this line took from its variant's stock (0 when not tracked); set back to 0 once returned. */
    stockReserved: integer("stock_reserved").notNull().default(0),
    /** The variant the units were taken from when not the line's own (a subscription's bottles, decision 0078). */
    stockVariantId: integer("stock_variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    /** The VAT rate this line carries (decision 0055); for older orders, their order's one rate. */
    vatRatePercent: numeric("vat_rate_percent", { precision: 5, scale: 2, mode: "number" }).notNull(),
    /**
     * The VAT included in what the line cost after its discount share, in the order's currency and in lei; the
     * shipping's is `orders.tax_minor` less these. Null for orders placed before lines kept their VAT.
     */
    vatMinor: integer("vat_minor"),
    vatRonMinor: integer("vat_ron_minor"),
  },
  (t) => [
    uniqueIndex("order_lines_position_key").on(t.orderId, t.position),
    check("order_lines_quantity", sql`${t.quantity} BETWEEN 1 AND 99`),
    check(
      "order_lines_total",
      sql`${t.totalMinor} = ${t.unitPriceMinor} * ${t.quantity} AND ${t.totalRonMinor} = ${t.unitPriceRonMinor} * ${t.quantity}`,
    ),
    check(
      "order_lines_discount",
      sql`${t.discountMinor} BETWEEN 0 AND ${t.totalMinor} AND ${t.discountRonMinor} BETWEEN 0 AND ${t.totalRonMinor}`,
    ),
    check("order_lines_interval", sql`${t.subscriptionInterval} IS NULL OR ${t.subscriptionInterval} IN ('monthly', 'quarterly')`),
  ],
);

/**
 * Payment attempts of an order, one row each (a declined card and its retry are two rows). `public_id`
 * is the unguessable id in the payment page's URL and in the signed result the page returns with.
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    publicId: text("public_id").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    provider: text("provider").notNull(),
    method: text("method").notNull(),
    status: text("status").notNull().default("pending"),
    amountMinor: integer("amount_minor").notNull(),
    currencyCode: char("currency_code", { length: 3 }).notNull(),
    /** The provider's own reference for the attempt (Stripe: the Checkout Session); null until the provider has it. */
    reference: text("reference"),
    /** Where the shopper pays this attempt while it is open (the provider's hosted page). */
    redirectUrl: text("redirect_url"),
    /** What the money was taken as, which refunds name (Stripe: the PaymentIntent). */
    chargeReference: text("charge_reference"),
    /**
     * A renewal's off-session attempt: the saved method it charges, kept on the attempt so that a charge
     * interrupted before its answer is asked again of the same method with the same key (decision 0043).
     */
    savedPaymentMethodId: integer("saved_payment_method_id").references(() => savedPaymentMethods.id),
    /** How much of `amount_minor` has been given back, in the same currency. */
    refundedMinor: integer("refunded_minor").notNull().default(0),
    /** The signed result the store verified (`paid`, `declined`, `cancelled`), its signature and when. */
    result: text("result"),
    resultSignature: text("result_signature"),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payments_public_id_key").on(t.publicId),
    uniqueIndex("payments_attempt_key").on(t.orderId, t.attempt),
    // At most one open attempt per order, so two retries at once cannot both open one.
    uniqueIndex("payments_one_pending")
      .on(t.orderId)
      .where(sql`${t.status} = 'pending'`),
    check("payments_provider", sql`${t.provider} IN ('cod', 'sandbox', 'stripe')`),
    check("payments_method", sql`${t.method} IN ('cod', 'card', 'paypal', 'apple_pay', 'google_pay')`),
    check("payments_status", sql`${t.status} IN ('pending', 'succeeded', 'declined', 'cancelled', 'refunded', 'refused')`),
    check("payments_result", sql`${t.result} IS NULL OR ${t.result} IN ('paid', 'declined', 'cancelled')`),
    check("payments_amount_nonnegative", sql`${t.amountMinor} >= 0`),
    check("payments_refunded_within_amount", sql`${t.refundedMinor} BETWEEN 0 AND ${t.amountMinor}`),
  ],
);

/**
 * Money given back for a payment, one row per refund (several partial refunds may add up to the amount
 * taken, never more). A row is written `pending` before the provider is asked, under the caller's
 * idempotency key, so a retry after a crash asks the provider again with the same key instead of twice.
 * Cash on delivery is refunded by bank transfer: `awaiting_transfer` with the IBAN until staff send it.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    currencyCode: char("currency_code", { length: 3 }).notNull(),
    status: text("status").notNull().default("pending"),
    reason: text("reason"),
    /** The provider's reference for the refund, once it answered. */
    reference: text("reference"),
    iban: text("iban"),
    accountHolder: text("account_holder"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("refunds_idempotency_key").on(t.idempotencyKey),
    index("refunds_payment_idx").on(t.paymentId),
    check("refunds_amount_positive", sql`${t.amountMinor} > 0`),
    check("refunds_status", sql`${t.status} IN ('pending', 'succeeded', 'failed', 'awaiting_transfer')`),
  ],
);

/**
 * A payment method the provider keeps for charges without the shopper present (subscription renewals):
 * the provider's references and what the shopper recognises it by. Never a card number.
 */
export const savedPaymentMethods = pgTable(
  "saved_payment_methods",
  {
    id: serial("id").primaryKey(),
    publicId: text("public_id").notNull(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    provider: text("provider").notNull(),
    /** The provider's customer the method is attached to (Stripe: `cus_…`). */
    providerCustomer: text("provider_customer"),
    /** The provider's reusable method (Stripe: `pm_…`; the sandbox: a test token). */
    providerMethod: text("provider_method").notNull(),
    brand: text("brand").notNull(),
    last4: char("last4", { length: 4 }).notNull(),
    expMonth: integer("exp_month"),
    expYear: integer("exp_year"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("saved_payment_methods_public_id_key").on(t.publicId),
    uniqueIndex("saved_payment_methods_provider_method_key").on(t.provider, t.providerMethod),
    index("saved_payment_methods_customer_idx").on(t.customerId),
    index("saved_payment_methods_email_idx").on(t.email),
    check("saved_payment_methods_provider", sql`${t.provider} IN ('sandbox', 'stripe')`),
  ],
);

/**
 * A customer's subscription, born from an order with a subscription line once that order is paid
 * (or confirmed for cash on delivery); one per order at most. The subscriptions portal manages it; its
 * calendar is domain/subscription-schedule.ts, its states domain/subscription-lifecycle.ts.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    sku: text("sku").notNull(),
    productHandle: text("product_handle").notNull(),
    quantity: integer("quantity").notNull(),
    status: text("status").notNull().default("active"),
    interval: text("interval").notNull().default("monthly"),
    /** The next delivery not yet created; while paused, the first paused one. */
    nextChargeDate: date("next_charge_date").notNull(),
    /** The day of the month deliveries keep (a shorter month takes its last day). */
    anchorDay: integer("anchor_day").notNull(),
    /** The number of the delivery on `next_charge_date`; the order that started the subscription is 0. */
    nextCycle: integer("next_cycle").notNull().default(1),
    /** A skipped delivery's day, while the skip can still be undone. */
    skippedDate: date("skipped_date"),
    /** While paused for a number of deliveries, the day they start again; null while paused until resumed. */
    resumeOn: date("resume_on"),
    cancelReason: text("cancel_reason"),
    /** The customer's own words, for the reason `other`. */
    cancelNote: text("cancel_note"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** The card renewals are charged to; null: cash on delivery (or none left after the shopper removed it). */
    savedPaymentMethodId: integer("saved_payment_method_id").references(() => savedPaymentMethods.id, { onDelete: "set null" }),
    /**
     * Lei per unit, VAT included, that the customer agreed to: the checkout's price, then the price a reminder
     * announced. A renewal charges the lower of it and the day's price, so a rise applies only after a notice.
     */
    agreedUnitPriceRonMinor: integer("agreed_unit_price_ron_minor").notNull(),
    /** Where renewals go; null: the first order's shipping address. */
    shippingAddress: jsonb("shipping_address"),
    /** The language of the subscription's emails: the first order's, until the customer acts in another. */
    language: localeEnum("language").notNull().default("ro"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("subscriptions_order_key").on(t.orderId),
    index("subscriptions_customer_idx").on(t.customerId),
    index("subscriptions_email_idx").on(t.email),
    // The renewal sweep's question: which subscriptions have a delivery due.
    index("subscriptions_due_idx")
      .on(t.nextChargeDate)
      .where(sql`${t.status} IN ('active', 'paused')`),
    check("subscriptions_status", sql`${t.status} IN ${sqlList(SUBSCRIPTION_STATES)}`),
    check("subscriptions_interval", sql`${t.interval} IN ('monthly', 'bimonthly', 'quarterly')`),
    check("subscriptions_anchor_day", sql`${t.anchorDay} BETWEEN 1 AND 31`),
    check("subscriptions_next_cycle", sql`${t.nextCycle} >= 1`),
    check("subscriptions_resume_on_paused", sql`${t.resumeOn} IS NULL OR ${t.status} = 'paused'`),
    check(
      "subscriptions_cancel_reason",
      sql`${t.cancelReason} IS NULL OR (${t.status} = 'cancelled' AND ${t.cancelReason} IN ${sqlList(CANCEL_REASONS)})`,
    ),
  ],
);

/**
 * Everything that happened to a subscription, oldest first, for the portal's history and the admin. Rows are
 * only ever added: a trigger refuses updates (migration 0022).
 */
export const subscriptionEvents = pgTable(
  "subscription_events",
  {
    id: serial("id").primaryKey(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** What changed (from and to), the renewal's cycle and order, a charge's decline, a cancellation's reason. */
    details: jsonb("details").notNull().default({}),
    actor: text("actor").notNull(),
    /** The staff member who acted for the customer; their email stays if the account is removed. */
    staffId: integer("staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    staffEmail: text("staff_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("subscription_events_subscription_idx").on(t.subscriptionId, t.createdAt),
    check("subscription_events_kind", sql`${t.kind} IN ${sqlList(SUBSCRIPTION_EVENT_KINDS)}`),
    check("subscription_events_actor", sql`${t.actor} IN ('customer', 'staff', 'system')`),
    check("subscription_events_staff", sql`${t.actor} = 'staff' OR (${t.staffId} IS NULL AND ${t.staffEmail} IS NULL)`),
  ],
);

/**
 * One row per delivery a subscription renewed with (decision 0043): its primary key is the subscription and
 * the delivery's number, so however many sweeps run at once, a cycle becomes at most one order.
 */
export const subscriptionRenewals = pgTable(
  "subscription_renewals",
  {
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    cycle: integer("cycle").notNull(),
    /** The delivery's day on the schedule (today's for "deliver now"). */
    dueDate: date("due_date").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    /**
     * A card renewal's charge (decision 0043): `pending` from the cycle's transaction until the provider
     * answers, `charged`, `failed` (retried at `next_retry_at`, days 1, 3 and 7), `abandoned` after the last
     * retry; cash on delivery needs none.
     */
    chargeState: text("charge_state").notNull().default("not_needed"),
    chargeAttempts: integer("charge_attempts").notNull().default(0),
    nextRetryAt: timestamp("next_retry_at", { withTimezone: true }),
    lastDecline: text("last_decline"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.cycle] }),
    uniqueIndex("subscription_renewals_order_key").on(t.orderId),
    check("subscription_renewals_cycle", sql`${t.cycle} >= 1`),
    check("subscription_renewals_charge_state", sql`${t.chargeState} IN ('not_needed', 'pending', 'charged', 'failed', 'abandoned')`),
    // The dunning sweep's question: which charges are waiting to be tried again.
    index("subscription_renewals_retry_idx")
      .on(t.nextRetryAt)
      .where(sql`${t.chargeState} IN ('pending', 'failed')`),
  ],
);

/**
 * A new card a subscription's customer gives on the provider's hosted page (issue 18 item 1, decision 0045):
 * `pending` until the shopper comes back and the provider says what happened, then `saved` (the subscription
 * renews with it) or `cancelled`. The public id is the provider's idempotency key and the way back.
 */
export const subscriptionCardSetups = pgTable(
  "subscription_card_setups",
  {
    id: serial("id").primaryKey(),
    publicId: text("public_id").notNull(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    /** The provider's page (Stripe: the setup-mode Checkout Session); null until it answered. */
    reference: text("reference"),
    status: text("status").notNull().default("pending"),
    savedPaymentMethodId: integer("saved_payment_method_id").references(() => savedPaymentMethods.id),
    language: localeEnum("language").notNull().default("ro"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("subscription_card_setups_public_id_key").on(t.publicId),
    index("subscription_card_setups_subscription_idx").on(t.subscriptionId),
    check("subscription_card_setups_status", sql`${t.status} IN ('pending', 'saved', 'cancelled')`),
    check("subscription_card_setups_provider", sql`${t.provider} IN ('sandbox', 'stripe')`),
  ],
);

/**
 * One reminder per delivery (issue 18 item 3): sent a few days before the renewal, with the amount it will
 * cost, which is also the notice of a new price. The primary key makes a reminder go once, however many
 * sweeps run; the announced unit price is what the renewal may charge at most.
 */
export const subscriptionReminders = pgTable(
  "subscription_reminders",
  {
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    cycle: integer("cycle").notNull(),
    dueDate: date("due_date").notNull(),
    unitPriceRonMinor: integer("unit_price_ron_minor").notNull(),
    totalRonMinor: integer("total_ron_minor").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.cycle] })],
);

/**
 * A customer's request to send back some or all of an order (issue 19): the store's 30-day return, or the legal
 * withdrawal (`kind = 'withdrawal'`, the whole order, refund due within 14 days). Its amounts are the server's quote
 * when it was asked, in the order's currency and in lei; its lines say how many units of which order line, why.
 */
export const returns = pgTable(
  "returns",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    kind: text("kind").notNull().default("return"),
    status: text("status").notNull().default("pending"),
    /** `original`: the card charged, or for cash on delivery a bank transfer to `bank_iban`; `store_credit`: lei to spend. */
    refundMethod: text("refund_method").notNull(),
    bankIban: text("bank_iban"),
    bankAccountHolder: text("bank_account_holder"),
    details: text("details"),
    currencyCode: char("currency_code", { length: 3 }).notNull(),
    /** What the return gives back, items and shipping, in the order's currency and in lei. */
    refundMinor: integer("refund_minor").notNull(),
    refundRonMinor: integer("refund_ron_minor").notNull(),
    shippingRefundMinor: integer("shipping_refund_minor").notNull().default(0),
    shippingRefundRonMinor: integer("shipping_refund_ron_minor").notNull().default(0),
    language: localeEnum("language").notNull().default("ro"),
    /** A withdrawal's legal deadline for the refund; null for the store's own returns. */
    refundDueBy: timestamp("refund_due_by", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    index("returns_order_idx").on(t.orderId),
    index("returns_customer_idx").on(t.customerId),
    index("returns_status_idx").on(t.status, t.createdAt),
    check("returns_kind", sql`${t.kind} IN ('return', 'withdrawal')`),
    check("returns_status", sql`${t.status} IN ${sqlList(RETURN_STATUSES)}`),
    check("returns_refund_method", sql`${t.refundMethod} IN ('original', 'store_credit')`),
    check("returns_amounts", sql`${t.refundMinor} >= 0 AND ${t.refundRonMinor} >= 0 AND ${t.shippingRefundMinor} >= 0`),
  ],
);

export const returnLines = pgTable(
  "return_lines",
  {
    returnId: integer("return_id")
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    orderLineId: integer("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    reason: text("reason").notNull(),
    refundMinor: integer("refund_minor").notNull(),
    refundRonMinor: integer("refund_ron_minor").notNull(),
    /** Counted by staff when the parcel arrives; `damaged` units do not go back to stock. */
    receivedQuantity: integer("received_quantity").notNull().default(0),
    damagedQuantity: integer("damaged_quantity").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.orderLineId] }),
    check("return_lines_quantity", sql`${t.quantity} BETWEEN 1 AND 99`),
    check("return_lines_reason", sql`${t.reason} IN ${sqlList(RETURN_REASONS)}`),
    check(
      "return_lines_received",
      sql`${t.damagedQuantity} BETWEEN 0 AND ${t.receivedQuantity} AND ${t.receivedQuantity} <= ${t.quantity}`,
    ),
  ],
);

/** Everything that happened to a return, oldest first, for both sides' timelines; rows are only added. */
export const returnEvents = pgTable(
  "return_events",
  {
    id: serial("id").primaryKey(),
    returnId: integer("return_id")
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    actor: text("actor").notNull(),
    staffId: integer("staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    staffEmail: text("staff_email"),
    /** What the customer is told (instructions, a rejection's message). */
    message: text("message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("return_events_return_idx").on(t.returnId, t.createdAt),
    check("return_events_status", sql`${t.status} IN ${sqlList(RETURN_STATUSES)}`),
    check("return_events_actor", sql`${t.actor} IN ('customer', 'staff', 'system')`),
  ],
);

/**
 * The pictures a customer sent with a return request (at most three), re-encoded without metadata and kept under
 * `DATA_DIR/uploads/returns/`; only the customer and staff can see them.
 */
export const returnPhotos = pgTable(
  "return_photos",
  {
    returnId: integer("return_id")
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    file: text("file").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.returnId, t.position] }), check("return_photos_position", sql`${t.position} BETWEEN 0 AND 2`)],
);

/**
 * A customer's store credit in lei (issue 19 item 5, decision 0047): the balance, never negative (a check), changed
 * only together with a ledger entry in the same transaction.
 */
export const storeCreditAccounts = pgTable(
  "store_credit_accounts",
  {
    customerId: integer("customer_id")
      .primaryKey()
      .references(() => customers.id, { onDelete: "cascade" }),
    balanceRonMinor: integer("balance_ron_minor").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("store_credit_accounts_balance", sql`${t.balanceRonMinor} >= 0`)],
);

/** Every change of a store credit balance, never updated or deleted (a trigger refuses): what, why, by whom. */
export const storeCreditEntries = pgTable(
  "store_credit_entries",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** Lei, signed: a credit adds, a debit takes. */
    amountRonMinor: integer("amount_ron_minor").notNull(),
    kind: text("kind").notNull(),
    returnId: integer("return_id").references(() => returns.id, { onDelete: "set null" }),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** An adjustment's reason, as the owner wrote it. */
    reason: text("reason"),
    staffId: integer("staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    staffEmail: text("staff_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("store_credit_entries_customer_idx").on(t.customerId, t.createdAt),
    // A return is credited once, whoever clicks twice.
    uniqueIndex("store_credit_entries_return_key")
      .on(t.returnId)
      .where(sql`${t.kind} = 'return_refund'`),
    check("store_credit_entries_kind", sql`${t.kind} IN ('return_refund', 'checkout_debit', 'order_recredit', 'adjustment')`),
    check("store_credit_entries_amount", sql`${t.amountRonMinor} <> 0`),
    check("store_credit_entries_reason", sql`${t.kind} <> 'adjustment' OR ${t.reason} IS NOT NULL`),
  ],
);

/**
 * The store's blogs (`news`, `blogs`, `wellness`). Titles and intros are per-language rows, like the
 * catalogue's texts.
 */
export const blogs = pgTable(
  "blogs",
  {
    id: serial("id").primaryKey(),
    handle: text("handle").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("blogs_handle_key").on(t.handle)],
);

export const blogTranslations = pgTable(
  "blog_translations",
  {
    blogId: integer("blog_id")
      .notNull()
      .references(() => blogs.id, { onDelete: "cascade" }),
    locale: localeEnum("locale").notNull(),
    title: text("title").notNull(),
    /** One or two sentences introducing the blog; its SEO description. */
    description: text("description").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.blogId, t.locale] })],
);

/**
 * An article of one blog. Its handle is unique within the blog (two blogs may share one, as on
 * Shopify). The picture is a path under the image route, like product images.
 */
export const articles = pgTable(
  "articles",
  {
    id: serial("id").primaryKey(),
    blogId: integer("blog_id")
      .notNull()
      .references(() => blogs.id, { onDelete: "cascade" }),
    handle: text("handle").notNull(),
    authorName: text("author_name").notNull(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    imageSrc: text("image_src"),
    imageWidth: integer("image_width"),
    imageHeight: integer("image_height"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    /** A `draft` is the owner's alone; a `published` article shows from `published_at` (later: scheduled). */
    status: text("status").notNull().default("published"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("articles_status", sql`${t.status} IN ('draft', 'published')`),
    uniqueIndex("articles_blog_handle_key").on(t.blogId, t.handle),
    index("articles_published_idx").on(t.blogId, t.publishedAt),
    check(
      "articles_image_complete",
      sql`(${t.imageSrc} IS NULL) = (${t.imageWidth} IS NULL) AND (${t.imageSrc} IS NULL) = (${t.imageHeight} IS NULL)`,
    ),
  ],
);

/** An article's texts in one language. `content_html` is stored as written and sanitised when a page renders it. */
export const articleTranslations = pgTable(
  "article_translations",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    locale: localeEnum("locale").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    contentHtml: text("content_html").notNull(),
    imageAltText: text("image_alt_text"),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.locale] })],
);

/** Article metafields, e.g. `custom.table_of_contents` (a JSON list per language; see docs/decisions). */
export const articleMetafields = pgTable(
  "article_metafields",
  {
    id: serial("id").primaryKey(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    ...metafieldColumns,
  },
  (t) => [
    uniqueIndex("article_metafields_key").on(t.articleId, t.namespace, t.key, t.locale),
    check("article_metafields_locale", sql`${t.locale} IN ('*', 'ro', 'en')`),
  ],
);

/**
 * Product reviews written by shoppers (spec §3 "Review"). Title and body are plain text, shown escaped.
 * `reviewer_name` null means the shopper left it empty: pages show "Anonim"/"Anonymous" in the reader's
 * language. `email` (normalised) only decides `verified` when the review is written and is never shown.
 * `verified` is decided once, at write time: the email or the signed-in customer had a paid order with
 * the product. `variant_title` keeps the title the writer chose, for when the variant leaves the catalogue.
 * `status` lets the owner hide a review (`UPDATE reviews SET status = 'hidden'`) without losing it.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    reviewerName: text("reviewer_name"),
    email: text("email"),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    variantTitle: text("variant_title"),
    verified: boolean("verified").notNull().default(false),
    language: localeEnum("language").notNull(),
    status: text("status").notNull().default("published"),
    helpfulCount: integer("helpful_count").notNull().default(0),
    notHelpfulCount: integer("not_helpful_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The store's answer, shown under the review (issue 17). */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    replyStaffId: integer("reply_staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
  },
  (t) => [
    index("reviews_product_created_idx").on(t.productId, t.createdAt),
    index("reviews_product_rating_idx").on(t.productId, t.rating),
    check("reviews_rating", sql`${t.rating} BETWEEN 1 AND 5`),
    // `pending`: written by someone not known to have bought it, held while the owner asks for approval.
    check("reviews_status", sql`${t.status} IN ('pending', 'published', 'hidden')`),
    index("reviews_status_created_idx").on(t.status, t.createdAt),
    check("reviews_title_length", sql`char_length(${t.title}) BETWEEN 1 AND 120`),
    check("reviews_body_length", sql`char_length(${t.body}) BETWEEN 1 AND 5000`),
    check("reviews_reviewer_name_length", sql`${t.reviewerName} IS NULL OR char_length(${t.reviewerName}) BETWEEN 1 AND 60`),
    check("reviews_votes_nonnegative", sql`${t.helpfulCount} >= 0 AND ${t.notHelpfulCount} >= 0`),
  ],
);

/**
 * One browser's helpful / not helpful vote on a review. The browser is known by a random key it keeps
 * (sent as the `X-Review-Voter` header); only the key's SHA-256 is stored.
 */
export const reviewVotes = pgTable(
  "review_votes",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    voterKeyHash: text("voter_key_hash").notNull(),
    vote: text("vote").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.voterKeyHash] }), check("review_votes_vote", sql`${t.vote} IN ('helpful', 'not_helpful')`)],
);

/**
 * Rate-limit counters shared by every instance on this database (decision 0026): one fixed window per
 * bucket and key. The key is stored only as a SHA-256 of the bucket and key (client addresses and emails
 * are personal data); a row outlives its window by at most a sweep interval.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    bucket: text("bucket").notNull(),
    keyHash: text("key_hash").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.keyHash] }),
    index("rate_limit_counters_expires_idx").on(t.expiresAt),
    check("rate_limit_counters_count", sql`${t.count} >= 1`),
  ],
);

/** One row that `/healthz` writes, so a database that can read but not write is reported (decision 0027). */
export const healthProbe = pgTable("health_probe", {
  id: integer("id").primaryKey(),
  checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
});

/** Who may run the store (issue 16): staff, never customers. Roles and what each may do: domain/staff-roles.ts. */
export const staffMembers = pgTable(
  "staff_members",
  {
    id: serial("id").primaryKey(),
    /** Normalised (trimmed, lower case). */
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    role: text("role").notNull(),
    /** Null until the setup link has been used. */
    passwordHash: text("password_hash"),
    /** The authenticator's shared secret (base32); null without two-factor. */
    totpSecret: text("totp_secret"),
    /** The last time step a code was accepted for: a code is never accepted twice. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    language: localeEnum("language").notNull().default("ro"),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("staff_members_email_key").on(t.email),
    check("staff_members_role", sql`${t.role} IN ('owner', 'fulfilment', 'support')`),
  ],
);

/** Ten per member, each usable once instead of a code; only their SHA-256 is kept. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("staff_recovery_codes_hash_key").on(t.staffId, t.codeHash)],
);

/**
 * Staff sessions, kept in an HttpOnly cookie; only the token's SHA-256 is stored. A session exists
 * from the password on; it opens the admin only once the second factor has passed (or is not needed).
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    /** Sent back with every state-changing request; the cookie alone is not enough (CSRF). */
    csrfToken: text("csrf_token").notNull(),
    secondFactorAt: timestamp("second_factor_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    client: text("client").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
  },
  (t) => [uniqueIndex("staff_sessions_token_key").on(t.tokenHash), index("staff_sessions_staff_idx").on(t.staffId)],
);

/** The link that lets a new member set a password (and two-factor): 24 hours, once. */
export const staffSetupTokens = pgTable(
  "staff_setup_tokens",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /**
     * The two-factor secret the setup page shows for this link, chosen on its first opening: reloading the page
     * shows the same key, so an authenticator scanned earlier still matches. Null until the page is opened.
     */
    pendingTotpSecret: text("pending_totp_secret"),
  },
  (t) => [uniqueIndex("staff_setup_tokens_hash_key").on(t.tokenHash)],
);

/**
 * The owner's safety file (issue 40 item 6): every report of adverse effects a customer gave — a subscription
 * cancelled or paused with that reason — kept with what it is about, the customer's words and when. Never changed;
 * the admin lists it and exports it as CSV for the owner's pharmacovigilance duty.
 */
export const adverseEffectReports = pgTable(
  "adverse_effect_reports",
  {
    id: serial("id").primaryKey(),
    /** What the customer did when reporting: `cancelled` or `paused` a subscription. */
    source: text("source").notNull(),
    subscriptionId: integer("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    /** The subscription's first order, so the report names a purchase the owner can find. */
    orderNumber: integer("order_number"),
    productHandle: text("product_handle").notNull(),
    sku: text("sku").notNull(),
    /** The product and variant as the customer saw them at the time. */
    productName: text("product_name").notNull(),
    customerId: integer("customer_id"),
    customerEmail: text("customer_email").notNull(),
    /** The customer's own words; empty when they gave none. */
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("adverse_effect_reports_created_idx").on(t.createdAt),
    check("adverse_effect_reports_source", sql`${t.source} IN ('cancelled', 'paused')`),
  ],
);

/** Every admin action and staff login: who, when, what, before and after. Rows are never changed. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    /** Kept as it was, so the entry still names who acted after the member is gone. */
    staffEmail: text("staff_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    client: text("client").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt), index("audit_log_action_idx").on(t.action, t.createdAt)],
);

/**
 * An order's timeline beyond what its own rows say (issue 16): staff notes and actions, and the emails
 * sent about it, each with who acted (null: the store itself) and when. Rows are never changed.
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    staffId: integer("staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    staffEmail: text("staff_email"),
    detail: jsonb("detail").notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.createdAt)],
);

/**
 * What the owner decides in the admin rather than in configuration (issue 17): one row per setting,
 * read by every instance from the database, so a change applies on the next request everywhere.
 */
export const storeSettings = pgTable("store_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedByStaffId: integer("updated_by_staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
});

/**
 * The owner's store content (issue 17 item 2, decision 0042): one row per page of the home page's claims and
 * the brand pages, with its version (a save must name the version it opened), which claims are hidden, and
 * the bottles-sold figure. The texts themselves stay in the locale files; `store_content_texts` holds only
 * the owner's overrides, one row per page, key and language.
 */
export const storeContentPages = pgTable("store_content_pages", {
  page: text("page").primaryKey(),
  version: integer("version").notNull().default(0),
  hidden: jsonb("hidden").$type<string[]>().notNull().default([]),
  bottlesSold: integer("bottles_sold"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedByStaffId: integer("updated_by_staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
});

export const storeContentTexts = pgTable(
  "store_content_texts",
  {
    page: text("page").notNull(),
    key: text("key").notNull(),
    language: text("language").notNull(),
    text: text("text").notNull(),
  },
  (t) => [primaryKey({ columns: [t.page, t.key, t.language] })],
);

/**
 * The last number issued in each invoice series (issue 21 item 7, decision 0058). An invoice takes its number by
 * locking its series' row in the transaction that writes it, so numbers are consecutive with no gap and no repeat
 * however many instances issue at once: a transaction that rolls back gives its number back with its lock.
 */
export const invoiceSeries = pgTable(
  "invoice_series",
  {
    series: text("series").primaryKey(),
    lastNumber: integer("last_number").notNull().default(0),
  },
  (t) => [check("invoice_series_last_number", sql`${t.lastNumber} >= 0`)],
);

/**
 * Invoices and credit notes, as issued: the number in its series, and the document itself (every figure in lei, the
 * seller and buyer as they were), from which the PDF and the e-Factura XML are drawn each time they are asked for.
 * Never deleted, never changed but for the e-Factura status: a mistake is corrected by a credit note.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    series: text("series").notNull(),
    number: integer("number").notNull(),
    // The store never deletes an order (accounts going away only unlink theirs); tests that empty the tables do.
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** A credit note's invoice. */
    correctsInvoiceId: integer("corrects_invoice_id").references((): AnyPgColumn => invoices.id, { onDelete: "cascade" }),
    /**
     * Why it was issued, once: `order:{id}` for the order's invoice, `refund:{id}`, `return-credit:{id}` or
     * `order-credit:{id}` for a credit note. A replayed webhook, a retried refund or the sweep finds it and issues nothing.
     */
    sourceKey: text("source_key").notNull(),
    language: localeEnum("language").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /** The document's total in lei minor units: negative for a credit note. */
    totalRonMinor: integer("total_ron_minor").notNull(),
    document: jsonb("document").$type<InvoiceDocument>().notNull(),
    /** Where it stands at ANAF's e-Factura (decision 0060). */
    efacturaStatus: text("efactura_status").notNull().default("not_sent"),
    /** ANAF's `index_incarcare` for the upload, and its `id_descarcare` for the answer. */
    efacturaUploadId: text("efactura_upload_id"),
    efacturaDownloadId: text("efactura_download_id"),
    /** ANAF's words on a refusal or an error, as it gave them. */
    efacturaMessage: text("efactura_message"),
    efacturaSentAt: timestamp("efactura_sent_at", { withTimezone: true }),
    efacturaCheckedAt: timestamp("efactura_checked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("invoices_number_key").on(t.series, t.number),
    uniqueIndex("invoices_source_key").on(t.sourceKey),
    // One invoice per order, whatever calls for it.
    uniqueIndex("invoices_one_per_order")
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
    index("invoices_order_idx").on(t.orderId),
    index("invoices_issued_idx").on(t.issuedAt),
    check("invoices_kind", sql`${t.kind} IN ('invoice', 'credit_note')`),
    check("invoices_number_positive", sql`${t.number} > 0`),
    check("invoices_efactura_status", sql`${t.efacturaStatus} IN ${sqlList(EFACTURA_STATUSES)}`),
    check(
      "invoices_credit_note_corrects",
      sql`(${t.kind} = 'invoice' AND ${t.correctsInvoiceId} IS NULL AND ${t.totalRonMinor} >= 0) OR (${t.kind} = 'credit_note' AND ${t.correctsInvoiceId} IS NOT NULL AND ${t.totalRonMinor} < 0)`,
    ),
  ],
);

/**
 * Proof of cookie consent (issue 21 item 4, decision 0053): one row per choice a browser made in the banner.
 * `consent_id` is the random id the browser keeps with its choice, so a later choice of the same browser is
 * its next row; `text_version` names the banner's texts it was shown (a hash of them in that language). No
 * address, no user agent: the id is the only link to the browser, and only the browser holds it.
 */
export const cookieConsents = pgTable(
  "cookie_consents",
  {
    id: serial("id").primaryKey(),
    consentId: uuid("consent_id").notNull(),
    statistics: boolean("statistics").notNull(),
    marketing: boolean("marketing").notNull(),
    textVersion: text("text_version").notNull(),
    language: localeEnum("language").notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("cookie_consents_consent_idx").on(t.consentId, t.decidedAt)],
);

/**
 * The stock ledger (issue 40 item 5, decision 0078): one row per movement of a counted variant's stock, written in
 * the transaction that moves it, so a variant's rows add up to its stock. `(cause, source_key, variant_id)` is
 * unique: a retried order, cancellation, refund, return or adjustment finds its row and moves nothing again.
 */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: serial("id").primaryKey(),
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    cause: text("cause").notNull(),
    /** What caused it, unique per cause: the order's or return's id, the adjustment's request key, "opening". */
    sourceKey: text("source_key").notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    returnId: integer("return_id").references(() => returns.id, { onDelete: "set null" }),
    change: integer("change").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    staffId: integer("staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    staffEmail: text("staff_email"),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("stock_movements_cause_key").on(t.cause, t.sourceKey, t.variantId),
    index("stock_movements_variant_idx").on(t.variantId, t.id),
    check("stock_movements_cause", sql`${t.cause} IN ${sqlList(STOCK_CAUSES)}`),
    check("stock_movements_balance", sql`${t.balanceAfter} >= 0`),
  ],
);

/**
 * A variant's stock fell below its threshold (decision 0078): written by the movement that crossed it, mailed to the
 * owner by a sweep that claims rows with SKIP LOCKED. One per crossing movement, so a crossing mails once.
 */
export const lowStockAlerts = pgTable(
  "low_stock_alerts",
  {
    id: serial("id").primaryKey(),
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    movementId: integer("movement_id")
      .notNull()
      .references(() => stockMovements.id, { onDelete: "cascade" }),
    balance: integer("balance").notNull(),
    threshold: integer("threshold").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("low_stock_alerts_movement_key").on(t.movementId), index("low_stock_alerts_due_idx").on(t.mailedAt)],
);

/**
 * What happened to an aggregate (an order today; returns, subscriptions and invoices next), written in the transaction
 * of the change, for the dispatcher (server/events/) to hand to its handlers at least once, in order per aggregate
 * (decision 0084). `pending` until every handler has had it; `dead` after the last failed attempt, for a person.
 */
export const domainEvents = pgTable(
  "domain_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    aggregateType: text("aggregate_type").notNull(),
    aggregateId: text("aggregate_id").notNull(),
    type: text("type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    state: text("state").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    /** When it became `done` or `dead`: the admin's "delivered at" and "failed for good at". */
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    check("domain_events_state", sql`${t.state} IN ('pending', 'done', 'dead')`),
    // The dispatcher's two questions: which events are due, and does an aggregate have an earlier one still pending.
    index("domain_events_due_idx")
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.state} = 'pending'`),
    index("domain_events_pending_aggregate_idx")
      .on(t.aggregateType, t.aggregateId, t.id)
      .where(sql`${t.state} = 'pending'`),
    index("domain_events_dead_idx")
      .on(t.createdAt)
      .where(sql`${t.state} = 'dead'`),
  ],
);

/** Which handler has had which event, written in the handler's own transaction: a redelivered event skips it. */
export const domainEventHandlings = pgTable(
  "domain_event_handlings",
  {
    eventId: bigint("event_id", { mode: "number" })
      .notNull()
      .references(() => domainEvents.id, { onDelete: "cascade" }),
    handler: text("handler").notNull(),
    handledAt: timestamp("handled_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.handler] })],
);

/**
 * The changes a customer made to a subscription that its next email will list (decision 0083): one row per
 * subscription, its receipts appended in each action's transaction, deleted by the sweep in the transaction that
 * writes the one email once the subscription has been quiet for a while.
 */
export const subscriptionUpdateNotices = pgTable(
  "subscription_update_notices",
  {
    subscriptionId: integer("subscription_id")
      .primaryKey()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    /** `{at, receipt}` in the order they were made (server/mail/subscription-updates.ts `SubscriptionReceipt`). */
    receipts: jsonb("receipts").notNull(),
    firstChangeAt: timestamp("first_change_at", { withTimezone: true }).notNull(),
    lastChangeAt: timestamp("last_change_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("subscription_update_notices_due_idx").on(t.lastChangeAt)],
);
