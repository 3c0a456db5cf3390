import type { Language } from "./locale.ts";

/**
 * A format built on its first use: building one loads the browser's date data for its locale (tens of milliseconds
 * on a phone), and a page that imports this module to print a Romanian date needs neither of the other two.
 */
function builtOnFirstUse(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, options));
}

// Fixed to the shop's time zone so the server and every visitor's browser print the same day.
const romanianDate = builtOnFirstUse("ro-RO", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/Bucharest",
});

export function formatRomanianDate(input: string | number | Date): string {
  const date = input instanceof Date ? input : new Date(input);
  // An unreadable date is shown as it came rather than as "Invalid Date" (spec §8).
  if (Number.isNaN(date.getTime())) return typeof input === "string" ? input : String(input);
  return romanianDate().format(date);
}

const englishDate = builtOnFirstUse("en-GB", {
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
  return Number.isNaN(date.getTime()) ? (typeof input === "string" ? input : String(input)) : englishDate().format(date);
}

const shopClock = builtOnFirstUse("en-CA", {
  timeZone: "Europe/Bucharest",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** An instant as a `datetime-local` input shows it in the shop's time zone: "2026-11-23T10:30". */
export function shopLocalDateTime(instant: Date): string {
  const parts = Object.fromEntries(
    shopClock()
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * The instant a `datetime-local` value names on the shop's clock (Europe/Bucharest), or null when it is not
 * one. A time the spring change skips reads as the hour after; the autumn's repeated hour as its first pass.
 */
export function instantFromShopLocal(value: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(asUtc).getUTCDate() !== day) return null;
  // Bucharest is UTC+2 or UTC+3: try both offsets, earliest first, and keep the one the clock agrees with.
  for (const offsetHours of [3, 2]) {
    const candidate = new Date(asUtc - offsetHours * 3_600_000);
    if (shopLocalDateTime(candidate) === value.trim()) return candidate;
  }
  return new Date(asUtc - 2 * 3_600_000);
}
