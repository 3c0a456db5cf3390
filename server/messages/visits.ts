/** The visit beacon's and the funnel steps' refusals (decision 0149), in the shopper's language. */
import type { Language } from "#domain/locale";

export const VISIT_MESSAGES = {
  ro: {
    fieldNames: {
      landing: "pagina de sosire",
      referrer: "pagina de proveniență",
      consentId: "identificatorul alegerii",
      counted: "vizită numărată",
      step: "pasul",
    } as Partial<Record<string, string>>,
  },
  en: {
    fieldNames: {
      landing: "landing page",
      referrer: "referring page",
      consentId: "choice id",
      counted: "visit counted",
      step: "step",
    } as Partial<Record<string, string>>,
  },
} satisfies Record<Language, unknown>;
