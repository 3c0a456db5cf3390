/**
 * The catalogue in the admin (issue 17 item 1), for both sides: the list's view as the URL holds it, a
 * product and its variants as staff see them, and the inline price and stock form, read by the same rules
 * in the browser and on the server.
 */
import { isValidGtin, normalizedGtin } from "../product-feeds.ts";
import { z } from "zod";
import { parseAmountMinor } from "./orders.ts";
import { editableProductSchema } from "./product-editor.ts";
import { SHOP_CURRENCY } from "../currency.ts";
import { VAT_CLASSES } from "../vat.ts";
import { PRODUCT_KINDS, type ProductKind } from "../product-safety.ts";
import { readViewQuery, viewQuery } from "../view-query.ts";

export const PRODUCT_STATUSES = ["active", "draft"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** More than a shop of this size ever holds in one place; a typo of an extra zero is caught. */
export const MAX_STOCK_QUANTITY = 1_000_000;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional()).catch(undefined);

export const productFilterSchema = z.object({
  q: optional(z.string().trim().max(100)),
  status: optional(z.enum(PRODUCT_STATUSES)),
  /** Only products with a counted variant at or below the dashboard's low-stock line. */
  stock: optional(z.enum(["low"])),
});

export type ProductFilter = z.output<typeof productFilterSchema>;

export function readProductFilter(params: URLSearchParams): ProductFilter {
  return readViewQuery(productFilterSchema, params);
}

export function productFilterQuery(filter: Partial<ProductFilter>): string {
  return viewQuery(filter);
}

/** A product as other back-office forms offer it (the discount's products, the reviews' filter): drafts too. */
export interface ProductChoice {
  handle: string;
  name: string;
}

export const adminVariantSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  /** The variant's title in the admin's language ("" for a product's only variant). */
  title: z.string(),
  priceMinor: z.number().int(),
  /** The reduction running on it (decision 0140): the prior price shoppers see struck through, from when. */
  reduction: z.object({ priorPriceMinor: z.number().int(), since: z.string() }).nullable(),
  /** Every price it has had, oldest first: what the Omnibus prior price is computed from, and who set each. */
  priceHistory: z.array(
    z.object({
      priceMinor: z.number().int(),
      validFrom: z.string(),
      validTo: z.string().nullable(),
      changedBy: z.string(),
      reason: z.string(),
    }),
  ),
  /** Null when the shop does not count this variant's units. */
  stockQuantity: z.number().int().nullable(),
  /** The merchant's own switch, before stock is considered. */
  availableForSale: z.boolean(),
  /** The GTIN the product feeds send (issue 67 item 4); null: none. */
  gtin: z.string().nullable(),
});
export type AdminVariant = z.infer<typeof adminVariantSchema>;

