/**
 * The owner's safety file (issue 40 item 6), JSON under /api/admin:
 *
 * - GET /safety?page= → {reports, total, page, pageSize}: customers' reports of adverse effects, newest first.
 * - GET /safety/export.csv → every report, oldest first, as a spreadsheet in the caller's language (UTF-8 with a
 *   byte-order mark, each language's Excel separator, a customer's words that Excel would run written as text).
 */
import { stringify } from "csv-stringify/sync";
import { Hono } from "hono";
import { z } from "zod";
import type { Language } from "#domain/locale";
import type { AdverseEffectReport, SafetyFile } from "#server/commerce/orders/adverse-effects";
import { SHOP_TIME_ZONE } from "#server/commerce/orders/back-office/order-search";
import type { StaffSessions } from "#server/commerce/staff/staff-sessions";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_API } from "./admin-auth.ts";
import { adminFailure, adminMessages, requireStaff, type AdminVariables } from "./admin-http.ts";

const HEADERS: Record<Language, string[]> = {
  ro: ["Nr.", "Data", "Ce a făcut clientul", "Abonament", "Comanda", "Produs", "SKU", "Client", "Ce a spus clientul"],
  en: ["No.", "Date", "What the customer did", "Subscription", "Order", "Product", "SKU", "Customer", "What the customer said"],
};
const SOURCES: Record<Language, Record<AdverseEffectReport["source"], string>> = {
  ro: { cancelled: "a anulat abonamentul", paused: "a pus abonamentul pe pauză" },
  en: { cancelled: "cancelled the subscription", paused: "paused the subscription" },
};
const DELIMITER: Record<Language, string> = { ro: ";", en: "," };

const shopTime = new Intl.DateTimeFormat("sv-SE", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  timeZoneName: "longOffset",
});

const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export function safetyFileCsv(language: Language, reports: readonly AdverseEffectReport[]): string {
  const rows = reports.map((report) => [
    String(report.id),
    shopTime.format(report.createdAt),
    SOURCES[language][report.source],
    report.subscriptionId === null ? "" : String(report.subscriptionId),
    report.orderNumber === null ? "" : `#${report.orderNumber}`,
    asText(report.productName),
    asText(report.sku),
    asText(report.customerEmail),
    asText(report.note),
  ]);
  return `\uFEFF${stringify([HEADERS[language], ...rows], { delimiter: DELIMITER[language], record_delimiter: "windows" })}`;
}

export const reportJson = (report: AdverseEffectReport) => ({ ...report, createdAt: report.createdAt.toISOString() });

const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

export function adminSafetyRoutes({
  safetyFile,
  sessions,
  baseUrl,
  clock,
}: {
  safetyFile: SafetyFile;
  sessions: StaffSessions;
  baseUrl: string;
  /** The file's name carries the day it was exported. */
  clock: () => Date;
}): Hono<{ Variables: AdminVariables }> {
  const app = new Hono<{ Variables: AdminVariables }>();
  const guard = requireStaff({ sessions, baseUrl }, "safety.read");

  app.get(`${ADMIN_API}/safety`, guard, async (c) => {
    const query = pageQuery.safeParse(c.req.query());
    if (!query.success) return adminFailure(c, 400, adminMessages(c).field("invalid", "page"), "page");
    const { reports, total, pageSize } = await safetyFile.list(query.data.page);
    c.header("Cache-Control", "no-store");
    return c.json({ reports: reports.map(reportJson), total, page: query.data.page, pageSize });
  });

  app.get(`${ADMIN_API}/safety/export.csv`, guard, async (c) => {
    const language = shopperLanguage(c);
    const day = shopTime.format(clock()).slice(0, 10);
    return new Response(safetyFileCsv(language, await safetyFile.all()), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${language === "ro" ? "registru-siguranta" : "safety-file"}-${day}.csv"`,
        "Cache-Control": "private, no-store",
      },
    });
  });

  return app;
}
