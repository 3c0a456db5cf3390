/**
 * The owner's growth page as spreadsheets (issue 67 item 2, docs/api.md "Store admin: growth"), under /api/admin,
 * for `reports.read`: GET /growth/{table}.csv?from=YYYY-MM-DD&to=YYYY-MM-DD (or ?preset=…)&touch=last|first, table one
 * of channels, campaigns, customers, subscriptions, funnel-channels, funnel-devices. The page reads the figures
 * through its loader.
 *
 * A bad period or touch answers 400 naming the field in the member's language, as the reports do; an unknown table,
 * 404.
 */
import { Hono } from "hono";
import { z } from "zod";
import { GROWTH_TABLES, GROWTH_TOUCHES, readGrowthTouch, type GrowthTable } from "#domain/admin/growth";
import { REPORT_PRESETS, readReportPeriod, type ReportPeriodProblem } from "#domain/admin/reports";
import type { GrowthReport } from "#server/commerce/marketing/module";
import type { Clock } from "#server/commerce/shared/clock";
import { contract } from "#server/http/kit/contract";
import { problem } from "#server/http/kit/problem";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_API } from "./auth.ts";
import { csvDownloadHeaders } from "./csv.ts";
import type { AdminDoor, AdminRoutes } from "./door.ts";
import { growthCsv, growthFileName } from "./growth-csv.ts";
import type { AdminVariables } from "./http.ts";
import { adminWords } from "./words.ts";

const PERIOD_CODES: Record<ReportPeriodProblem, string> = { date: "not_a_date", order: "from_after_to", too_long: "period_too_long" };

const growthQuery = z.object({
  from: z.string().optional().describe("The first day, YYYY-MM-DD (the shop's time zone)."),
  to: z.string().optional().describe("The last day, YYYY-MM-DD; at most 366 days after `from`."),
  preset: z.enum(REPORT_PRESETS).optional().describe("A named period instead of `from` and `to`; this month so far by default."),
  touch: z.enum(GROWTH_TOUCHES).optional().describe("Credit orders to their last touch (the default) or their first."),
});

export function adminGrowthRoutes({ growth, clock, door }: { growth: GrowthReport; clock: Clock; door: AdminDoor }): AdminRoutes {
  const app = new Hono<{ Variables: AdminVariables }>();

  app.get(
    `${ADMIN_API}/growth/:file`,
    contract({
      summary: "Download a table of the growth page as a spreadsheet",
      description: `\`file\` is the table and \`.csv\`: ${GROWTH_TABLES.map((table) => `\`${table}.csv\``).join(", ")}.`,
      tags: ["Admin: reports"],
      query: growthQuery,
      responses: { 200: { description: "The table, in the member's language and the admin's words.", contentType: "text/csv" } },
      problems: [400, 404],
      examples: [
        { name: "this month's revenue by channel", params: { file: "channels.csv" }, status: 200 },
        { name: "the funnel by device, first touch", params: { file: "funnel-devices.csv" }, query: { touch: "first" }, status: 200 },
        { name: "an unknown table", params: { file: "profits.csv" }, status: 404 },
        {
          name: "a period that ends before it starts",
          params: { file: "campaigns.csv" },
          query: { from: "2026-11-20", to: "2026-11-01" },
          status: 400,
        },
      ],
    }),
    door.permit("reports.read"),
    async (c) => {
      const language = shopperLanguage(c);
      const words = adminWords(language);
      const table = c.req.param("file").replace(/\.csv$/, "");
      if (!c.req.param("file").endsWith(".csv") || !(GROWTH_TABLES as readonly string[]).includes(table))
        return problem(c, 404, "unknown_table", words.growth.unknownTable);
      const query = new URL(c.req.url).searchParams;
      const reading = readReportPeriod(query, clock());
      if (!reading.ok) {
        const error = words.reportError(`${reading.field}_${reading.problem}`);
        return problem(c, 400, PERIOD_CODES[reading.problem], error, { field: reading.field, fields: { [reading.field]: error } });
      }
      const touch = readGrowthTouch(query);
      if (touch === null)
        return problem(c, 400, "unknown_touch", words.growth.touchError, { field: "touch", fields: { touch: words.growth.touchError } });
      const view = await growth.view(reading.period, touch);
      return c.body(
        growthCsv(language, table as GrowthTable, view, words),
        200,
        csvDownloadHeaders(growthFileName(language, table as GrowthTable, view)),
      );
    },
  );

  return app;
}
