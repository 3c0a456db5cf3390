/** The owner's store credit adjustments (issue 19 item 5): their refusals, in the member's language. */
import type { Language } from "#domain/locale";

export const STORE_CREDIT_MESSAGES = {
  ro: {
    notFound: "Clientul nu există.",
    insufficient: "Creditul clientului nu ajunge pentru această scădere.",
    amount: "Scrie suma în lei, diferită de zero (cu minus pentru o scădere), de cel mult 10.000 lei.",
    reason: "Scrie motivul ajustării (cel mult 500 de caractere).",
  },
  en: {
    notFound: "No such customer.",
    insufficient: "The customer's credit is not enough for this debit.",
    amount: "Enter an amount in lei other than zero (negative for a debit), at most 10,000 lei.",
    reason: "Enter the reason for the adjustment (at most 500 characters).",
  },
} satisfies Record<Language, unknown>;
