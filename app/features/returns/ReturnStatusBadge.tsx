import type { ReturnStatus } from "#domain/returns";
import { useTranslation } from "#app/lib/i18n/react.tsx";

const STATUS_TONES: Record<ReturnStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-sky-100 text-sky-900",
  processing: "bg-indigo-100 text-indigo-900",
  completed: "bg-emerald-100 text-emerald-900",
  rejected: "bg-red-100 text-red-900",
  cancelled: "bg-stone-200 text-stone-800",
};

/** A return's status in the spec's words ("Pending Review", …), on the list and the return's page. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation("account");
  return (
    <span
      className={`inline-block rounded-full px-3 py-1 text-sm font-semibold whitespace-nowrap ${STATUS_TONES[status] ?? STATUS_TONES.cancelled}`}
    >
      {t(`returns.status.${status}`)}
    </span>
  );
}
