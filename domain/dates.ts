import type { Language } from "./locale.ts";

// Fixed to the shop's time zone so the server and every visitor's browser print the same day.
const ROMANIAN_DATE = new Intl.DateTimeFormat("ro-RO", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/Bucharest",
});

export function formatRomanianDate(input: string | number | Date): string {
  const date = input instanceof Date ? input : new Date(input);
  // An unreadable date is shown as it came rather than as "Invalid Date" (spec §8).
  if (Number.isNaN(date.getTime())) return typeof input === "string" ? input : String(input);
  return ROMANIAN_DATE.format(date);
}

const ENGLISH_DATE = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/Bucharest",
});

/**
 * Day, long month and year (spec §9 "Dates") in the page's language: "18 februarie 2026" on a
 * Romanian page, "18 February 2026" on an English one, in the same order and time zone.
 */
export function formatLongDate(input: string | number | Date, language: Language): string {
  if (language === "ro") return formatRomanianDate(input);
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? (typeof input === "string" ? input : String(input)) : ENGLISH_DATE.format(date);
}
