/**
 * The owner's reports (issue 40 item 8, docs/api.md "Store admin: reports"), under /api/admin, for `reports.read`:
 *
 * - GET /reports?from=YYYY-MM-DD&to=YYYY-MM-DD (or ?preset=this_month|last_month|…) → {reports}
 * - GET /reports/:kind.csv?… (kind: sales, refunds, cancellations, vat, cod) → the report as a spreadsheet
 *
 * A bad period answers 400 `{error, field}` in the member's language (`from` not a day, after `to`, longer than
 * 366 days); an unknown report, 404.
 */
import { Hono, type Context } from "hono";
import { REPORT_KINDS, readReportPeriod, type ReportKind, type ReportPeriod } from "#domain/admin-reports";
import type { OrderBackOffice } from "#server/commerce/orders/back-office/back-office";
import type { Clock } from "#server/commerce/shared/clock";
import type { StaffSessions } from "#server/commerce/staff/staff-sessions";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_API } from "./admin-auth.ts";
import { adminFailure, requireStaff, type AdminVariables } from "./admin-http.ts";
import { reportCsv, reportFileName } from "./admin-reports-csv.ts";
import { adminWords } from "./admin-words.ts";

export function adminReportRoutes({
  backOffice,
  clock,
  sessions,
  baseUrl,
}: {
  backOffice: Pick<OrderBackOffice, "reports">;
  clock: Clock;
  sessions: StaffSessions;
  baseUrl: string;
}): Hono<{ Variables: AdminVariables }> {
  const app = new Hono<{ Variables: AdminVariables }>();
  const guard = requireStaff({ sessions, baseUrl }, "reports.read");

  /** The period the query names, or the 400 that names the field to fix. */
  const periodOf = (c: Context): { ok: true; period: ReportPeriod } | { ok: false; response: Response } => {
    const reading = readReportPeriod(new URL(c.req.url).searchParams, clock());
    if (reading.ok) return reading;
    const error = adminWords(shopperLanguage(c)).reportError(`${reading.field}_${reading.problem}`);
    return { ok: false, response: adminFailure(c, 400, error, reading.field) };
  };

  app.get(`${ADMIN_API}/reports`, guard, async (c) => {
    const period = periodOf(c);
    if (!period.ok) return period.response;
    return c.json({ reports: await backOffice.reports(period.period) });
  });

  app.get(`${ADMIN_API}/reports/:file`, guard, async (c) => {
    const kind = c.req.param("file").replace(/\.csv$/, "");
    if (!c.req.param("file").endsWith(".csv") || !(REPORT_KINDS as readonly string[]).includes(kind))
      return adminFailure(c, 404, adminWords(shopperLanguage(c)).reportError("unknown"));
    const period = periodOf(c);
    if (!period.ok) return period.response;
    const language = shopperLanguage(c);
    const view = await backOffice.reports(period.period);
    return c.body(reportCsv(language, kind as ReportKind, view, adminWords(language)), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${reportFileName(language, kind as ReportKind, view)}"`,
      "Cache-Control": "private, no-store",
    });
  });

  return app;
}
