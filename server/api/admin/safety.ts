/**
 * The owner's safety file (issue 40 item 6) as a download under /api/admin: every report of adverse effects, oldest
 * first, as a spreadsheet in the caller's language (UTF-8 with a byte-order mark, each language's Excel separator, a
 * customer's words that Excel would run written as text). The page reads the file through its loader.
 */
import { Hono } from "hono";
import type { Language } from "#domain/locale";
import type { AdverseEffectReport, SafetyFile } from "#server/commerce/orders/module";
import { contract } from "#server/http/kit/contract";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_API } from "./auth.ts";
import { asText, csvDownloadHeaders, csvStart, shopTimeFormat } from "./csv.ts";
import type { AdminDoor, AdminRoutes } from "./door.ts";
import type { AdminVariables } from "./http.ts";

const HEADERS: Record<Language, string[]> = {
  ro: ["Nr.", "Data", "Ce a făcut clientul", "Abonament", "Comanda", "Produs", "SKU", "Client", "Ce a spus clientul"],
  en: ["No.", "Date", "What the customer did", "Subscription", "Order", "Product", "SKU", "Customer", "What the customer said"],
};
const SOURCES: Record<Language, Record<AdverseEffectReport["source"], string>> = {
  ro: { cancelled: "a anulat abonamentul", paused: "a pus abonamentul pe pauză" },
  en: { cancelled: "cancelled the subscription", paused: "paused the subscription" },
};
const shopTime = shopTimeFormat({ timeZoneName: "longOffset" });

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
  return csvStart(language, [HEADERS[language], ...rows]);
}

export function adminSafetyRoutes({
  safetyFile,
  door,
  clock,
}: {
  safetyFile: SafetyFile;
  door: AdminDoor;
  /** The file's name carries the day it was exported. */
  clock: () => Date;
}): AdminRoutes {
  const app = new Hono<{ Variables: AdminVariables }>();

  app.get(
    `${ADMIN_API}/safety/export.csv`,
    contract({
      summary: "Download the safety file as a spreadsheet",
      tags: ["Admin: safety file"],
      responses: { 200: { description: "Every report, oldest first, in the caller's language.", contentType: "text/csv" } },
      examples: [{ name: "the file", status: 200 }],
    }),
    door.permit("safety.read"),
    async (c) => {
      const language = shopperLanguage(c);
      const day = shopTime.format(clock()).slice(0, 10);
      const fileName = `${language === "ro" ? "registru-siguranta" : "safety-file"}-${day}.csv`;
      return new Response(safetyFileCsv(language, await safetyFile.all()), { headers: csvDownloadHeaders(fileName) });
    },
  );

  return app;
}
