/**
 * The owner's reports as spreadsheets (issue 40 item 8, docs/api.md "Store admin: reports"), under /api/admin, for
 * `reports.read`: GET /reports/{kind}.csv?from=YYYY-MM-DD&to=YYYY-MM-DD (or ?preset=this_month|last_month|…), kind one
 * of sales, refunds, cancellations, vat, cod. The page reads the figures through its loader.
 *
 * A bad period answers 400 naming the field in the member's language (`from` not a day, after `to`, longer than 366
 * days); an unknown report, 404.
 */
import { Hono } from "hono";
import { z } from "zod";
import { REPORT_KINDS, REPORT_PRESETS, readReportPeriod, type ReportKind, type ReportPeriodProblem } from "#domain/admin/reports";
import type { OrderBackOffice } from "#server/commerce/orders/module";
import type { Clock } from "#server/commerce/shared/clock";
import { contract } from "#server/http/kit/contract";
import { problem } from "#server/http/kit/problem";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_API } from "./auth.ts";
import { csvDownloadHeaders } from "./csv.ts";
import type { AdminDoor, AdminRoutes } from "./door.ts";
import type { AdminVariables } from "./http.ts";
import { reportCsv, reportFileName } from "./reports-csv.ts";
import { adminWords } from "./words.ts";

const PERIOD_CODES: Record<ReportPeriodProblem, string> = { date: "not_a_date", order: "from_after_to", too_long: "period_too_long" };

const periodQuery = z.object({
  from: z.string().optional().describe("The first day, YYYY-MM-DD (the shop's time zone)."),
  to: z.string().optional().describe("The last day, YYYY-MM-DD; at most 366 days after `from`."),
  preset: z.enum(REPORT_PRESETS).optional().describe("A named period instead of `from` and `to`; this month so far by default."),
});

export function adminReportRoutes({
  backOffice,
  clock,
  door,
}: {
  backOffice: Pick<OrderBackOffice, "reports">;
  clock: Clock;
  door: AdminDoor;
}): AdminRoutes {
  const app = new Hono<{ Variables: AdminVariables }>();

  app.get(
    `${ADMIN_API}/reports/:file`,
    contract({
      summary: "Download a report of a period as a spreadsheet",
      description: `\`file\` is the report's kind and \`.csv\`: ${REPORT_KINDS.map((kind) => `\`${kind}.csv\``).join(", ")}.`,
      tags: ["Admin: reports"],
      query: periodQuery,
      responses: { 200: { description: "The report, in the member's language and the admin's words.", contentType: "text/csv" } },
      problems: [400, 404],
      examples: [
        { name: "this month's sales", params: { file: "sales.csv" }, status: 200 },
        { name: "an unknown report", params: { file: "profits.csv" }, status: 404 },
        {
          name: "a period that ends before it starts",
          params: { file: "vat.csv" },
          query: { from: "2026-11-20", to: "2026-11-01" },
          status: 400,
        },
      ],
    }),
    door.permit("reports.read"),
    async (c) => {
      const language = shopperLanguage(c);
      const words = adminWords(language);
      const kind = c.req.param("file").replace(/\.csv$/, "");
      if (!c.req.param("file").endsWith(".csv") || !(REPORT_KINDS as readonly string[]).includes(kind))
        return problem(c, 404, "unknown_report", words.reportError("unknown"));
      const reading = readReportPeriod(new URL(c.req.url).searchParams, clock());
      if (!reading.ok) {
        const error = words.reportError(`${reading.field}_${reading.problem}`);
        return problem(c, 400, PERIOD_CODES[reading.problem], error, { field: reading.field, fields: { [reading.field]: error } });
      }
      const view = await backOffice.reports(reading.period);
      return c.body(
        reportCsv(language, kind as ReportKind, view, words),
        200,
        csvDownloadHeaders(reportFileName(language, kind as ReportKind, view)),
      );
    },
  );

  return app;
}
