import { Link } from "react-router";
import type { AdminInvoiceRow } from "#domain/admin/invoices";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "../admin-forms.ts";
import { lei } from "../orders/order-format.ts";
import { EfacturaBadge } from "./EfacturaBadge.tsx";

/** The order page's invoices and credit notes: each PDF and e-Factura XML, where it stands at ANAF, and the list. */
export function OrderInvoicesCard({ invoices, className }: { invoices: readonly AdminInvoiceRow[]; className: string }) {
  const { t } = useTranslation("admin");
  return (
    <section aria-labelledby="order-invoices" className={className}>
      <h2 id="order-invoices" className="text-xl">
        {t("invoices.order.title")}
      </h2>
      {invoices.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t("invoices.order.none")}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-3 text-sm">
          {invoices.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-semibold">{t(`invoices.kind.${invoice.kind}`, { label: invoice.label })}</span>
              <span className="tabular-nums">{lei(invoice.totalRonMinor)}</span>
              <EfacturaBadge state={invoice.efactura.status} />
              <a href={invoice.pdfUrl} download className={linkClass}>
                {t("invoices.pdf")}
                <span className="sr-only"> {invoice.label}</span>
              </a>
              <a href={invoice.xmlUrl} download className={linkClass}>
                {t("invoices.xml")}
                <span className="sr-only"> {invoice.label}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm">
        <Link to="/admin/invoices" className={linkClass}>
          {t("invoices.order.all")}
        </Link>
      </p>
    </section>
  );
}
