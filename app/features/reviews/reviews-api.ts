/**
 * The browser's calls to the review routes (docs/api.md "Reviews"). Every call names the page's
 * language, so the server's messages read like the page. A network failure or an answer that is not
 * the expected JSON comes back as `failed`, for the caller's own words.
 */
import type { Language } from "#domain/locale";
import type { RatingSummary } from "#domain/review-rating";
import { REVIEW_VOTER_HEADER, type ReviewSort, type ReviewsPage, type ReviewView, type ReviewVote, type VoteResult } from "#domain/reviews";

const REVIEWS_ENDPOINT = "/api/reviews";
const REVIEW_VOTE_ENDPOINT = "/api/review-vote";

type Failure = { kind: "failed"; message?: string };

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  const body: unknown = await response.json().catch(() => null);
  return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

const messageOf = (body: Record<string, unknown> | null) => (typeof body?.error === "string" ? body.error : undefined);

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
  try {
    const response = await fetch(`${REVIEWS_ENDPOINT}?${query}`, {
      headers: { Accept: "application/json", ...(voterKey ? { [REVIEW_VOTER_HEADER]: voterKey } : {}) },
      signal,
    });
    const body = await readJson(response);
    if (!response.ok || !body || !Array.isArray(body.reviews)) return { kind: "failed", message: messageOf(body) };
    return { kind: "ok", page: body as unknown as ReviewsPage };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { kind: "failed" };
  }
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
  let response: Response;
  try {
    response = await fetch(`${REVIEWS_ENDPOINT}?lng=${language}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        // A signed-in customer's paid orders verify the review too.
        ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
      },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: "failed" };
  }
  const answer = await readJson(response);
  if (response.status === 201 && answer && typeof answer.review === "object") {
    const { review, average, count, distribution, held } = answer as unknown as { review: ReviewView; held?: boolean } & RatingSummary;
    return { kind: "created", review, summary: { average, count, distribution }, held: held === true };
  }
  if (response.status === 400 && answer && typeof answer.fields === "object" && answer.fields !== null) {
    return { kind: "invalid", message: messageOf(answer) ?? "", fields: answer.fields as Record<string, string> };
  }
  return { kind: "failed", message: messageOf(answer) };
}

export async function postVote(
  reviewId: number,
  vote: ReviewVote,
  voterKey: string | null,
  language: Language,
): Promise<{ kind: "ok"; result: VoteResult; issuedKey?: string } | Failure> {
  try {
    const response = await fetch(`${REVIEW_VOTE_ENDPOINT}?lng=${language}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        ...(voterKey ? { [REVIEW_VOTER_HEADER]: voterKey } : {}),
      },
      body: JSON.stringify({ reviewId, vote }),
    });
    const body = await readJson(response);
    if (!response.ok || !body || typeof body.helpful !== "number") return { kind: "failed", message: messageOf(body) };
    const { voterKey: issuedKey, ...result } = body;
    return { kind: "ok", result: result as unknown as VoteResult, ...(typeof issuedKey === "string" ? { issuedKey } : {}) };
  } catch {
    return { kind: "failed" };
  }
}
