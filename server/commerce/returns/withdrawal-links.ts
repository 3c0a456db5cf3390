/**
 * The link in a withdrawal's emails (decision 0075). A guest withdraws with the order's number and email and has no
 * account to sign in to, so their emails carry a signed link naming that one withdrawal and the instant it stops
 * working; it opens the withdrawal's page, which shows only what the withdrawal itself says (no address, no email).
 * A customer with an account is sent to the account's page of the return, behind their own sign-in.
 */
import type { Language } from "#domain/locale";
import { createSignedIds, type SignedLinkOptions } from "#server/commerce/shared/signed-ids";

/** Long enough for the parcel to come back and the refund to be made after the 14 days; a newer email carries a newer link. */
export const WITHDRAWAL_LINK_LIFETIME_MS = 90 * 24 * 60 * 60_000;

/** The storefront page a link opens; the token is the last path segment. */
export const WITHDRAWAL_LINK_PATH = "/withdrawals";

export interface WithdrawalLinks {
  /** The withdrawal (a return of kind `withdrawal`) a token names, or null when it is forged, malformed or expired. */
  read(token: string): number | null;
  /** Where an email about a return sends its customer: the account's page, or a guest's signed link. */
  pageFor(item: { id: number; customerId: number | null; language: Language }): string;
}

export function createWithdrawalLinks({ secret, baseUrl, clock }: SignedLinkOptions): WithdrawalLinks {
  const tokens = createSignedIds({ purpose: "elara:withdrawal-link:v1:", lifetimeMs: WITHDRAWAL_LINK_LIFETIME_MS, secret, clock });
  const base = `${baseUrl.replace(/\/$/, "")}/`;
  return {
    read: (token) => tokens.read(token),
    pageFor({ id, customerId, language }) {
      const page = new URL(customerId === null ? `${WITHDRAWAL_LINK_PATH.slice(1)}/${tokens.issue(id)}` : `my-account/returns/${id}`, base);
      if (language === "en") page.searchParams.set("lng", "en");
      return page.toString();
    },
  };
}
