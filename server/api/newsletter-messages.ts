/** The texts of `POST /api/newsletter-signup`, in the shopper's language. */
import type { z } from "zod";
import { MAX_DISCOUNT_CODE_LENGTH } from "#domain/discount-code";
import type { Language } from "#domain/locale";
import { REQUEST_MESSAGES } from "./discounts-request.ts";

interface NewsletterMessages {
  subscribed: (percent: number, code: string) => string;
  consentRequired: string;
  sourceInvalid: string;
  discountCodeInvalid: string;
}

export const NEWSLETTER_MESSAGES: Record<Language, NewsletterMessages> = {
  ro: {
    subscribed: (percent, code) => `Mulțumim pentru abonare! Codul tău de reducere de ${percent}% este ${code}.`,
    consentRequired: "Pentru abonare este necesar acordul tău de a primi e-mailuri de marketing.",
    sourceInvalid: "Sursa abonării trebuie să fie discount_popup sau footer.",
    discountCodeInvalid: `Câmpul „discountCode” trebuie să fie un text de cel mult ${MAX_DISCOUNT_CODE_LENGTH} de caractere.`,
  },
  en: {
    subscribed: (percent, code) => `Thank you for subscribing! Your ${percent}% discount code is ${code}.`,
    consentRequired: "Your consent to receive marketing emails is required to subscribe.",
    sourceInvalid: "The sign-up source must be discount_popup or footer.",
    discountCodeInvalid: `"discountCode" must be text of at most ${MAX_DISCOUNT_CODE_LENGTH} characters.`,
  },
};

/** The 400 text for the first problem of a newsletter-signup body. */
export function describeSignupBodyIssue(language: Language, field: string, issue: z.core.$ZodIssue, missing: boolean): string {
  const messages = NEWSLETTER_MESSAGES[language];
  switch (field) {
    case "email":
      return missing || issue.code === "too_small" ? REQUEST_MESSAGES[language].emailRequired : REQUEST_MESSAGES[language].emailInvalid;
    case "acceptsMarketing":
      return messages.consentRequired;
    case "source":
      return messages.sourceInvalid;
    default:
      return messages.discountCodeInvalid;
  }
}
