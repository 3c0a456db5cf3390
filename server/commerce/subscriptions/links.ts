/**
 * The signed links in subscription emails (issue 18): a guest who subscribed without an account manages the
 * subscription from them, and a reminder's "skip" and "reschedule" open the same page with that action
 * chosen. A link names one subscription and the instant it stops working, under an HMAC of both, so it needs
 * no table, cannot be turned into another subscription's, and does not outlive the emails that carry it.
 * Opening a link never changes anything by itself: mail scanners follow links, so the page asks to confirm.
 */
import type { Language } from "#domain/locale";
import type { SubscriptionLinkIntent } from "#domain/subscription-actions";
import { createSignedIds, type SignedLinkOptions } from "#server/commerce/shared/signed-ids";

/** Long enough to outlast a quarterly delivery's reminder; a newer email carries a newer link. */
export const SUBSCRIPTION_LINK_LIFETIME_MS = 100 * 24 * 60 * 60_000;

/** The storefront page a link opens; the token is the last path segment. */
export const SUBSCRIPTION_LINK_PATH = "/subscriptions/manage";

export interface SubscriptionLinks {
  /** A token for `subscriptionId`, valid for SUBSCRIPTION_LINK_LIFETIME_MS from now. */
  issue(subscriptionId: number): string;
  /** The page's full address in `language`, optionally with the reminder's action chosen. */
  url(subscriptionId: number, language: Language, intent?: SubscriptionLinkIntent): string;
  /** The subscription a token names, or null when it is forged, malformed or expired. */
  read(token: string): { subscriptionId: number } | null;
  /**
   * Where an email sends the subscription's owner: the account's page when it belongs to an account (the
   * account's own sign-in protects it), else a guest's signed link.
   */
  pageFor(subscription: SubscriptionOwner, intent?: SubscriptionLinkIntent): string;
}

export interface SubscriptionOwner {
  id: number;
  customerId: number | null;
  language: Language;
}

export function createSubscriptionLinks({ secret, baseUrl, clock }: SignedLinkOptions): SubscriptionLinks {
  const tokens = createSignedIds({ purpose: "elara:subscription-link:v1:", lifetimeMs: SUBSCRIPTION_LINK_LIFETIME_MS, secret, clock });
  const issue = (subscriptionId: number) => tokens.issue(subscriptionId);

  const url = (subscriptionId: number, language: Language, intent?: SubscriptionLinkIntent) => {
    const query = new URLSearchParams({ lng: language, ...(intent ? { intent } : {}) });
    return `${baseUrl.replace(/\/$/, "")}${SUBSCRIPTION_LINK_PATH}/${issue(subscriptionId)}?${query.toString()}`;
  };

  return {
    issue,
    url,
    pageFor({ id, customerId, language }, intent) {
      if (customerId === null) return url(id, language, intent);
      const page = new URL(`/my-account/subscriptions/${id}`, `${baseUrl.replace(/\/$/, "")}/`);
      page.searchParams.set("lng", language);
      if (intent) page.searchParams.set("intent", intent);
      return page.toString();
    },
    read(token) {
      const subscriptionId = tokens.read(token);
      return subscriptionId === null ? null : { subscriptionId };
    },
  };
}
