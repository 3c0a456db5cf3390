import type { ReactNode } from "react";
import { STAR_VALUES, type StarValue } from "#domain/review-rating";
import { useTranslation } from "#app/lib/i18n/react.tsx";

/**
 * The review's rating: a radio button per star count, drawn as stars from five down, the count chosen said beside
 * them. The buttons' ids are `${id}-${stars}`; `error`, with the id `errorId`, describes the group.
 */
export function StarRatingField({
  id,
  rating,
  disabled,
  onChange,
  requiredMark,
  error,
  errorId,
}: {
  id: string;
  rating: StarValue;
  disabled: boolean;
  onChange: (stars: StarValue) => void;
  requiredMark: ReactNode;
  error: ReactNode;
  errorId: string | undefined;
}) {
  const { t } = useTranslation("reviews");
  return (
    <fieldset className="mt-5" aria-describedby={errorId} aria-invalid={errorId ? true : undefined}>
      <legend className="font-semibold">
        {t("form.rating")}
        {requiredMark}
      </legend>
      <div className="mt-1 flex items-center gap-1">
        {[...STAR_VALUES].reverse().map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-md p-1 text-brand has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand has-[:focus-visible]:outline-solid"
          >
            <input
              id={`${id}-${stars}`}
              type="radio"
              name="rating"
              value={stars}
              checked={rating === stars}
              disabled={disabled}
              onChange={() => onChange(stars)}
              className="sr-only"
            />
            <svg viewBox="0 0 20 20" aria-hidden="true" className="size-8">
              <path
                d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9L10 1.5z"
                fill={stars <= rating ? "currentColor" : "none"}
                stroke="currentColor"
                strokeWidth="1.2"
                strokeLinejoin="round"
              />
            </svg>
            <span className="sr-only">{t("form.star", { count: stars })}</span>
          </label>
        ))}
        <span className="ms-2 text-sm text-muted" aria-hidden="true">
          {t("form.star", { count: rating })}
        </span>
      </div>
      {error}
    </fieldset>
  );
}
