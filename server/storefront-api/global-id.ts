/**
 * Shopify global ids (`gid://shopify/Product/42`). Clients keep and send them back, so their format
 * is part of the contract even though our rows have plain integer keys.
 */
import { badRequest } from "./errors.ts";

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

const GLOBAL_ID = /^gid:\/\/shopify\/([A-Za-z]+)\/(\d{1,16})(?:\?.*)?$/;

/**
 * The row id in a global id of the given type; null when it names another type (so it cannot match
 * anything); a BAD_REQUEST error when it is not a global id at all, as Shopify answers.
 */
export function fromGlobalId(type: GlobalIdType, globalId: string): number | null {
  const match = GLOBAL_ID.exec(globalId);
  if (!match) throw badRequest(`Invalid global id '${globalId}'`);
  return match[1] === type ? Number(match[2]) : null;
}
