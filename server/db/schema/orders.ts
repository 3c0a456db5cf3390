/**
 * Orders, their lines and timeline, and the adverse-effect reports: the orders module's tables, which only its code
 * (server/commerce/orders/) writes.
 */
import {
  bigint,
  boolean,
  char,
  check,
  index,
  jsonb,
  numeric,
  integer,
  pgSequence,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { InvoiceCompany } from "#domain/invoice-company";
import type { VatScheme } from "#domain/vat";
import type { ChosenPickupPoint } from "#domain/shipments";
import { localeEnum, sqlList, belongsTo, timestamps, timestamptz } from "#server/db/schema/columns";
import { ORDER_CHANNELS, ORDER_STATUSES } from "#domain/order-contract";
import { FULFILMENT_STATES } from "#domain/order-lifecycle";
import { productVariants } from "#server/db/schema/catalog";
import { customers } from "#server/db/schema/customers";
import { actingStaff } from "#server/db/schema/staff";
import { subscriptions } from "#server/db/schema/subscriptions";
import { discountCodes, promotions } from "#server/db/schema/promotions";

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
    /** The service's delivery estimate as the zones worded it then, so the order keeps promising what checkout promised. */
    shippingServiceDeliveryTime: text("shipping_service_delivery_time"),
    discountCode: text("discount_code").references(() => discountCodes.code),
    /** The percent of a percent code (0 otherwise): what the order was charged stays here whatever the code becomes. */
    discountPercent: integer("discount_percent").notNull().default(0),
    /** `percent` or `fixed` with the code; null without one. */
    discountKind: text("discount_kind"),
    /** A fixed code's amount in lei minor units, as it was when the order was placed. */
    discountAmountRonMinor: integer("discount_amount_ron_minor"),
    /**
     * The part of `discount_minor` the automatic promotions took, gifts included (decision 0172); the rest is the
     * code's or the save discount's. Each promotion's part is in the promotions module's `promotion_uses`.
     */
    promotionDiscountMinor: integer("promotion_discount_minor").notNull().default(0),
    promotionDiscountRonMinor: integer("promotion_discount_ron_minor").notNull().default(0),
    shippingAddress: jsonb("shipping_address").notNull(),
    /** The courier's locker or pick-up point the parcel goes to (issue 43 item 4); null: to the shipping address. */
    pickupPoint: jsonb("pickup_point").$type<ChosenPickupPoint>(),
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
    /** Where the order was placed (issue 70 item 3, decision 0186): the store's own checkout, or eMAG Marketplace. */
    channel: text("channel").notNull().default("store"),
    ...timestamps(),
    paidAt: timestamptz("paid_at"),
    cancelledAt: timestamptz("cancelled_at"),
    /**
     * The customer withdrew from the contract (OUG 34/2014) before the parcel left, which cancelled the order
     * (decision 0075): the admin and the shopper's pages say "withdrawn" rather than a cancellation by the store.
     */
    withdrawnAt: timestamptz("withdrawn_at"),
    /** Where the parcel is (issue 16): unfulfilled → packed → shipped → delivered; `status` keeps the money's side. */
    fulfilmentStatus: text("fulfilment_status").notNull().default("unfulfilled"),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    /** Only for a carrier the store has no tracking page for ("other"): the link staff gave. */
    trackingUrl: text("tracking_url"),
    packedAt: timestamptz("packed_at"),
    shippedAt: timestamptz("shipped_at"),
    deliveredAt: timestamptz("delivered_at"),
  },
  (t) => [
    uniqueIndex("orders_order_number_key").on(t.orderNumber),
    // The admin's list and dashboard read orders newest first and by day.
    index("orders_created_idx").on(t.createdAt),
    check("orders_fulfilment_status", sql`${t.fulfilmentStatus} IN ${sqlList(FULFILMENT_STATES)}`),
    uniqueIndex("orders_idempotency_key").on(t.idempotencyKey),
    index("orders_email_idx").on(t.email),
    index("orders_customer_idx").on(t.customerId),
    // The abandoned-payment sweep reads the oldest orders still waiting for payment.
    index("orders_awaiting_payment_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending_payment'`),
    check("orders_status", sql`${t.status} IN ${sqlList(ORDER_STATUSES)}`),
    check("orders_channel", sql`${t.channel} IN ${sqlList(ORDER_CHANNELS)}`),
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
    check(
      "orders_promotion_discount",
      sql`${t.promotionDiscountMinor} BETWEEN 0 AND ${t.discountMinor} AND ${t.promotionDiscountRonMinor} BETWEEN 0 AND ${t.discountRonMinor}`,
    ),
    check("orders_total_adds_up", sql`${t.totalMinor} = ${t.subtotalMinor} - ${t.discountMinor} + ${t.shippingMinor}`),
    check("orders_total_ron_adds_up", sql`${t.totalRonMinor} = ${t.subtotalRonMinor} - ${t.discountRonMinor} + ${t.shippingRonMinor}`),
    check("orders_rate_positive", sql`${t.unitsPerRonMicros} > 0`),
    check("orders_vat_scheme", sql`${t.vatScheme} IS NULL OR ${t.vatScheme} IN ('domestic', 'eu_distance_ro', 'oss', 'export')`),
    // A code always has its kind; a discount without a code is a subscription's save discount (decision 0170), a percent.
    check(
      "orders_discount_kind",
      sql`(${t.discountCode} IS NULL AND (${t.discountKind} IS NULL OR ${t.discountKind} = 'percent')) OR (${t.discountCode} IS NOT NULL AND ${t.discountKind} IN ('percent', 'fixed'))`,
    ),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: belongsTo("order_id", () => orders.id),
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
    /** A gift with purchase (decision 0172): the promotion that gave it, its whole total taken off as its discount. */
    giftOfPromotionId: integer("gift_of_promotion_id").references(() => promotions.id),
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
 * An order's timeline beyond what its own rows say (issue 16): staff notes and actions, and the emails
 * sent about it, each with who acted (null: the store itself) and when. Rows are never changed.
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: belongsTo("order_id", () => orders.id),
    kind: text("kind").notNull(),
    ...actingStaff(),
    detail: jsonb("detail").notNull().default({}),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.createdAt)],
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
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("adverse_effect_reports_created_idx").on(t.createdAt),
    check("adverse_effect_reports_source", sql`${t.source} IN ('cancelled', 'paused')`),
  ],
);