/** A product's row in the admin's list. */
export const adminProductSchema = z.object({
  id: z.number().int(),
  handle: z.string(),
  title: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  updatedAt: z.string(),
  variants: z.array(adminVariantSchema),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** A row's change (a variant's price and stock, the product's status): whether anything changed, and the row now. */
export const productRowChangeSchema = z.object({ changed: z.boolean(), product: adminProductSchema });

/** A new product: a draft, as the editor opens it. */
export const productCreatedSchema = z.object({ product: editableProductSchema });

/**
 * One variant's row as staff submit it: amounts in lei as typed ("189,99"), stock as a whole number or
 * empty for "not counted". `expectedStock` is the count the form was showing: orders take units while staff
 * type, so a count that moved meanwhile is refused rather than silently overwritten. A price before discount is
 * refused (`compareAtPrice`, "computed"): the store computes it from the price history (decision 0140).
 */
/** A GTIN-14 with the spaces and hyphens a printed barcode number has. */
const GTIN_INPUT_MAX_LENGTH = 32;

export const variantChangeSchema = z
  .object({
    price: z.string({ error: "required" }).trim().min(1, { error: "required" }).max(16, { error: "invalid" }),
    compareAtPrice: z.unknown().optional(),
    stock: z.string().trim().max(9, { error: "invalid" }).default(""),
    expectedStock: z.number().int().min(0).nullable(),
    availableForSale: z.boolean({ error: "invalid" }),
    /** The variant's GTIN as printed under its barcode; "" removes it, absent keeps it (decision 0147). */
    gtin: z.string({ error: "invalid" }).max(GTIN_INPUT_MAX_LENGTH, { error: "gtin" }).optional(),
  })
  .transform((input, context) => {
    const priceMinor = parseAmountMinor(input.price, SHOP_CURRENCY);
    if (priceMinor === null) context.addIssue({ code: "custom", path: ["price"], message: "amount" });
    if (input.compareAtPrice !== undefined && input.compareAtPrice !== null && input.compareAtPrice !== "")
      context.addIssue({ code: "custom", path: ["compareAtPrice"], message: "computed" });
    let stockQuantity: number | null = null;
    if (input.stock !== "") {
      stockQuantity = /^\d+$/.test(input.stock) ? Number(input.stock) : -1;
      if (stockQuantity < 0 || stockQuantity > MAX_STOCK_QUANTITY) context.addIssue({ code: "custom", path: ["stock"], message: "stock" });
    }
    const gtin = input.gtin === undefined ? undefined : normalizedGtin(input.gtin) || null;
    if (gtin && !isValidGtin(gtin)) context.addIssue({ code: "custom", path: ["gtin"], message: "gtin" });
    return {
      priceMinor: priceMinor ?? 0,
      stockQuantity,
      expectedStock: input.expectedStock,
      availableForSale: input.availableForSale,
      gtin,
    };
  });

export type VariantChangeInput = z.input<typeof variantChangeSchema>;
export type VariantChange = z.output<typeof variantChangeSchema>;

export const productStatusSchema = z.object({ status: z.enum(PRODUCT_STATUSES, { error: "invalid" }) });

/** "189,99" in the admin's inputs: lei with a comma, no thousands separator, as staff type them back. */
export function leiInputValue(amountMinor: number | null): string {
  if (amountMinor === null) return "";
  const whole = Math.trunc(amountMinor / 100);
  const cents = amountMinor % 100;
  return cents === 0 ? String(whole) : `${whole},${String(cents).padStart(2, "0")}`;
}

/** A product's address: the URL segment after `/products/` (the page cache and the storefront's route read up to 100). */
export const PRODUCT_HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PRODUCT_HANDLE_MAX_LENGTH = 100;
const SKU_PREFIX = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;
const SKU_PREFIX_MAX_LENGTH = 40;
const NEW_PRODUCT_TITLE_MAX_LENGTH = 200;

/** The SKUs of a new product's three variants, as the seed names them (`PAP-1`, `PAP-3PK`, `PAP-SUB-M`). */
export function newProductSkus(prefix: string): { single: string; pack: string; subscription: string } {
  return { single: `${prefix}-1`, pack: `${prefix}-3PK`, subscription: `${prefix}-SUB-M` };
}

/** The SKU prefix the form proposes for an address: "magneziu-b6" → "MAGNEZIU-B6". */
export function skuPrefixFromHandle(handle: string): string {
  return handle.toUpperCase().slice(0, SKU_PREFIX_MAX_LENGTH).replace(/-+$/, "");
}

/** A new product's purchase options: the shop's three (single, 3-pack, monthly subscription), or one variant. */
export const PURCHASE_OPTION_SETS = ["three", "single"] as const;
export type PurchaseOptionSet = (typeof PURCHASE_OPTION_SETS)[number];

/** A supplement has the shop's three purchase options; a non-food product one variant unless the owner asks (decision 0144). */
export function defaultPurchaseOptions(kind: ProductKind): PurchaseOptionSet {
  return kind === "supplement" ? "three" : "single";
}

const requiredLine = (max: number) =>
  z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required" })
    .max(max, { error: "too_long" })
    .refine((value) => !/[\r\n]/.test(value), { error: "single_line" });

const amountText = z.string({ error: "amount" }).trim().max(16, { error: "amount" });
const stockText = z.string({ error: "stock" }).trim().max(9, { error: "stock" }).default("0");

/**
 * What a product needs to exist (issue 40 item 7): its address, its title in both languages, and the three
 * variants every product of the shop has — one bottle, the 3-pack and the monthly subscription — with their
 * prices in lei as typed and the opening stock of the two counted ones (the subscription's deliveries take single
 * bottles). The SKU prefix is optional: empty takes the address's. Everything else is written in the editor.
 */
export const newProductSchema = z
  .object({
    handle: z
      .string({ error: "required" })
      .trim()
      .toLowerCase()
      .min(1, { error: "required" })
      .max(PRODUCT_HANDLE_MAX_LENGTH, { error: "too_long" })
      .refine((value) => PRODUCT_HANDLE.test(value), { error: "handle" }),
    titleRo: requiredLine(NEW_PRODUCT_TITLE_MAX_LENGTH),
    titleEn: requiredLine(NEW_PRODUCT_TITLE_MAX_LENGTH),
    skuPrefix: z.string({ error: "sku" }).trim().toUpperCase().max(SKU_PREFIX_MAX_LENGTH, { error: "sku" }).default(""),
    vatClass: z.enum(VAT_CLASSES, { error: "invalid" }).default("standard"),
    /** A supplement unless said otherwise (decision 0144). */
    kind: z.enum(PRODUCT_KINDS, { error: "invalid" }).default("supplement"),
    /**
     * `three`: the shop's three purchase options (a supplement always has them); `single`: one variant, the default
     * for a non-food product, which has no 3-pack or subscription unless the owner asks.
     */
    purchaseOptions: z.enum(PURCHASE_OPTION_SETS, { error: "invalid" }).optional(),
    singlePrice: amountText,
    packPrice: amountText,
    subscriptionPrice: amountText,
    singleStock: stockText,
    packStock: stockText,
  })
  .transform((input, context) => {
    const purchaseOptions = input.purchaseOptions ?? defaultPurchaseOptions(input.kind);
    if (input.kind === "supplement" && purchaseOptions !== "three")
      context.addIssue({ code: "custom", path: ["purchaseOptions"], message: "invalid" });
    const skuPrefix = input.skuPrefix === "" ? skuPrefixFromHandle(input.handle) : input.skuPrefix;
    if (!SKU_PREFIX.test(skuPrefix)) context.addIssue({ code: "custom", path: ["skuPrefix"], message: "sku" });
    const amount = (field: "singlePrice" | "packPrice" | "subscriptionPrice") => {
      if (field !== "singlePrice" && purchaseOptions === "single") return null;
      const minor = parseAmountMinor(input[field], SHOP_CURRENCY);
      if (minor === null) context.addIssue({ code: "custom", path: [field], message: "amount" });
      return minor ?? 0;
    };
    const count = (field: "singleStock" | "packStock") => {
      if (field === "packStock" && purchaseOptions === "single") return null;
      const value = /^\d+$/.test(input[field]) ? Number(input[field]) : -1;
      if (value < 0 || value > MAX_STOCK_QUANTITY) context.addIssue({ code: "custom", path: [field], message: "stock" });
      return value;
    };
    return {
      handle: input.handle,
      title: { ro: input.titleRo, en: input.titleEn },
      skuPrefix,
      vatClass: input.vatClass,
      kind: input.kind,
      purchaseOptions,
      priceMinor: { single: amount("singlePrice") ?? 0, pack: amount("packPrice"), subscription: amount("subscriptionPrice") },
      stock: { single: count("singleStock") ?? 0, pack: count("packStock") },
    };
  });

export type NewProductInput = z.input<typeof newProductSchema>;
export type NewProduct = z.output<typeof newProductSchema>;
