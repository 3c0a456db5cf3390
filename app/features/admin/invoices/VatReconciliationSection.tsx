import type { ReconciliationReading } from "#domain/admin/invoices";
import type { OutsideIssuerTotals, ReconciliationRate, VatReconciliation } from "#domain/vat-reconciliation";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { ColumnHeaders } from "#app/ui/ColumnHeaders.tsx";
import { HeadedSection } from "#app/ui/HeadedSection.tsx";
import { lei } from "../orders/order-format.ts";
import { smallButton } from "./invoice-classes.ts";

const cell = "px-3 py-2 text-right tabular-nums whitespace-nowrap";
const heading = "px-3 py-2 font-semibold";

const rateName = (rate: Pick<ReconciliationRate, "category" | "ratePercent">) =>
  rate.category === "S" ? `${rate.ratePercent} %` : `${rate.ratePercent} % (${rate.category})`;

/**
 * The month's VAT report beside what ANAF's e-Factura accepted, rate by rate, and every difference with its cause
 * (issue 66 item 4): RO e-TVA pre-fills the VAT return from e-Factura, so what is listed here is what the owner fixes
 * before the return is filed.
 */
export function VatReconciliationSection({ reading }: { reading: ReconciliationReading }) {
  const { t } = useTranslation("admin");
  const view = reading.view;
  return (
    <HeadedSection
      titleId="vat-reconciliation"
      title={t("invoices.reconciliation.title")}
      className="mt-8 rounded-2xl border border-line p-4"
      titleClassName="text-xl font-semibold"
    >
      <p className="mt-1 max-w-3xl text-sm text-muted">{t("invoices.reconciliation.intro")}</p>
      <form method="get" action="/admin/invoices" className="mt-4 flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t("invoices.reconciliation.month")}
          <input
            type="month"
            name="month"
            required
            defaultValue={reading.month}
            pattern="[0-9]{4}-[0-9]{2}"
            aria-invalid={view ? undefined : true}
            aria-describedby={view ? undefined : "vat-reconciliation-error"}
            className="min-h-11 rounded-lg border border-line px-3 font-normal"
          />
        </label>
        <button type="submit" className={smallButton}>
          {t("invoices.reconciliation.show")}
        </button>
      </form>
      {!view ? (
        <p id="vat-reconciliation-error" role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {t("invoices.reconciliation.invalidMonth")}
        </p>
      ) : view.rates.length === 0 && view.differences.length === 0 && view.outside.length === 0 ? (
        <p className="mt-4 text-sm">{t("invoices.reconciliation.empty", { month: view.month })}</p>
      ) : (
        <>
          {view.rates.length === 0 && view.differences.length === 0 ? (
            <p className="mt-4 text-sm">{t("invoices.reconciliation.onlyOutside", { month: view.month })}</p>
          ) : (
            <StoreComparison view={view} />
          )}
          {view.outside.map((totals) => (
            <OutsideIssuerSums key={totals.issuer} month={view.month} totals={totals} />
          ))}
        </>
      )}
    </HeadedSection>
  );
}

