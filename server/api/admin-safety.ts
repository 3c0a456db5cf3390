/**
 * The owner's safety file (issue 40 item 6) as a download under /api/admin: every report of adverse effects, oldest
 * first, as a spreadsheet in the caller's language (UTF-8 with a byte-order mark, each language's Excel separator, a
 * customer's words that Excel would run written as text). The page reads the file through its loader.
 */
import { stringify } from "csv-stringify/sync";
import { Hono } from "hono";
import type { Language } from "#domain/locale";
import type { AdverseEffectReport, SafetyFile } from "#server/commerce/orders/adverse-effects";
import { SHOP_TIME_ZONE } from "#server/commerce/orders/back-office/order-search";
import { contract } from "#server/http/kit/contract";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_API } from "./admin-auth.ts";
import type { AdminDoor } from "./admin-door.ts";
import type { AdminVariables } from "./admin-http.ts";

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

export function adminSafetyRoutes({
  safetyFile,
  door,
  clock,
}: {
  safetyFile: SafetyFile;
  door: AdminDoor;
  /** The file's name carries the day it was exported. */
  clock: () => Date;
}): Hono<{ Variables: AdminVariables }> {
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
      return new Response(safetyFileCsv(language, await safetyFile.all()), {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="${language === "ro" ? "registru-siguranta" : "safety-file"}-${day}.csv"`,
          "Cache-Control": "private, no-store",
        },
      });
    },
  );

  return app;
}
