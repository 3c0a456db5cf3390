/**
 * Cookie consent (issue 21 item 4, decision 0053): the categories a shopper chooses in the banner, how the browser
 * keeps the choice, and the proof the server records. Necessary storage is always on and never asked about;
 * statistics are the web-vitals reports and, when the owner connected Google Analytics, an order's purchase sent to it
 * from the server; marketing is the same purchase sent to Meta (decision 0155).
 */
export const CONSENT_CATEGORIES = ["statistics", "marketing"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type ConsentChoice = Record<ConsentCategory, boolean>;

/** The browser's own copy of the choice (localStorage, no cookie: the server never needs it to render a page). */
export const CONSENT_STORAGE_KEY = "elara_consent";
/** A choice is asked again after six months, as the Romanian and French authorities recommend. */
export const CONSENT_LIFETIME_DAYS = 182;

export interface StoredConsent extends ConsentChoice {
  /** The random id the proof of consent is recorded under. */
  id: string;
  /** The banner texts' version the choice was made on. */
  version: string;
  /** Epoch milliseconds. */
  decidedAt: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function isConsentId(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** The stored choice, or null when there is none, it is malformed, or it is older than its lifetime. */
export function readStoredConsent(raw: string | null, now: number): StoredConsent | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredConsent> | null;
    if (
      !value ||
      !isConsentId(value.id) ||
      typeof value.version !== "string" ||
      typeof value.decidedAt !== "number" ||
      typeof value.statistics !== "boolean" ||
      typeof value.marketing !== "boolean"
    )
      return null;
    if (now - value.decidedAt > CONSENT_LIFETIME_DAYS * 86_400_000 || value.decidedAt > now + 86_400_000) return null;
    return { id: value.id, version: value.version, decidedAt: value.decidedAt, statistics: value.statistics, marketing: value.marketing };
  } catch {
    return null;
  }
}

/** POST /api/cookie-consent: what the browser sends when the shopper chooses. */
export interface ConsentRecordBody extends ConsentChoice {
  consentId: string;
  textVersion: string;
  language: string;
}

/** A text version is the hash the server made of the banner's texts: short hex, nothing else. */
export const TEXT_VERSION = /^[0-9a-f]{16}$/;

/** Google Consent Mode v2's signals (decision 0155), as a gtag `consent` command reads them. */
export type ConsentModeSignals = Record<"ad_storage" | "ad_user_data" | "ad_personalization" | "analytics_storage", "granted" | "denied">;

/**
 * The banner's categories as Consent Mode v2's four signals: advertising storage, sending user data to Google for
 * ads and personalised ads all follow marketing; analytics storage follows statistics. No choice yet: all denied.
 */
export function consentModeSignals(choice: ConsentChoice | null): ConsentModeSignals {
  const state = (allowed: boolean | undefined) => (allowed === true ? "granted" : "denied");
  return {
    ad_storage: state(choice?.marketing),
    ad_user_data: state(choice?.marketing),
    ad_personalization: state(choice?.marketing),
    analytics_storage: state(choice?.statistics),
  };
}
