import type { ReactNode } from "react";
import type { ReportPeriod } from "#domain/admin/reports";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "../admin-forms.ts";
import { AdminTable, listColumn } from "../AdminTable.tsx";

/**
 * A figures table's column: `name` names the row (and its total names the totals row), `figure` is a right-aligned
 * number, `day` a date kept on one line, `dayName` a date that names its row. A column without `total` is spanned by
 * the totals row's name; `headerRight` aligns a text column's header with the figures before it.
 */
export interface FiguresColumn<Row> {
  id: string;
  kind?: "name" | "dayName" | "figure" | "day";
  headerRight?: boolean;
  cell: (row: Row) => ReactNode;
  total?: ReactNode;
}

const COLUMN_CLASSES = {
  name: "font-bold",
  dayName: "whitespace-nowrap font-bold",
  figure: "text-right tabular-nums whitespace-nowrap",
  day: "whitespace-nowrap",
} as const;

/**
 * One table of a figures page (the reports, the growth page): its heading, what it counts, its spreadsheet, what the
 * page draws `before` and `after` it, and the table, or `empty` when it has no row.
 */
export function FiguresSection<Row>({
  headingId,
  title,
  intro,
  csvHref,
  period,
  columnHeader,
  rows,
  rowKey,
  columns,
  before,
  after,
  empty,
}: {
  headingId: string;
  title: string;
  intro: string;
  csvHref: string;
  period: ReportPeriod;
  columnHeader: (id: string) => string;
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
  columns: FiguresColumn<Row>[];
  before?: ReactNode;
  after?: ReactNode;
  empty: string;
}) {
  const { t } = useTranslation("admin");
  const definitions = columns.map((column) => ({
    ...listColumn(column.id, columnHeader(column.id), column.cell, {
      rowHeader: column.kind === "name" || column.kind === "dayName",
      ...(column.kind ? { cellClassName: COLUMN_CLASSES[column.kind] } : {}),
      ...(column.kind === "figure" || column.headerRight ? { headerClassName: "text-right" } : {}),
    }),
    ...(column.total === undefined ? {} : { footer: () => column.total }),
  }));
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-2xl">
          {title}
        </h2>
        <a href={csvHref} download className={linkClass} aria-label={t("reports.csvOf", { report: title })}>
          {t("reports.csv")}
        </a>
      </div>
      <p className="mt-1 max-w-3xl text-sm text-muted">{intro}</p>
      {before}
      <AdminTable
        label={title}
        caption={`${title}, ${period.from} – ${period.to}`}
        rows={rows}
        columns={definitions}
        rowKey={rowKey}
        minWidth="min-w-[44rem]"
        look="figures"
        empty={<p className="mt-3 rounded-xl border border-line bg-white p-4">{empty}</p>}
      />
      {after}
    </section>
  );
}
