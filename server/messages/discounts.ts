/** The texts of `POST /api/validate-discount`, in the shopper's language. */
import type { z } from "zod";
import { MAX_DISCOUNT_CODE_LENGTH } from "#domain/discount-code";
import type { Language } from "#domain/locale";
import type { DiscountRefusal, DiscountValidation } from "#server/commerce/promotions/module";
import { REQUEST_MESSAGES } from "#server/messages/request";

interface Verdict {
  title: string;
  message: string;
}

/** What an honoured code does, as its message says it. */
export interface AppliedTerms {
  kind: "percent" | "fixed";
  percent: number | null;
  amountRonMinor: number | null;
  /** Limited to some products. */
  chosenProducts: boolean;
}

interface DiscountMessages {
  applied: (terms: AppliedTerms) => Verdict;
  refused: (reason: DiscountRefusal, minimumRonMinor?: number) => Verdict;
  codeRequired: string;
  codeTooLong: string;
  codeNotText: string;
}

/** Lei as the shopper reads them: 150,00 lei in Romanian, 150.00 lei in English. */
function lei(minor: number, language: Language): string {
  const text = (minor / 100).toFixed(2);
  return `${language === "ro" ? text.replace(".", ",") : text} lei`;
}

const RO_REFUSALS: Record<Exclude<DiscountRefusal, "minimum_not_reached">, Verdict> = {
  // The checkout's words for a code the store does not honour (spec §8).
  unknown: { title: "Cod de reducere invalid", message: "Verifică codul și încearcă din nou" },
  already_used: { title: "Cod de reducere deja folosit", message: "Acest cod a fost deja folosit cu această adresă de e-mail." },
  not_first_order: { title: "Doar pentru prima comandă", message: "Acest cod este valabil doar pentru prima comandă." },
  not_recipient: {
    title: "Cod de reducere personal",
    message: "Acest cod merge doar cu adresa de e-mail căreia i l-am trimis. Folosește adresa aceea la comandă.",
  },
  not_started: { title: "Codul nu este încă valabil", message: "Acest cod de reducere nu a intrat încă în vigoare." },
  expired: { title: "Cod de reducere expirat", message: "Acest cod de reducere a expirat." },
  used_up: { title: "Cod de reducere epuizat", message: "Acest cod a fost folosit de numărul maxim de ori." },
  no_eligible_product: { title: "Niciun produs eligibil", message: "Acest cod nu se aplică produselor din coș." },
};

const EN_REFUSALS: Record<Exclude<DiscountRefusal, "minimum_not_reached">, Verdict> = {
  unknown: { title: "Invalid Discount Code", message: "Please check your code and try again" },
  already_used: { title: "Discount Code Already Used", message: "This code has already been used with this email address." },
  not_first_order: { title: "First Order Only", message: "This code is valid only for your first order." },
  not_recipient: {
    title: "Personal Discount Code",
    message: "This code works only with the email address we sent it to. Use that address for your order.",
  },
  not_started: { title: "Code Not Yet Valid", message: "This discount code is not valid yet." },
  expired: { title: "Discount Code Expired", message: "This discount code has expired." },
  used_up: { title: "Discount Code Used Up", message: "This code has been used the maximum number of times." },
  no_eligible_product: { title: "No Eligible Product", message: "This code does not apply to the products in your cart." },
};

export const DISCOUNT_MESSAGES: Record<Language, DiscountMessages> = {
  ro: {
    applied: ({ kind, percent, amountRonMinor, chosenProducts }) => ({
      title: "Reducere aplicată",
      message: `Reducere de ${kind === "percent" ? `${percent}%` : lei(amountRonMinor ?? 0, "ro")} aplicată${chosenProducts ? " produselor eligibile" : ""}`,
    }),
    refused: (reason, minimumRonMinor = 0) =>
      reason === "minimum_not_reached"
        ? {
            title: "Suma minimă neatinsă",
            message: `Codul se aplică de la ${lei(minimumRonMinor, "ro")} pe produsele eligibile din coș.`,
          }
        : RO_REFUSALS[reason],
    codeRequired: "Introdu un cod de reducere.",
    codeTooLong: `Un cod de reducere are cel mult ${MAX_DISCOUNT_CODE_LENGTH} de caractere.`,
    codeNotText: "Codul de reducere trebuie să fie un text.",
  },
  en: {
    applied: ({ kind, percent, amountRonMinor, chosenProducts }) => ({
      title: "Discount applied",
      message: `${kind === "percent" ? `${percent}%` : lei(amountRonMinor ?? 0, "en")} off applied${chosenProducts ? " to eligible products" : ""}`,
    }),
    refused: (reason, minimumRonMinor = 0) =>
      reason === "minimum_not_reached"
        ? {
            title: "Minimum Not Reached",
            message: `This code applies from ${lei(minimumRonMinor, "en")} of eligible products in your cart.`,
          }
        : EN_REFUSALS[reason],
    codeRequired: "Please enter a discount code.",
    codeTooLong: `A discount code has at most ${MAX_DISCOUNT_CODE_LENGTH} characters.`,
    codeNotText: "The discount code must be text.",
  },
};

/** A verdict on a code as the API answers it (`DiscountVerdict` in `domain/order-contract.ts`). */
export function discountVerdictJson(language: Language, check: DiscountValidation) {
  const messages = DISCOUNT_MESSAGES[language];
  if (!check.valid)
    return { code: check.code, valid: false, percent: 0, reason: check.reason, ...messages.refused(check.reason, check.minimumRonMinor) };
  const { offer } = check;
  return {
    code: check.code,
    valid: true,
    percent: offer.percent ?? 0,
    kind: offer.kind,
    ...(offer.amountRonMinor === null ? {} : { amount: { amount: (offer.amountRonMinor / 100).toFixed(2), currencyCode: "RON" } }),
    ...messages.applied({ ...offer, chosenProducts: offer.productIds !== null }),
  };
}

/** The 400 text for the first problem of a validate-discount body. */
export function describeDiscountBodyIssue(language: Language, field: string, issue: z.core.$ZodIssue, missing: boolean): string {
  const messages = DISCOUNT_MESSAGES[language];
  if (field === "email") return REQUEST_MESSAGES[language].emailInvalid;
  if (missing || issue.code === "too_small") return messages.codeRequired;
  if (issue.code === "too_big") return messages.codeTooLong;
  return messages.codeNotText;
}
