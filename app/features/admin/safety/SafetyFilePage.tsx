import { Link } from "react-router";
import type { AdminAdverseEffectReport } from "#app/lib/load-context.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass, secondaryButtonClass } from "../admin-forms.ts";
import { ListPages } from "../ListPages.tsx";
import { dateTimeFormat } from "../orders/order-format.ts";

const cell = "border-b border-line px-3 py-3 text-left align-top";

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
  const label = t("safetyFile.tableLabel");

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
      {reports.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-line bg-white p-6 text-muted">
          {total === 0 ? t("safetyFile.none") : t("safetyFile.pastEnd")}
        </p>
      ) : (
        <div tabIndex={0} role="region" aria-label={label} className="mt-6 overflow-x-auto rounded-2xl border border-line bg-white">
          <table className="w-full min-w-[48rem] border-collapse text-sm">
            <caption className="sr-only">{label}</caption>
            <thead>
              <tr>
                {(["date", "product", "customer", "source", "note"] as const).map((column) => (
                  <th key={column} scope="col" className={cell}>
                    {t(`safetyFile.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {reports.map((report) => (
                <tr key={report.id}>
                  <td className={`${cell} whitespace-nowrap`}>
                    <time dateTime={report.createdAt}>{when.format(new Date(report.createdAt))}</time>
                  </td>
                  <th scope="row" className={`${cell} font-semibold`}>
                    {report.productName}
                    <span className="block font-normal text-muted">{report.sku}</span>
                  </th>
                  <td className={`${cell} break-all`}>
                    {report.customerEmail}
                    {report.orderNumber !== null ? (
                      <Link to={`/admin/orders/${report.orderNumber}`} className={`${linkClass} block whitespace-nowrap`}>
                        {t("safetyFile.order", { number: report.orderNumber })}
                      </Link>
                    ) : null}
                  </td>
                  <td className={cell}>
                    {t(`safetyFile.source.${report.source}`)}
                    {report.subscriptionId !== null ? (
                      <Link to={`/admin/subscriptions/${report.subscriptionId}`} className={`${linkClass} block whitespace-nowrap`}>
                        {t("safetyFile.subscription", { id: report.subscriptionId })}
                      </Link>
                    ) : null}
                  </td>
                  <td className={`${cell} max-w-sm whitespace-pre-line`}>
                    {report.note || <span className="text-muted">{t("safetyFile.noNote")}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPages page={page} pages={pages} linkTo={(to) => `/admin/safety?page=${to}`} label={t("safetyFile.pages")} />
    </>
  );
}
