import { Form, Link } from "react-router";
import { ADMIN_INVOICES_PAGE_SIZE, type AdminInvoiceFilter, type AdminInvoiceRow } from "#domain/admin-invoices";
import { EFACTURA_STATUSES } from "#domain/invoice";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { buttonClass, linkClass, secondaryButtonClass } from "../admin-forms.ts";
import { EmptyListNotice, ListPages } from "../ListPages.tsx";
import { lei } from "../orders/order-format.ts";
import { ActionStatus } from "../orders/ActionStatus.tsx";
import { useAdminAction } from "../useAdminAction.ts";
import { EfacturaBadge } from "./EfacturaBadge.tsx";

const cell = "border-b border-line px-3 py-3 text-left align-top";
const inputClass = "mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3";
const smallButton = "min-h-11 rounded-full border border-line px-3 text-sm font-semibold hover:bg-brand-soft disabled:opacity-60";
const COLUMNS = ["number", "order", "date", "buyer", "total", "efactura", "files"] as const;

const query = (filter: AdminInvoiceFilter) => {
  const params = new URLSearchParams();
  if (filter.efactura) params.set("efactura", filter.efactura);
  if (filter.page > 1) params.set("page", String(filter.page));
  const text = params.toString();
  return text ? `?${text}` : "";
};

/**
 * The invoices and credit notes (issue 21 item 7), newest first, with where each stands at e-Factura: the owner sees
 * what still needs uploading ("not sent"), sends it and asks ANAF how an upload went, from here.
 */
export function InvoicesPage({
  filter,
  invoices,
  total,
  notSent,
  canSend,
  csrfToken,
}: {
  filter: AdminInvoiceFilter;
  invoices: AdminInvoiceRow[];
  total: number;
  notSent: number;
  canSend: boolean;
  csrfToken: string;
}) {
  const { t } = useTranslation("admin");
  const action = useAdminAction(csrfToken);
  const pages = Math.max(1, Math.ceil(total / ADMIN_INVOICES_PAGE_SIZE));
  const label = t("invoices.tableLabel");

  return (
    <>
      <h1 className="text-3xl">{t("invoices.title")}</h1>
      <p className="mt-2 max-w-2xl text-muted">{t("invoices.intro")}</p>
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

      <Form
        method="get"
        aria-label={t("invoices.filters.label")}
        className="mt-6 flex flex-wrap items-end gap-4 rounded-2xl border border-line bg-white p-4"
      >
        <label className="text-sm font-semibold">
          {t("invoices.filters.efactura")}
          <select name="efactura" defaultValue={filter.efactura ?? ""} className={inputClass}>
            <option value="">{t("invoices.filters.any")}</option>
            {EFACTURA_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`invoices.efactura.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass}>
          {t("invoices.filters.apply")}
        </button>
        <Link to="/admin/invoices" className={secondaryButtonClass}>
          {t("invoices.filters.clear")}
        </Link>
      </Form>

      <p className="mt-6 text-sm text-muted" aria-live="polite">
        {t("invoices.count", { count: total, page: filter.page, pages })}
      </p>
      <ActionStatus state={action.state} />
      {invoices.length === 0 ? (
        <EmptyListNotice section="invoices" view={{ efactura: filter.efactura }} total={total} />
      ) : (
        <div
          tabIndex={0}
          role="region"
          aria-label={label}
          className="relative mt-3 overflow-x-auto rounded-2xl border border-line bg-white"
        >
          <table className="w-full min-w-[60rem] border-collapse text-sm">
            <caption className="sr-only">{label}</caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className={cell}>
                    {t(`invoices.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {invoices.map((row) => (
                <tr key={row.id}>
                  <td className={`${cell} whitespace-nowrap`}>
                    <span className="block font-semibold">{row.label}</span>
                    <span className="block text-muted">{t(`invoices.kindShort.${row.kind}`)}</span>
                  </td>
                  <td className={cell}>
                    <Link to={`/admin/orders/${row.orderNumber}`} className={`${linkClass} whitespace-nowrap`}>
                      #{row.orderNumber}
                    </Link>
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>
                    <time dateTime={row.issueDate}>{row.issueDate}</time>
                  </td>
                  <td className={cell}>{row.buyerName}</td>
                  <td className={`${cell} whitespace-nowrap font-semibold tabular-nums`}>{lei(row.totalRonMinor)}</td>
                  <td className={cell}>
                    <EfacturaBadge status={row.efactura.status} />
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
                        onClick={() =>
                          void action.run(`/invoices/${row.id}/efactura/refresh`, t("invoices.refreshed", { label: row.label }), "")
                        }
                      >
                        {t("invoices.refresh")}
                      </button>
                    ) : null}
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>
                    <span id={`invoice-${row.id}`} className="sr-only">
                      {row.label}
                    </span>
                    <a href={row.pdfUrl} download className={`${linkClass} block`} aria-describedby={`invoice-${row.id}`}>
                      {t("invoices.pdf")}
                    </a>
                    <a href={row.xmlUrl} download className={`${linkClass} mt-1 block`} aria-describedby={`invoice-${row.id}`}>
                      {t("invoices.xml")}
                    </a>
                    {canSend && row.efactura.hasAnswer ? (
                      <a
                        href={`/api/admin/invoices/${row.id}/anaf-answer`}
                        download
                        className={`${linkClass} mt-1 block`}
                        aria-describedby={`invoice-${row.id}`}
                      >
                        {t("invoices.answer")}
                      </a>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPages
        page={filter.page}
        pages={pages}
        linkTo={(page) => `/admin/invoices${query({ ...filter, page })}`}
        label={t("invoices.pagination")}
      />
    </>
  );
}