/** The documents the store sent to e-Factura itself, rate by rate beside what ANAF accepted, then each difference. */
function StoreComparison({ view }: { view: VatReconciliation }) {
  const { t } = useTranslation("admin");
  return (
    <>
      <p
        role="status"
        className={`mt-4 rounded-lg px-3 py-2 text-sm font-semibold ${view.balanced ? "bg-green-50 text-green-900" : "bg-red-50 text-red-800"}`}
      >
        {view.balanced
          ? t("invoices.reconciliation.balanced", { month: view.month })
          : t("invoices.reconciliation.unbalanced", { month: view.month, count: view.differences.length })}
      </p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[40rem] border-collapse text-sm">
          <caption className="sr-only">{t("invoices.reconciliation.ratesCaption", { month: view.month })}</caption>
          <ColumnHeaders
            rowClassName="border-b border-line"
            cellClassName={heading}
            columns={[
              { label: t("invoices.reconciliation.rate") },
              { label: t("invoices.reconciliation.storeBase"), numeric: true },
              { label: t("invoices.reconciliation.storeVat"), numeric: true },
              { label: t("invoices.reconciliation.anafBase"), numeric: true },
              { label: t("invoices.reconciliation.anafVat"), numeric: true },
              { label: t("invoices.reconciliation.differenceBase"), numeric: true },
              { label: t("invoices.reconciliation.differenceVat"), numeric: true },
            ]}
          />
          <tbody>
            {view.rates.map((rate) => {
              const off = rate.difference.taxableRonMinor !== 0 || rate.difference.vatRonMinor !== 0;
              return (
                <tr key={`${rate.category}:${rate.ratePercent}`} className="border-b border-line last:border-b-0">
                  <th scope="row" className="px-3 py-2 text-left font-semibold">
                    {rateName(rate)}
                  </th>
                  <td className={cell}>{lei(rate.store.taxableRonMinor)}</td>
                  <td className={cell}>{lei(rate.store.vatRonMinor)}</td>
                  <td className={cell}>{lei(rate.anaf.taxableRonMinor)}</td>
                  <td className={cell}>{lei(rate.anaf.vatRonMinor)}</td>
                  <td className={`${cell} ${off ? "font-semibold text-red-800" : ""}`}>{lei(rate.difference.taxableRonMinor)}</td>
                  <td className={`${cell} ${off ? "font-semibold text-red-800" : ""}`}>{lei(rate.difference.vatRonMinor)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {view.differences.length > 0 ? (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full min-w-[40rem] border-collapse text-sm">
            <caption className="px-3 pb-2 text-left font-semibold">{t("invoices.reconciliation.differencesCaption")}</caption>
            <ColumnHeaders
              rowClassName="border-b border-line"
              cellClassName={heading}
              columns={[
                { label: t("invoices.reconciliation.document") },
                { label: t("invoices.reconciliation.order") },
                { label: t("invoices.reconciliation.cause") },
                { label: t("invoices.reconciliation.base"), numeric: true },
                { label: t("invoices.reconciliation.vat"), numeric: true },
                { label: t("invoices.reconciliation.total"), numeric: true },
              ]}
            />
            <tbody>
              {view.differences.map((difference) => (
                <tr key={`${difference.cause}:${difference.label}`} className="border-b border-line last:border-b-0">
                  <th scope="row" className="px-3 py-2 text-left font-mono text-xs">
                    {difference.label}
                  </th>
                  <td className="px-3 py-2">{difference.orderNumber}</td>
                  <td className="px-3 py-2">{t(`invoices.reconciliation.causes.${difference.cause}`)}</td>
                  <td className={cell}>{lei(difference.taxableRonMinor)}</td>
                  <td className={cell}>{lei(difference.vatRonMinor)}</td>
                  <td className={cell}>{lei(difference.grossRonMinor)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}

/**
 * An outside issuer's documents (decision 0177): it sends them to ANAF and sees the verdicts, so the store sums them per
 * rate for its VAT report and says where they are checked.
 */
function OutsideIssuerSums({ month, totals }: { month: string; totals: OutsideIssuerTotals }) {
  const { t } = useTranslation("admin");
  const issuer = t(`invoices.issuer.${totals.issuer}`);
  return (
    <div className="mt-6">
      <p className="max-w-3xl text-sm">
        {t("invoices.reconciliation.outside", { issuer, count: totals.documents })}
        {totals.pending > 0 ? ` ${t("invoices.reconciliation.outsidePending", { issuer, count: totals.pending })}` : null}
      </p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[24rem] border-collapse text-sm">
          <caption className="px-3 pb-2 text-left font-semibold">{t("invoices.reconciliation.outsideCaption", { issuer, month })}</caption>
          <ColumnHeaders
            rowClassName="border-b border-line"
            cellClassName={heading}
            columns={[
              { label: t("invoices.reconciliation.rate") },
              { label: t("invoices.reconciliation.base"), numeric: true },
              { label: t("invoices.reconciliation.vat"), numeric: true },
            ]}
          />
          <tbody>
            {totals.rates.map((rate) => (
              <tr key={`${rate.category}:${rate.ratePercent}`} className="border-b border-line last:border-b-0">
                <th scope="row" className="px-3 py-2 text-left font-semibold">
                  {rateName(rate)}
                </th>
                <td className={cell}>{lei(rate.taxableRonMinor)}</td>
                <td className={cell}>{lei(rate.vatRonMinor)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
