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
