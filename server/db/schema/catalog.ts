/**
 * The catalogue as stored, and its stock (the ledger and the low-stock alerts), written only by the catalog module's
 * code. Every shopper-visible text lives in a `*_translations` row per locale so a third language is rows, not columns.
 */
import {
  type AnyPgColumn,
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { DEFAULT_LOW_STOCK_THRESHOLD, INSPECTION_SOURCES, INSPECTION_STATES, STOCK_CAUSES } from "#domain/stock-ledger";
import type { ClaimNutrient } from "#domain/health-claims";
import {
  localeEnum,
  metafieldsTable,
  positionedTable,
  sqlList,
  tags,
  belongsTo,
  timestamps,
  timestamptz,
  translationsTable,
} from "#server/db/schema/columns";
import { actingStaff, staffReference } from "#server/db/schema/staff";
import { orders } from "#server/db/schema/orders";
import { returns } from "#server/db/schema/returns";

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    handle: text("handle").notNull(),
    vendor: text("vendor").notNull(),
    productType: text("product_type").notNull().default(""),
    tags: tags(),
    /** `active` products are sold; a `draft` is invisible to the storefront and the Storefront API. */
    status: text("status").notNull().default("active"),
    /** `standard` or `reduced` (decision 0055): the owner's choice; the rate follows from where the parcel goes. */
    vatClass: text("vat_class").notNull().default("standard"),
    /** `supplement` (food, outside the GPSR) or `non_food` (decision 0144): which rules publishing asks. */
    kind: text("kind").notNull().default("supplement"),
    /** Capsules, tablets or scoops in one bottle (decision 0114); null: unknown, so no refill reminder. */
    unitsPerBottle: integer("units_per_bottle"),
    /** Units the label says to take a day (decision 0114); null: unknown. */
    unitsPerDay: integer("units_per_day"),
    /**
     * The one product the owner offers to add to a cash-on-delivery parcel of an order holding this one (issue 68
     * item 3, decision 0158); null: none. Never the product itself.
     */
    parcelOfferProductId: integer("parcel_offer_product_id").references((): AnyPgColumn => products.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("products_handle_key").on(t.handle),
    check("products_parcel_offer_not_itself", sql`${t.parcelOfferProductId} IS NULL OR ${t.parcelOfferProductId} <> ${t.id}`),
    check("products_status", sql`${t.status} IN ('active', 'draft')`),
    check("products_vat_class", sql`${t.vatClass} IN ('standard', 'reduced')`),
    check("products_kind", sql`${t.kind} IN ('supplement', 'non_food')`),
    check("products_units_per_bottle", sql`${t.unitsPerBottle} IS NULL OR ${t.unitsPerBottle} BETWEEN 1 AND 1000`),
    check("products_units_per_day", sql`${t.unitsPerDay} IS NULL OR ${t.unitsPerDay} BETWEEN 1 AND 20`),
  ],
);

export const productTranslations = translationsTable(
  "product_translations",
  { productId: belongsTo("product_id", () => products.id) },
  {
    title: text("title").notNull(),
    description: text("description").notNull(),
    descriptionHtml: text("description_html").notNull(),
  },
);

export const productImages = positionedTable(
  "product_images",
  { productId: belongsTo("product_id", () => products.id) },
  {
    /** Path under the image route, e.g. `products/papillex-1.svg`. */
    src: text("src").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
  },
);

export const productImageTranslations = translationsTable(
  "product_image_translations",
  { imageId: belongsTo("image_id", () => productImages.id) },
  {
    altText: text("alt_text").notNull(),
  },
);

export const productOptions = positionedTable("product_options", { productId: belongsTo("product_id", () => products.id) }, {});

export const productOptionTranslations = translationsTable(
  "product_option_translations",
  { optionId: belongsTo("option_id", () => productOptions.id) },
  {
    name: text("name").notNull(),
  },
);

export const productOptionValues = positionedTable(
  "product_option_values",
  { optionId: belongsTo("option_id", () => productOptions.id) },
  {},
);

export const productOptionValueTranslations = translationsTable(
  "product_option_value_translations",
  { valueId: belongsTo("value_id", () => productOptionValues.id) },
  {
    value: text("value").notNull(),
  },
);

