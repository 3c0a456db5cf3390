import { useEffect, useId, useRef, useState } from "react";
import { MAX_RATING, STAR_VALUES, type RatingSummary, type StarValue } from "#domain/review-rating";
import { checkReviewSubmission, type ReviewableVariant, type ReviewField, type ReviewView } from "#domain/reviews";
import { useCurrentUser } from "#app/features/account/AuthProvider.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { reviewFieldMessage } from "./review-field-messages.ts";
import { postReview } from "./reviews-api.ts";

const FIELD_ORDER: readonly ReviewField[] = ["rating", "title", "text", "name", "variant", "email"];

interface Values {
  rating: StarValue;
  title: string;
  text: string;
  name: string;
  variant: string;
  email: string;
}

const inputClass =
  "mt-1 block min-h-11 w-full rounded-xl border-2 border-line bg-white px-3 py-2 aria-invalid:border-sale disabled:bg-line/40";

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
  const { t, i18n } = useTranslation("reviews");
  const user = useCurrentUser();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<Values>({ rating: initialRating, title: "", text: "", name: "", variant: "", email: "" });
  const [errors, setErrors] = useState<Partial<Record<ReviewField, string>>>({});
  const [message, setMessage] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const choosesVariant = variants.length > 1;

  useEffect(() => headingRef.current?.focus(), []);

  const fieldId = (field: ReviewField) => `${id}-${field}`;
  const errorId = (field: ReviewField) => `${id}-${field}-error`;
  const set = <K extends keyof Values>(field: K, value: Values[K]) => setValues((current) => ({ ...current, [field]: value }));

  const showErrors = (fieldErrors: Partial<Record<ReviewField, string>>, summary: string) => {
    setErrors(fieldErrors);
    setMessage(summary);
    const first = FIELD_ORDER.find((field) => fieldErrors[field]);
    // The rating's field is the chosen star's radio button.
    if (first) document.getElementById(first === "rating" ? `${fieldId("rating")}-${values.rating}` : fieldId(first))?.focus();
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const check = checkReviewSubmission({ ...values }, variants);
    if (!check.ok) {
      const fieldErrors = Object.fromEntries(
        Object.entries(check.errors).map(([field, error]) => [field, reviewFieldMessage(t, field as ReviewField, error)]),
      );
      return showErrors(fieldErrors, t("form.invalid"));
    }
    setSubmitting(true);
    setMessage("");
    const outcome = await postReview(
      {
        productHandle: handle,
        rating: check.value.rating,
        title: check.value.title,
        text: check.value.text,
        ...(check.value.name ? { name: check.value.name } : {}),
        ...(check.value.variant ? { variant: check.value.variant.id } : {}),
        ...(check.value.email ? { email: check.value.email } : {}),
      },
      i18n.language,
      user?.accessToken,
    );
    setSubmitting(false);
    switch (outcome.kind) {
      case "created":
        return onCreated(outcome.review, outcome.summary, outcome.held);
      case "invalid": {
        const known = Object.fromEntries(Object.entries(outcome.fields).filter(([field]) => FIELD_ORDER.includes(field as ReviewField)));
        return showErrors(known, outcome.message || t("form.invalid"));
      }
      case "failed":
        setErrors({});
        return setMessage(outcome.message ?? t("form.failed"));
    }
  };

  const describedBy = (field: ReviewField, hint?: string) =>
    [errors[field] ? errorId(field) : null, hint].filter(Boolean).join(" ") || undefined;
  const fieldError = (field: ReviewField) =>
    errors[field] ? (
      <p id={errorId(field)} className="mt-1 text-sm font-semibold text-sale">
        {errors[field]}
      </p>
    ) : null;
  const textProps = (field: "title" | "text" | "name" | "email", hint?: string) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    disabled: submitting,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": describedBy(field, hint),
  });
  const required = <span className="text-sm font-normal text-muted"> ({t("form.required")})</span>;
  const hintId = (field: ReviewField) => `${id}-${field}-hint`;
  const textInput = (field: "title" | "name" | "email", type: "text" | "email", autoComplete?: string) => (
    <input
      type={type}
      autoComplete={autoComplete}
      {...textProps(field, field === "title" ? undefined : hintId(field))}
      onChange={(event) => set(field, event.target.value)}
      className={inputClass}
    />
  );
  /** One labelled field: the optional ones (those with a hint) say what they are for instead of "(required)". */
  const fieldRow = (field: Exclude<ReviewField, "rating">, control: React.ReactNode, hint?: string) => (
    <div className="mt-5">
      <label htmlFor={fieldId(field)} className="font-semibold">
        {t(`form.${field}`)}
        {hint ? null : required}
      </label>
      {control}
      {hint ? (
        <p id={hintId(field)} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {fieldError(field)}
    </div>
  );

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-heading`} className="rounded-2xl border border-line bg-white p-5 md:p-6">
      <h3 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="text-2xl">
        {t("form.heading")}
      </h3>

      <fieldset
        className="mt-5"
        aria-describedby={errors.rating ? errorId("rating") : undefined}
        aria-invalid={errors.rating ? true : undefined}
      >
        <legend className="font-semibold">
          {t("form.rating")}
          {required}
        </legend>
        <div className="mt-1 flex items-center gap-1">
          {[...STAR_VALUES].reverse().map((stars) => (
            <label
              key={stars}
              className="cursor-pointer rounded-md p-1 text-brand has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand has-[:focus-visible]:outline-solid"
            >
              <input
                id={`${fieldId("rating")}-${stars}`}
                type="radio"
                name="rating"
                value={stars}
                checked={values.rating === stars}
                disabled={submitting}
                onChange={() => set("rating", stars)}
                className="sr-only"
              />
              <svg viewBox="0 0 20 20" aria-hidden="true" className="size-8">
                <path
                  d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9L10 1.5z"
                  fill={stars <= values.rating ? "currentColor" : "none"}
                  stroke="currentColor"
                  strokeWidth="1.2"
                  strokeLinejoin="round"
                />
              </svg>
              <span className="sr-only">{t("form.star", { count: stars })}</span>
            </label>
          ))}
          <span className="ms-2 text-sm text-muted" aria-hidden="true">
            {t("form.star", { count: values.rating })}
          </span>
        </div>
        {fieldError("rating")}
      </fieldset>

      {fieldRow("title", textInput("title", "text"))}

      {fieldRow(
        "text",
        <textarea {...textProps("text")} rows={5} onChange={(event) => set("text", event.target.value)} className={inputClass} />,
      )}

      {choosesVariant
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
    </form>
  );
}
