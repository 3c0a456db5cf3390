/**
 * The review routes' sentences, in the shopper's language (Romanian "tu"). A wrong field reads exactly as the review
 * form's own check says it (`app/locales/*\/pages/reviews.json`, group `errors`), since the form and the server check
 * by the same rules (`checkReviewSubmission`).
 */
import type { Language } from "#domain/locale";
import type { ReviewField, ReviewFieldError, ReviewFieldErrors } from "#domain/reviews";

export interface ReviewMessages {
  /** The refusal's sentence when the form has wrong fields, each carrying its own. */
  invalid: string;
  ratingRequired: string;
  rating: string;
  titleRequired: string;
  textRequired: string;
  productHandleRequired: string;
  tooLong: (max: number) => string;
  email: string;
  variantUnknown: string;
  type: string;
  productNotFound: string;
  reviewNotFound: string;
  sort: string;
  page: (max: number) => string;
  vote: string;
  reviewId: string;
  tooLarge: (kilobytes: number) => string;
  methodNotAllowed: string;
}

export const REVIEW_MESSAGES: Record<Language, ReviewMessages> = {
  ro: {
    invalid: "Te rugăm să corectezi câmpurile marcate.",
    ratingRequired: "Alege o notă de la 1 la 5 stele.",
    rating: "Nota trebuie să fie un număr întreg de stele, de la 1 la 5.",
    titleRequired: "Te rugăm să dai un titlu recenziei.",
    textRequired: "Te rugăm să scrii recenzia.",
    productHandleRequired: "Spune pentru ce produs este recenzia.",
    tooLong: (max) => `Folosește cel mult ${max} de caractere.`,
    email: "Te rugăm să introduci o adresă de e-mail validă.",
    variantUnknown: "Produsul nu are această opțiune.",
    type: "Câmpul trebuie să fie un text.",
    productNotFound: "Nu am găsit acest produs.",
    reviewNotFound: "Nu am găsit această recenzie.",
    sort: "Ordonează după newest, oldest, highest sau lowest.",
    page: (max) => `Pagina trebuie să fie un număr întreg de la 1 la ${max}.`,
    vote: "Votează helpful sau not_helpful.",
    reviewId: "Spune pentru ce recenzie este votul.",
    tooLarge: (kilobytes) => `Recenzia depășește ${kilobytes} KB.`,
    methodNotAllowed: "Recenziile se citesc cu GET și se scriu cu POST.",
  },
  en: {
    invalid: "Please correct the marked fields.",
    ratingRequired: "Choose a rating from 1 to 5 stars.",
    rating: "The rating must be a whole number of stars from 1 to 5.",
    titleRequired: "Please give your review a title.",
    textRequired: "Please write your review.",
    productHandleRequired: "Say which product the review is for.",
    tooLong: (max) => `Use at most ${max} characters.`,
    email: "Please enter a valid email address.",
    variantUnknown: "This product has no such option.",
    type: "This field must be text.",
    productNotFound: "We could not find this product.",
    reviewNotFound: "We could not find this review.",
    sort: "Sort by newest, oldest, highest or lowest.",
    page: (max) => `The page must be a whole number from 1 to ${max}.`,
    vote: "Vote helpful or not_helpful.",
    reviewId: "Say which review the vote is for.",
    tooLarge: (kilobytes) => `The review is larger than ${kilobytes} KB.`,
    methodNotAllowed: "Read reviews with GET and write one with POST.",
  },
};

const REQUIRED: Partial<Record<ReviewField, "ratingRequired" | "titleRequired" | "textRequired">> = {
  rating: "ratingRequired",
  title: "titleRequired",
  text: "textRequired",
};

function fieldSentence(messages: ReviewMessages, field: ReviewField, error: ReviewFieldError): string {
  switch (error.code) {
    case "required":
      return messages[REQUIRED[field] ?? "productHandleRequired"];
    case "tooLong":
      return messages.tooLong(error.max);
    default:
      return messages[error.code];
  }
}

/** Each wrong field's sentence, keyed by the field's name in the body. */
export function reviewFieldSentences(messages: ReviewMessages, errors: ReviewFieldErrors): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, fieldSentence(messages, field as ReviewField, error as ReviewFieldError)]),
  );
}
