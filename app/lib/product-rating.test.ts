import { describe, expect, it } from "vitest";
import { ratingText, shownRating } from "./product-rating.ts";

const rating = (value: string) => JSON.stringify({ scale_min: "1.0", scale_max: "5.0", value });

describe("shownRating", () => {
  it("shows the published reviews' count and average", () => {
    expect(shownRating({ rating_count: "12", rating: rating("4.6"), reviewCount: "128" })).toEqual({ count: 12, rating: 4.6 });
  });

  it("shows nothing for the spec's sample reviews, a bare catalogue number, or no reviews at all", () => {
    expect(shownRating({ reviewCount: "2" })).toBeNull();
    expect(shownRating({ reviewCount: "128" })).toBeNull();
    expect(shownRating({})).toBeNull();
    expect(shownRating({ rating_count: "0", reviewCount: "0" })).toBeNull();
  });

  it("reads an unreadable rating as no stars, and clamps one out of range", () => {
    expect(shownRating({ rating_count: "3", rating: "not json" })).toEqual({ count: 3, rating: 0 });
    expect(shownRating({ rating_count: "3", rating: rating("7") })).toEqual({ count: 3, rating: 5 });
  });
});

describe("ratingText", () => {
  it("writes one decimal in the page's language", () => {
    expect(ratingText(4.5, "ro")).toBe("4,5");
    expect(ratingText(5, "en")).toBe("5.0");
  });
});
