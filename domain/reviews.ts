/**
 * Product reviews as the API answers them and the rules of the review form (spec §5 "Review form"),
 * checked in the browser before sending and again by the server on whatever arrives. Plain functions
 * rather than zod, so the reviews chunk stays small (the routes' zod schemas are in `review-schemas.ts`). Each rule
 * answers an error code per field; the page turns codes into sentences from its catalogue (`pages/reviews.json`), the
 * server from its own (`server/messages/reviews.ts`), word for word the same.
 */
import type { Language } from "./locale.ts";
import { isStarValue, type RatingSummary, type StarValue } from "./review-rating.ts";

export const REVIEW_SORTS = ["newest", "oldest", "highest", "lowest"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const DEFAULT_REVIEW_SORT: ReviewSort = "newest";

export const REVIEWS_PAGE_SIZE = 10;
/** Pages past this are refused: no product has 10 000 reviews, and a crawler gets a 400, not a scan. */
export const MAX_REVIEWS_PAGE = 1000;

export const REVIEW_VOTES = ["helpful", "not_helpful"] as const;
export type ReviewVote = (typeof REVIEW_VOTES)[number];

/** The header carrying the browser's random voter key (`[A-Za-z0-9_-]`, 16–64 characters). */
export const REVIEW_VOTER_HEADER = "X-Review-Voter";
const VOTER_KEY = /^[A-Za-z0-9_-]{16,64}$/;

export const REVIEW_FIELD_LIMITS = { title: 120, text: 5000, name: 60, email: 254 } as const;

export interface ReviewView {
  /** Numeric id of the review, as the vote route takes it. */
  id: number;
  rating: StarValue;
  title: string;
  text: string;
  /** ISO 8601 time the review was written. */
  date: string;
  /** The name the reviewer gave, else "Anonymous" in the reader's language. */
  reviewer: string;
  verified: boolean;
  /** Title of the variant reviewed, in the reader's language when the variant still exists. */
  productVariant: string | null;
  helpful: number;
  notHelpful: number;
  /** This browser's vote, when it sent its voter key. */
  myVote: ReviewVote | null;
  /** The store's answer, shown under the review. */
  reply: { text: string; date: string } | null;
}

export interface ReviewsPage extends RatingSummary {
  reviews: ReviewView[];
  sort: ReviewSort;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface VoteResult {
  reviewId: number;
  helpful: number;
  notHelpful: number;
  /** The vote that now stands; null after clicking the same choice again. */
  vote: ReviewVote | null;
}

/** Who wrote a review without giving a name (spec §3 "Review": reviewer defaults to Anonymous). */
export const ANONYMOUS_REVIEWER: Record<Language, string> = { ro: "Anonim", en: "Anonymous" };

export function isReviewSort(value: unknown): value is ReviewSort {
  return typeof value === "string" && (REVIEW_SORTS as readonly string[]).includes(value);
}

export function isReviewVote(value: unknown): value is ReviewVote {
  return typeof value === "string" && (REVIEW_VOTES as readonly string[]).includes(value);
}

export function isVoterKey(value: unknown): value is string {
  return typeof value === "string" && VOTER_KEY.test(value);
}

/** The review form's fields, as the body of `POST /api/reviews` names them. */
export type ReviewField = "productHandle" | "rating" | "title" | "text" | "name" | "variant" | "email";

export type ReviewFieldError =
  | { code: "required" }
  | { code: "rating" }
  | { code: "tooLong"; max: number }
  | { code: "email" }
  | { code: "variantUnknown" }
  | { code: "type" };

export type ReviewFieldErrors = Partial<Record<ReviewField, ReviewFieldError>>;

/** A variant the reviewer may pick: its gid and its title in the writer's language. */
export interface ReviewableVariant {
  id: string;
  title: string;
}

export interface ReviewSubmission {
  rating: StarValue;
  title: string;
  text: string;
  /** Null when left empty (shown as "Anonymous"). */
  name: string | null;
  /** The chosen variant, or null when the product has none to choose. */
  variant: ReviewableVariant | null;
  /** Trimmed and lower-cased; null when left empty. */
  email: string | null;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Control characters other than tab and line breaks have no place in a review (and NUL cannot be stored).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** A shopper's text as stored: trimmed, with Windows and old Mac line breaks as \n and no control characters. */
export function cleanReviewText(value: string): string {
  return value.replace(/\r\n?/g, "\n").replace(CONTROL_CHARACTERS, "").trim();
}

function characters(text: string): number {
  return [...text].length;
}

type Checked<T> = { value: T; error?: undefined } | { value?: undefined; error: ReviewFieldError };

function requiredText(value: unknown, max: number): Checked<string> {
  if (value === undefined || value === null) return { error: { code: "required" } };
  if (typeof value !== "string") return { error: { code: "type" } };
  const text = cleanReviewText(value);
  if (text === "") return { error: { code: "required" } };
  return characters(text) > max ? { error: { code: "tooLong", max } } : { value: text };
}

function optionalText(value: unknown, max: number): Checked<string | null> {
  if (value === undefined || value === null) return { value: null };
  if (typeof value !== "string") return { error: { code: "type" } };
  const text = cleanReviewText(value).replace(/\s+/g, " ");
  if (text === "") return { value: null };
  return characters(text) > max ? { error: { code: "tooLong", max } } : { value: text };
}

function checkRating(value: unknown): Checked<StarValue> {
  if (value === undefined || value === null) return { error: { code: "required" } };
  return isStarValue(value) ? { value } : { error: { code: "rating" } };
}

function checkEmail(value: unknown): Checked<string | null> {
  const text = optionalText(value, REVIEW_FIELD_LIMITS.email);
  if (text.error || text.value === null) return text;
  return EMAIL_PATTERN.test(text.value) ? { value: text.value.toLowerCase() } : { error: { code: "email" } };
}

/**
 * The variant a review is about. `variants` are the product's; with more than one the shopper must
 * choose (by gid, or by its title in the writer's language, case aside); with exactly one it is that
 * one; with none, nothing may be sent.
 */
function checkVariant(value: unknown, variants: readonly ReviewableVariant[]): Checked<ReviewableVariant | null> {
  const given = value === undefined || value === null || value === "" ? null : value;
  // Optional where there is a choice: a shopper who received a gift or does not remember the bottle is not turned
  // away, and the review then names no option rather than a guessed one.
  if (given === null) return { value: variants.length === 1 ? variants[0]! : null };
  if (typeof given !== "string") return { error: { code: "type" } };
  const wanted = given.trim().toLocaleLowerCase();
  const match = variants.find((variant) => variant.id === given.trim() || variant.title.toLocaleLowerCase() === wanted);
  return match ? { value: match } : { error: { code: "variantUnknown" } };
}

export type ReviewCheck = { ok: true; value: ReviewSubmission } | { ok: false; errors: ReviewFieldErrors };

/** Every field's problem at once (the form marks them all), or the submission as it will be stored. */
export function checkReviewSubmission(body: Record<string, unknown>, variants: readonly ReviewableVariant[]): ReviewCheck {
  const checks = {
    rating: checkRating(body.rating),
    title: requiredText(body.title, REVIEW_FIELD_LIMITS.title),
    text: requiredText(body.text, REVIEW_FIELD_LIMITS.text),
    name: optionalText(body.name, REVIEW_FIELD_LIMITS.name),
    variant: checkVariant(body.variant, variants),
    email: checkEmail(body.email),
  };
  const errors: ReviewFieldErrors = {};
  for (const [field, check] of Object.entries(checks) as Array<[ReviewField, Checked<unknown>]>) {
    if (check.error) errors[field] = check.error;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      rating: checks.rating.value!,
      title: checks.title.value!,
      text: checks.text.value!,
      name: checks.name.value ?? null,
      variant: checks.variant.value ?? null,
      email: checks.email.value ?? null,
    },
  };
}
