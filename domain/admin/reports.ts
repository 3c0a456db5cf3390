/**
 * The owner's and accountant's reports (issue 40 item 8), for both sides: the period a URL names (shop calendar days,
 * `from` and `to` inclusive), its presets, how a bad one is refused, and the figures the server sends. Amounts are
 * lei in bani (RON minor units, integers); days are `YYYY-MM-DD` in Europe/Bucharest.
 */
import { addDays, shopDate } from "./dashboard.ts";

/** A longer period is refused: a year and a day covers any year, leap or not, and keeps one report's reading bounded. */
export const MAX_REPORT_DAYS = 366;

export const REPORT_PRESETS = ["this_month", "last_month", "last_30_days", "this_quarter", "this_year", "last_year"] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

export const REPORT_KINDS = ["sales", "promotions", "refunds", "cancellations", "vat", "cod"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export interface ReportPeriod {
  from: string;
  to: string;
}

export type ReportPeriodProblem = "date" | "order" | "too_long";
export type ReportPeriodField = "from" | "to";

export type ReportPeriodReading =
  { ok: true; period: ReportPeriod } | { ok: false; field: ReportPeriodField; problem: ReportPeriodProblem };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written `YYYY-MM-DD` (no 2026-02-30), between the years 2000 and 2999. */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000 || year > 2999) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Days from `from` to `to`, both counted. */
export function daysBetween({ from, to }: ReportPeriod): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const monthEnd = (day: string) => addDays(addMonths(monthStart(day), 1), -1);
function addMonths(firstOfMonth: string, months: number): string {
  const date = new Date(`${firstOfMonth}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** The days a preset covers on the shop's today (a current period ends today). */
export function presetPeriod(preset: ReportPreset, now: Date): ReportPeriod {
  const today = shopDate(now);
  const thisMonth = monthStart(today);
  switch (preset) {
    case "this_month":
      return { from: thisMonth, to: today };
    case "last_month": {
      const from = addMonths(thisMonth, -1);
      return { from, to: monthEnd(from) };
    }
    case "last_30_days":
      return { from: addDays(today, -29), to: today };
    case "this_quarter": {
      const month = Number(today.slice(5, 7));
      const first = `${today.slice(0, 4)}-${String(month - ((month - 1) % 3)).padStart(2, "0")}-01`;
      return { from: first, to: today };
    }
    case "this_year":
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case "last_year": {
      const year = Number(today.slice(0, 4)) - 1;
      return { from: `${year}-01-01`, to: `${year}-12-31` };
    }
  }
}

/**
 * The period a request names: `from` and `to`, or neither (this month so far). One given alone takes the other from
 * this month's default. A day that is no calendar day, `from` after `to`, or more than {@link MAX_REPORT_DAYS} days
 * is refused, naming the field to fix.
 */
export function readReportPeriod(params: URLSearchParams, now: Date): ReportPeriodReading {
  const preset = params.get("preset");
  if (preset && (REPORT_PRESETS as readonly string[]).includes(preset) && !params.get("from") && !params.get("to"))
    return { ok: true, period: presetPeriod(preset as ReportPreset, now) };
  const fallback = presetPeriod("this_month", now);
  const from = params.get("from")?.trim() || fallback.from;
  const to = params.get("to")?.trim() || (params.get("from")?.trim() ? shopDate(now) : fallback.to);
  if (!isCalendarDay(from)) return { ok: false, field: "from", problem: "date" };
  if (!isCalendarDay(to)) return { ok: false, field: "to", problem: "date" };
  if (from > to) return { ok: false, field: "from", problem: "order" };
  if (daysBetween({ from, to }) > MAX_REPORT_DAYS) return { ok: false, field: "to", problem: "too_long" };
  return { ok: true, period: { from, to } };
}

/** What sold in the period, per variant: orders placed and kept (neither waiting for payment nor cancelled). */
export interface SalesRow {
  productTitle: string;
  variantTitle: string;
  sku: string;
  orders: number;
  quantity: number;
  /** What the lines came to after their share of discounts, VAT included. */
  grossRonMinor: number;
  vatRonMinor: number;
  netRonMinor: number;
}

/** Money given back in the period (sent, or waiting for the bank transfer), at its order's rate. */
export interface RefundRow {
  orderNumber: number;
  /** The shop's day the refund was booked. */
  date: string;
  method: string;
  status: string;
  amountRonMinor: number;
  /** `cancelled`, `return`, `admin` (none typed), or the words staff typed. */
  reason: string;
}

/** Orders cancelled in the period, with what they came to and the reason given. */
export interface CancellationRow {
  orderNumber: number;
  date: string;
  placedOn: string;
  method: string;
  totalRonMinor: number;
  /** Whether money had been taken before the cancellation (then refunded). */
  wasPaid: boolean;
  reason: string;
}

/** VAT of the invoices and credit notes issued in a month of the period, per rate (credit notes negative). */
export interface VatRow {
  /** `YYYY-MM`. */
  month: string;
  ratePercent: number;
  documents: number;
  taxableRonMinor: number;
  vatRonMinor: number;
  grossRonMinor: number;
}

/** Cash on delivery handed to the courier and not yet recorded as collected: what the courier owes now. */
export interface CodOutstandingRow {
  orderNumber: number;
  carrier: string | null;
  trackingNumber: string | null;
  shippedOn: string | null;
  deliveredOn: string | null;
  /** What the courier collects: the total less any store credit. */
  amountRonMinor: number;
  /** Whole days since the parcel left. */
  ageDays: number;
}

/**
 * What an automatic promotion or a discount code brought in over a period (issue 68 item 1): the orders placed in it
 * and kept (neither waiting for payment nor cancelled; a cancelled order's promotions are given back) that it applied
 * to, what it took off them and what they came to. An order with two promotions, or a promotion and a code, counts
 * under each; the totals count it once.
 */
export interface DiscountRevenueRow {
  kind: "promotion" | "code";
  /** The promotion's id; null for a code. */
  promotionId: number | null;
  /** The promotion's title in each language; a code, as typed, in both. */
  title: { ro: string; en: string };
  orders: number;
  /**
   * What it took off those orders, in lei: a promotion's uses (a gift at its price, free shipping at what the
   * shipping would have cost), or the code's part of their discount.
   */
  discountRonMinor: number;
  /** What those orders came to, in lei, after every discount. */
  revenueRonMinor: number;
}

export interface DiscountRevenueView {
  /** The promotions first, then the codes, each by discount given, largest first. */
  rows: DiscountRevenueRow[];
  /** Each order once: those with a promotion or a code, what was taken off them and what they came to. */
  totals: { orders: number; discountRonMinor: number; revenueRonMinor: number };
}

export interface ReportsView {
  period: ReportPeriod;
  generatedAt: string;
  sales: { rows: SalesRow[]; totals: Omit<SalesRow, "productTitle" | "variantTitle" | "sku"> };
  /** Promotions and codes side by side. */
  promotions: DiscountRevenueView;
  refunds: { rows: RefundRow[]; totalRonMinor: number };
  cancellations: { rows: CancellationRow[]; totalRonMinor: number };
  vat: { rows: VatRow[]; totals: { taxableRonMinor: number; vatRonMinor: number; grossRonMinor: number } };
  cod: { rows: CodOutstandingRow[]; totalRonMinor: number };
}

/** What the reports page is given: the figures, or the field a bad period is refused on with what was typed. */
export type ReportsReading =
  { ok: true; view: ReportsView } | { ok: false; field: ReportPeriodField; problem: ReportPeriodProblem; from: string; to: string };
