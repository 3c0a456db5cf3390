import { useEffect, useId, useRef, useState } from "react";
import { MAX_RATING, type RatingSummary, type StarValue } from "#domain/review-rating";
import type { ReviewableVariant, ReviewField, ReviewView } from "#domain/reviews";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { inputClass, useReviewFieldRows } from "./review-field-rows.tsx";
import { StarRatingField } from "./StarRatingField.tsx";
import { useReviewSubmission, type ReviewValues } from "./use-review-submission.ts";
import { ANCHOR_TARGET_CLASS } from "#app/ui/anchor-target.ts";

/**
 * Spec §5 "Review form": a rating of 1–5 stars (5 to start with), a title and a text, an optional name
 * (Anonymous when empty), the variant when the product has several, and an optional email that only
 * decides the "verified purchase" mark. Checked here first with the server's own rules; the server's
 * answer for a field shows beside that field.
 */
export function ReviewForm({
  handle,
  variants,
  onCreated,
  onCancel,
  initialRating = MAX_RATING,
}: {
  handle: string;
  variants: readonly ReviewableVariant[];
  onCreated: (review: ReviewView, summary: RatingSummary, held: boolean) => void;
  onCancel: () => void;
  /** The stars chosen in a review request's email (issue 46), else five. */
  initialRating?: StarValue;
}) {
  const { t } = useTranslation("reviews");
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<ReviewValues>({ rating: initialRating, title: "", text: "", name: "", variant: "", email: "" });
  const fieldId = (field: ReviewField) => `${id}-${field}`;
  const { errors, message, submitting, submit } = useReviewSubmission({ handle, variants, values, fieldId, onCreated });
  const set = <K extends keyof ReviewValues>(field: K, value: ReviewValues[K]) => setValues((current) => ({ ...current, [field]: value }));
  const { errorId, describedBy, fieldError, textProps, required, textInput, fieldRow } = useReviewFieldRows({
    fieldId,
    values,
    errors,
    submitting,
    set,
  });

  useEffect(() => headingRef.current?.focus(), []);

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-heading`} className="rounded-2xl border border-line bg-white p-5 md:p-6">
      <h3 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className={`text-2xl ${ANCHOR_TARGET_CLASS}`}>
        {t("form.heading")}
      </h3>

      <StarRatingField
        id={fieldId("rating")}
        rating={values.rating}
        disabled={submitting}
        onChange={(stars) => set("rating", stars)}
        requiredMark={required}
        error={fieldError("rating")}
        errorId={errors.rating ? errorId("rating") : undefined}
      />

      {fieldRow("title", textInput("title", "text"))}

      {fieldRow(
        "text",
        <textarea {...textProps("text")} rows={5} onChange={(event) => set("text", event.target.value)} className={inputClass} />,
      )}

      {variants.length > 1
        ? fieldRow(
            "variant",
            <select
              id={fieldId("variant")}
              name="variant"
              value={values.variant}
              disabled={submitting}
              onChange={(event) => set("variant", event.target.value)}
              aria-invalid={errors.variant ? true : undefined}
              aria-describedby={describedBy("variant")}
              className={inputClass}
            >
              <option value="">{t("form.chooseVariant")}</option>
              {variants.map((variant) => (
                <option key={variant.id} value={variant.id}>
                  {variant.title}
                </option>
              ))}
            </select>,
          )
        : null}

      {fieldRow("name", textInput("name", "text", "name"), t("form.nameHint"))}

      {fieldRow("email", textInput("email", "email", "email"), t("form.emailHint"))}

      <ReviewFormEnd message={message} submitting={submitting} onCancel={onCancel} />
    </form>
  );
}

/** The form's closing lines: the message of the last try, then send and cancel. */
function ReviewFormEnd({ message, submitting, onCancel }: { message: string; submitting: boolean; onCancel: () => void }) {
  const { t } = useTranslation("reviews");
  return (
    <>
      {/* Always in the page, so the server's message is announced the moment it arrives. */}
      <div role="alert" className={message ? "mt-5 text-sm font-semibold text-sale" : undefined}>
        {message}
      </div>

      <div className="mt-5 flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={submitting}
          className="min-h-11 rounded-full bg-brand px-6 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {submitting ? t("form.submitting") : t("form.submit")}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-full border-2 border-line bg-white px-6 font-semibold text-ink hover:border-brand"
        >
          {t("form.cancel")}
        </button>
      </div>
    </>
  );
}
