/**
 * The owner's reports as spreadsheets (issue 40 item 8, docs/api.md "Store admin: reports"), under /api/admin, for
 * `reports.read`: GET /reports/{kind}.csv?from=YYYY-MM-DD&to=YYYY-MM-DD (or ?preset=this_month|last_month|…), kind one
 * of sales, refunds, cancellations, vat, cod. The page reads the figures through its loader.
 *
 * A bad period answers 400 naming the field in the member's language (`from` not a day, after `to`, longer than 366
 * days); an unknown report, 404.
 */
import { Hono } from "hono";
import { REPORT_KINDS } from "#domain/admin/reports";
import type { OrderBackOffice } from "#server/commerce/orders/module";
import type { Clock } from "#server/commerce/shared/clock";
import { contract } from "#server/http/kit/contract";
import { problem } from "#server/http/kit/problem";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_API } from "./auth.ts";
import { csvDownloadHeaders } from "./csv.ts";
import type { AdminDoor, AdminRoutes } from "./door.ts";
import type { AdminVariables } from "./http.ts";
import { csvTableNamed, periodEndingBeforeItStarts, periodOrRefusal, periodQuery } from "./report-period.ts";
import { reportCsv, reportFileName } from "./reports-csv.ts";
import { adminWords } from "./words.ts";

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
        periodEndingBeforeItStarts("vat.csv"),
      ],
    }),
    door.permit("reports.read"),
    async (c) => {
      const language = shopperLanguage(c);
      const words = adminWords(language);
      const kind = csvTableNamed(c.req.param("file"), REPORT_KINDS);
      if (kind === null) return problem(c, 404, "unknown_report", words.reportError("unknown"));
      const reading = periodOrRefusal(c, new URL(c.req.url).searchParams, clock(), words);
      if (reading.refusal) return reading.refusal;
      const view = await backOffice.reports(reading.period);
      return c.body(reportCsv(language, kind, view, words), 200, csvDownloadHeaders(reportFileName(language, kind, view)));
    },
  );

  return app;
}
