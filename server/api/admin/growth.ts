/**
 * The owner's growth page as spreadsheets (issue 67 item 2, docs/api.md "Store admin: growth"), under /api/admin,
 * for `reports.read`: GET /growth/{table}.csv?from=YYYY-MM-DD&to=YYYY-MM-DD (or ?preset=…)&touch=last|first, table one
 * of channels, campaigns, customers, subscriptions, funnel-channels, funnel-devices. The page reads the figures
 * through its loader.
 *
 * A bad period or touch answers 400 naming the field in the member's language, as the reports do; an unknown table,
 * 404.
 */
import { z } from "zod";
import { GROWTH_TABLES, GROWTH_TOUCHES, readGrowthTouch } from "#domain/admin/growth";
import type { GrowthReport } from "#server/commerce/marketing/module";
import type { Clock } from "#server/commerce/shared/clock";
import { problem } from "#server/http/kit/problem";
import { shopperLanguage } from "#server/http/shopper-language";
import { csvFilesRoutes } from "./csv-files.ts";
import { csvDownloadHeaders } from "./csv.ts";
import type { AdminDoor, AdminRoutes } from "./door.ts";
import { growthCsv, growthFileName } from "./growth-csv.ts";
import { periodEndingBeforeItStarts, periodOrRefusal, periodQuery } from "./report-period.ts";
import { adminWords } from "./words.ts";

const growthQuery = periodQuery.extend({
  touch: z.enum(GROWTH_TOUCHES).optional().describe("Credit orders to their last touch (the default) or their first."),
});

export function adminGrowthRoutes({ growth, clock, door }: { growth: GrowthReport; clock: Clock; door: AdminDoor }): AdminRoutes {
  return csvFilesRoutes(
    {
      area: "growth",
      files: GROWTH_TABLES,
      fileIs: "the table",
      summary: "Download a table of the growth page as a spreadsheet",
      tags: ["Admin: reports"],
      query: growthQuery,
      download: "The table, in the member's language and the admin's words.",
      examples: [
        { name: "this month's revenue by channel", params: { file: "channels.csv" }, status: 200 },
        { name: "the funnel by device, first touch", params: { file: "funnel-devices.csv" }, query: { touch: "first" }, status: 200 },
        { name: "an unknown table", params: { file: "profits.csv" }, status: 404 },
        periodEndingBeforeItStarts("campaigns.csv"),
      ],
      permission: door.permit("reports.read"),
      unknownFile: (c) => problem(c, 404, "unknown_table", adminWords(shopperLanguage(c)).growth.unknownTable),
    },
    async (c, table) => {
      const language = shopperLanguage(c);
      const words = adminWords(language);
      const query = new URL(c.req.url).searchParams;
      const reading = periodOrRefusal(c, query, clock(), words);
      if (reading.refusal) return reading.refusal;
      const touch = readGrowthTouch(query);
      if (touch === null)
        return problem(c, 400, "unknown_touch", words.growth.touchError, { field: "touch", fields: { touch: words.growth.touchError } });
      const view = await growth.view(reading.period, touch);
      return c.body(growthCsv(language, table, view, words), 200, csvDownloadHeaders(growthFileName(language, table, view)));
    },
  );
}
