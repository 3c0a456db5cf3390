import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { REPORT_PRESETS, type ReportKind, type ReportPeriod, type ReportsReading, type ReportsView } from "#domain/admin-reports";
import { CARRIER_NAMES, isCarrier } from "#domain/carriers";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { TFunction } from "#app/lib/i18n/translator.ts";
import { buttonClass, linkClass } from "../admin-forms.ts";
import { lei } from "../orders/order-format.ts";

const cell = "border-b border-line px-3 py-2 text-left align-top";
const number = `${cell} text-right tabular-nums whitespace-nowrap`;
const inputClass = "mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3";
const errorId = (field: string) => `reports-${field}-error`;

const csvUrl = (kind: ReportKind, period: ReportPeriod) => `/api/admin/reports/${kind}.csv?from=${period.from}&to=${period.to}`;

/**
 * The owner's and accountant's reports (issue 40 item 8): a period chosen by its days or a preset, the figures of it
 * in five tables (each with its caption and its spreadsheet), and a status line that says what is shown, which a
 * screen reader hears whenever the period changes.
 */
export function ReportsPage({ reading }: { reading: ReportsReading }) {
  const { t } = useTranslation("admin");
  const view = reading.ok ? reading.view : null;
  const typed = reading.ok ? reading.view.period : { from: reading.from, to: reading.to };
  const error = reading.ok ? null : { field: reading.field, text: t(`reports.errors.${reading.field}_${reading.problem}`) };

  return (
    <>
      <h1 className="text-3xl">{t("reports.title")}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t("reports.intro")}</p>

      <Form method="get" noValidate className="mt-6 rounded-2xl border border-line bg-white p-4" aria-describedby="reports-hint">
        <fieldset>
          <legend className="text-lg font-semibold">{t("reports.period.label")}</legend>
          <p id="reports-hint" className="mt-1 text-sm text-muted">
            {t("reports.period.hint")}
          </p>
          <div className="mt-3 flex flex-wrap items-end gap-4">
            {(["from", "to"] as const).map((field) => (
              <label key={field} className="text-sm font-semibold">
                {t(`reports.period.${field}`)}
                <input
                  type="date"
                  name={field}
                  defaultValue={typed[field]}
                  required
                  aria-invalid={error?.field === field || undefined}
                  aria-describedby={error?.field === field ? errorId(field) : undefined}
                  className={inputClass}
                />
                {error?.field === field ? (
                  <span id={errorId(field)} className="mt-1 block max-w-xs font-normal text-red-800">
                    {error.text}
                  </span>
                ) : null}
              </label>
            ))}
            <button type="submit" className={buttonClass}>
              {t("reports.period.apply")}
            </button>
          </div>
        </fieldset>
        <nav aria-label={t("reports.period.presets")} className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {REPORT_PRESETS.map((preset) => (
              <li key={preset}>
                <Link
                  to={`/admin/reports?preset=${preset}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-semibold hover:bg-brand-soft"
                >
                  {t(`reports.presets.${preset}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Form>

      <p role="status" className="mt-6 font-semibold">
        {view
          ? t("reports.showing", {
              from: view.period.from,
              to: view.period.to,
              gross: lei(view.sales.totals.grossRonMinor),
              refunded: lei(view.refunds.totalRonMinor),
              vat: lei(view.vat.totals.vatRonMinor),
              cod: lei(view.cod.totalRonMinor),
            })
          : `${t("reports.errors.summary")} ${error?.text ?? ""}`}
      </p>

      {view ? <Reports view={view} t={t} /> : null}
    </>
  );
}

function Reports({ view, t }: { view: ReportsView; t: TFunction }) {
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
  return (
    <>
      <Report
        kind="sales"
        view={view}
        t={t}
        empty={view.sales.rows.length === 0}
        columns={["product", "variant", "sku", "orders", "quantity", "gross", "vat", "net"]}
        numeric={3}
      >
        {view.sales.rows.map((row) => (
          <tr key={`${row.sku}|${row.productTitle}|${row.variantTitle}`}>
            <th scope="row" className={cell}>
              {row.productTitle}
            </th>
            <td className={cell}>{row.variantTitle === "Default Title" ? none : row.variantTitle}</td>
            <td className={cell}>{row.sku}</td>
            <td className={number}>{row.orders}</td>
            <td className={number}>{row.quantity}</td>
            <td className={number}>{lei(row.grossRonMinor)}</td>
            <td className={number}>{lei(row.vatRonMinor)}</td>
            <td className={number}>{lei(row.netRonMinor)}</td>
          </tr>
        ))}
        <Totals
          span={3}
          t={t}
          cells={[
            String(view.sales.totals.orders),
            String(view.sales.totals.quantity),
            lei(view.sales.totals.grossRonMinor),
            lei(view.sales.totals.vatRonMinor),
            lei(view.sales.totals.netRonMinor),
          ]}
        />
      </Report>

      <Report
        kind="refunds"
        view={view}
        t={t}
        empty={view.refunds.rows.length === 0}
        columns={["order", "date", "method", "status", "amount", "reason"]}
        numeric={4}
      >
        {view.refunds.rows.map((row, index) => (
          <tr key={`${row.orderNumber}-${index}`}>
            <th scope="row" className={cell}>
              {order(row.orderNumber)}
            </th>
            <td className={`${cell} whitespace-nowrap`}>{row.date}</td>
            <td className={cell}>{method(row.method)}</td>
            <td className={cell}>{t(`reports.refundStatus.${row.status}`)}</td>
            <td className={number}>{lei(row.amountRonMinor)}</td>
            <td className={cell}>{reason(row.reason)}</td>
          </tr>
        ))}
        <Totals span={4} t={t} cells={[lei(view.refunds.totalRonMinor), ""]} />
      </Report>

      <Report
        kind="cancellations"
        view={view}
        t={t}
        empty={view.cancellations.rows.length === 0}
        columns={["order", "date", "placedOn", "method", "total", "wasPaid", "reason"]}
        numeric={4}
      >
        {view.cancellations.rows.map((row) => (
          <tr key={row.orderNumber}>
            <th scope="row" className={cell}>
              {order(row.orderNumber)}
            </th>
            <td className={`${cell} whitespace-nowrap`}>{row.date}</td>
            <td className={`${cell} whitespace-nowrap`}>{row.placedOn}</td>
            <td className={cell}>{method(row.method)}</td>
            <td className={number}>{lei(row.totalRonMinor)}</td>
            <td className={cell}>{t(row.wasPaid ? "reports.yes" : "reports.no")}</td>
            <td className={cell}>{reason(row.reason)}</td>
          </tr>
        ))}
        <Totals span={4} t={t} cells={[lei(view.cancellations.totalRonMinor), "", ""]} />
      </Report>

      <Report
        kind="vat"
        view={view}
        t={t}
        empty={view.vat.rows.length === 0}
        columns={["month", "rate", "documents", "taxable", "vat", "gross"]}
        numeric={1}
      >
        {view.vat.rows.map((row) => (
          <tr key={`${row.month}-${row.ratePercent}`}>
            <th scope="row" className={`${cell} whitespace-nowrap`}>
              {row.month}
            </th>
            <td className={number}>{t("reports.rate", { rate: row.ratePercent })}</td>
            <td className={number}>{row.documents}</td>
            <td className={number}>{lei(row.taxableRonMinor)}</td>
            <td className={number}>{lei(row.vatRonMinor)}</td>
            <td className={number}>{lei(row.grossRonMinor)}</td>
          </tr>
        ))}
        <Totals
          span={3}
          t={t}
          cells={[lei(view.vat.totals.taxableRonMinor), lei(view.vat.totals.vatRonMinor), lei(view.vat.totals.grossRonMinor)]}
        />
      </Report>

      <Report
        kind="cod"
        view={view}
        t={t}
        empty={view.cod.rows.length === 0}
        columns={["order", "carrier", "tracking", "shippedOn", "deliveredOn", "amount", "age"]}
        numeric={5}
      >
        {view.cod.rows.map((row) => (
          <tr key={row.orderNumber}>
            <th scope="row" className={cell}>
              {order(row.orderNumber)}
            </th>
            <td className={cell}>{carrier(row.carrier)}</td>
            <td className={cell}>{row.trackingNumber ?? none}</td>
            <td className={`${cell} whitespace-nowrap`}>{row.shippedOn ?? none}</td>
            <td className={`${cell} whitespace-nowrap`}>{row.deliveredOn ?? none}</td>
            <td className={number}>{lei(row.amountRonMinor)}</td>
            <td className={number}>{t("reports.ageDays", { count: row.ageDays })}</td>
          </tr>
        ))}
        <Totals span={5} t={t} cells={[lei(view.cod.totalRonMinor), ""]} />
      </Report>
    </>
  );
}

/** One report: its heading, what it counts, its spreadsheet, and its table (or a sentence when it has no row). */
function Report({
  kind,
  view,
  t,
  empty,
  columns,
  numeric,
  children,
}: {
  kind: ReportKind;
  view: ReportsView;
  t: TFunction;
  empty: boolean;
  columns: string[];
  /** Columns from this index on hold figures, aligned right. */
  numeric: number;
  children: ReactNode;
}) {
  const title = t(`reports.sections.${kind}.title`);
  const headingId = `report-${kind}`;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-2xl">
          {title}
        </h2>
        <a href={csvUrl(kind, view.period)} download className={linkClass} aria-label={t("reports.csvOf", { report: title })}>
          {t("reports.csv")}
        </a>
      </div>
      <p className="mt-1 max-w-3xl text-sm text-muted">{t(`reports.sections.${kind}.intro`)}</p>
      {empty ? (
        <p className="mt-3 rounded-xl border border-line bg-white p-4">{t(`reports.sections.${kind}.empty`)}</p>
      ) : (
        <div
          tabIndex={0}
          role="region"
          aria-labelledby={headingId}
          className="mt-3 overflow-x-auto rounded-2xl border border-line bg-white"
        >
          <table className="w-full min-w-[44rem] border-collapse text-sm">
            <caption className="sr-only">
              {title}, {view.period.from} – {view.period.to}
            </caption>
            <thead>
              <tr>
                {columns.map((column, index) => (
                  <th key={column} scope="col" className={index >= numeric ? `${cell} text-right` : cell}>
                    {t(`reports.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The totals row, its label spanning the columns that hold no figure. */
function Totals({ span, cells, t }: { span: number; cells: string[]; t: TFunction }) {
  return (
    <tr className="font-semibold">
      <th scope="row" colSpan={span} className={cell}>
        {t("reports.totalRow")}
      </th>
      {cells.map((value, index) => (
        <td key={index} className={number}>
          {value}
        </td>
      ))}
    </tr>
  );
}
