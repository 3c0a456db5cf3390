import type { ReturnStatus } from "#domain/returns";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { stateBadge } from "../StateBadge.tsx";

/** A return's status. */
export const ReturnStatusBadge = stateBadge<ReturnStatus>(
  "returns.status",
  {
    pending: "bg-amber-100 text-amber-900",
    approved: "bg-sky-100 text-sky-900",
    processing: "bg-indigo-100 text-indigo-900",
    completed: "bg-emerald-100 text-emerald-900",
    rejected: "bg-stone-200 text-stone-900",
    cancelled: "bg-stone-200 text-stone-900",
  },
  { size: "sm" },
);

/** A withdrawal past its legal refund day: a word and a sign, not a colour alone. */
export function OverdueBadge() {
  const { t } = useTranslation("admin");
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap rounded-full border-2 border-red-800 bg-white px-2 py-0.5 text-sm font-bold text-red-800">
      <span aria-hidden="true">⚠</span>
      {t("returns.overdue")}
    </span>
  );
}
