/**
 * The catalogue in the admin (issue 17 item 1), for both sides: the list's view as the URL holds it, a
 * product and its variants as staff see them, and the inline price and stock form, read by the same rules
 * in the browser and on the server.
 */
import { z } from "zod";
import { parseAmountMinor } from "./admin-orders.ts";
import { SHOP_CURRENCY } from "./currency.ts";
import { readViewQuery, viewQuery } from "./view-query.ts";

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

export interface AdminVariant {
  id: number;
  sku: string;
  /** The variant's title in the admin's language ("" for a product's only variant). */
  title: string;
  priceMinor: number;
  compareAtPriceMinor: number | null;
  /** Null when the shop does not count this variant's units. */
  stockQuantity: number | null;
  /** The merchant's own switch, before stock is considered. */
  availableForSale: boolean;
}

export interface AdminProduct {
  id: number;
  handle: string;
  title: string;
  status: ProductStatus;
  updatedAt: string;
  variants: AdminVariant[];
}

/**
 * One variant's row as staff submit it: amounts in lei as typed ("189,99"), stock as a whole number or
 * empty for "not counted". `expectedStock` is the count the form was showing: orders take units while staff
 * type, so a count that moved meanwhile is refused rather than silently overwritten.
 */
export const variantChangeSchema = z
  .object({
    price: z.string({ error: "required" }).trim().min(1, { error: "required" }).max(16, { error: "invalid" }),
    compareAtPrice: z.string().trim().max(16, { error: "invalid" }).default(""),
    stock: z.string().trim().max(9, { error: "invalid" }).default(""),
    expectedStock: z.number().int().min(0).nullable(),
    availableForSale: z.boolean({ error: "invalid" }),
  })
  .transform((input, context) => {
    const priceMinor = parseAmountMinor(input.price, SHOP_CURRENCY);
    if (priceMinor === null) context.addIssue({ code: "custom", path: ["price"], message: "amount" });
    let compareAtPriceMinor: number | null = null;
    if (input.compareAtPrice !== "") {
      compareAtPriceMinor = parseAmountMinor(input.compareAtPrice, SHOP_CURRENCY);
      if (compareAtPriceMinor === null) context.addIssue({ code: "custom", path: ["compareAtPrice"], message: "amount" });
      else if (priceMinor !== null && compareAtPriceMinor <= priceMinor)
        context.addIssue({ code: "custom", path: ["compareAtPrice"], message: "not_above_price" });
    }
    let stockQuantity: number | null = null;
    if (input.stock !== "") {
      stockQuantity = /^\d+$/.test(input.stock) ? Number(input.stock) : -1;
      if (stockQuantity < 0 || stockQuantity > MAX_STOCK_QUANTITY) context.addIssue({ code: "custom", path: ["stock"], message: "stock" });
    }
    return {
      priceMinor: priceMinor ?? 0,
      compareAtPriceMinor,
      stockQuantity,
      expectedStock: input.expectedStock,
      availableForSale: input.availableForSale,
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
