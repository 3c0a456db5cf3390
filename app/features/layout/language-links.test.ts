import { describe, expect, it } from "vitest";
import { languageHref } from "./language-links.ts";

describe("the language links", () => {
  it("keep the page's own query, set the language, and leave a campaign's tags behind (decision 0098)", () => {
    expect(languageHref({ pathname: "/blog/news", search: "?after=abc&lng=ro" }, "en")).toBe("/blog/news?after=abc&lng=en");
    expect(
      languageHref(
        { pathname: "/products/papillex", search: "?utm_source=newsletter&UTM_Medium=email&fbclid=IwAR&gclid=Cj0&q=zinc" },
        "en",
      ),
    ).toBe("/products/papillex?q=zinc&lng=en");
  });
});
