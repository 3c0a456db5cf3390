import { formatRomanianDate } from "../../../domain/dates.ts";
import type { Language } from "../../../domain/locale.ts";

// Day, long month and year (spec §9 "Dates"), in the shop's time zone so server and browser agree;
// English pages name the month in English.
const ENGLISH_DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Bucharest" });

export function formatReviewDate(iso: string, language: Language): string {
  if (language === "ro") return formatRomanianDate(iso);
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : ENGLISH_DATE.format(date);
}
