/** The texts of `POST /api/validate-discount`, in the shopper's language. */
import type { z } from "zod";
import { MAX_DISCOUNT_CODE_LENGTH } from "#domain/discount-code";
import type { Language } from "#domain/locale";
import type { DiscountRefusal } from "#server/commerce/orders/discounts";
import { REQUEST_MESSAGES } from "./discounts-request.ts";

interface Verdict {
  title: string;
  message: string;
}

interface DiscountMessages {
  applied: (percent: number) => Verdict;
  refused: Record<DiscountRefusal, Verdict>;
  codeRequired: string;
  codeTooLong: string;
  codeNotText: string;
}

export const DISCOUNT_MESSAGES: Record<Language, DiscountMessages> = {
  ro: {
    applied: (percent) => ({ title: "Reducere aplicată", message: `Reducere de ${percent}% aplicată` }),
    refused: {
      // The checkout's words for a code the store does not honour (spec §8).
      unknown: { title: "Cod de reducere invalid", message: "Verifică codul și încearcă din nou" },
      already_used: { title: "Cod de reducere deja folosit", message: "Acest cod a fost deja folosit cu această adresă de e-mail." },
      not_first_order: { title: "Doar pentru prima comandă", message: "Acest cod este valabil doar pentru prima comandă." },
    },
    codeRequired: "Introdu un cod de reducere.",
    codeTooLong: `Un cod de reducere are cel mult ${MAX_DISCOUNT_CODE_LENGTH} de caractere.`,
    codeNotText: "Codul de reducere trebuie să fie un text.",
  },
  en: {
    applied: (percent) => ({ title: "Discount applied", message: `${percent}% off applied` }),
    refused: {
      unknown: { title: "Invalid Discount Code", message: "Please check your code and try again" },
      already_used: { title: "Discount Code Already Used", message: "This code has already been used with this email address." },
      not_first_order: { title: "First Order Only", message: "This code is valid only for your first order." },
    },
    codeRequired: "Please enter a discount code.",
    codeTooLong: `A discount code has at most ${MAX_DISCOUNT_CODE_LENGTH} characters.`,
    codeNotText: "The discount code must be text.",
  },
};

/** The 400 text for the first problem of a validate-discount body. */
export function describeDiscountBodyIssue(language: Language, field: string, issue: z.core.$ZodIssue, missing: boolean): string {
  const messages = DISCOUNT_MESSAGES[language];
  if (field === "email") return REQUEST_MESSAGES[language].emailInvalid;
  if (missing || issue.code === "too_small") return messages.codeRequired;
  if (issue.code === "too_big") return messages.codeTooLong;
  return messages.codeNotText;
}
