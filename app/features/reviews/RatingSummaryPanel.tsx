import { clampRating, STAR_VALUES, type RatingSummary } from "#domain/review-rating";
import { Stars } from "#app/ui/Stars.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { formatAverage } from "./format-average.ts";

/** Spec §5 "Displayed star rating": the average to one decimal and clamped to 0–5, the count, and a bar per star. */
export function RatingSummaryPanel({ summary }: { summary: RatingSummary }) {
  const { t, i18n } = useTranslation("reviews");
  const average = clampRating(summary.average);
  return (
    <div>
      <p className="flex items-baseline gap-2">
        <span className="font-serif text-5xl text-ink">{formatAverage(average, i18n.language)}</span>
        <span className="text-muted">{t("outOfFive")}</span>
      </p>
      <Stars rating={average} label={t("stars", { rating: formatAverage(average, i18n.language) })} className="mt-2" />
      <p className="mt-1 text-sm text-muted">{t("basedOn", { count: summary.count })}</p>
      <ul aria-label={t("distribution.label")} className="mt-5 space-y-1.5">
        {STAR_VALUES.map((stars) => {
          const count = summary.distribution[stars];
          const percent = summary.count === 0 ? 0 : Math.round((count / summary.count) * 100);
          return (
            <li key={stars} className="grid grid-cols-[3.5rem_1fr_2.5rem] items-center gap-2 text-sm">
              <span aria-hidden="true">{t("distribution.stars", { count: stars })}</span>
              <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-line">
                <span className="block h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
              </span>
              <span aria-hidden="true" className="text-end text-muted">
                {count}
              </span>
              <span className="sr-only">
                {t("distribution.bar", {
                  stars: t("distribution.stars", { count: stars }),
                  reviews: t("reviewCount", { count }),
                  percent,
                })}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
