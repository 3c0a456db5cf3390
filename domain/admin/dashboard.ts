/**
 * The admin's dashboard (issue 16 item 3), for both sides: the periods the URL may name, the calendar
 * days a period covers in the shop's time zone, and the figures the server sends the page. Amounts are
 * lei in bani (RON minor units); instants are ISO strings, so the view travels as plain JSON.
 */

/** Days are the shop's calendar days, whatever the server's or the member's time zone. */
export const SHOP_TIME_ZONE = "Europe/Bucharest";

export const DASHBOARD_PERIODS = ["today", "7d", "30d"] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = "7d";

const PERIOD_DAYS: Record<DashboardPeriod, number> = { today: 1, "7d": 7, "30d": 30 };

/** A tracked variant with this many units or fewer is listed as low on stock. */
export const LOW_STOCK_THRESHOLD = 20;

/** The period a URL names; anything else (a hand-edited bookmark) is the default rather than an error. */
export function readDashboardPeriod(value: string | null | undefined): DashboardPeriod {
  return (DASHBOARD_PERIODS as readonly string[]).includes(value ?? "") ? (value as DashboardPeriod) : DEFAULT_DASHBOARD_PERIOD;
}

// Made on first use: the admin's page imports this module for its types and periods, and needs no formatter.
let localDate: Intl.DateTimeFormat | undefined;

/** The shop's calendar day of an instant, as `YYYY-MM-DD`. */
export function shopDate(instant: Date): string {
  localDate ??= new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
  return localDate.format(instant);
}

/** The `YYYY-MM-DD` day `days` after (or before) another; calendar arithmetic, so summer time does not matter. */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** Every day of the period, oldest first, ending with the shop's today: "7d" is today and the six days before. */
export function periodDays(period: DashboardPeriod, now: Date): string[] {
  const today = shopDate(now);
  const count = PERIOD_DAYS[period];
  return Array.from({ length: count }, (_, index) => addDays(today, index - (count - 1)));
}

export interface DashboardSales {
  /** Confirmed orders: every status but waiting for payment and cancelled. */
  orders: number;
  /** What the confirmed orders came to (VAT and shipping included). */
  grossRonMinor: number;
  /** Given back on those orders (refunds sent or waiting for the bank transfer), at each order's rate. */
  refundsRonMinor: number;
  netRonMinor: number;
  /** The VAT within `grossRonMinor`. */
  vatRonMinor: number;
  /** Gross over orders, rounded to the ban; null without orders. */
  averageOrderRonMinor: number | null;
  /** Confirmed orders paid cash on delivery. */
  codOrders: number;
  /** `codOrders / orders`, between 0 and 1; null without orders. */
  codShare: number | null;
}

export interface DashboardDay {
  /** The shop's calendar day, `YYYY-MM-DD`. */
  date: string;
  orders: number;
  grossRonMinor: number;
}

export interface LowStockItem {
  variantId: number;
  sku: string;
  productHandle: string;
  /** The product's title in each language; English falls back to Romanian. */
  title: { ro: string; en: string };
  stockQuantity: number;
}

export interface DashboardView {
  period: DashboardPeriod;
  /** First and last day of the period (inclusive), `YYYY-MM-DD` in the shop's time zone. */
  from: string;
  to: string;
  generatedAt: string;
  sales: DashboardSales;
  /** One entry per day of the period, oldest first; a day without orders is there with zeros. */
  days: DashboardDay[];
  /** Work waiting now, whatever the period. */
  queues: {
    /** Confirmed (paid or cash on delivery) and not shipped yet; `oldestAt` is when the longest-waiting was placed. */
    toShip: { count: number; oldestAt: string | null };
    /** Orders whose online payment has not arrived (yet). */
    awaitingPayment: { count: number };
    /** Cash-on-delivery parcels shipped or delivered whose money is not recorded as collected. */
    codToCollect: { count: number; amountRonMinor: number };
  };
  lowStock: { threshold: number; items: LowStockItem[] };
}
