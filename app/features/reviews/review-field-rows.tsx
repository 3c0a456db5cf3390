import type { ReactNode } from "react";
import type { ReviewField } from "#domain/reviews";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { ReviewErrors, ReviewValues } from "./use-review-submission.ts";

export const inputClass =
  "mt-1 block min-h-11 w-full rounded-xl border-2 border-line bg-white px-3 py-2 aria-invalid:border-sale disabled:bg-line/40";

type TextField = "title" | "text" | "name" | "email";

/**
 * The review form's labelled fields: each control's id, the attributes that tie it to its hint and error, and the
 * row around it. The optional fields (those with a hint) say what they are for instead of "(required)".
 */
export function useReviewFieldRows({
  fieldId,
  values,
  errors,
  submitting,
  set,
}: {
  fieldId: (field: ReviewField) => string;
  values: ReviewValues;
  errors: ReviewErrors;
  submitting: boolean;
  set: (field: TextField, value: string) => void;
}) {
  const { t } = useTranslation("reviews");
  const errorId = (field: ReviewField) => `${fieldId(field)}-error`;
  const hintId = (field: ReviewField) => `${fieldId(field)}-hint`;
  const describedBy = (field: ReviewField, hint?: string) =>
    [errors[field] ? errorId(field) : null, hint].filter(Boolean).join(" ") || undefined;
  const fieldError = (field: ReviewField) =>
    errors[field] ? (
      <p id={errorId(field)} className="mt-1 text-sm font-semibold text-sale">
        {errors[field]}
      </p>
    ) : null;
  const textProps = (field: TextField, hint?: string) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    disabled: submitting,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": describedBy(field, hint),
  });
  const required = <span className="text-sm font-normal text-muted"> ({t("form.required")})</span>;
  const textInput = (field: Exclude<TextField, "text">, type: "text" | "email", autoComplete?: string) => (
    <input
      type={type}
      autoComplete={autoComplete}
      {...textProps(field, field === "title" ? undefined : hintId(field))}
      onChange={(event) => set(field, event.target.value)}
      className={inputClass}
    />
  );
  const fieldRow = (field: Exclude<ReviewField, "rating">, control: ReactNode, hint?: string) => (
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
  return { errorId, describedBy, fieldError, textProps, required, textInput, fieldRow };
}
