/**
 * The review routes' error texts, read once from the page's own catalogue (`app/locales/{ro,en}/pages/
 * reviews.json`, group `errors`), so a field refused by the server reads exactly as the form's own check.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { SUPPORTED_LANGUAGES, type Language } from "#domain/locale";
import type { ReviewField, ReviewFieldError, ReviewFieldErrors } from "#domain/reviews";
import { LOCALES_DIR } from "#server/commerce/shared/locale";

const text = z.string().trim().min(1);
const errorsSchema = z.object({
  ratingRequired: text,
  rating: text,
  titleRequired: text,
  textRequired: text,
  productHandleRequired: text,
  tooLong: text,
  email: text,
  variantRequired: text,
  variantUnknown: text,
  type: text,
  invalid: text,
  productNotFound: text,
  reviewNotFound: text,
  sort: text,
  page: text,
  vote: text,
  reviewId: text,
  tooLarge: text,
  methodNotAllowed: text,
});

export type ReviewMessageKey = keyof z.output<typeof errorsSchema>;

export interface ReviewMessages {
  text(key: ReviewMessageKey, values?: Record<string, string | number>): string;
  /** Each wrong field's sentence, keyed by the field's name in the body. */
  fields(errors: ReviewFieldErrors): Record<string, string>;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function messagesFrom(texts: z.output<typeof errorsSchema>): ReviewMessages {
  const text = (key: ReviewMessageKey, values: Record<string, string | number> = {}) =>
    texts[key].replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
  const field = (name: ReviewField, error: ReviewFieldError): string => {
    switch (error.code) {
      case "required":
        return text(
          name === "rating"
            ? "ratingRequired"
            : name === "title"
              ? "titleRequired"
              : name === "text"
                ? "textRequired"
                : "productHandleRequired",
        );
      case "tooLong":
        return text("tooLong", { max: error.max });
      default:
        return text(error.code);
    }
  };
  return {
    text,
    fields: (errors) =>
      Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, field(name as ReviewField, error as ReviewFieldError)])),
  };
}

export function loadReviewMessages(localesDir: string = LOCALES_DIR): Record<Language, ReviewMessages> {
  const entries = SUPPORTED_LANGUAGES.map((language) => {
    const file = path.join(localesDir, language, "pages", "reviews.json");
    const parsed = z.object({ errors: errorsSchema }).safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (!parsed.success) throw new Error(`${file}: the errors group lacks a text: ${parsed.error.issues[0]?.path.join(".")}`);
    return [language, messagesFrom(parsed.data.errors)] as const;
  });
  return Object.fromEntries(entries) as Record<Language, ReviewMessages>;
}
