/**
 * The texts of `POST /api/shopify`, in the shopper's language. An upstream's own error keeps the
 * spec's fixed form, `Shopify API error: {status} - {body}` (§8), which clients match on.
 */
import type { Language } from "#domain/locale";

interface ShopifyProxyMessages {
  foreignStore: (domain: string) => string;
  bodyTooLarge: (kilobytes: number) => string;
  fieldRequired: (field: string) => string;
  fieldInvalid: (field: string) => string;
  timedOut: (seconds: number) => string;
  unreachable: string;
  answerTooLarge: (megabytes: number) => string;
  answerNotJson: string;
}

/** A domain as the shopper typed it, short enough to quote back. */
const quoted = (domain: string) => (domain.length > 80 ? `${domain.slice(0, 80)}…` : domain);

export const SHOPIFY_PROXY_MESSAGES: Record<Language, ShopifyProxyMessages> = {
  ro: {
    foreignStore: (domain) => `Magazinul „${quoted(domain)}” nu este deservit aici. Folosește domeniul acestui magazin.`,
    bodyTooLarge: (kilobytes) => `Cererea depășește ${kilobytes} KB.`,
    fieldRequired: (field) => `Lipsește câmpul „${field}”.`,
    fieldInvalid: (field) =>
      field === "variables"
        ? "Câmpul „variables” trebuie să fie un obiect JSON."
        : `Câmpul „${field}” trebuie să fie un text nevid, de lungime rezonabilă.`,
    timedOut: (seconds) => `Magazinul nu a răspuns în ${seconds === 1 ? "o secundă" : `${seconds} secunde`}. Încearcă din nou.`,
    unreachable: "Magazinul nu a putut fi contactat. Încearcă din nou.",
    answerTooLarge: (megabytes) => `Răspunsul magazinului depășește ${megabytes} MB.`,
    answerNotJson: "Răspunsul magazinului nu este JSON valid.",
  },
  en: {
    foreignStore: (domain) => `The store “${quoted(domain)}” is not served here. Use this store's domain.`,
    bodyTooLarge: (kilobytes) => `The request is larger than ${kilobytes} KB.`,
    fieldRequired: (field) => `"${field}" is missing.`,
    fieldInvalid: (field) =>
      field === "variables" ? '"variables" must be a JSON object.' : `"${field}" must be non-empty text of a reasonable length.`,
    timedOut: (seconds) => `The store did not answer within ${seconds} ${seconds === 1 ? "second" : "seconds"}. Please try again.`,
    unreachable: "The store could not be reached. Please try again.",
    answerTooLarge: (megabytes) => `The store's answer is larger than ${megabytes} MB.`,
    answerNotJson: "The store's answer is not valid JSON.",
  },
};

/** The 400 text for the first problem of a proxy body. */
export function describeProxyBodyIssue(language: Language, field: string, missing: boolean): string {
  const messages = SHOPIFY_PROXY_MESSAGES[language];
  return missing && field !== "variables" ? messages.fieldRequired(field) : messages.fieldInvalid(field);
}