export const productVariants = pgTable(
  "product_variants",
  {
    id: serial("id").primaryKey(),
    productId: belongsTo("product_id", () => products.id),
    position: integer("position").notNull(),
    sku: text("sku").notNull(),
    /** Today's price; every change of it goes through `setVariantPrice`, which keeps `price_history` (decision 0140). */
    priceMinor: integer("price_minor").notNull(),
    /**
     * No longer read or written (decision 0140: a "was" price is computed from `price_history`): kept one release so the
     * previous release's code still runs on this schema (decision 0105); the next release drops it with `-- contract:`.
     */
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
    /**
     * The variant's GTIN (EAN-13, UPC-12, EAN-8 or GTIN-14, check digit verified by the editor) that the product feeds
     * send (issue 67 item 4); null: none, and the feeds say `identifier_exists=no`.
     */
    gtin: text("gtin"),
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

/**
 * Every price a variant has had (decision 0140, the Omnibus rule): one row per price, from `valid_from` until
 * `valid_to` (null: today's). The storefront's struck-through prior price is computed from these rows, never typed.
 * `changed_by` is a snapshot of who set it (a staff member's email, "seed", "migration"), `reason` why ("opening",
 * "admin", "import").
 */
export const priceHistory = pgTable(
  "price_history",
  {
    id: serial("id").primaryKey(),
    variantId: belongsTo("variant_id", () => productVariants.id),
    priceMinor: integer("price_minor").notNull(),
    currencyCode: char("currency_code", { length: 3 }).notNull(),
    validFrom: timestamptz("valid_from").notNull(),
    validTo: timestamptz("valid_to"),
    changedBy: text("changed_by").notNull(),
    reason: text("reason").notNull(),
  },
  (t) => [
    // One price in force per variant: the open row.
    uniqueIndex("price_history_open_key")
      .on(t.variantId)
      .where(sql`${t.validTo} IS NULL`),
    index("price_history_variant_idx").on(t.variantId, t.validFrom),
    check("price_history_price_nonnegative", sql`${t.priceMinor} >= 0`),
    check("price_history_period", sql`${t.validTo} IS NULL OR ${t.validTo} >= ${t.validFrom}`),
  ],
);

/** Which option value each variant selects (one per option). */
export const variantOptionValues = pgTable(
  "variant_option_values",
  {
    variantId: belongsTo("variant_id", () => productVariants.id),
    valueId: belongsTo("value_id", () => productOptionValues.id),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.valueId] })],
);

export const productMetafields = metafieldsTable("product_metafields", { productId: belongsTo("product_id", () => products.id) });

export const variantMetafields = metafieldsTable(
  "variant_metafields",
  { variantId: belongsTo("variant_id", () => productVariants.id) },
  { parentIndex: "variant_metafields_variant_idx" },
);

/**
 * A food supplement's mandatory label particulars (decision 0096, research §7.2): what the product page shows in its
 * "Informații obligatorii" block and what publishing asks for. One row per product, absent until first saved (a
 * product from before the table reads as empty). The nutrients' table is read and written whole, so it is one JSON
 * value: `[{code, amount, unit, nrv, ro: {name}, en: {name}}]`; `code` names a nutrient of the health claims' register
 * (`vitamin_c`), or is null, and the claims' conditions of use read the row's %NRV by it (decision 0097, migration 0047).
 */
