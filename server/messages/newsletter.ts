/** The texts of `POST /api/newsletter-signup`, in the shopper's language. */
import type { z } from "zod";
import { MAX_DISCOUNT_CODE_LENGTH } from "#domain/discount-code";
import type { Language } from "#domain/locale";
import { emailFieldRefusal } from "#server/messages/request";

interface NewsletterMessages {
  subscribed: (percent: number, code: string) => string;
  unsubscribed: (maskedEmail: string) => string;
  tokenRequired: string;
  tokenUnknown: string;
  consentRequired: string;
  sourceInvalid: string;
  consentIdInvalid: string;
  discountCodeInvalid: string;
}

export const NEWSLETTER_MESSAGES: Record<Language, NewsletterMessages> = {
  ro: {
    subscribed: (percent, code) =>
      `Mulțumim pentru abonare! Codul tău de reducere de ${percent}% este ${code}. Ți l-am trimis și pe e-mail.`,
    unsubscribed: (email) => `Gata: ${email} nu mai primește e-mailuri de marketing de la noi.`,
    tokenRequired: "Linkul de dezabonare este incomplet sau greșit (câmpul „token”). Deschide din nou linkul din e-mail.",
    tokenUnknown: "Nu am găsit abonarea din acest link. Poate a fost ștearsă; scrie-ne dacă tot primești e-mailuri.",
    consentRequired: "Pentru abonare este necesar acordul tău de a primi e-mailuri de marketing.",
    sourceInvalid: "Sursa abonării trebuie să fie discount_popup sau footer.",
    consentIdInvalid: "Identificatorul alegerii tale despre cookie-uri nu este valid. Reîncarcă pagina și încearcă din nou.",
    discountCodeInvalid: `Câmpul „discountCode” trebuie să fie un text de cel mult ${MAX_DISCOUNT_CODE_LENGTH} de caractere.`,
  },
  en: {
    subscribed: (percent, code) => `Thank you for subscribing! Your ${percent}% discount code is ${code}. We have emailed it to you too.`,
    unsubscribed: (email) => `Done: ${email} will receive no more marketing emails from us.`,
    tokenRequired: 'The unsubscribe link is incomplete or wrong (the "token" field). Open the link from the email again.',
    tokenUnknown: "We could not find the subscription of this link. It may have been deleted; write to us if emails still arrive.",
    consentRequired: "Your consent to receive marketing emails is required to subscribe.",
    sourceInvalid: "The sign-up source must be discount_popup or footer.",
    consentIdInvalid: "The id of your cookie choice is not valid. Reload the page and try again.",
    discountCodeInvalid: `"discountCode" must be text of at most ${MAX_DISCOUNT_CODE_LENGTH} characters.`,
  },
};

/** The 400 text for the first problem of a newsletter-signup body. */
export function describeSignupBodyIssue(language: Language, field: string, issue: z.core.$ZodIssue, missing: boolean): string {
  const messages = NEWSLETTER_MESSAGES[language];
  switch (field) {
    case "email":
      return emailFieldRefusal(language, issue, missing);
    case "acceptsMarketing":
      return messages.consentRequired;
    case "source":
      return messages.sourceInvalid;
    case "consentId":
      return messages.consentIdInvalid;
    default:
      return messages.discountCodeInvalid;
  }
}
