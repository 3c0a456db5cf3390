/**
 * Links into a product page that choose its purchase option: `?purchase=subscription` opens it with the subscription
 * chosen (the refill reminder's "get it by subscription"). The page reads it after hydration, so the server's HTML is
 * the same whatever the link; a link that names nothing the product sells leaves the page's first option chosen.
 */
import { LANGUAGE_QUERY_PARAM, type Language } from "./locale.ts";

export const PURCHASE_PARAM = "purchase";
export const SUBSCRIPTION_PURCHASE = "subscription";

/** The product page in `language`, with its subscription chosen when `subscription` is set. */
export function productPagePath(handle: string, language: Language, { subscription = false } = {}): string {
  const query = new URLSearchParams();
  if (subscription) query.set(PURCHASE_PARAM, SUBSCRIPTION_PURCHASE);
  if (language === "en") query.set(LANGUAGE_QUERY_PARAM, "en");
  const search = query.toString();
  return `/products/${encodeURIComponent(handle)}${search ? `?${search}` : ""}`;
}

/** Whether a product page's query asks for the subscription to be chosen. */
export function asksForSubscription(search: string): boolean {
  return new URLSearchParams(search).get(PURCHASE_PARAM) === SUBSCRIPTION_PURCHASE;
}
