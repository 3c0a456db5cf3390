/**
 * The link that lets a guest ask for a 30-day return (decision 0130). Order tracking hands it out once the order's
 * number and email proved the order, as the withdrawal's button trusts them (decision 0075): it names that one order
 * and the instant it stops working, under its own purpose, so it opens nothing but the return form of that order.
 */
import { createSignedIds, type SignedLinkOptions } from "#server/commerce/shared/signed-ids";

/** A sitting's worth: long enough to fetch the parcel and take photos, short enough that a forwarded page goes stale. */
export const RETURN_LINK_LIFETIME_MS = 24 * 60 * 60_000;

/** The storefront page a link opens; the token is the last path segment. */
export const RETURN_LINK_PATH = "/returns/new";

export interface ReturnLinks {
  /** A path to the return form of the order, for the page that has just proven it. */
  pathFor(orderId: number): string;
  /** The order a token names, or null when it is forged, malformed, expired or signed for another purpose. */
  read(token: string): number | null;
}

export function createReturnLinks({ secret, clock }: Omit<SignedLinkOptions, "baseUrl">): ReturnLinks {
  const tokens = createSignedIds({ purpose: "elara:return-link:v1:", lifetimeMs: RETURN_LINK_LIFETIME_MS, secret, clock });
  return {
    pathFor: (orderId) => `${RETURN_LINK_PATH}/${tokens.issue(orderId)}`,
    read: (token) => tokens.read(token),
  };
}
