import type { DashboardView } from "#domain/admin/dashboard";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { ColumnHeaders } from "#app/ui/ColumnHeaders.tsx";
import { card, sectionHeading } from "./dashboard-classes.ts";
import { dashboardFormats } from "./dashboard-format.ts";

/** The variants at or under the low-stock threshold, sold-out ones marked. */
export function LowStockSection({ lowStock }: { lowStock: DashboardView["lowStock"] }) {
  const { t, i18n } = useTranslation("admin");
  const format = dashboardFormats(i18n.language);
  return (
    <section aria-labelledby="dashboard-stock" className="mt-8">
      <h2 id="dashboard-stock" className={sectionHeading}>
        {t("dashboard.lowStock")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("dashboard.lowStockIntro", { count: lowStock.threshold })}</p>
      {lowStock.items.length === 0 ? (
        <p className={`${card} mt-4`}>{t("dashboard.lowStockEmpty")}</p>
      ) : (
        <div className={`${card} mt-4 p-0`}>
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{t("dashboard.lowStockCaption")}</caption>
            <ColumnHeaders
              rowClassName="border-b border-line"
              cellClassName="px-4 py-3"
              columns={[{ label: t("dashboard.product") }, { label: t("dashboard.sku") }, { label: t("dashboard.stock"), numeric: true }]}
            />
            <tbody>
              {lowStock.items.map((item) => (
                <tr key={item.variantId} className="border-b border-line last:border-b-0">
                  <th scope="row" className="px-4 py-3 text-left font-semibold">
                    {i18n.language === "ro" ? item.title.ro : item.title.en}
                  </th>
                  <td className="whitespace-nowrap px-4 py-3 font-mono text-xs">{item.sku}</td>
                  <td className="px-4 py-3 text-right tabular-nums">
                    {item.stockQuantity === 0 ? (
                      <span className="inline-block whitespace-nowrap rounded-full bg-sale/10 px-2 py-0.5 font-semibold text-sale">
                        {t("dashboard.soldOut")}
                      </span>
                    ) : (
                      format.count(item.stockQuantity)
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
