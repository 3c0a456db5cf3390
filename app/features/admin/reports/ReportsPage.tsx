import { Link } from "react-router";
import { type ReportKind, type ReportPeriod, type ReportsReading, type ReportsView } from "#domain/admin/reports";
import { CARRIER_NAMES, isCarrier } from "#domain/carriers";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { TFunction } from "#app/lib/i18n/translator.ts";
import { buttonClass, linkClass } from "../admin-forms.ts";
import { lei } from "../orders/order-format.ts";
import { FiguresSection, type FiguresColumn } from "./FiguresSection.tsx";
import { FiguresPage } from "./FiguresPage.tsx";
import { discountRevenueColumns, discountRevenueKey } from "./discount-revenue-columns.tsx";
import type { Language } from "#domain/locale";

const csvUrl = (kind: ReportKind, period: ReportPeriod) => `/api/admin/reports/${kind}.csv?from=${period.from}&to=${period.to}`;

/**
 * The owner's and accountant's reports (issue 40 item 8): a period chosen by its days or a preset, the figures of it
 * in six tables (promotions and codes beside the sales since issue 68) (each with its caption and its spreadsheet), and a status line that says what is shown, which a
 * screen reader hears whenever the period changes.
 */
export function ReportsPage({ reading }: { reading: ReportsReading }) {
  const { t, i18n } = useTranslation("admin");
  const view = reading.ok ? reading.view : null;

  return (
    <FiguresPage
      page="reports"
      reading={reading}
      presetHref={(preset) => `/admin/reports?preset=${preset}`}
      besideDays={
        <button type="submit" className={buttonClass}>
          {t("reports.period.apply")}
        </button>
      }
      showing={
        view &&
        t("reports.showing", {
          from: view.period.from,
          to: view.period.to,
          gross: lei(view.sales.totals.grossRonMinor),
          refunded: lei(view.refunds.totalRonMinor),
          vat: lei(view.vat.totals.vatRonMinor),
          cod: lei(view.cod.totalRonMinor),
        })
      }
    >
      {view ? <Reports view={view} t={t} language={i18n.language as Language} /> : null}
    </FiguresPage>
  );
}

