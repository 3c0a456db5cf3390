import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import type { AdminAdverseEffectReport } from "#app/lib/load-context.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass, secondaryButtonClass } from "../admin-forms.ts";
import { AdminTable, listColumn } from "../AdminTable.tsx";
import { ListPages } from "../ListPages.tsx";
import { dateTimeFormat } from "../orders/order-format.ts";

/**
 * The owner's safety file (issue 40 item 6): every report of adverse effects a customer gave, newest first, with
 * what it is about and the customer's own words, and the whole file as a spreadsheet for the owner's records.
 */
export function SafetyFilePage({
  page,
  reports,
  total,
  pageSize,
}: {
  page: number;
  reports: AdminAdverseEffectReport[];
  total: number;
  pageSize: number;
}) {
  const { t, i18n } = useTranslation("admin");
  const when = dateTimeFormat(i18n.language);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const columns: ColumnDef<AdminAdverseEffectReport>[] = [
    listColumn(
      "date",
      t("safetyFile.columns.date"),
      (report) => <time dateTime={report.createdAt}>{when.format(new Date(report.createdAt))}</time>,
      { cellClassName: "whitespace-nowrap" },
    ),
    listColumn(
      "product",
      t("safetyFile.columns.product"),
      (report) => (
        <>
          {report.productName}
          <span className="block font-normal text-muted">{report.sku}</span>
        </>
      ),
      { rowHeader: true, cellClassName: "font-semibold" },
    ),
    listColumn(
      "customer",
      t("safetyFile.columns.customer"),
      (report) => (
        <>
          {report.customerEmail}
          {report.orderNumber !== null ? (
            <Link to={`/admin/orders/${report.orderNumber}`} className={`${linkClass} block whitespace-nowrap`}>
              {t("safetyFile.order", { number: report.orderNumber })}
            </Link>
          ) : null}
        </>
      ),
      { cellClassName: "break-all" },
    ),
    listColumn("source", t("safetyFile.columns.source"), (report) => (
      <>
        {t(`safetyFile.source.${report.source}`)}
        {report.subscriptionId !== null ? (
          <Link to={`/admin/subscriptions/${report.subscriptionId}`} className={`${linkClass} block whitespace-nowrap`}>
            {t("safetyFile.subscription", { id: report.subscriptionId })}
          </Link>
        ) : null}
      </>
    )),
    listColumn(
      "note",
      t("safetyFile.columns.note"),
      (report) => report.note || <span className="text-muted">{t("safetyFile.noNote")}</span>,
      { cellClassName: "max-w-sm whitespace-pre-line" },
    ),
  ];

  return (
    <>
      <h1 className="text-3xl">{t("safetyFile.title")}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t("safetyFile.intro")}</p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <p>{t("safetyFile.count", { count: total })}</p>
        {total > 0 ? (
          <a href={`/api/admin/safety/export.csv?lng=${i18n.language}`} download className={secondaryButtonClass}>
            {t("safetyFile.export")}
          </a>
        ) : null}
      </div>
      <AdminTable
        label={t("safetyFile.tableLabel")}
        rows={reports}
        columns={columns}
        rowKey={(report) => String(report.id)}
        minWidth="min-w-[48rem]"
        className="mt-6"
        empty={
          <p className="mt-6 rounded-2xl border border-line bg-white p-6 text-muted">
            {total === 0 ? t("safetyFile.none") : t("safetyFile.pastEnd")}
          </p>
        }
      />
      <ListPages page={page} pages={pages} linkTo={(to) => `/admin/safety?page=${to}`} label={t("safetyFile.pages")} />
    </>
  );
}
