/**
 * What the reviews section shows, as a pure reducer: the summary, the reviews loaded so far in one
 * sort, and what is being fetched. A new review is prepended at once; a vote shows at once and is then
 * settled by the server's counts (or undone when the server could not take it).
 */
import { emptyDistribution, type RatingSummary } from "#domain/review-rating";
import { DEFAULT_REVIEW_SORT, type ReviewSort, type ReviewsPage, type ReviewView, type ReviewVote, type VoteResult } from "#domain/reviews";

export type ReviewsStatus = "idle" | "sorting" | "loading-more" | "failed";

export interface ReviewsState {
  summary: RatingSummary;
  reviews: ReviewView[];
  sort: ReviewSort;
  /** The last page loaded; 0 before the first. */
  page: number;
  pageCount: number;
  status: ReviewsStatus;
}

export type ReviewsAction =
  | { type: "fetching"; status: "sorting" | "loading-more"; sort: ReviewSort }
  /** Samples are sorted in the page; nothing is fetched. */
  | { type: "sortedLocally"; sort: ReviewSort }
  | { type: "fetched"; page: ReviewsPage }
  | { type: "failed" }
  | { type: "votesRead"; page: ReviewsPage }
  | { type: "created"; review: ReviewView; summary: RatingSummary }
  | { type: "voted"; reviewId: number; vote: ReviewVote }
  /** The counts and vote the server last confirmed (after a refused vote: the ones before it). */
  | { type: "voteSettled"; result: VoteResult };

/** The state a page starts from: its first page, or, when the server could not read one, fetching it. */
export function initialReviewsState(page: ReviewsPage | null): ReviewsState {
  if (page === null) {
    return {
      summary: { average: 0, count: 0, distribution: emptyDistribution() },
      reviews: [],
      sort: DEFAULT_REVIEW_SORT,
      page: 0,
      pageCount: 0,
      status: "sorting",
    };
  }
  return {
    summary: { average: page.average, count: page.count, distribution: page.distribution },
    reviews: page.reviews,
    sort: page.sort,
    page: page.page,
    pageCount: page.pageCount,
    status: "idle",
  };
}

/** A browser's vote as it stands after clicking `vote`: the same vote again withdraws it, the other one moves it. */
export function toggleVote(review: ReviewView, vote: ReviewVote): ReviewView {
  const count = (which: ReviewVote) => (which === "helpful" ? review.helpful : review.notHelpful);
  const next = review.myVote === vote ? null : vote;
  const delta = (which: ReviewVote) => (next === which ? 1 : 0) - (review.myVote === which ? 1 : 0);
  return {
    ...review,
    myVote: next,
    helpful: Math.max(0, count("helpful") + delta("helpful")),
    notHelpful: Math.max(0, count("not_helpful") + delta("not_helpful")),
  };
}

const replaceReview = (reviews: ReviewView[], id: number, change: (review: ReviewView) => ReviewView) =>
  reviews.map((review) => (review.id === id ? change(review) : review));

export function reviewsReducer(state: ReviewsState, action: ReviewsAction): ReviewsState {
  switch (action.type) {
    case "fetching":
      return { ...state, status: action.status, sort: action.sort };
    case "sortedLocally":
      return { ...state, status: "idle", sort: action.sort };
    case "fetched": {
      const { page } = action;
      // A newer request for another sort answered first; this answer is stale.
      if (page.sort !== state.sort) return state;
      const summary = { average: page.average, count: page.count, distribution: page.distribution };
      if (page.page === 1) return { ...state, summary, reviews: page.reviews, page: 1, pageCount: page.pageCount, status: "idle" };
      // Reviews written since the first page moved the later pages down: drop the ones already shown.
      const shown = new Set(state.reviews.map((review) => review.id));
      const added = page.reviews.filter((review) => !shown.has(review.id));
      return { ...state, summary, reviews: [...state.reviews, ...added], page: page.page, pageCount: page.pageCount, status: "idle" };
    }
    case "failed":
      return { ...state, status: "failed" };
    case "votesRead": {
      const fresh = new Map(action.page.reviews.map((review) => [review.id, review]));
      return {
        ...state,
        reviews: state.reviews.map((review) => {
          const read = fresh.get(review.id);
          return read ? { ...review, myVote: read.myVote, helpful: read.helpful, notHelpful: read.notHelpful } : review;
        }),
      };
    }
    case "created":
      return {
        ...state,
        summary: action.summary,
        reviews: [action.review, ...state.reviews.filter((review) => review.id !== action.review.id)],
      };
    case "voted":
      return { ...state, reviews: replaceReview(state.reviews, action.reviewId, (review) => toggleVote(review, action.vote)) };
    case "voteSettled": {
      const { result } = action;
      return {
        ...state,
        reviews: replaceReview(state.reviews, result.reviewId, (review) => ({
          ...review,
          helpful: result.helpful,
          notHelpful: result.notHelpful,
          myVote: result.vote,
        })),
      };
    }
  }
}
