import type { ReviewField, ReviewFieldError } from "#domain/reviews";
import type { TFunction } from "#app/lib/i18n/translator.ts";

const REQUIRED_KEYS: Partial<Record<ReviewField, string>> = {
  rating: "errors.ratingRequired",
  title: "errors.titleRequired",
  text: "errors.textRequired",
};

/** The sentence for a field's problem, from the texts the server answers with too (`reviews:errors`). */
export function reviewFieldMessage(t: TFunction, field: ReviewField, error: ReviewFieldError): string {
  switch (error.code) {
    case "required":
      return t(REQUIRED_KEYS[field] ?? "errors.productHandleRequired");
    case "tooLong":
      return t("errors.tooLong", { max: error.max });
    default:
      return t(`errors.${error.code}`);
  }
}
