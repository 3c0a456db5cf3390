import type { AdminCustomerDetail } from "#domain/admin/customers";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { lei } from "../orders/order-format.ts";

/** Every change of the customer's store credit, with its reason, who made it and when. */
export function CreditEntries({ entries, when }: { entries: AdminCustomerDetail["storeCredit"]["entries"]; when: Intl.DateTimeFormat }) {
  const { t } = useTranslation("admin");
  if (entries.length === 0) return <p className="mt-2 text-muted">{t("credit.noEntries")}</p>;
  return (
    <ul className="mt-2 divide-y divide-line text-sm">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap justify-between gap-2 py-2">
          <span>
            {t(`credit.kinds.${entry.kind}`)}
            {entry.reason ? <span className="block text-muted">“{entry.reason}”</span> : null}
            {entry.staffEmail ? <span className="block text-muted">{entry.staffEmail}</span> : null}
          </span>
          <span className="text-right">
            <strong className="block whitespace-nowrap">
              {entry.amountRonMinor > 0 ? "+" : "−"}
              {lei(Math.abs(entry.amountRonMinor))}
            </strong>
            <time dateTime={entry.createdAt} className="text-muted">
              {when.format(new Date(entry.createdAt))}
            </time>
          </span>
        </li>
      ))}
    </ul>
  );
}
