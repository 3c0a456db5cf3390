/**
 * The browser's calls to the review routes (docs/api.md "Reviews"). Every call names the page's
 * language, so the server's messages read like the page. A network failure or an answer that is not
 * the expected JSON comes back as `failed`, for the caller's own words.
 */
import { apiCall, type ApiAnswer } from "#app/lib/rest-client.ts";
import type { Language } from "#domain/locale";
import type { RatingSummary } from "#domain/review-rating";
import { REVIEW_VOTER_HEADER, type ReviewSort, type ReviewsPage, type ReviewView, type ReviewVote, type VoteResult } from "#domain/reviews";

const REVIEWS_ENDPOINT = "/api/reviews";
const REVIEW_VOTE_ENDPOINT = "/api/review-vote";

type Failure = { kind: "failed"; message?: string };

/** A refusal's sentence for the caller to show, or nothing when no answer came. */
const failure = (answer: ApiAnswer<unknown>): Failure =>
  answer.kind === "refused" && answer.problem.error ? { kind: "failed", message: answer.problem.error } : { kind: "failed" };

export async function fetchReviews(
  {
    handle,
    sort,
    page,
    language,
    voterKey,
  }: { handle: string; sort: ReviewSort; page: number; language: Language; voterKey?: string | null },
  signal?: AbortSignal,
): Promise<{ kind: "ok"; page: ReviewsPage } | Failure> {
  const query = new URLSearchParams({ product: handle, sort, page: String(page), lng: language });
  const answer = await apiCall<ReviewsPage>("GET", `${REVIEWS_ENDPOINT}?${query}`, {
    ...(voterKey ? { headers: { [REVIEW_VOTER_HEADER]: voterKey } } : {}),
    ...(signal ? { signal } : {}),
  });
  return answer.kind === "ok" && Array.isArray(answer.data?.reviews) ? { kind: "ok", page: answer.data } : failure(answer);
}

export interface ReviewBody {
  productHandle: string;
  rating: number;
  title: string;
  text: string;
  name?: string;
  variant?: string;
  email?: string;
}

export type PostReviewOutcome =
  /** `held`: the review waits for the store's approval and is not shown yet. */
  | { kind: "created"; review: ReviewView; summary: RatingSummary; held: boolean }
  | { kind: "invalid"; message: string; fields: Record<string, string> }
  | Failure;

export async function postReview(body: ReviewBody, language: Language, accessToken?: string | null): Promise<PostReviewOutcome> {
  const answer = await apiCall<{ review: ReviewView; held?: boolean } & RatingSummary>("POST", `${REVIEWS_ENDPOINT}?lng=${language}`, {
    body,
    // A signed-in customer's paid orders verify the review too.
    ...(accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {}),
  });
  if (answer.kind === "ok" && answer.status === 201 && typeof answer.data?.review === "object") {
    const { review, average, count, distribution, held } = answer.data;
    return { kind: "created", review, summary: { average, count, distribution }, held: held === true };
  }
  if (answer.kind === "refused" && answer.status === 400 && answer.problem.fields)
    return { kind: "invalid", message: answer.problem.error, fields: answer.problem.fields };
  return failure(answer);
}

export async function postVote(
  reviewId: number,
  vote: ReviewVote,
  voterKey: string | null,
  language: Language,
): Promise<{ kind: "ok"; result: VoteResult; issuedKey?: string } | Failure> {
  const answer = await apiCall<VoteResult & { voterKey?: string }>("POST", `${REVIEW_VOTE_ENDPOINT}?lng=${language}`, {
    body: { reviewId, vote },
    ...(voterKey ? { headers: { [REVIEW_VOTER_HEADER]: voterKey } } : {}),
  });
  if (answer.kind !== "ok" || typeof answer.data?.helpful !== "number") return failure(answer);
  const { voterKey: issuedKey, ...result } = answer.data;
  return { kind: "ok", result, ...(typeof issuedKey === "string" ? { issuedKey } : {}) };
}