export const productMandatoryInformation = pgTable("product_mandatory_information", {
  productId: integer("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  /** Seeded sample values that the owner must replace with the real label before selling. */
  sample: boolean("sample").notNull().default(false),
  nutrients: jsonb("nutrients")
    .$type<Array<{ code: ClaimNutrient | null; amount: string; unit: string; nrv: string; ro: { name: string }; en: { name: string } }>>()
    .notNull()
    .default([]),
  operatorName: text("operator_name").notNull().default(""),
  operatorAddress: text("operator_address").notNull().default(""),
  notificationNumber: text("notification_number").notNull().default(""),
  notificationAuthority: text("notification_authority").notNull().default(""),
  notificationDate: date("notification_date", { mode: "string" }),
  /** The photo of the full Romanian label, kept by the upload service (path under the image route). */
  labelPhotoSrc: text("label_photo_src"),
  labelPhotoWidth: integer("label_photo_width"),
  labelPhotoHeight: integer("label_photo_height"),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

/** The mandatory particulars' texts in one language (the label's words, "supliment alimentar" in the name). */
export const productMandatoryTranslations = translationsTable(
  "product_mandatory_translations",
  { productId: belongsTo("product_id", () => products.id) },
  {
    legalName: text("legal_name").notNull().default(""),
    categories: text("categories").notNull().default(""),
    /** The ingredient list; allergens between double asterisks, shown in bold (domain/mandatory-information.ts). */
    ingredients: text("ingredients").notNull().default(""),
    characterising: text("characterising").notNull().default(""),
    dailyPortion: text("daily_portion").notNull().default(""),
    howToTake: text("how_to_take").notNull().default(""),
    /** The product's own warnings; the law's three are the store's fixed sentences. */
    warnings: text("warnings").notNull().default(""),
    netQuantity: text("net_quantity").notNull().default(""),
    storage: text("storage").notNull().default(""),
  },
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
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    /** Who set this rate in the admin (decision 0038); null for the seed's rates. */
    updatedByStaffId: staffReference("updated_by_staff_id"),
  },
  (t) => [check("exchange_rates_positive", sql`${t.unitsPerRonMicros} > 0`)],
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
    variantId: belongsTo("variant_id", () => productVariants.id),
    cause: text("cause").notNull(),
    /** What caused it, unique per cause: the order's or return's id, the adjustment's request key, "opening". */
    sourceKey: text("source_key").notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    returnId: integer("return_id").references(() => returns.id, { onDelete: "set null" }),
    change: integer("change").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    ...actingStaff(),
    note: text("note"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("stock_movements_cause_key").on(t.cause, t.sourceKey, t.variantId),
    index("stock_movements_variant_idx").on(t.variantId, t.id),
    check("stock_movements_cause", sql`${t.cause} IN ${sqlList(STOCK_CAUSES)}`),
    check("stock_movements_balance", sql`${t.balanceAfter} >= 0`),
  ],
);

/**
 * Units back at the shop waiting for staff's look (issue 64 item 4): a refused or returned parcel's, a customer
 * return's the courier delivered. They are out of stock until a member decides: `sellable` writes the ledger's
 * `return_inspected_sellable` movement, `damaged` a `written_off_damaged` one of no units. `(source, source_key,
 * variant_id)` is unique, so a parcel scanned back twice waits once.
 */
export const stockInspections = pgTable(
  "stock_inspections",
  {
    id: serial("id").primaryKey(),
    variantId: belongsTo("variant_id", () => productVariants.id),
    quantity: integer("quantity").notNull(),
    source: text("source").notNull(),
    sourceKey: text("source_key").notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    returnId: integer("return_id").references(() => returns.id, { onDelete: "set null" }),
    note: text("note"),
    state: text("state").notNull().default("to_inspect"),
    decidedByStaffId: staffReference("decided_by_staff_id"),
    decidedByEmail: text("decided_by_email"),
    decidedAt: timestamptz("decided_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("stock_inspections_source_key").on(t.source, t.sourceKey, t.variantId),
    index("stock_inspections_state_idx").on(t.state, t.id),
    check("stock_inspections_source", sql`${t.source} IN ${sqlList(INSPECTION_SOURCES)}`),
    check("stock_inspections_state", sql`${t.state} IN ${sqlList(INSPECTION_STATES)}`),
    check("stock_inspections_quantity", sql`${t.quantity} > 0`),
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
    variantId: belongsTo("variant_id", () => productVariants.id),
    movementId: belongsTo("movement_id", () => stockMovements.id),
    balance: integer("balance").notNull(),
    threshold: integer("threshold").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    mailedAt: timestamptz("mailed_at"),
  },
  (t) => [uniqueIndex("low_stock_alerts_movement_key").on(t.movementId), index("low_stock_alerts_due_idx").on(t.mailedAt)],
);

/**
 * The EU Register's authorised health claims for the nutrients the store's products contain (issue 44, decision 0097),
 * seeded by migration 0046 with the register's English wording and a faithful Romanian one. A claim is authorised for
 * its nutrient under a condition of use: here the least %NRV of the nutrient in the recommended daily portion.
 */
export const authorisedHealthClaims = pgTable(
  "authorised_health_claims",
  {
    id: serial("id").primaryKey(),
    /** Stable name ("vitamin_c.immune"), so a later register update changes rows rather than adding twins. */
    code: text("code").notNull(),
    nutrient: text("nutrient").notNull(),
    textEn: text("text_en").notNull(),
    textRo: text("text_ro").notNull(),
    minNrvPercent: integer("min_nrv_percent").notNull(),
    source: text("source").notNull(),
  },
  (t) => [
    uniqueIndex("authorised_health_claims_code_key").on(t.code),
    check("authorised_health_claims_min", sql`${t.minNrvPercent} BETWEEN 0 AND 1000`),
  ],
);

/** The authorised claims a product makes, chosen in the product editor, in the order it shows them. */
export const productHealthClaims = pgTable(
  "product_health_claims",
  {
    productId: belongsTo("product_id", () => products.id),
    claimId: integer("claim_id")
      .notNull()
      .references(() => authorisedHealthClaims.id, { onDelete: "restrict" }),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.claimId] })],
);

/**
 * A shopper's request to be told once when a sold-out variant is back (issue 46 item 2, decision 0111): a service
 * notice they asked for, so single opt-in. Served oldest first, in batches sized to the stock, by the sweep that
 * marks `notified_at` in the transaction that writes the email, so each request is mailed once. A variant deleted or
 * a product unpublished closes its requests (`closed_at`); both times stay for the flow's metric.
 */
export const backInStockRequests = pgTable(
  "back_in_stock_requests",
  {
    id: serial("id").primaryKey(),
    /** Null once the variant is deleted: the request is then closed, its times kept. */
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    /** Trimmed and lower-cased, so one address asks once however it is typed. */
    email: text("email").notNull(),
    language: localeEnum("language").notNull(),
    requestedAt: timestamptz("requested_at").notNull(),
    notifiedAt: timestamptz("notified_at"),
    closedAt: timestamptz("closed_at"),
  },
  (t) => [
    // One waiting request per address and variant: asking again while waiting is the same request.
    uniqueIndex("back_in_stock_requests_waiting_key")
      .on(t.variantId, t.email)
      .where(sql`${t.notifiedAt} IS NULL AND ${t.closedAt} IS NULL`),
    index("back_in_stock_requests_queue_idx").on(t.variantId, t.requestedAt),
    check("back_in_stock_requests_served_once", sql`${t.notifiedAt} IS NULL OR ${t.closedAt} IS NULL`),
  ],
);
