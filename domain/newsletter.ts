/**
 * Leaving the newsletter (issue 15): every marketing email links to a page that unsubscribes with one
 * press, and names an address mail clients may POST to at once (RFC 8058 one-click). Both carry the
 * subscriber's token, which can do nothing but unsubscribe.
 */
import type { Language } from "./locale.ts";

/** A subscriber's consent given (a sign-up, a renewal, a checkout's box) or withdrawn (any way), as domain events. */
export const NEWSLETTER_EVENT_TYPES = ["newsletter.consent_given", "newsletter.consent_withdrawn"] as const;
export type NewsletterEventType = (typeof NEWSLETTER_EVENT_TYPES)[number];

export const UNSUBSCRIBE_PAGE_PATH = "/newsletter/unsubscribe";
/** The named REST call `newsletter-unsubscribe`; mail clients POST `List-Unsubscribe=One-Click` to it with `?token=`. */
export const UNSUBSCRIBE_API_PATH = "/api/newsletter-unsubscribe";

/** Two UUIDs' hex digits, as the database writes them (schema: `newsletter_subscribers.unsubscribe_token`). */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[0-9a-f]{64}$/;

export function unsubscribePageUrl(baseUrl: string, token: string, language: Language): string {
  const url = new URL(UNSUBSCRIBE_PAGE_PATH, `${baseUrl}/`);
  url.searchParams.set("token", token);
  if (language === "en") url.searchParams.set("lng", "en");
  return url.toString();
}

export function oneClickUnsubscribeUrl(baseUrl: string, token: string): string {
  const url = new URL(UNSUBSCRIBE_API_PATH, `${baseUrl}/`);
  url.searchParams.set("token", token);
  return url.toString();
}
