/**
 * What the admin's period-bound spreadsheets (the reports and the growth tables) share: the query that names their
 * period, the example of a refused one, and the 400 for a wrong period in the member's
 * words.
 */
import type { Context } from "hono";
import { z } from "zod";
import { REPORT_PRESETS, readReportPeriod, type ReportPeriod, type ReportPeriodProblem } from "#domain/admin/reports";
import { problem } from "#server/http/kit/problem";
import type { AdminWords } from "./words.ts";

const PERIOD_CODES: Record<ReportPeriodProblem, string> = { date: "not_a_date", order: "from_after_to", too_long: "period_too_long" };

export const periodQuery = z.object({
  from: z.string().optional().describe("The first day, YYYY-MM-DD (the shop's time zone)."),
  to: z.string().optional().describe("The last day, YYYY-MM-DD; at most 366 days after `from`."),
  preset: z.enum(REPORT_PRESETS).optional().describe("A named period instead of `from` and `to`; this month so far by default."),
});

/** The contract's example of a refused period, for the spreadsheet `file`. */
export function periodEndingBeforeItStarts(file: string) {
  return { name: "a period that ends before it starts", params: { file }, query: { from: "2026-11-20", to: "2026-11-01" }, status: 400 };
}

/** The query's period, or the 400 that names its wrong field in the member's words. */
export function periodOrRefusal(
  c: Context,
  query: URLSearchParams,
  now: Date,
  words: AdminWords,
): { period: ReportPeriod; refusal?: undefined } | { refusal: Response } {
  const reading = readReportPeriod(query, now);
  if (reading.ok) return { period: reading.period };
  const error = words.reportError(`${reading.field}_${reading.problem}`);
  return {
    refusal: problem(c, 400, PERIOD_CODES[reading.problem], error, { field: reading.field, fields: { [reading.field]: error } }),
  };
}
