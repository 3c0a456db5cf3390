/**
 * The stock ledger (issue 40 item 5, decision 0078) for both sides: what can move a variant's stock, a movement
 * as the admin reads it, and the owner's adjustment and threshold forms, read by the same rules in the browser
 * and on the server.
 */
import { z } from "zod";
import { MAX_STOCK_QUANTITY } from "./admin/products.ts";

export const STOCK_CAUSES = [
  "opening",
  "order_placed",
  "renewal",
  "order_cancelled",
  "withdrawal",
  "refund_unshipped",
  "return_restocked",
  "adjustment",
  "return_inspected_sellable",
  "written_off_damaged",
  /** The product a shopper added to their cash-on-delivery parcel after ordering (decision 0158). */
  "parcel_added",
] as const;
export type StockCause = (typeof STOCK_CAUSES)[number];

/**
 * The causes that give an order's units back at once (`releaseOrderStock`). A parcel back at the shop does not: its
 * units wait for staff's inspection (`return_inspected_sellable` or `written_off_damaged`).
 */
export type ReleaseCause = Extract<StockCause, "order_cancelled" | "withdrawal" | "refund_unshipped">;

/**
 * Units a parcel or a return brought back wait for staff's look before they can be sold again (issue 64 item 4):
 * `to_inspect` until a member decides `sellable` (back in stock) or `damaged` (written off).
 */
export const INSPECTION_STATES = ["to_inspect", "sellable", "damaged"] as const;
export type InspectionState = (typeof INSPECTION_STATES)[number];
export type InspectionOutcome = Exclude<InspectionState, "to_inspect">;

/** Where the units came from: a parcel refused at the door, one the courier brought back, a customer's return. */
export const INSPECTION_SOURCES = ["refused_parcel", "returned_parcel", "customer_return"] as const;
export type InspectionSource = (typeof INSPECTION_SOURCES)[number];

export interface StockInspectionView {
  id: number;
  variantId: number;
  productId: number;
  productTitle: string;
  variantTitle: string;
  sku: string;
  quantity: number;
  source: InspectionSource;
  orderNumber: number | null;
  returnId: number | null;
  note: string | null;
  createdAt: string;
}

export const DEFAULT_LOW_STOCK_THRESHOLD = 10;
export const STOCK_MOVEMENTS_PAGE_SIZE = 25;
export const STOCK_NOTE_MAX_LENGTH = 500;

export interface StockMovementView {
  id: number;
  createdAt: string;
  cause: StockCause;
  change: number;
  balanceAfter: number;
  orderNumber: number | null;
  returnId: number | null;
  staffEmail: string | null;
  note: string | null;
}

export interface VariantStockView {
  variantId: number;
  productId: number;
  productTitle: string;
  variantTitle: string;
  sku: string;
  /** Null when the shop does not count this variant's units. */
  stockQuantity: number | null;
  lowStockThreshold: number;
  /** Another variant this one's deliveries take from (a subscription's bottles), when it has no stock of its own. */
  stockFrom: { variantId: number; title: string } | null;
  /** Shoppers waiting to be told it is back (decision 0111): how many, and when the oldest asked (ISO); null: nobody. */
  waiting: { count: number; oldestRequestedAt: string } | null;
  movements: StockMovementView[];
  page: number;
  pages: number;
}

/**
 * The owner's adjustment: units in (+) or out (−), never 0, with an optional note (a count, breakage). `key` is the
 * form's own, so a double click or a retried request adjusts once.
 */
export const stockAdjustmentSchema = z.object({
  change: z
    .number({ error: "change" })
    .int({ error: "change" })
    .min(-MAX_STOCK_QUANTITY, { error: "change" })
    .max(MAX_STOCK_QUANTITY, { error: "change" })
    .refine((value) => value !== 0, { error: "change" }),
  note: z.string({ error: "note" }).trim().max(STOCK_NOTE_MAX_LENGTH, { error: "note" }).default(""),
  key: z.string({ error: "key" }).trim().min(8, { error: "key" }).max(100, { error: "key" }),
});
export type StockAdjustmentInput = z.output<typeof stockAdjustmentSchema>;

export const lowStockThresholdSchema = z.object({
  threshold: z
    .number({ error: "threshold" })
    .int({ error: "threshold" })
    .min(0, { error: "threshold" })
    .max(MAX_STOCK_QUANTITY, { error: "threshold" }),
});

/** What an adjustment answers: the stock after it, and whether this request moved it (false for a repeated key). */
export const stockAdjustedSchema = z.object({ balance: z.number().int(), changed: z.boolean() });
export const stockThresholdSetSchema = z.object({ changed: z.boolean() });

/** A member's decision on units back at the shop: `sellable` back in stock, `damaged` written off. */
export const stockInspectionSchema = z.object({
  outcome: z.enum(["sellable", "damaged"], { error: "outcome" }),
});
/** The variant's stock after the decision; null when the shop does not count it. */
export const stockInspectedSchema = z.object({ outcome: z.enum(["sellable", "damaged"]), balance: z.number().int().nullable() });

/** "12" → 12, "-3" → −3, "+5" → 5; null for anything else (the form says which field). */
export function parseWholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^[+-]?\d{1,7}$/.test(trimmed)) return null;
  return Number(trimmed);
}