/**
 * A product a shopper added to their parcel after ordering (issue 68 item 3, decisions 0158 and 0164): one row per
 * click, its key unique per order, so a retried click answers the line it added and never adds a second. A card
 * order's addition is charged to the shopper's saved card before its line is written: `charging` until the card's
 * answer is in, then `added` (the line written), `declined`, or `returned` (charged, but the parcel had closed or the
 * unit sold out meanwhile, so the charge was given back).
 */
export const parcelAdditions = pgTable(
  "parcel_additions",
  {
    id: serial("id").primaryKey(),
    orderId: belongsTo("order_id", () => orders.id),
    /** The key the shopper's click sent: a retry of the same click carries it again. */
    clickKey: text("click_key").notNull(),
    /** The variant clicked: the line it becomes once its charge is in. */
    variantId: integer("variant_id"),
    /**
     * `charging` (a saved card asked), `awaiting_payment` (the shopper sent to the payment page), `added`, `declined` (the
     * saved card refused), `unpaid` (the payment page declined, left or expired), `returning` (paid, but the parcel
     * closed meanwhile: the sweep gives the charge back), `returned` (given back).
     */
    status: text("status").notNull().default("added"),
    /** A card order's charge of the addition (the payment's public id) and the saved card it was asked of; null for cash on delivery. */
    paymentId: text("payment_id"),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    orderLineId: integer("order_line_id").references(() => orderLines.id, { onDelete: "cascade" }),
    /** What the line added to the order's total, in the order's currency and in lei. */
    amountMinor: integer("amount_minor").notNull(),
    amountRonMinor: integer("amount_ron_minor").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("parcel_additions_click_key").on(t.orderId, t.clickKey),
    index("parcel_additions_charging_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'charging'`),
    index("parcel_additions_open_payment_idx")
      .on(t.createdAt)
      .where(sql`${t.status} IN ('awaiting_payment', 'returning')`),
    check(
      "parcel_additions_status",
      sql`${t.status} IN ('charging', 'awaiting_payment', 'added', 'declined', 'unpaid', 'returning', 'returned')`,
    ),
    check("parcel_additions_line_when_added", sql`${t.status} <> 'added' OR ${t.orderLineId} IS NOT NULL`),
    check("parcel_additions_amounts", sql`${t.amountMinor} >= 0 AND ${t.amountRonMinor} >= 0`),
  ],
);
