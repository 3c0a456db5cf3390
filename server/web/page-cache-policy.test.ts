import { describe, expect, it } from "vitest";
import { cachedPageKey, tagsForChange } from "./page-cache-policy.ts";

const key = (url: string) => cachedPageKey(new URL(url, "https://shop.example"));

describe("the pages the cache keeps", () => {
  it("keeps the catalogue, the blog, the brand pages, the FAQ and the legal pages, with the query they read in a fixed order", () => {
    expect(key("/")).toEqual({ pathAndQuery: "/", tags: ["catalog", "blog"] });
    expect(key("/shop?lng=en")).toEqual({ pathAndQuery: "/shop?lng=en", tags: ["catalog"] });
    expect(key("/products/papillex")?.tags).toEqual(["catalog"]);
    expect(key("/blog/news?lng=en&after=abc")?.pathAndQuery).toBe("/blog/news?after=abc&lng=en");
    expect(key("/blog/news/an-article")?.tags).toEqual(["blog"]);
    expect(key("/faq")?.tags).toEqual(["pages"]);
    for (const path of ["/terms", "/privacy", "/cookies", "/returns-policy", "/delivery"])
      expect(key(`${path}?lng=en`)?.tags).toEqual(["pages"]);
  });

  it("never keeps a shopper's own pages, the admin, or a URL with a query the page does not read", () => {
    for (const path of [
      "/cart",
      "/checkout",
      "/finish",
      "/success",
      "/track-order",
      "/my-account",
      "/my-account/orders/1001",
      "/admin",
      "/login",
      "/subscriptions/manage/abc",
      "/withdrawals/1.2.abc",
      "/shop?utm_source=newsletter",
      "/shop?lng=en&lng=ro",
    ])
      expect(key(path), path).toBeNull();
  });
});

describe("the changes that drop pages", () => {
  it("maps each audited change to the pages that show it", () => {
    expect(tagsForChange("product.variant_change")).toEqual(["catalog"]);
    expect(tagsForChange("product.stock")).toEqual(["catalog"]);
    expect(tagsForChange("review.publish")).toEqual(["catalog"]);
    expect(tagsForChange("article.update")).toEqual(["blog"]);
    expect(tagsForChange("exchange_rates.change")).toEqual(["*"]);
    expect(tagsForChange("content.change")).toEqual(["*"]);
    expect(tagsForChange("order.cancel")).toEqual([]);
    expect(tagsForChange("staff.login")).toEqual([]);
  });
});
