import { describe, expect, it } from "vitest";
import { campaignParameterMatcher, DEFAULT_CAMPAIGN_PARAMETERS } from "#domain/campaign-parameters";
import { cachedPageKey, tagsForChange } from "./page-cache-policy.ts";

const isCampaign = campaignParameterMatcher(DEFAULT_CAMPAIGN_PARAMETERS);
const key = (url: string) => cachedPageKey(new URL(url, "https://shop.example"), isCampaign);

describe("the pages the cache keeps", () => {
  it("keeps the catalogue, the blog, the brand pages, the FAQ and the legal pages, with the query they read in a fixed order", () => {
    expect(key("/")).toMatchObject({ pathAndQuery: "/", tags: ["catalog", "blog"], open: false });
    expect(key("/shop?lng=en")).toMatchObject({ pathAndQuery: "/shop?lng=en", tags: ["catalog"], open: false });
    expect(key("/products/papillex")?.tags).toEqual(["catalog"]);
    expect(key("/blog/news?lng=en&after=abc")).toMatchObject({ pathAndQuery: "/blog/news?after=abc&lng=en", open: true });
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
      "/shop?lng=en&lng=ro",
      "/shop?lng=xx",
      "/shop?after=abc",
      "/shop?utm_source=newsletter&q=shoes",
      "/cart?utm_source=newsletter",
    ])
      expect(key(path), path).toBeNull();
  });

  it("keeps one page however a campaign tags its link, rendered without the tags; what the page reads keeps its own key", () => {
    const bare = key("/products/papillex");
    for (const url of [
      "/products/papillex?utm_source=newsletter&utm_medium=email&utm_campaign=black-friday",
      "/products/papillex?fbclid=IwAR0abc",
      "/products/papillex?gclid=Cj0&gbraid=0AA&wbraid=Cj&msclkid=9f&ttclid=E.C&twclid=2&li_fat_id=a&igshid=b&yclid=1",
      "/products/papillex?mc_cid=1&mc_eid=2&_ga=2.1.3&UTM_Content=hero",
    ]) {
      const tagged = key(url);
      expect(tagged?.pathAndQuery, url).toBe(bare?.pathAndQuery);
      expect(tagged?.renderUrl.href, url).toBe("https://shop.example/products/papillex");
    }
    const blog = key("/blog/news?utm_source=x&after=abc&fbclid=y&lng=en");
    expect(blog).toMatchObject({ pathAndQuery: "/blog/news?after=abc&lng=en", open: true });
    expect(blog?.renderUrl.search).toBe("?after=abc&lng=en");
    // Fresh values on every request, as an ad network sends them: still the one page.
    const keys = new Set(Array.from({ length: 500 }, (_, index) => key(`/shop?utm_source=s${index}&fbclid=${index}`)?.pathAndQuery));
    expect([...keys]).toEqual(["/shop"]);
  });

  it("leaves out the parameters the store was told of, and only those", () => {
    const own = (url: string) => cachedPageKey(new URL(url, "https://shop.example"), campaignParameterMatcher(["ref", "cmp_*"]));
    expect(own("/shop?ref=partner&cmp_id=1")?.pathAndQuery).toBe("/shop");
    expect(own("/shop?utm_source=newsletter")).toBeNull();
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
