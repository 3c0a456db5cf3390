import { ADMIN_RETURNS_PAGE_SIZE, RETURN_STATUS_FILTERS, type AdminReturnRow, type ReturnFilter } from "#domain/admin/returns";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { AdminFilterForm, FilterChoice } from "../AdminTable.tsx";
import { listPage } from "../ListPages.tsx";
import { PagedAdminTable } from "../PagedAdminTable.tsx";
import { dateTimeFormat } from "../orders/order-format.ts";
import { returnsColumns } from "./returns-columns.tsx";

/**
 * The returns queue (issue 19 item 4): returns and legal withdrawals, those waiting first and the oldest first,
 * filtered by status or to the withdrawals past their refund deadline, paged by links so the URL holds the view.
 */
export function ReturnsPage({ filter, returns, total }: { filter: ReturnFilter; returns: AdminReturnRow[]; total: number }) {
  const { t, i18n } = useTranslation("admin");
  const day = dateTimeFormat(i18n.language, { dateStyle: "medium" });

  const columns = returnsColumns(t, day);

  const list = listPage("returns", filter, total, ADMIN_RETURNS_PAGE_SIZE);
  return (
    <>
      <h1 className="text-3xl">{t("returns.title")}</h1>
      <p className="mt-2 max-w-2xl text-muted">{t("returns.intro")}</p>

      <AdminFilterForm section="returns" columns={2}>
        <FilterChoice name="status" value={filter.status} values={RETURN_STATUS_FILTERS} optionKey="returns.status" />
        <label className="flex min-h-11 items-center gap-3 self-end text-sm font-semibold">
          <input type="checkbox" name="overdue" value="1" defaultChecked={filter.overdue === "1"} className="size-5 accent-brand" />
          {t("returns.filters.overdue")}
        </label>
      </AdminFilterForm>

      <PagedAdminTable
        list={list}
        rows={returns}
        columns={columns}
        minWidth="min-w-[60rem]"
        rowClassName={(row) => (row.overdue ? "bg-red-50" : undefined)}
      />
    </>
  );
}
