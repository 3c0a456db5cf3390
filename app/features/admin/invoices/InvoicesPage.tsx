import { ADMIN_INVOICES_PAGE_SIZE, type AdminInvoiceFilter } from "#domain/admin/invoices";
import { EFACTURA_STATUSES } from "#domain/invoice";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { AdminInvoicesView } from "#app/lib/load-context.ts";
import { AdminFilterForm, FilterChoice } from "../AdminTable.tsx";
import { listPage } from "../ListPages.tsx";
import { PagedAdminTable } from "../PagedAdminTable.tsx";
import { ActionStatus } from "../orders/ActionStatus.tsx";
import { useAdminAction } from "../useAdminAction.ts";
import { EfacturaNotices } from "./EfacturaNotices.tsx";
import { InvoicesExportForm } from "./InvoicesExportForm.tsx";
import { InvoiceIssuerForm } from "./InvoiceIssuerForm.tsx";
import { useInvoiceColumns } from "./invoice-columns.tsx";
import { VatReconciliationSection } from "./VatReconciliationSection.tsx";

const query = (filter: AdminInvoiceFilter) => {
  const params = new URLSearchParams();
  if (filter.efactura) params.set("efactura", filter.efactura);
  if (filter.page > 1) params.set("page", String(filter.page));
  if (filter.month) params.set("month", filter.month);
  const text = params.toString();
  return text ? `?${text}` : "";
};

/**
 * The invoices and credit notes (issue 21 item 7), newest first, with where each stands at e-Factura: the owner sees
 * what still needs uploading ("not sent"), sends it and asks ANAF how an upload went, from here. What must reach ANAF
 * within 48 h and is not accepted comes first, marked (issue 44); so do the refresh token's end and what the daily
 * reconciliation with ANAF could not match; then the month's VAT beside what e-Factura accepted (issue 66 item 4).
 */
export function InvoicesPage({
  filter,
  rows,
  total,
  notSent,
  canSend,
  notices,
  reconciliation,
  issuer,
  csrfToken,
}: AdminInvoicesView & { filter: AdminInvoiceFilter; csrfToken: string }) {
  const { t } = useTranslation("admin");
  const action = useAdminAction(csrfToken);
  const columns = useInvoiceColumns(canSend, action);

  return (
    <>
      <h1 className="text-3xl">{t("invoices.title")}</h1>
      <p className="mt-2 max-w-2xl text-muted">{t("invoices.intro")}</p>
      <EfacturaNotices filter={filter} rows={rows} notSent={notSent} notices={notices} />

      {issuer ? <InvoiceIssuerForm issuer={issuer} csrfToken={csrfToken} /> : null}

      {canSend ? <InvoicesExportForm /> : null}

      <VatReconciliationSection reading={reconciliation} />

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
