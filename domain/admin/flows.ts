/**
 * The owner's flow controls in /admin (issue 46 item 6, decision 0113), for both sides: the settings as the page reads
 * and saves them, and each flow's results over a period as the server sends them. Amounts are lei in bani; rates are
 * shares 0..1.
 */
import { z } from "zod";
import { readReportPeriod, type ReportPeriodField, type ReportPeriodProblem, type ReportPeriodReading } from "./reports.ts";
import { flowSettingsSchema } from "../retention-flows.ts";
import type { SaveOfferSettings, SaveReasonResult } from "../save-offers.ts";

export const flowSettingsViewSchema = z.object({
  settings: flowSettingsSchema,
  /** When and by whom they were last saved; null while the defaults apply. */
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type FlowSettingsView = z.output<typeof flowSettingsViewSchema>;

export const flowSettingsChangeSchema = flowSettingsViewSchema.extend({ changed: z.boolean() });

const intervalSchema = z.object({ difference: z.number(), low: z.number(), high: z.number() });
const groupSchema = z.object({ shoppers: z.number(), ordered: z.number(), orderRate: z.number(), revenuePerShopper: z.number() });

export const flowResultSchema = z.object({
  flow: z.string(),
  sends: z.number(),
  clicks: z.number(),
  unsubscribes: z.number(),
  sent: groupSchema,
  holdout: groupSchema,
  /** Sent − holdout with 95 % intervals; null while either group is too small to conclude anything. */
  lift: z.object({ orderRate: intervalSchema, revenuePerShopper: intervalSchema }).nullable(),
});
export type FlowResultView = z.output<typeof flowResultSchema>;

export const flowResultsSchema = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  minGroupSize: z.number(),
  flows: z.array(flowResultSchema),
  /** A service notice, not marketing: no holdout, so its orders are not a measured lift (decision 0111). */
  backInStock: z.object({ requests: z.number(), sends: z.number(), ordersWithin7Days: z.number() }),
});
export type FlowResultsView = z.output<typeof flowResultsSchema>;

/** The results' period: the days the query names (`from`, `to`), else the last 30 days; refused as the reports' is. */
export function readFlowPeriod(params: URLSearchParams, now: Date): ReportPeriodReading {
  const named = new URLSearchParams();
  for (const key of ["from", "to"]) if (params.get(key)?.trim()) named.set(key, params.get(key)!);
  if (named.size === 0) named.set("preset", "last_30_days");
  return readReportPeriod(named, now);
}

/**
 * The cancel form's save offers over the same period (decision 0170): the owner's settings and, per reason, the
 * offer arm's saves against the holdout's not cancelled.
 */
export interface SaveOffersView {
  settings: SaveOfferSettings;
  results: SaveReasonResult[] | null;
}

/** What the flows page is given: settings and results, or with a refused period the field and what was typed. */
export type FlowsPageView = {
  settings: FlowSettingsView;
  saveOffers?: SaveOffersView;
  results: FlowResultsView | null;
  periodError: { field: ReportPeriodField; problem: ReportPeriodProblem; from: string; to: string } | null;
};
