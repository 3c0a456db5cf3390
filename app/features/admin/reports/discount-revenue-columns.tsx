import type { DiscountRevenueRow, DiscountRevenueView } from "#domain/admin/reports";
import type { Language } from "#domain/locale";
import type { TFunction } from "#app/lib/i18n/translator.ts";
import type { FiguresColumn } from "./FiguresSection.tsx";

/**
 * The promotions' and codes' table (issue 68 item 1), the same on the reports and the growth page: each promotion by
 * its title in the member's language and each code as typed, what kind it is, its orders, the discount given and the
 * revenue of those orders, with a totals row that counts each order once.
 */
export function discountRevenueColumns({
  view,
  t,
  language,
  money,
  count = String,
}: {
  view: DiscountRevenueView;
  t: TFunction;
  language: Language;
  money: (minor: number) => string;
  count?: (value: number) => string;
}): FiguresColumn<DiscountRevenueRow>[] {
  return [
    { id: "promotionOrCode", kind: "name", cell: (row) => row.title[language], total: t("reports.totalRow") },
    { id: "discountKind", cell: (row) => t(`reports.discountKinds.${row.kind}`) },
    { id: "orders", kind: "figure", cell: (row) => count(row.orders), total: count(view.totals.orders) },
    { id: "discountGiven", kind: "figure", cell: (row) => money(row.discountRonMinor), total: money(view.totals.discountRonMinor) },
    { id: "revenue", kind: "figure", cell: (row) => money(row.revenueRonMinor), total: money(view.totals.revenueRonMinor) },
  ];
}

/** A row's key: a promotion by its id, a code by itself. */
export const discountRevenueKey = (row: DiscountRevenueRow) =>
  row.promotionId === null ? `code:${row.title.ro}` : `promotion:${row.promotionId}`;
