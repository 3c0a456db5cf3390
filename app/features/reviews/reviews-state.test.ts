import { describe, expect, it } from "vitest";
import type { ReviewsPage, ReviewView } from "#domain/reviews";
import { initialReviewsState, reviewsReducer, toggleVote } from "./reviews-state.ts";
import { reviewsPage } from "#tests/app/reviews-page.ts";

const review = (id: number, overrides: Partial<ReviewView> = {}): ReviewView => ({
  id,
  rating: 5,
  title: `Review ${id}`,
  text: "",
  date: "2026-03-01T10:00:00.000Z",
  reviewer: "Ana",
  verified: false,
  productVariant: null,
  helpful: 0,
  notHelpful: 0,
  myVote: null,
  reply: null,
  ...overrides,
});

const page = (reviews: ReviewView[], overrides: Partial<ReviewsPage> = {}): ReviewsPage =>
  reviewsPage({ reviews, average: 5, count: reviews.length, distribution: { 5: reviews.length, 4: 0, 3: 0, 2: 0, 1: 0 }, ...overrides });

describe("toggleVote", () => {
  it("casts, withdraws and moves a vote, never below zero", () => {
    const cast = toggleVote(review(1, { helpful: 2 }), "helpful");
    expect(cast).toMatchObject({ helpful: 3, notHelpful: 0, myVote: "helpful" });
    expect(toggleVote(cast, "helpful")).toMatchObject({ helpful: 2, notHelpful: 0, myVote: null });
    expect(toggleVote(cast, "not_helpful")).toMatchObject({ helpful: 2, notHelpful: 1, myVote: "not_helpful" });
    expect(toggleVote(review(1, { myVote: "helpful", helpful: 0 }), "helpful")).toMatchObject({ helpful: 0, myVote: null });
  });
});

describe("reviewsReducer", () => {
  it("starts fetching when the page came without reviews", () => {
    expect(initialReviewsState(null)).toMatchObject({ reviews: [], status: "sorting", sort: "newest", page: 0 });
  });

  it("ignores an answer for a sort the shopper has left", () => {
    const state = reviewsReducer(initialReviewsState(page([review(1)])), { type: "fetching", status: "sorting", sort: "lowest" });
    expect(reviewsReducer(state, { type: "fetched", page: page([review(2)], { sort: "highest" }) })).toBe(state);
  });

  it("appends a later page without the reviews already shown", () => {
    const state = reviewsReducer(initialReviewsState(page([review(3), review(2)], { pageCount: 2 })), {
      type: "fetching",
      status: "loading-more",
      sort: "newest",
    });
    const next = reviewsReducer(state, { type: "fetched", page: page([review(2), review(1)], { page: 2, pageCount: 2 }) });
    expect(next.reviews.map((shown) => shown.id)).toEqual([3, 2, 1]);
    expect(next).toMatchObject({ page: 2, status: "idle" });
  });

  it("settles a vote with the counts the server confirmed", () => {
    const start = initialReviewsState(page([review(1, { helpful: 4 })]));
    const voted = reviewsReducer(start, { type: "voted", reviewId: 1, vote: "helpful" });
    expect(voted.reviews[0]).toMatchObject({ helpful: 5, myVote: "helpful" });
    const settled = reviewsReducer(voted, { type: "voteSettled", result: { reviewId: 1, helpful: 7, notHelpful: 1, vote: "helpful" } });
    expect(settled.reviews[0]).toMatchObject({ helpful: 7, notHelpful: 1 });
    const refused = reviewsReducer(voted, { type: "voteSettled", result: { reviewId: 1, helpful: 4, notHelpful: 0, vote: null } });
    expect(refused.reviews[0]).toEqual(start.reviews[0]);
  });
});
