import { describe, expect, it } from "vitest";
import type { ArticleCardData } from "./blog-queries.ts";
import { relatedArticles } from "./related-articles.ts";

function card(handle: string, blogHandle: string, tags: string[]): ArticleCardData {
  return {
    id: `${blogHandle}/${handle}`,
    handle,
    title: handle,
    excerpt: null,
    publishedAt: "2026-01-01T00:00:00Z",
    tags,
    authorV2: null,
    blog: { handle: blogHandle, title: blogHandle },
    image: null,
  };
}

describe("relatedArticles", () => {
  const current = { handle: "pcos", blog: { handle: "blogs" }, tags: ["pcos", "hormones", "nutrition"] };

  it("ranks by shared tags, then a shared blog, then the order given (newest first), leaving out the article itself", () => {
    const candidates = [
      card("pcos", "blogs", ["pcos"]),
      card("one-tag-other-blog", "wellness", ["nutrition"]),
      card("one-tag-same-blog", "blogs", ["hormones"]),
      card("two-tags", "wellness", ["hormones", "nutrition"]),
      card("same-blog-only", "blogs", ["hpv"]),
      card("nothing-shared", "news", ["quality"]),
    ];
    expect(relatedArticles(current, candidates).map((article) => article.handle)).toEqual([
      "two-tags",
      "one-tag-same-blog",
      "one-tag-other-blog",
    ]);
    expect(relatedArticles(current, candidates, 10).map((article) => article.handle)).toEqual([
      "two-tags",
      "one-tag-same-blog",
      "one-tag-other-blog",
      "same-blog-only",
    ]);
  });

  it("keeps an article of the same handle in another blog", () => {
    expect(relatedArticles(current, [card("pcos", "wellness", ["pcos"])]).map((article) => article.blog.handle)).toEqual(["wellness"]);
  });
});
