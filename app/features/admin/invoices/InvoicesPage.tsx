import { createColumnHelper } from "@tanstack/react-table";
import { Link } from "react-router";
import {
  accountantMonth,
  ADMIN_INVOICES_PAGE_SIZE,
  type AdminInvoiceFilter,
  type AdminInvoiceRow,
  type EfacturaNoticesView,
} from "#domain/admin-invoices";
import { EFACTURA_STATUSES } from "#domain/invoice";
import { shopCalendarDay } from "#domain/order-subscription-dates";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "../admin-forms.ts";
import { AdminFilterForm, FilterChoice } from "../AdminTable.tsx";
import { listPage } from "../ListPages.tsx";
import { PagedAdminTable } from "../PagedAdminTable.tsx";
import { lei } from "../orders/order-format.ts";
import { ActionStatus } from "../orders/ActionStatus.tsx";
import { useAdminAction } from "../useAdminAction.ts";
import { EfacturaBadge } from "./EfacturaBadge.tsx";

const smallButton = "min-h-11 rounded-full border border-line px-3 text-sm font-semibold hover:bg-brand-soft disabled:opacity-60";
const column = createColumnHelper<AdminInvoiceRow>();

const query = (filter: AdminInvoiceFilter) => {
  const params = new URLSearchParams();
  if (filter.efactura) params.set("efactura", filter.efactura);
  if (filter.page > 1) params.set("page", String(filter.page));
  const text = params.toString();
  return text ? `?${text}` : "";
};

/**
 * The invoices and credit notes (issue 21 item 7), newest first, with where each stands at e-Factura: the owner sees
 * what still needs uploading ("not sent"), sends it and asks ANAF how an upload went, from here. What must reach ANAF
 * within 48 h and is not accepted comes first, marked (issue 44); so do the refresh token's end and what the daily
 * reconciliation with ANAF could not match.
 */
