import { createColumnHelper } from "@tanstack/react-table";
import { Link } from "react-router";
import type { AdminInvoiceRow } from "#domain/admin/invoices";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "../admin-forms.ts";
import { lei } from "../orders/order-format.ts";
import type { useAdminAction } from "../useAdminAction.ts";
import { EfacturaBadge } from "./EfacturaBadge.tsx";
import { smallButton } from "./invoice-classes.ts";

const column = createColumnHelper<AdminInvoiceRow>();

type AdminAction = ReturnType<typeof useAdminAction>;

const ISSUER_NAMES = { elara: "Elara", oblio: "Oblio", smartbill: "SmartBill" } as const;

function EfacturaCell({ row, canSend, action }: { row: AdminInvoiceRow; canSend: boolean; action: AdminAction }) {
  const { t } = useTranslation("admin");
  if (row.issuer.name !== "elara") {
    // The outside issuer sends its own documents to ANAF (decision 0177).
    const issuer = ISSUER_NAMES[row.issuer.name];
    return (
      <>
        <span className="block text-sm">
          {row.issuer.pending ? t("invoices.issuer.pending", { issuer }) : t("invoices.issuer.byIssuer", { issuer })}
        </span>
        {row.issuer.message ? <span className="mt-1 block max-w-xs text-xs text-red-800">{row.issuer.message}</span> : null}
      </>
    );
  }
  return (
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
  );
}

function InvoiceFiles({ row }: { row: AdminInvoiceRow }) {
  const { t } = useTranslation("admin");
  // Not numbered yet: no PDF to give.
  if (row.issuer.pending) return null;
  return (
    <>
      <span id={`invoice-${row.id}`} className="sr-only">
        {row.label}
      </span>
      <a href={row.pdfUrl} download className={`${linkClass} block`} aria-describedby={`invoice-${row.id}`}>
        {t("invoices.pdf")}
      </a>
      {row.issuer.name === "elara" ? (
        <a href={row.xmlUrl} download className={`${linkClass} mt-1 block`} aria-describedby={`invoice-${row.id}`}>
          {t("invoices.xml")}
        </a>
      ) : null}
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
  );
}

/** The invoices table's columns; the send and refresh buttons only for who may send to e-Factura. */
export function useInvoiceColumns(canSend: boolean, action: AdminAction) {
  const { t } = useTranslation("admin");
  return [
    column.display({
      id: "number",
      header: () => t("invoices.columns.number"),
      meta: { cellClassName: "whitespace-nowrap" },
      cell: ({ row: { original: row } }) => (
        <>
          <span className="block font-semibold">{row.issuer.pending ? "—" : row.label}</span>
          <span className="block text-muted">{t(`invoices.kindShort.${row.kind}`)}</span>
        </>
      ),
    }),
    column.display({
      id: "issuer",
      header: () => t("invoices.issuer.column"),
      meta: { cellClassName: "whitespace-nowrap" },
      cell: ({ row: { original: row } }) => ISSUER_NAMES[row.issuer.name],
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
      cell: ({ row: { original: row } }) => <EfacturaCell row={row} canSend={canSend} action={action} />,
    }),
    column.display({
      id: "files",
      header: () => t("invoices.columns.files"),
      meta: { cellClassName: "whitespace-nowrap" },
      cell: ({ row: { original: row } }) => <InvoiceFiles row={row} />,
    }),
  ];
}
