import { useId } from "react";
import type { ReviewView, ReviewVote } from "#domain/reviews";
import { Stars } from "#app/ui/Stars.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { formatLongDate } from "#domain/dates";
import { ANCHOR_TARGET_CLASS } from "#app/ui/anchor-target.ts";

const voteClass =
  "min-h-11 rounded-full border-2 px-4 text-sm font-semibold aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-white border-line bg-white text-ink hover:border-brand";

/**
 * One review. Every text a shopper wrote is rendered as text (React escapes it); line breaks are kept.
 * The helpful / not helpful buttons are toggles (aria-pressed): clicking the pressed one again undoes it.
 */
export function ReviewCard({
  review,
  sample,
  onVote,
}: {
  review: ReviewView;
  sample: boolean;
  onVote: (review: ReviewView, vote: ReviewVote) => void;
}) {
  const { t, i18n } = useTranslation("reviews");
  const titleId = useId();
  const questionId = useId();
  return (
    <article
      id={`review-${review.id}`}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={`border-b border-line py-6 ${ANCHOR_TARGET_CLASS}`}
    >
      <div className="flex flex-wrap items-center gap-3">
        <Stars rating={review.rating} label={t("stars", { rating: review.rating })} />
        {sample ? (
          <span className="rounded-full bg-line px-2 py-0.5 text-xs font-semibold uppercase tracking-wider text-ink">
            {t("sample.badge")}
          </span>
        ) : null}
      </div>
      <h3 id={titleId} className="mt-2 text-xl break-words">
        {review.title}
      </h3>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-muted">
        <span className="font-semibold text-ink break-all">{review.reviewer}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={review.date}>{formatLongDate(review.date, i18n.language)}</time>
        {review.verified ? (
          <span className="inline-flex items-center gap-1 font-semibold text-brand-dark">
            <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4">
              <path d="M4 10.5l4 4 8-9" className="round-stroke stroke-[2.2]" />
            </svg>
            {t("verified")}
          </span>
        ) : null}
      </p>
      {review.productVariant ? <p className="mt-1 text-sm text-muted">{t("variant", { variant: review.productVariant })}</p> : null}
      <p className="mt-3 leading-relaxed break-words whitespace-pre-line">{review.text}</p>
      {review.reply ? (
        <div className="mt-4 rounded-xl border-l-4 border-brand bg-cream p-3">
          <p className="text-sm font-semibold text-brand-dark">{t("storeReply")}</p>
          <p className="mt-1 leading-relaxed break-words whitespace-pre-line">{review.reply.text}</p>
        </div>
      ) : null}
      <div role="group" aria-labelledby={questionId} className="mt-4 flex flex-wrap items-center gap-2">
        <span id={questionId} className="basis-full text-sm text-muted sm:me-1 sm:basis-auto">
          {t("helpfulQuestion")}
        </span>
        <button type="button" aria-pressed={review.myVote === "helpful"} onClick={() => onVote(review, "helpful")} className={voteClass}>
          {t("voteCount", { label: t("helpful"), count: review.helpful })}
        </button>
        <button
          type="button"
          aria-pressed={review.myVote === "not_helpful"}
          onClick={() => onVote(review, "not_helpful")}
          className={voteClass}
        >
          {t("voteCount", { label: t("notHelpful"), count: review.notHelpful })}
        </button>
      </div>
    </article>
  );
}
