/**
 * The promotions' and codes' table as a spreadsheet (issue 68 item 1), the same in the reports and the growth page:
 * a row per promotion (its title in the member's language) and per code, what kind it is, then the orders, the
 * discount given and the revenue in lei, and a totals row that counts each order once.
 */
import type { DiscountRevenueView } from "#domain/admin/reports";
import type { Language } from "#domain/locale";
import { toDecimalString } from "#domain/money";
import { asText, CSV_FORMAT } from "./csv.ts";
import type { AdminWords } from "./words.ts";

export const DISCOUNT_REVENUE_COLUMNS = ["promotionOrCode", "discountKind", "orders", "discountGiven", "revenue"];

export function discountRevenueRows(language: Language, view: DiscountRevenueView, words: AdminWords): (string | number)[][] {
  const format = CSV_FORMAT[language];
  const lei = (minor: number) => toDecimalString(minor, "RON").replace(".", format.decimal);
  const rows: (string | number)[][] = view.rows.map((row) => [
    asText(row.title[language]),
    words.discountKind(row.kind),
    row.orders,
    lei(row.discountRonMinor),
    lei(row.revenueRonMinor),
  ]);
  if (view.rows.length > 0)
    rows.push([words.totalRow, "", view.totals.orders, lei(view.totals.discountRonMinor), lei(view.totals.revenueRonMinor)]);
  return rows;
}
