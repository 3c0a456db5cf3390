/**
 * Romanian working days (issue 44 item 2): the legal holidays of the Labour Code (art. 139), Orthodox Easter and
 * Pentecost included, and e-Factura's deadline counted in them. Since 1 January 2026 (OUG 89/2025) an invoice must
 * reach e-Factura within five working days of its issue, counted under Regulation 1182/71: the day of issue does not
 * count, and a period ends at the end of its last working day.
 */
import { SHOP_TIME_ZONE } from "./admin/dashboard.ts";

/** A day as `YYYY-MM-DD`, the shop's calendar day. */
export type CalendarDay = string;

/** A real day written `YYYY-MM-DD` (not 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && dayOf(utcDate(text)) === text;
}

const pad = (value: number) => String(value).padStart(2, "0");
const dayOf = (date: Date): CalendarDay => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const utcDate = (day: CalendarDay) => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date));
};
/** The day `days` calendar days after (or before, negative) `day`. */
export const plusDays = (day: CalendarDay, days: number): CalendarDay => {
  const date = utcDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
};

/**
 * Orthodox Easter Sunday in the Gregorian calendar: Meeus's algorithm for the Julian computus, then the 13 days by
 * which the Julian calendar trails the Gregorian from 1900 to 2099 (the only years this answers for).
 */
export function orthodoxEaster(year: number): CalendarDay {
  if (!Number.isInteger(year) || year < 1900 || year > 2099) throw new RangeError(`Orthodox Easter is computed for 1900–2099, not ${year}`);
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  return plusDays(`${year}-${pad(month)}-${pad(day)}`, 13);
}

/** The fixed legal holidays, month-day. */
const FIXED_HOLIDAYS = [
  "01-01", // Anul Nou
  "01-02",
  "01-06", // Boboteaza
  "01-07", // Sfântul Ioan
  "01-24", // Ziua Unirii Principatelor
  "05-01", // Ziua Muncii
  "06-01", // Ziua Copilului
  "08-15", // Adormirea Maicii Domnului
  "11-30", // Sfântul Andrei
  "12-01", // Ziua Națională
  "12-25", // Crăciunul
  "12-26",
];

/** Days counted from Orthodox Easter: Good Friday, Easter Sunday and Monday, Pentecost Sunday and Monday. */
const EASTER_HOLIDAYS = [-2, 0, 1, 49, 50];

const holidayCache = new Map<number, ReadonlySet<CalendarDay>>();

/** The Romanian legal holidays of a year. */
export function romanianLegalHolidays(year: number): ReadonlySet<CalendarDay> {
  let holidays = holidayCache.get(year);
  if (!holidays) {
    const easter = orthodoxEaster(year);
    holidays = new Set([
      ...FIXED_HOLIDAYS.map((monthDay) => `${year}-${monthDay}`),
      ...EASTER_HOLIDAYS.map((offset) => plusDays(easter, offset)),
    ]);
    holidayCache.set(year, holidays);
  }
  return holidays;
}

export function isRomanianWorkingDay(day: CalendarDay): boolean {
  const weekday = utcDate(day).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !romanianLegalHolidays(Number(day.slice(0, 4))).has(day);
}

/** The `count`-th working day after `day` (the day itself never counts). */
export function addRomanianWorkingDays(day: CalendarDay, count: number): CalendarDay {
  let current = day;
  for (let left = count; left > 0;) {
    current = plusDays(current, 1);
    if (isRomanianWorkingDay(current)) left -= 1;
  }
  return current;
}

export const EFACTURA_WORKING_DAYS = 5;

/** The last day an invoice issued on `issueDate` may reach e-Factura. */
export function efacturaDueDate(issueDate: CalendarDay): CalendarDay {
  return addRomanianWorkingDays(issueDate, EFACTURA_WORKING_DAYS);
}

/** The instant a shop day ends (the next day's midnight in Bucharest), whichever of its two offsets applies then. */
export function endOfShopDay(day: CalendarDay): Date {
  const next = utcDate(plusDays(day, 1));
  const local = new Intl.DateTimeFormat("en-GB", { timeZone: SHOP_TIME_ZONE, hour: "2-digit", hourCycle: "h23", day: "2-digit" });
  for (const offsetHours of [2, 3]) {
    const candidate = new Date(next.getTime() - offsetHours * 3_600_000);
    const parts = local.formatToParts(candidate);
    const hour = Number(parts.find((part) => part.type === "hour")!.value);
    const date = Number(parts.find((part) => part.type === "day")!.value);
    if (hour === 0 && date === next.getUTCDate()) return candidate;
  }
  throw new Error(`No Bucharest midnight after ${day}`);
}
