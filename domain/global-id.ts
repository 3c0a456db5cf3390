/**
 * Shopify global ids (`gid://shopify/Product/42`). Clients keep and send them back, so their format
 * is part of the contract even though our rows have plain integer keys. The REST routes hand out the same ids as
 * the Storefront API, so the format lives here, below both; reading one back (and refusing a malformed one the way
 * Shopify does) is the Storefront API's: server/storefront-api/global-id.ts.
 */
export type GlobalIdType =
  | "Product"
  | "ProductVariant"
  | "ProductImage"
  | "ProductOption"
  | "Metafield"
  | "Shop"
  | "Customer"
  | "MailingAddress"
  | "CustomerAccessToken"
  | "Blog"
  | "Article"
  | "ArticleImage"
  | "Order"
  | "LineItem"
  | "Return"
  | "ReturnLineItem";

export function toGlobalId(type: GlobalIdType, id: number): string {
  return `gid://shopify/${type}/${id}`;
}
