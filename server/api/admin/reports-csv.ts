/**
 * The reports as spreadsheets (issue 40 item 8): written like the orders export (decision 0034) — UTF-8 with a
 * byte-order mark, each language's Excel separators and decimal mark, codes in the admin's words, and anything staff
 * typed that Excel would run as a formula written as text. Amounts are lei; a report is one period, so one file.
 */
import type { ReportKind, ReportsView } from "#domain/admin/reports";
import type { Language } from "#domain/locale";
import { toDecimalString } from "#domain/money";
import { asText, CSV_FORMAT, csvStart } from "./csv.ts";
import { DISCOUNT_REVENUE_COLUMNS, discountRevenueRows } from "./discount-revenue-csv.ts";
import type { AdminWords } from "./words.ts";

const FILE_NAMES: Record<Language, Record<ReportKind, string>> = {
  ro: {
    sales: "vanzari",
    promotions: "promotii-si-coduri",
    refunds: "rambursari",
    cancellations: "anulari",
    vat: "tva",
    cod: "ramburs-neincasat",
  },
  en: {
    sales: "sales",
    promotions: "promotions-and-codes",
    refunds: "refunds",
    cancellations: "cancellations",
    vat: "vat",
    cod: "cod-outstanding",
  },
};

export function reportFileName(language: Language, kind: ReportKind, view: Pick<ReportsView, "period">): string {
  return `${FILE_NAMES[language][kind]}-${view.period.from}-${view.period.to}.csv`;
}

const COLUMNS: Record<ReportKind, string[]> = {
  sales: ["product", "variant", "sku", "orders", "quantity", "gross", "vat", "net"],
  promotions: DISCOUNT_REVENUE_COLUMNS,
  refunds: ["order", "date", "method", "status", "amount", "reason"],
  cancellations: ["order", "date", "placedOn", "method", "total", "wasPaid", "reason"],
  vat: ["month", "rate", "documents", "taxable", "vat", "gross"],
  cod: ["order", "carrier", "tracking", "shippedOn", "deliveredOn", "amount", "age"],
};

export function reportCsv(language: Language, kind: ReportKind, view: ReportsView, words: AdminWords): string {
  const format = CSV_FORMAT[language];
  const lei = (minor: number) => toDecimalString(minor, "RON").replace(".", format.decimal);
  const rate = (percent: number) => String(percent).replace(".", format.decimal);
  const rows: (string | number)[][] = (() => {
    switch (kind) {
      case "sales":
        return view.sales.rows.map((row) => [
          asText(row.productTitle),
          asText(row.variantTitle),
          asText(row.sku),
          row.orders,
          row.quantity,
          lei(row.grossRonMinor),
          lei(row.vatRonMinor),
          lei(row.netRonMinor),
        ]);
      case "promotions":
        return discountRevenueRows(language, view.promotions, words);
      case "refunds":
        return view.refunds.rows.map((row) => [
          row.orderNumber,
          row.date,
          words.paymentMethod(row.method),
          words.refundStatus(row.status),
          lei(row.amountRonMinor),
          asText(words.reason(row.reason)),
        ]);
      case "cancellations":
        return view.cancellations.rows.map((row) => [
          row.orderNumber,
          row.date,
          row.placedOn,
          words.paymentMethod(row.method),
          lei(row.totalRonMinor),
          words.yesNo(row.wasPaid),
          asText(words.reason(row.reason)),
        ]);
      case "vat":
        return view.vat.rows.map((row) => [
          row.month,
          rate(row.ratePercent),
          row.documents,
          lei(row.taxableRonMinor),
          lei(row.vatRonMinor),
          lei(row.grossRonMinor),
        ]);
      case "cod":
        return view.cod.rows.map((row) => [
          row.orderNumber,
          words.carrier(row.carrier),
          asText(row.trackingNumber ?? ""),
          row.shippedOn ?? "",
          row.deliveredOn ?? "",
          lei(row.amountRonMinor),
          row.ageDays,
        ]);
    }
  })();
  const header = COLUMNS[kind].map((column) =>
    column === "age" ? `${words.column(column)} (${language === "ro" ? "zile" : "days"})` : words.column(column),
  );
  return csvStart(language, [header, ...rows]);
}
