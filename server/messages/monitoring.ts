/**
 * The monitoring routes' error texts in the shopper's language. The browser that gets them is ours
 * and only warns, but a developer reading the answer should learn exactly which field was wrong.
 */
import type { z } from "zod";
import type { Language } from "#domain/locale";
import { romanianCount } from "#domain/romanian-count";

export type ReportKind = "log" | "metric";

export interface MonitoringMessages {
  tooLarge: (kilobytes: number) => string;
  tooMany: (seconds: number) => string;
  methodNotAllowed: string;
  invalid: (kind: ReportKind, issue: z.core.$ZodIssue, missing: boolean) => string;
}

const RO_TYPES: Record<string, string> = {
  string: "un text",
  number: "un număr",
  object: "un obiect",
  array: "o listă",
  boolean: "true sau false",
};
const EN_TYPES: Record<string, string> = {
  string: "a string",
  number: "a number",
  object: "an object",
  array: "a list",
  boolean: "true or false",
};

function ro(issue: z.core.$ZodIssue, missing: boolean): string {
  const field = `câmpul „${issue.path.join(".")}”`;
  if (missing) return `lipsește ${field}`;
  switch (issue.code) {
    case "too_big":
      if (issue.origin === "string") return `${field} are mai mult de ${romanianCount(Number(issue.maximum), "caractere")}`;
      if (issue.origin === "array") return `${field} are mai mult de ${romanianCount(Number(issue.maximum), "elemente")}`;
      return `${field} depășește ${issue.maximum}`;
    case "too_small":
      if (issue.origin === "string") return `${field} este gol`;
      return `${field} este mai mic decât ${issue.minimum}`;
    case "invalid_type":
      return `${field} trebuie să fie ${RO_TYPES[issue.expected] ?? issue.expected}`;
    case "invalid_value":
      return `${field} trebuie să fie unul dintre: ${issue.values.join(", ")}`;
    case "invalid_format":
      return `${field} nu este o dată și o oră ISO 8601 (de exemplu 2026-01-31T12:00:00.000Z)`;
    default:
      return `${field} are o valoare greșită`;
  }
}

function en(issue: z.core.$ZodIssue, missing: boolean): string {
  const field = `"${issue.path.join(".")}"`;
  if (missing) return `${field} is missing`;
  switch (issue.code) {
    case "too_big":
      if (issue.origin === "string") return `${field} is longer than ${issue.maximum} characters`;
      if (issue.origin === "array") return `${field} has more than ${issue.maximum} items`;
      return `${field} is larger than ${issue.maximum}`;
    case "too_small":
      if (issue.origin === "string") return `${field} is empty`;
      return `${field} is smaller than ${issue.minimum}`;
    case "invalid_type":
      return `${field} must be ${EN_TYPES[issue.expected] ?? issue.expected}`;
    case "invalid_value":
      return `${field} must be one of: ${issue.values.join(", ")}`;
    case "invalid_format":
      return `${field} is not an ISO 8601 date and time (e.g. 2026-01-31T12:00:00.000Z)`;
    default:
      return `${field} has a wrong value`;
  }
}

export const MONITORING_MESSAGES: Record<Language, MonitoringMessages> = {
  ro: {
    tooLarge: (kilobytes) => `Raportul depășește ${kilobytes} KB.`,
    tooMany: (seconds) => `Prea multe rapoarte. Încearcă din nou peste ${seconds === 1 ? "o secundă" : romanianCount(seconds, "secunde")}.`,
    methodNotAllowed: "Este acceptată doar metoda POST.",
    invalid: (kind, issue, missing) =>
      `${kind === "log" ? "Înregistrarea de jurnal" : "Metrica de performanță"} nu este validă: ${ro(issue, missing)}.`,
  },
  en: {
    tooLarge: (kilobytes) => `The report is larger than ${kilobytes} KB.`,
    tooMany: (seconds) => `Too many reports. Try again in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`,
    methodNotAllowed: "Only POST is supported.",
    invalid: (kind, issue, missing) => `Invalid ${kind === "log" ? "log entry" : "performance metric"}: ${en(issue, missing)}.`,
  },
};