export function InvoicesPage({
  filter,
  rows,
  total,
  notSent,
  canSend,
  notices,
  csrfToken,
}: {
  filter: AdminInvoiceFilter;
  rows: AdminInvoiceRow[];
  total: number;
  notSent: number;
  canSend: boolean;
  notices: EfacturaNoticesView;
  csrfToken: string;
}) {
  const { t } = useTranslation("admin");
  const action = useAdminAction(csrfToken);

  const columns = [
    column.display({
      id: "number",
      header: () => t("invoices.columns.number"),
      meta: { cellClassName: "whitespace-nowrap" },
      cell: ({ row: { original: row } }) => (
        <>
          <span className="block font-semibold">{row.label}</span>
          <span className="block text-muted">{t(`invoices.kindShort.${row.kind}`)}</span>
        </>
      ),
    }),
    column.accessor("orderNumber", {
      id: "order",
      header: () => t("invoices.columns.order"),
      cell: (info) => (
        <Link to={`/admin/orders/${info.getValue()}`} className={`${linkClass} whitespace-nowrap`}>
          #{info.getValue()}
        </Link>
      ),
    }),
    column.accessor("issueDate", {
      id: "date",
      header: () => t("invoices.columns.date"),
      meta: { cellClassName: "whitespace-nowrap" },
      cell: (info) => <time dateTime={info.getValue()}>{info.getValue()}</time>,
    }),
    column.accessor("buyerName", { id: "buyer", header: () => t("invoices.columns.buyer") }),
    column.accessor("totalRonMinor", {
      id: "total",
      header: () => t("invoices.columns.total"),
      meta: { cellClassName: "whitespace-nowrap font-semibold tabular-nums" },
      cell: (info) => lei(info.getValue()),
    }),
    column.display({
      id: "efactura",
      header: () => t("invoices.columns.efactura"),
      cell: ({ row: { original: row } }) => (
        <>
          <EfacturaBadge state={row.efactura.status} />
          {row.deadline.soon ? (
            <strong className="mt-1 block rounded bg-red-50 px-2 py-0.5 text-xs text-red-800">
              {t("invoices.dueSoon", { date: row.deadline.dueOn })}
            </strong>
          ) : row.deadline.dueOn && row.efactura.status !== "accepted" ? (
            <span className="mt-1 block text-xs text-muted">{t("invoices.due", { date: row.deadline.dueOn })}</span>
          ) : null}
          {row.efactura.message ? <span className="mt-1 block max-w-xs text-xs text-red-800">{row.efactura.message}</span> : null}
          {canSend && (row.efactura.status === "not_sent" || row.efactura.status === "rejected") ? (
            <button
              type="button"
              className={`${smallButton} mt-2 block`}
              disabled={action.busy}
              aria-describedby={`invoice-${row.id}`}
              onClick={() => void action.run(`/invoices/${row.id}/efactura/send`, t("invoices.sent", { label: row.label }), "")}
            >
              {t("invoices.send")}
            </button>
          ) : null}
          {canSend && row.efactura.status === "sent" ? (
            <button
              type="button"
              className={`${smallButton} mt-2 block`}
              disabled={action.busy}
              aria-describedby={`invoice-${row.id}`}
              onClick={() => void action.run(`/invoices/${row.id}/efactura/refresh`, t("invoices.refreshed", { label: row.label }), "")}
            >
              {t("invoices.refresh")}
            </button>
          ) : null}
        </>
      ),
    }),
    column.display({
      id: "files",
      header: () => t("invoices.columns.files"),
      meta: { cellClassName: "whitespace-nowrap" },
      cell: ({ row: { original: row } }) => (
        <>
          <span id={`invoice-${row.id}`} className="sr-only">
            {row.label}
          </span>
          <a href={row.pdfUrl} download className={`${linkClass} block`} aria-describedby={`invoice-${row.id}`}>
            {t("invoices.pdf")}
          </a>
          <a href={row.xmlUrl} download className={`${linkClass} mt-1 block`} aria-describedby={`invoice-${row.id}`}>
            {t("invoices.xml")}
          </a>
          {row.efactura.hasAnswer ? (
            <a
              href={`/api/admin/invoices/${row.id}/anaf-answer`}
              download
              className={`${linkClass} mt-1 block`}
              aria-describedby={`invoice-${row.id}`}
            >
              {t("invoices.answer")}
            </a>
          ) : null}
        </>
      ),
    }),
  ];

  return (
    <>
      <h1 className="text-3xl">{t("invoices.title")}</h1>
      <p className="mt-2 max-w-2xl text-muted">{t("invoices.intro")}</p>
      {notices.refreshToken?.expiringSoon ? (
        <p role="status" className="mt-4 rounded-xl bg-red-50 p-4 text-red-900">
          {t("invoices.tokenExpiring", { date: notices.refreshToken.expiresOn })}
        </p>
      ) : null}
      {rows.some((row) => row.deadline.soon) ? <p className="mt-4 max-w-2xl text-red-800">{t("invoices.dueSoonIntro")}</p> : null}
      {notices.unmatched.length > 0 ? (
        <section aria-labelledby="efactura-unmatched" className="mt-4 rounded-xl bg-amber-50 p-4 text-amber-900">
          <h2 id="efactura-unmatched" className="font-semibold">
            {t("invoices.unmatchedTitle")}
          </h2>
          <p className="mt-1">{t("invoices.unmatchedIntro")}</p>
          <ul className="mt-2 list-disc pl-5">
            {notices.unmatched.map((message) => (
              <li key={message.messageId}>{t("invoices.unmatchedItem", message)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {notices.reconciledAt ? (
        <p className="mt-2 text-sm text-muted">{t("invoices.reconciledAt", { date: notices.reconciledAt.slice(0, 10) })}</p>
      ) : null}
      {notSent > 0 ? (
        <p className="mt-4 rounded-xl bg-amber-50 p-4 text-amber-900">
          {t("invoices.notSentCount", { count: notSent })}{" "}
          {filter.efactura === "not_sent" ? null : (
            <Link to="/admin/invoices?efactura=not_sent" className={linkClass}>
              {t("invoices.showNotSent")}
            </Link>
          )}
        </p>
      ) : null}

      {canSend ? (
        <form method="get" action="/api/admin/invoices/export" className="mt-6 flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t("invoices.export.month")}
            <input
              type="month"
              name="month"
              required
              defaultValue={accountantMonth(shopCalendarDay(new Date()))}
              pattern="[0-9]{4}-[0-9]{2}"
              aria-describedby="invoices-export-hint"
              className="min-h-11 rounded-lg border border-line px-3 font-normal"
            />
          </label>
          <button type="submit" className={smallButton}>
            {t("invoices.export.download")}
          </button>
          <p id="invoices-export-hint" className="basis-full text-sm text-muted">
            {t("invoices.export.hint")}
          </p>
        </form>
      ) : null}

      <AdminFilterForm section="invoices" className="mt-6 flex flex-wrap items-end">
        <FilterChoice name="efactura" value={filter.efactura} values={EFACTURA_STATUSES} optionKey="invoices.efactura" />
      </AdminFilterForm>

      <PagedAdminTable
        list={listPage(
          "invoices",
          { efactura: filter.efactura, page: filter.page },
          total,
          ADMIN_INVOICES_PAGE_SIZE,
          (page) => `/admin/invoices${query({ ...filter, page })}`,
        )}
        afterCount={<ActionStatus state={action.state} />}
        rows={rows}
        columns={columns}
        minWidth="min-w-[60rem]"
      />
    </>
  );
}
