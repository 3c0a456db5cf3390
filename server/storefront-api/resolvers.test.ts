import { describe, expect, it } from "vitest";
import { truncateDescription } from "./resolvers.ts";

describe("truncateDescription", () => {
  const text = "Two vegan capsules a day, with no unnecessary irritants.";

  it("leaves short texts and a missing limit alone", () => {
    expect(truncateDescription(text, undefined)).toBe(text);
    expect(truncateDescription(text, text.length)).toBe(text);
  });

  it("cuts at a word boundary within the limit and adds an ellipsis", () => {
    const cut = truncateDescription(text, 20);
    expect(cut).toBe("Two vegan capsules…");
    expect(cut.length).toBeLessThanOrEqual(20);
    expect(truncateDescription("Supercalifragilistic", 10)).toBe("Supercali…");
    expect(truncateDescription(text, 0)).toBe("");
  });
});
