/**
 * How the dashboard writes its figures in the member's language: lei ("1.234,50 lei" in Romanian,
 * "RON 1,234.50" in English), shares as percentages, and the shop's calendar days. A day arrives as
 * `YYYY-MM-DD` and is printed at its UTC noon in UTC, so no time zone can move it to another day.
 */
import type { Language } from "#domain/locale";

export interface DashboardFormats {
  /** An amount in bani. */
  money(amountMinor: number): string;
  /** Whole lei without the currency, for the chart's axis. */
  axisLei(lei: number): string;
  percent(share: number): string;
  count(value: number): string;
  /** "16 iulie 2026". */
  day(date: string): string;
  /** "10–16 iulie 2026", or a single day. */
  range(from: string, to: string): string;
  /** In the table, where the year is in the caption: "lun., 13 iul.". */
  tableDay(date: string): string;
  /** Under a bar: "lun." and "13" for a week, "17 iun." for a month. */
  weekday(date: string): string;
  dayOfMonth(date: string): string;
  shortDay(date: string): string;
  /** An instant, in the shop's time zone. */
  dateTime(iso: string): string;
}

const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/**
 * Node's ICU puts thin spaces around a range's dash ("25 noiembrie – 1 decembrie") where Chromium's puts plain ones,
 * and the page is written by one and hydrated by the other: the same plain space on both sides.
 */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, " ");

export function dashboardFormats(language: Language): DashboardFormats {
  const locale = language === "ro" ? "ro-RO" : "en-GB";
  const money = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "RON",
    currencyDisplay: language === "ro" ? "narrowSymbol" : "symbol",
  });
  const axis = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  const count = new Intl.NumberFormat(locale);
  const longDay = new Intl.DateTimeFormat(locale, { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" });
  const tableDay = new Intl.DateTimeFormat(locale, { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" });
  const weekday = new Intl.DateTimeFormat(locale, { timeZone: "UTC", weekday: "short" });
  const dayOfMonth = new Intl.DateTimeFormat(locale, { timeZone: "UTC", day: "numeric" });
  const shortDay = new Intl.DateTimeFormat(locale, { timeZone: "UTC", day: "numeric", month: "short" });
  const dateTime = new Intl.DateTimeFormat(locale, { timeZone: "Europe/Bucharest", dateStyle: "medium", timeStyle: "short" });
  return {
    money: (amountMinor) => money.format(amountMinor / 100),
    axisLei: (lei) => axis.format(lei),
    percent: (share) => percent.format(share),
    count: (value) => count.format(value),
    day: (date) => longDay.format(noon(date)),
    range: (from, to) => (from === to ? longDay.format(noon(from)) : plainSpaces(longDay.formatRange(noon(from), noon(to)))),
    tableDay: (date) => tableDay.format(noon(date)),
    weekday: (date) => weekday.format(noon(date)),
    dayOfMonth: (date) => dayOfMonth.format(noon(date)),
    shortDay: (date) => shortDay.format(noon(date)),
    dateTime: (iso) => dateTime.format(new Date(iso)),
  };
}
