/**
 * The owner's growth page (issue 67 item 2, decision 0154), for both sides: which touch the figures credit, the tables
 * the page shows and the spreadsheets it offers, and the figures the server sends. Amounts are lei in bani (RON minor
 * units); days are `YYYY-MM-DD` in Europe/Bucharest; the period is the reports' (`readReportPeriod`).
 */
import type { DeviceClass, VisitChannel } from "../visit-source.ts";
import type { DiscountRevenueView, ReportPeriod, ReportPeriodField, ReportPeriodProblem } from "./reports.ts";

/** Last touch by default, the industry's; first touch shows what introduced the shopper. */
export const GROWTH_TOUCHES = ["last", "first"] as const;
export type GrowthTouch = (typeof GROWTH_TOUCHES)[number];

/** The touch a query names: last when it names none, null when it names another. */
export function readGrowthTouch(params: URLSearchParams): GrowthTouch | null {
  const touch = params.get("touch")?.trim() || "last";
  return (GROWTH_TOUCHES as readonly string[]).includes(touch) ? (touch as GrowthTouch) : null;
}

export const GROWTH_TABLES = [
  "channels",
  "campaigns",
  "customers",
  "subscriptions",
  "promotions",
  "funnel-channels",
  "funnel-devices",
] as const;
export type GrowthTable = (typeof GROWTH_TABLES)[number];

/**
 * What an order, a sign-up or a subscription is credited to: a channel, or "unattributed" when the shopper had not
 * allowed statistics or no visit of theirs was kept. Never spread over the channels.
 */
export type GrowthChannel = VisitChannel | "unattributed";

/** Orders and their money for a channel or a campaign, with the visits of the same source for the conversion rate. */
export interface GrowthRevenueRow {
  channel: GrowthChannel;
  /** Empty on a channel's row and when the touch had none. */
  source: string;
  medium: string;
  campaign: string;
  /** Visits counted with this source in the period; null for the unattributed, whose visits are counted by source. */
  visits: number | null;
  orders: number;
  orderedRonMinor: number;
  /** The card settled or the courier's cash collected, and not given back. */
  paidOrders: number;
  paidRonMinor: number;
  refusedOrders: number;
  refusedRonMinor: number;
  /** Orders per hundred visits, one decimal; null without visits. */
  conversionPercent: number | null;
  /** Ordered lei per order; null without orders. */
  averageOrderRonMinor: number | null;
}

/** A revenue row's figures without what it is credited to: the totals row's. */
export type GrowthRevenueFigures = Omit<GrowthRevenueRow, "channel" | "source" | "medium" | "campaign">;

export interface GrowthCustomersRow {
  channel: GrowthChannel;
  newCustomers: number;
  newRonMinor: number;
  returningCustomers: number;
  returningRonMinor: number;
}

export interface GrowthSubscriptionsRow {
  channel: GrowthChannel;
  subscriptions: number;
  signups: number;
}

/**
 * One line of the funnel: the storefront's steps from the aggregate counts (null where they do not exist, as for the
 * unattributed), then orders, delivered and paid from the orders' credits.
 */
export interface GrowthFunnelRow {
  key: GrowthChannel | DeviceClass | "unknown";
  visits: number | null;
  productViews: number | null;
  addsToCart: number | null;
  checkoutsStarted: number | null;
  orders: number;
  delivered: number;
  paid: number;
}

export interface GrowthDay {
  day: string;
  visits: number;
  orders: number;
  orderedRonMinor: number;
}

export interface GrowthView {
  period: ReportPeriod;
  touch: GrowthTouch;
  channels: GrowthRevenueRow[];
  channelTotals: GrowthRevenueFigures;
  campaigns: GrowthRevenueRow[];
  customers: GrowthCustomersRow[];
  subscriptions: GrowthSubscriptionsRow[];
  /** What each automatic promotion and discount code brought in (the reports' table of the same name). */
  promotions: DiscountRevenueView;
  funnelByChannel: GrowthFunnelRow[];
  funnelByDevice: GrowthFunnelRow[];
  days: GrowthDay[];
}

export type GrowthReading =
  | { ok: true; view: GrowthView }
  | { ok: false; field: ReportPeriodField; problem: ReportPeriodProblem; from: string; to: string; touch: GrowthTouch };
