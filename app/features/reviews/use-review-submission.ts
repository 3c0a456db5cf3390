import { useState, type FormEvent } from "react";
import type { RatingSummary, StarValue } from "#domain/review-rating";
import { checkReviewSubmission, type ReviewableVariant, type ReviewField, type ReviewView } from "#domain/reviews";
import { useCurrentUser } from "#app/features/account/AuthProvider.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { reviewFieldMessage } from "./review-field-messages.ts";
import { postReview } from "./reviews-api.ts";

const FIELD_ORDER: readonly ReviewField[] = ["rating", "title", "text", "name", "variant", "email"];

export interface ReviewValues {
  rating: StarValue;
  title: string;
  text: string;
  name: string;
  variant: string;
  email: string;
}

export type ReviewErrors = Partial<Record<ReviewField, string>>;

/**
 * Sending the review form: checked here first with the server's own rules, then posted; a field's problem (found
 * here or by the server) shows beside that field and the first such field takes the focus.
 */
export function useReviewSubmission({
  handle,
  variants,
  values,
  fieldId,
  onCreated,
}: {
  handle: string;
  variants: readonly ReviewableVariant[];
  values: ReviewValues;
  fieldId: (field: ReviewField) => string;
  onCreated: (review: ReviewView, summary: RatingSummary, held: boolean) => void;
}) {
  const { t, i18n } = useTranslation("reviews");
  const user = useCurrentUser();
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [message, setMessage] = useState("");
  const [submitting, setSubmitting] = useState(false);

  const showErrors = (fieldErrors: ReviewErrors, summary: string) => {
    setErrors(fieldErrors);
    setMessage(summary);
    const first = FIELD_ORDER.find((field) => fieldErrors[field]);
    // The rating's field is the chosen star's radio button.
    if (first) document.getElementById(first === "rating" ? `${fieldId("rating")}-${values.rating}` : fieldId(first))?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
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

  return { errors, message, submitting, submit };
}
