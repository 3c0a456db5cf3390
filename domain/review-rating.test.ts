import { describe, expect, it } from "vitest";
import { averageRating, clampRating, emptyDistribution, isStarValue, summariseDistribution } from "./review-rating.ts";

describe("averageRating", () => {
  it.each([
    [0, 0, 0],
    [5, 1, 5],
    [9, 2, 4.5],
    [14, 3, 4.7], // 4.666… rounds up
    [13, 3, 4.3], // 4.333… rounds down
    [89, 20, 4.5], // 4.45 exactly: half up, where 4.45 * 10 in binary would give 44.49…
    [21, 20, 1.1], // 1.05 exactly
    [7, 2, 3.5],
    [1, 1, 1],
  ])("sum %d over %d ratings is %d", (sum, count, average) => {
    expect(averageRating(sum, count)).toBe(average);
  });

  it("is 0 without ratings, and for unreadable input", () => {
    expect(averageRating(10, 0)).toBe(0);
    expect(averageRating(10, -1)).toBe(0);
    expect(averageRating(Number.NaN, 2)).toBe(0);
    expect(averageRating(10, Number.POSITIVE_INFINITY)).toBe(0);
  });

  it("is clamped to 0–5 whatever the sum claims", () => {
    expect(averageRating(60, 10)).toBe(5);
    expect(averageRating(-5, 2)).toBe(0);
  });
});

describe("clampRating", () => {
  it.each([
    [-1, 0],
    [0, 0],
    [3.7, 3.7],
    [5, 5],
    [7, 5],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])("%d shows as %d", (rating, shown) => {
    expect(clampRating(rating)).toBe(shown);
  });
});

describe("isStarValue", () => {
  it("accepts whole stars from 1 to 5 only", () => {
    expect([1, 2, 3, 4, 5].every(isStarValue)).toBe(true);
    expect([0, 6, 2.5, "5", null, Number.NaN].some(isStarValue)).toBe(false);
  });
});

describe("summariseDistribution", () => {
  it("counts, averages and keeps the distribution", () => {
    const distribution = { 5: 3, 4: 1, 3: 0, 2: 0, 1: 1 };
    expect(summariseDistribution(distribution)).toEqual({ average: 4, count: 5, distribution });
  });

  it("is empty at 0 for no reviews", () => {
    expect(summariseDistribution(emptyDistribution())).toEqual({ average: 0, count: 0, distribution: emptyDistribution() });
  });
});
