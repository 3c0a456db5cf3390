/**
 * What the catalogue tells the rest of the store, and the owner's tools through webhooks (issue 70 item 1): a product
 * saved in the admin, and a variant's stock moved. Published in the transaction of the change, so a receiver hears
 * of every change that committed and of none that did not.
 */
import type { AuditAction } from "./audit-actions.ts";

/** A product's page, price, status, pictures, safety or claims were saved; `change` says which, as the audit log does. */
export const PRODUCT_CHANGED = "product.changed";

/** A counted variant's stock moved, or the variant began or stopped being counted. */
export const STOCK_CHANGED = "variant.stock_changed";

export const CATALOG_EVENT_TYPES = [PRODUCT_CHANGED, STOCK_CHANGED] as const;
export type CatalogEventType = (typeof CATALOG_EVENT_TYPES)[number];

type ProductAuditAction = Extract<AuditAction, `product.${string}`>;
type ProductAction = ProductAuditAction extends `product.${infer Change}` ? Change : never;

/**
 * What a `product.changed` says changed: the audit action that recorded the save without its `product.` prefix, the
 * gallery's several actions as one `pictures`.
 */
export type ProductChange = Exclude<ProductAction, `image_${string}` | "label_photo" | "parcel_offer"> | "pictures";

export function productChangeOf(action: Exclude<ProductAuditAction, "product.parcel_offer">): ProductChange {
  const named = action.slice("product.".length) as ProductAction;
  return named.startsWith("image_") || named === "label_photo" ? "pictures" : (named as ProductChange);
}
