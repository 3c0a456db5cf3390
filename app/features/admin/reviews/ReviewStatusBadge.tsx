import type { ReviewStatus } from "#domain/admin-reviews";
import { useTranslation } from "#app/lib/i18n/react.tsx";

const TONES: Record<ReviewStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  published: "bg-emerald-100 text-emerald-900",
  hidden: "bg-stone-200 text-stone-800",
};

/** Where a review stands, as a coloured label with its name in the member's language. */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation("admin");
  return (
    <span className={`inline-block whitespace-nowrap rounded-full px-3 py-1 text-xs font-semibold ${TONES[status]}`}>
      {t(`reviews.status.${status}`)}
    </span>
  );
}
