import type { AdminCustomerStatus } from "#domain/admin-customers";
import { useTranslation } from "#app/lib/i18n/react.tsx";

const TONE: Record<AdminCustomerStatus, string> = {
  active: "bg-emerald-100 text-emerald-900",
  pending: "bg-amber-100 text-amber-900",
  magic_link_only: "bg-sky-100 text-sky-900",
  blocked: "bg-red-100 text-red-900",
};

/** An account's state in words (never by colour alone). */
export function CustomerStatusBadge({ status }: { status: AdminCustomerStatus }) {
  const { t } = useTranslation("admin");
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${TONE[status]}`}>{t(`customers.status.${status}`)}</span>
  );
}
