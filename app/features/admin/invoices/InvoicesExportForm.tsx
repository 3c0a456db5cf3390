import { accountantMonth } from "#domain/admin/invoices";
import { shopCalendarDay } from "#domain/order-subscription-dates";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { smallButton } from "./invoice-classes.ts";

/** The month's invoices as one download for the accountant. */
export function InvoicesExportForm() {
  const { t } = useTranslation("admin");
  return (
    <form method="get" action="/api/admin/invoices/export" className="mt-6 flex flex-wrap items-end gap-3">
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {t("invoices.export.month")}
        <input
          type="month"
          name="month"
          required
          defaultValue={accountantMonth(shopCalendarDay(new Date()))}
          pattern="[0-9]{4}-[0-9]{2}"
          aria-describedby="invoices-export-hint"
          className="min-h-11 rounded-lg border border-line px-3 font-normal"
        />
      </label>
      <button type="submit" className={smallButton}>
        {t("invoices.export.download")}
      </button>
      <p id="invoices-export-hint" className="basis-full text-sm text-muted">
        {t("invoices.export.hint")}
      </p>
    </form>
  );
}
