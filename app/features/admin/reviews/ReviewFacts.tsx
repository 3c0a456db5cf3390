import type { AdminReview } from "#domain/admin/reviews";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "../admin-forms.ts";

/** Who wrote the review, whether they bought the product, about what and when. */
export function ReviewFacts({ review, when }: { review: AdminReview; when: Intl.DateTimeFormat }) {
  const { t } = useTranslation("admin");
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-muted">{t("reviews.card.author")}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{review.reviewerName ?? t("reviews.card.anonymous")}</span>
          {review.verified ? (
            <span className="inline-block whitespace-nowrap rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
              {t("reviews.card.verified")}
            </span>
          ) : (
            <span className="inline-block whitespace-nowrap rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">
              {t("reviews.card.unverified")}
            </span>
          )}
        </dd>
      </div>
      <div>
        <dt className="text-muted">{t("reviews.card.email")}</dt>
        <dd className="break-all">{review.email ?? t("reviews.card.noEmail")}</dd>
      </div>
      <div>
        <dt className="text-muted">{t("reviews.card.product")}</dt>
        <dd>
          <a href={`/products/${review.productHandle}`} className={linkClass}>
            {review.productTitle}
          </a>
          {review.variantTitle ? <span className="text-muted"> · {review.variantTitle}</span> : null}
        </dd>
      </div>
      <div>
        <dt className="text-muted">{t("reviews.card.date")}</dt>
        <dd>
          <time dateTime={review.createdAt}>{when.format(new Date(review.createdAt))}</time>
        </dd>
      </div>
    </dl>
  );
}
