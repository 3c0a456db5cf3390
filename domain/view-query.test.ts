import { describe, expect, it } from "vitest";
import { isNarrowedView, viewQuery } from "./view-query.ts";

describe("isNarrowedView", () => {
  it("is false for a view that only sorts or pages", () => {
    expect(isNarrowedView({})).toBe(false);
    expect(isNarrowedView({ page: 3, sort: "spent", dir: "asc", q: undefined, status: "" })).toBe(false);
  });

  it("is true as soon as one filter is set, false and zero included", () => {
    expect(isNarrowedView({ page: 1, q: "ana" })).toBe(true);
    expect(isNarrowedView({ verified: false })).toBe(true);
    expect(isNarrowedView({ rating: 0 })).toBe(true);
  });
});

describe("viewQuery", () => {
  it("leaves out the defaults, so equal views have equal URLs", () => {
    expect(viewQuery({ page: 1, q: undefined, status: "" })).toBe("");
    expect(viewQuery({ page: 2, q: "ana maria" })).toBe("?page=2&q=ana+maria");
  });
});
