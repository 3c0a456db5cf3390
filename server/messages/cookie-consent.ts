/** The cookie banner's refusals (decision 0053), in the shopper's language. */
import type { Language } from "#domain/locale";

export const COOKIE_CONSENT_MESSAGES = {
  ro: {
    staleText: "Textul bannerului de cookie-uri s-a schimbat. Reîncarcă pagina și alege din nou.",
    fieldNames: {
      consentId: "identificatorul alegerii",
      statistics: "statistică",
      marketing: "marketing",
      textVersion: "versiunea textului",
      language: "limba",
    } as Partial<Record<string, string>>,
  },
  en: {
    staleText: "The cookie banner's text has changed. Please reload the page and choose again.",
    fieldNames: {
      consentId: "choice id",
      statistics: "statistics",
      marketing: "marketing",
      textVersion: "text version",
      language: "language",
    } as Partial<Record<string, string>>,
  },
} satisfies Record<Language, unknown>;
