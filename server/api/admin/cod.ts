/**
 * The couriers' cash on delivery as spreadsheets (issue 43 item 7, docs/api.md "Store admin: cash on delivery"), under
 * /api/admin, for those who record the couriers' cash (`orders.collect_cod`): GET /cod/late.csv?days=7 (the delivered
 * parcels whose cash is late after that many days, oldest first) and GET /cod/transfers.csv (the transfers that paid no
 * order, newest first). Written like the other admin exports (decision 0034): UTF-8 with a byte-order mark, each
 * language's Excel separators and decimal mark, amounts in lei, and what a courier wrote that Excel would run as a
 * formula written as text. The page reads the same lists through its loader.
 */
import { z } from "zod";
import { COD_LATE_AFTER_DAYS, COD_LISTS, COURIER_NAMES, codDaysSchema } from "#domain/cod-reconciliation";
import type { Language } from "#domain/locale";
import { toDecimalString } from "#domain/money";
import type { CodReconciliation } from "#server/commerce/shipping/module";
import { problem } from "#server/http/kit/problem";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_COD_MESSAGES } from "#server/messages/admin/cod";
import { csvFilesRoutes } from "./csv-files.ts";
import { asText, CSV_FORMAT, csvDownloadHeaders, csvStart, shopTimeFormat } from "./csv.ts";
import type { AdminDoor, AdminRoutes } from "./door.ts";

const daysQuery = z.object({
  days: z
    .string()
    .optional()
    .describe(`late.csv: a parcel is late this many whole days after delivery, 1 to 90; ${COD_LATE_AFTER_DAYS} by default.`),
});
const shopDay = shopTimeFormat();

export function adminCodRoutes({
  codReconciliation,
  door,
  clock,
}: {
  codReconciliation: Pick<CodReconciliation, "lateParcels" | "unsettledTransfers">;
  door: AdminDoor;
  /** The file's name carries the day it was exported. */
  clock: () => Date;
}): AdminRoutes {
  return csvFilesRoutes(
    {
      area: "cod",
      files: COD_LISTS,
      fileIs: "the list",
      summary: "Download a list of the couriers' cash on delivery as a spreadsheet",
      tags: ["Admin: cash on delivery"],
      query: daysQuery,
      download: "The list, in the member's language.",
      examples: [
        { name: "the parcels late after 10 days", params: { file: "late.csv" }, query: { days: "10" }, status: 200 },
        { name: "the transfers that paid no order", params: { file: "transfers.csv" }, status: 200 },
        { name: "an unknown list", params: { file: "couriers.csv" }, status: 404 },
        { name: "days out of range", params: { file: "late.csv" }, query: { days: "0" }, status: 400 },
      ],
      permission: door.permit("orders.collect_cod"),
      unknownFile: (c) => problem(c, 404, "unknown_list", ADMIN_COD_MESSAGES[shopperLanguage(c)].unknownList),
    },
    async (c, list) => {
      const language = shopperLanguage(c);
      const text = ADMIN_COD_MESSAGES[language];
      const givenDays = c.req.query("days");
      const days =
        givenDays === undefined || list !== "late"
          ? { success: true as const, data: COD_LATE_AFTER_DAYS }
          : codDaysSchema.safeParse(givenDays);
      if (!days.success) return problem(c, 400, "invalid_days", text.days, { field: "days", fields: { days: text.days } });
      const body =
        list === "late"
          ? lateCsv(language, await codReconciliation.lateParcels(days.data))
          : transfersCsv(language, await codReconciliation.unsettledTransfers());
      const name = `${text.files[list]}-${shopDay.format(clock()).slice(0, 10)}.csv`;
      return new Response(body, { headers: csvDownloadHeaders(name) });
    },
  );
}

const leiIn = (language: Language) => (minor: number) => toDecimalString(minor, "RON").replace(".", CSV_FORMAT[language].decimal);

export function lateCsv(language: Language, rows: Awaited<ReturnType<CodReconciliation["lateParcels"]>>): string {
  const lei = leiIn(language);
  return csvStart(language, [
    ADMIN_COD_MESSAGES[language].lateHeader,
    ...rows.map((row) => [
      row.orderNumber,
      COURIER_NAMES[row.courier],
      asText(row.awb),
      lei(row.amountMinor),
      shopDay.format(new Date(row.deliveredAt)),
      row.daysWaiting,
    ]),
  ]);
}

export function transfersCsv(language: Language, rows: Awaited<ReturnType<CodReconciliation["unsettledTransfers"]>>): string {
  const lei = leiIn(language);
  const text = ADMIN_COD_MESSAGES[language];
  return csvStart(language, [
    text.transfersHeader,
    ...rows.map((row) => [
      row.paidOn,
      COURIER_NAMES[row.courier],
      asText(row.awb),
      lei(row.amountMinor),
      row.expectedMinor === null ? "" : lei(row.expectedMinor),
      row.orderNumber ?? "",
      asText(row.bankReference),
      text.problems[row.problem],
    ]),
  ]);
}
