/**
 * The texts of a non-food product's safety information (decision 0144) in the admin's routes, in the member's language
 * (Romanian "tu"), each naming the field to fix as the editor labels it.
 */
import type { Language } from "#domain/locale";
import { SAFETY_ADDRESS_MAX_LENGTH, SAFETY_LINE_MAX_LENGTH, safetyFieldLabel } from "#domain/product-safety";
import { plainFieldSentence } from "./fields.ts";

export interface ProductSafetyMessages {
  /** A wrong field of the safety save (`productSafetyEditSchema`). */
  field: (problem: string, field: string) => string;
  /** Publishing refused: the fields still empty, as the editor labels them. */
  missing: (fields: readonly string[]) => string;
  /** A save of a published product that would empty fields publishing asked for. */
  emptied: (fields: readonly string[]) => string;
  /** The product is a supplement: food, outside the GPSR. */
  notNonFood: string;
}

function fieldList(language: Language, fields: readonly string[]): string {
  return fields.map((field) => safetyFieldLabel(language, field)).join("; ");
}

export const PRODUCT_SAFETY_MESSAGES: Record<Language, ProductSafetyMessages> = {
  ro: {
    field: (problem, field) => {
      const label = safetyFieldLabel("ro", field);
      switch (problem) {
        case "contact":
          return `„${label}”: scrie o adresă de email (nume@exemplu.ro) sau un site care începe cu https://.`;
        case "country":
          return `„${label}”: scrie codul țării din două litere, de exemplu RO, DE sau CN.`;
        case "gtin":
          return `„${label}”: scrie codul de bare întreg, 8, 12, 13 sau 14 cifre; ultima cifră nu se potrivește cu celelalte.`;
        case "too_long":
          return `„${label}” este prea lung (cel mult ${field.endsWith("address") ? SAFETY_ADDRESS_MAX_LENGTH : SAFETY_LINE_MAX_LENGTH} de caractere pe rând).`;
        default:
          return plainFieldSentence("ro", problem, label);
      }
    },
    missing: (fields) =>
      `Nu poți publica produsul până nu completezi informațiile de siguranță cerute de Regulamentul (UE) 2023/988. Lipsesc: ${fieldList("ro", fields)}.`,
    emptied: (fields) =>
      `Produsul este publicat, așa că informațiile de siguranță nu pot rămâne goale. Completează: ${fieldList("ro", fields)}.`,
    notNonFood:
      "Produsul este un supliment alimentar: pentru el se completează informațiile obligatorii de pe etichetă, nu informațiile de siguranță ale produselor nealimentare.",
  },
  en: {
    field: (problem, field) => {
      const label = safetyFieldLabel("en", field);
      switch (problem) {
        case "contact":
          return `"${label}": enter an email address (name@example.com) or a website starting with https://.`;
        case "country":
          return `"${label}": enter the two-letter country code, for example RO, DE or CN.`;
        case "gtin":
          return `"${label}": enter the whole barcode, 8, 12, 13 or 14 digits; its last digit does not match the others.`;
        case "too_long":
          return `"${label}" is too long (at most ${field.endsWith("address") ? SAFETY_ADDRESS_MAX_LENGTH : SAFETY_LINE_MAX_LENGTH} characters).`;
        default:
          return plainFieldSentence("en", problem, label);
      }
    },
    missing: (fields) =>
      `You cannot publish the product until its safety information, which Regulation (EU) 2023/988 asks for, is filled in. Missing: ${fieldList("en", fields)}.`,
    emptied: (fields) => `The product is published, so its safety information cannot be left empty. Fill in: ${fieldList("en", fields)}.`,
    notNonFood:
      "This product is a food supplement: it takes its label's mandatory information, not the safety information of non-food products.",
  },
};
