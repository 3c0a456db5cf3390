/**
 * The catalogue as stored. Every shopper-visible text lives in a `*_translations` row per locale so a
 * third language is rows, not columns. Money is integer minor units (bani for RON).
 */
import {
  bigint,
  boolean,
  char,
  check,
  doublePrecision,
  index,
  jsonb,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("products_handle_key").on(t.handle)],
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
  },
  (t) => [
    uniqueIndex("product_variants_position_key").on(t.productId, t.position),
    uniqueIndex("product_variants_sku_key").on(t.sku),
    check("product_variants_price_nonnegative", sql`${t.priceMinor} >= 0`),
    check("product_variants_compare_at_nonnegative", sql`${t.compareAtPriceMinor} IS NULL OR ${t.compareAtPriceMinor} >= 0`),
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
  },
  (t) => [check("exchange_rates_positive", sql`${t.unitsPerRonMicros} > 0`)],
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
 */
export const discountCodes = pgTable(
  "discount_codes",
  {
    code: text("code").primaryKey(),
    percent: integer("percent").notNull(),
    source: text("source").notNull(),
    firstOrderOnly: boolean("first_order_only").notNull().default(true),
    oncePerEmail: boolean("once_per_email").notNull().default(true),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("discount_codes_percent", sql`${t.percent} BETWEEN 1 AND 100`),
    check("discount_codes_upper", sql`${t.code} = upper(${t.code})`),
    check("discount_codes_source", sql`${t.source} IN ('popup', 'newsletter', 'manual')`),
  ],
);

/** One row per code used by an email; the unique index is what makes "once per email" atomic. */
export const discountRedemptions = pgTable(
  "discount_redemptions",
  {
    id: serial("id").primaryKey(),
    code: text("code")
      .notNull()
      .references(() => discountCodes.code),
    email: text("email").notNull(),
    orderId: integer("order_id"),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("discount_redemptions_code_email_key").on(t.code, t.email), index("discount_redemptions_email_idx").on(t.email)],
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_key").on(t.email),
    check("newsletter_subscribers_source", sql`${t.source} IN ('discount_popup', 'footer', 'checkout', 'account')`),
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
  },
  (t) => [
    uniqueIndex("customer_tokens_hash_key").on(t.tokenHash),
    index("customer_tokens_customer_idx").on(t.customerId, t.kind),
    check("customer_tokens_kind", sql`${t.kind} IN ('session', 'activation', 'magic_link', 'password_reset')`),
  ],
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
    uniqueIndex("customer_addresses_one_default").on(t.customerId).where(sql`${t.isDefault}`),
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
