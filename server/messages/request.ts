/**
 * The sentences every REST route may answer a refused request with, whatever it does: a body that is not a usable
 * JSON object (decision 0069), too large, too many requests, a method the path does not take, and a field the
 * route's own catalogue has no better words for. Romanian "tu", like the store.
 */
import type { z } from "zod";
import type { Language } from "#domain/locale";
import { romanianCount } from "#domain/romanian-count";
import { MAX_JSON_DEPTH, MAX_JSON_VALUES, type JsonBodyMessages } from "#server/http/json-body";

/** The shopper routes' bodies are a code and an email: a few hundred bytes. */
export const SHOPPER_BODY_LIMIT = 4 * 1024;

const roSeconds = (n: number) => (n === 1 ? "o secundă" : romanianCount(n, "secunde"));

/** Why a field was refused, as the schemas name it in their issue messages; anything else is "invalid". */
export const FIELD_PROBLEMS = ["required", "too_long", "invalid", "email"] as const;
export type FieldProblem = (typeof FIELD_PROBLEMS)[number];

/** A body that is not a usable JSON object (decision 0069), refused in the same words by every route that reads one. */
export const JSON_BODY_MESSAGES: Record<Language, JsonBodyMessages> = {
  ro: {
    notJson: "Corpul cererii nu este JSON valid.",
    notObject: "Corpul cererii trebuie să fie un obiect JSON.",
    tooDeep: `Corpul cererii are prea multe niveluri unul în altul (cel mult ${MAX_JSON_DEPTH}).`,
    tooManyValues: `Corpul cererii are prea multe valori (cel mult ${MAX_JSON_VALUES.toLocaleString("ro-RO")}).`,
    unstorableText: (field, character) => `Câmpul „${field}” conține un caracter care nu poate fi salvat (${character}).`,
    notOneLine: (field) => `Câmpul „${field}” trebuie să stea pe un singur rând, fără tab sau rând nou.`,
  },
  en: {
    notJson: "The request body is not valid JSON.",
    notObject: "The request body must be a JSON object.",
    tooDeep: `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
    tooManyValues: `The request body holds too many values (at most ${MAX_JSON_VALUES.toLocaleString("en-GB")}).`,
    unstorableText: (field, character) => `The field "${field}" contains a character that cannot be stored (${character}).`,
    notOneLine: (field) => `The field "${field}" must be one line, without a tab or line break.`,
  },
};

export const REQUEST_MESSAGES = {
  ro: {
    ...JSON_BODY_MESSAGES.ro,
    notForm: "Corpul cererii trebuie să fie un formular (multipart/form-data).",
    tooLarge: `Cererea depășește ${SHOPPER_BODY_LIMIT / 1024} KB.`,
    largerThan: (kilobytes: number) => `Cererea depășește ${kilobytes} KB.`,
    notCspReport: "Corpul cererii nu este un raport de încălcare a politicii de securitate a conținutului.",
    tooMany: (seconds: number) => `Prea multe încercări. Încearcă din nou peste ${roSeconds(seconds)}.`,
    methodNotAllowed: "Este acceptată doar metoda POST.",
    notFound: "Nu există nimic la această adresă.",
    internalError: "Ceva nu a mers la magazin. Încearcă din nou; dacă nu merge, scrie-ne.",
    emailRequired: "Adresa de e-mail este obligatorie",
    emailInvalid: "Introdu o adresă de e-mail validă",
    missingOrInvalid: (field: string) => `Câmpul „${field}” lipsește sau nu este valid.`,
    field: (problem: FieldProblem, field: string, limit?: number): string => {
      switch (problem) {
        case "required":
          return `Câmpul „${field}” este obligatoriu.`;
        case "too_long":
          return `Câmpul „${field}” poate avea cel mult ${romanianCount(limit ?? 0, "caractere")}.`;
        case "email":
          return "Introdu o adresă de e-mail validă.";
        case "invalid":
          return `Câmpul „${field}” nu este valid.`;
      }
    },
  },
  en: {
    ...JSON_BODY_MESSAGES.en,
    notForm: "The request body must be a form (multipart/form-data).",
    tooLarge: `The request is larger than ${SHOPPER_BODY_LIMIT / 1024} KB.`,
    largerThan: (kilobytes: number) => `The request is larger than ${kilobytes} KB.`,
    notCspReport: "The request body is not a Content-Security-Policy violation report.",
    tooMany: (seconds: number) => `Too many attempts. Please try again in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`,
    methodNotAllowed: "Only POST is supported.",
    notFound: "There is nothing at this address.",
    internalError: "Something went wrong at the store. Please try again; if it keeps failing, write to us.",
    // The discount popup's texts (spec §5), so the shopper reads the same words from browser and server.
    emailRequired: "Email address is required",
    emailInvalid: "Please enter a valid email address",
    missingOrInvalid: (field: string) => `The field "${field}" is missing or not valid.`,
    field: (problem: FieldProblem, field: string, limit?: number): string => {
      switch (problem) {
        case "required":
          return `The field "${field}" is required.`;
        case "too_long":
          return `The field "${field}" can be at most ${limit ?? 0} characters long.`;
        case "email":
          return "Please enter a valid email address.";
        case "invalid":
          return `The field "${field}" is not valid.`;
      }
    },
  },
} satisfies Record<Language, unknown>;

/** An email field's refusal: "required" when it is missing or empty, "not valid" otherwise. */
export function emailFieldRefusal(language: Language, issue: z.core.$ZodIssue, missing: boolean): string {
  return missing || issue.code === "too_small" ? REQUEST_MESSAGES[language].emailRequired : REQUEST_MESSAGES[language].emailInvalid;
}

export type RequestMessages = (typeof REQUEST_MESSAGES)["ro"];
