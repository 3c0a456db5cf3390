/**
 * The owner's reports as spreadsheets (issue 40 item 8, docs/api.md "Store admin: reports"), under /api/admin, for
 * `reports.read`: GET /reports/{kind}.csv?from=YYYY-MM-DD&to=YYYY-MM-DD (or ?preset=this_month|last_month|…), kind one
 * of sales, refunds, cancellations, vat, cod. The page reads the figures through its loader.
 *
 * A bad period answers 400 naming the field in the member's language (`from` not a day, after `to`, longer than 366
 * days); an unknown report, 404.
 */
import { REPORT_KINDS } from "#domain/admin/reports";
import type { OrderBackOffice } from "#server/commerce/orders/module";
import type { Clock } from "#server/commerce/shared/clock";
import { problem } from "#server/http/kit/problem";
import { shopperLanguage } from "#server/http/shopper-language";
import { csvDownloadHeaders } from "./csv.ts";
import type { AdminDoor, AdminRoutes } from "./door.ts";
import { csvFilesRoutes } from "./csv-files.ts";
import { periodEndingBeforeItStarts, periodOrRefusal, periodQuery } from "./report-period.ts";
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
  return csvFilesRoutes(
    {
      area: "reports",
      files: REPORT_KINDS,
      fileIs: "the report's kind",
      summary: "Download a report of a period as a spreadsheet",
      tags: ["Admin: reports"],
      query: periodQuery,
      download: "The report, in the member's language and the admin's words.",
      examples: [
        { name: "this month's sales", params: { file: "sales.csv" }, status: 200 },
        { name: "an unknown report", params: { file: "profits.csv" }, status: 404 },
        periodEndingBeforeItStarts("vat.csv"),
      ],
      permission: door.permit("reports.read"),
      unknownFile: (c) => problem(c, 404, "unknown_report", adminWords(shopperLanguage(c)).reportError("unknown")),
    },
    async (c, kind) => {
      const language = shopperLanguage(c);
      const words = adminWords(language);
      const reading = periodOrRefusal(c, new URL(c.req.url).searchParams, clock(), words);
      if (reading.refusal) return reading.refusal;
      const view = await backOffice.reports(reading.period);
      return c.body(reportCsv(language, kind, view, words), 200, csvDownloadHeaders(reportFileName(language, kind, view)));
    },
  );
}
