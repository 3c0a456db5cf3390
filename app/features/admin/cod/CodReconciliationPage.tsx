import { Form } from "react-router";
import {
  COD_LATE_AFTER_DAYS,
  COD_LATE_AFTER_MAX_DAYS,
  codFilterQuery,
  type CodFilter,
  type CodList,
  type CodReconciliationView,
} from "#domain/cod-reconciliation";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { buttonClass, secondaryButtonClass } from "../admin-forms.ts";
import { AdminTable, filterInputClass } from "../AdminTable.tsx";
import { listPage } from "../ListPages.tsx";
import { PagedAdminTable } from "../PagedAdminTable.tsx";
import { dateTimeFormat } from "../orders/order-format.ts";
import { codCourierColumns, codLateColumns, codTransferColumns } from "./cod-columns.tsx";

const csvUrl = (list: CodList, filter: CodFilter, language: string) =>
  `/api/admin/cod/${list}.csv?${list === "late" ? `days=${filter.days}&` : ""}lng=${language}`;

/**
 * The couriers' cash on delivery (issue 43 item 7): what each courier holds of the shop's cash now, the delivered
 * parcels whose cash is late (after the days chosen, oldest first), and the transfers that settled no order, each list
 * with its spreadsheet. The days are in the address, so a member's choice is a bookmark.
 */
export function CodReconciliationPage({ filter, late, transfers, couriers, pageSize }: CodReconciliationView) {
  const { t, i18n } = useTranslation("admin");
  const day = dateTimeFormat(i18n.language, { dateStyle: "medium" });
  const linkTo = (changes: Partial<CodFilter>) => `/admin/cod${codFilterQuery({ ...filter, ...changes })}`;
  return (
    <>
      <h1 className="text-3xl">{t("cod.title")}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t("cod.intro")}</p>

      <Form method="get" className="mt-6 flex flex-wrap items-end gap-4 rounded-2xl border border-line bg-white p-4">
        <label className="text-sm font-semibold">
          {t("cod.days.label")}
          <input
            type="number"
            name="days"
            min={1}
            max={COD_LATE_AFTER_MAX_DAYS}
            defaultValue={filter.days}
            aria-describedby="cod-days-hint"
            className={`${filterInputClass} w-28`}
          />
        </label>
        <button type="submit" className={buttonClass}>
          {t("cod.days.apply")}
        </button>
        <p id="cod-days-hint" className="basis-full text-sm text-muted">
          {t("cod.days.hint", { days: COD_LATE_AFTER_DAYS, max: COD_LATE_AFTER_MAX_DAYS })}
        </p>
      </Form>

      <section aria-labelledby="cod-couriers" className="mt-10">
        <h2 id="cod-couriers" className="text-2xl">
          {t("cod.couriers.title")}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-muted">{t("cod.couriers.intro")}</p>
        <AdminTable
          label={t("cod.couriers.title")}
          rows={couriers}
          columns={codCourierColumns(t, filter.days)}
          rowKey={(row) => row.courier}
          minWidth="min-w-[36rem]"
          look="figures"
          empty={<p className="mt-3 rounded-xl border border-line bg-white p-4">{t("cod.couriers.none")}</p>}
        />
      </section>

      <section aria-labelledby="cod-late" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="cod-late" className="text-2xl">
            {t("cod.late.title", { days: filter.days })}
          </h2>
          {late.total > 0 ? (
            <a href={csvUrl("late", filter, i18n.language)} download className={secondaryButtonClass}>
              {t("cod.late.export")}
            </a>
          ) : null}
        </div>
        <p className="mt-1 max-w-3xl text-sm text-muted">{t("cod.late.intro")}</p>
        <PagedAdminTable
          list={listPage(
            "cod.late",
            { days: filter.days === COD_LATE_AFTER_DAYS ? undefined : filter.days, page: filter.page },
            late.total,
            pageSize,
            (page) => linkTo({ page }),
          )}
          rows={late.rows}
          columns={codLateColumns(t, day)}
          rowKey={(row) => String(row.orderNumber)}
          minWidth="min-w-[44rem]"
        />
      </section>

      <section aria-labelledby="cod-transfers" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="cod-transfers" className="text-2xl">
            {t("cod.transfers.title")}
          </h2>
          {transfers.total > 0 ? (
            <a href={csvUrl("transfers", filter, i18n.language)} download className={secondaryButtonClass}>
              {t("cod.transfers.export")}
            </a>
          ) : null}
        </div>
        <p className="mt-1 max-w-3xl text-sm text-muted">{t("cod.transfers.intro")}</p>
        <PagedAdminTable
          list={listPage("cod.transfers", { page: filter.transfersPage }, transfers.total, pageSize, (transfersPage) =>
            linkTo({ transfersPage }),
          )}
          rows={transfers.rows}
          columns={codTransferColumns(t)}
          minWidth="min-w-[60rem]"
        />
      </section>
    </>
  );
}