function Reports({ view, t, language }: { view: ReportsView; t: TFunction; language: Language }) {
  const none = t("reports.none");
  const reason = (text: string) => (["cancelled", "return", "admin"].includes(text) ? t(`reports.reasons.${text}`) : text || none);
  const method = (code: string) => t(`orders.method.${code}`);
  const carrier = (code: string | null) =>
    code === null ? none : code === "other" ? t("order.otherCarrier") : isCarrier(code) ? CARRIER_NAMES[code] : code;
  const order = (orderNumber: number) => (
    <Link to={`/admin/orders/${orderNumber}`} className={`${linkClass} whitespace-nowrap`}>
      #{orderNumber}
    </Link>
  );
  const totalRow = t("reports.totalRow");
  return (
    <>
      <Report
        kind="sales"
        view={view}
        t={t}
        rows={view.sales.rows}
        rowKey={(row) => `${row.sku}|${row.productTitle}|${row.variantTitle}`}
        columns={[
          { id: "product", kind: "name", cell: (row) => row.productTitle, total: totalRow },
          { id: "variant", cell: (row) => (row.variantTitle === "Default Title" ? none : row.variantTitle) },
          { id: "sku", cell: (row) => row.sku },
          { id: "orders", kind: "figure", cell: (row) => row.orders, total: view.sales.totals.orders },
          { id: "quantity", kind: "figure", cell: (row) => row.quantity, total: view.sales.totals.quantity },
          { id: "gross", kind: "figure", cell: (row) => lei(row.grossRonMinor), total: lei(view.sales.totals.grossRonMinor) },
          { id: "vat", kind: "figure", cell: (row) => lei(row.vatRonMinor), total: lei(view.sales.totals.vatRonMinor) },
          { id: "net", kind: "figure", cell: (row) => lei(row.netRonMinor), total: lei(view.sales.totals.netRonMinor) },
        ]}
      />

      <Report
        kind="promotions"
        view={view}
        t={t}
        rows={view.promotions.rows}
        rowKey={discountRevenueKey}
        columns={discountRevenueColumns({ view: view.promotions, t, language, money: lei })}
      />

      <Report
        kind="refunds"
        view={view}
        t={t}
        rows={view.refunds.rows}
        rowKey={(row, index) => `${row.orderNumber}-${index}`}
        columns={[
          { id: "order", kind: "name", cell: (row) => order(row.orderNumber), total: totalRow },
          { id: "date", kind: "day", cell: (row) => row.date },
          { id: "method", cell: (row) => method(row.method) },
          { id: "status", cell: (row) => t(`reports.refundStatus.${row.status}`) },
          { id: "amount", kind: "figure", cell: (row) => lei(row.amountRonMinor), total: lei(view.refunds.totalRonMinor) },
          { id: "reason", headerRight: true, cell: (row) => reason(row.reason), total: "" },
        ]}
      />

      <Report
        kind="cancellations"
        view={view}
        t={t}
        rows={view.cancellations.rows}
        rowKey={(row) => String(row.orderNumber)}
        columns={[
          { id: "order", kind: "name", cell: (row) => order(row.orderNumber), total: totalRow },
          { id: "date", kind: "day", cell: (row) => row.date },
          { id: "placedOn", kind: "day", cell: (row) => row.placedOn },
          { id: "method", cell: (row) => method(row.method) },
          { id: "total", kind: "figure", cell: (row) => lei(row.totalRonMinor), total: lei(view.cancellations.totalRonMinor) },
          { id: "wasPaid", headerRight: true, cell: (row) => t(row.wasPaid ? "reports.yes" : "reports.no"), total: "" },
          { id: "reason", headerRight: true, cell: (row) => reason(row.reason), total: "" },
        ]}
      />

      <Report
        kind="vat"
        view={view}
        t={t}
        rows={view.vat.rows}
        rowKey={(row) => `${row.month}-${row.ratePercent}`}
        columns={[
          { id: "month", kind: "dayName", cell: (row) => row.month, total: totalRow },
          { id: "rate", kind: "figure", cell: (row) => t("reports.rate", { rate: row.ratePercent }) },
          { id: "documents", kind: "figure", cell: (row) => row.documents },
          { id: "taxable", kind: "figure", cell: (row) => lei(row.taxableRonMinor), total: lei(view.vat.totals.taxableRonMinor) },
          { id: "vat", kind: "figure", cell: (row) => lei(row.vatRonMinor), total: lei(view.vat.totals.vatRonMinor) },
          { id: "gross", kind: "figure", cell: (row) => lei(row.grossRonMinor), total: lei(view.vat.totals.grossRonMinor) },
        ]}
      />

      <Report
        kind="cod"
        view={view}
        t={t}
        rows={view.cod.rows}
        rowKey={(row) => String(row.orderNumber)}
        columns={[
          { id: "order", kind: "name", cell: (row) => order(row.orderNumber), total: totalRow },
          { id: "carrier", cell: (row) => carrier(row.carrier) },
          { id: "tracking", cell: (row) => row.trackingNumber ?? none },
          { id: "shippedOn", kind: "day", cell: (row) => row.shippedOn ?? none },
          { id: "deliveredOn", kind: "day", cell: (row) => row.deliveredOn ?? none },
          { id: "amount", kind: "figure", cell: (row) => lei(row.amountRonMinor), total: lei(view.cod.totalRonMinor) },
          { id: "age", kind: "figure", cell: (row) => t("reports.ageDays", { count: row.ageDays }), total: "" },
        ]}
      />
    </>
  );
}

/** One report: its heading, what it counts, its spreadsheet, and its table (or a sentence when it has no row). */
function Report<Row>({
  kind,
  view,
  t,
  rows,
  rowKey,
  columns,
}: {
  kind: ReportKind;
  view: ReportsView;
  t: TFunction;
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
  columns: FiguresColumn<Row>[];
}) {
  return (
    <FiguresSection
      headingId={`report-${kind}`}
      title={t(`reports.sections.${kind}.title`)}
      intro={t(`reports.sections.${kind}.intro`)}
      csvHref={csvUrl(kind, view.period)}
      period={view.period}
      columnHeader={(id) => t(`reports.columns.${id}`)}
      rows={rows}
      rowKey={rowKey}
      columns={columns}
      empty={t(`reports.sections.${kind}.empty`)}
    />
  );
}
