// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SUPPORTED_LANGUAGES, type Language } from "#domain/locale";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { createTestI18n } from "#tests/app/test-i18n.ts";
import * as clientLogger from "#app/features/monitoring/report.ts";
import { ArticleView } from "./ArticleView.tsx";
import { BlogIndexPage } from "./BlogIndexPage.tsx";
import { BlogListPage } from "./BlogListPage.tsx";
import type { ArticlePageData } from "./blog-page-types.ts";
import { fallbackArticle, fallbackBlog, sampleArticles } from "./sample-articles.ts";

function renderIn(language: Language, page: React.ReactElement) {
  const missing: string[] = [];
  const i18n = createTestI18n(language, { onMissingKey: (namespace, key) => missing.push(`${namespace}:${key}`) });
  const view = render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>{page}</MemoryRouter>
    </I18nProvider>,
  );
  return { ...view, missing };
}

function articlePage(language: Language, failure: ArticlePageData["failure"] = null): ArticlePageData {
  const sample = fallbackArticle("wellness", "immune-support-through-the-seasons", language);
  const { contentHtml, tableOfContents: _toc, ...rest } = sample;
  return {
    article: {
      ...rest,
      html: contentHtml,
      toc: [
        { id: "sleep", title: "Sleep", level: 2 },
        { id: "food-and-vitamins", title: "Food", level: 2 },
      ],
    },
    related: sampleArticles(language).slice(1),
    failure,
  };
}

let logWarn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  logWarn = vi.spyOn(clientLogger, "logWarn").mockImplementation(() => undefined);
});
afterEach(() => {
  logWarn.mockRestore();
});

describe.each(SUPPORTED_LANGUAGES)("blog pages in %s", (language) => {
  it("the index finds every text, has one h1 and names each blog", () => {
    const blog = { ...fallbackBlog(language), description: "", articles: sampleArticles(language) };
    const { missing } = renderIn(language, <BlogIndexPage blogs={[blog]} failure={null} />);
    expect(missing).toEqual([]);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 2, name: blog.title })).toBeTruthy();
  });

  it("a blog's list finds every text and links to older articles when there are more", () => {
    const blog = { ...fallbackBlog(language), description: "", articles: sampleArticles(language) };
    const { missing } = renderIn(language, <BlogListPage blog={blog} tabs={[blog]} nextCursor="abc" paged={false} failure={null} />);
    expect(missing).toEqual([]);
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(3);
    const older = screen.getByRole("link", { name: language === "ro" ? "Articole mai vechi" : "Older articles" });
    expect(older.getAttribute("href")).toBe("/blog/wellness?after=abc");
  });

  it("an article finds every text and shows its table of contents", () => {
    const { missing } = renderIn(language, <ArticleView {...articlePage(language)} />);
    expect(missing).toEqual([]);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const toc = screen.getByRole("navigation", { name: language === "ro" ? "Cuprins" : "Contents" });
    expect(
      within(toc)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["#sleep", "#food-and-vitamins"]);
  });
});

describe("the table of contents", () => {
  it("moves focus to the heading its link names", () => {
    renderIn("en", <ArticleView {...articlePage("en")} />);
    const link = within(screen.getByRole("navigation", { name: "Contents" })).getByRole("link", { name: "Food" });
    fireEvent.click(link);
    const heading = document.getElementById("food-and-vitamins")!;
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute("tabindex")).toBe("-1");
  });
});

describe("the fallbacks", () => {
  it("say the list could not be loaded and report it once from the browser", () => {
    const blog = { ...fallbackBlog("ro"), description: "", articles: sampleArticles("ro") };
    renderIn("ro", <BlogIndexPage blogs={[blog]} failure={{ message: "Shopify API error: 502 - Bad Gateway" }} />);
    expect(screen.getByRole("status").textContent).toContain("Articolele nu au putut fi încărcate");
    expect(screen.getByRole("heading", { level: 2, name: "Blog Wellness" })).toBeTruthy();
    expect(logWarn).toHaveBeenCalledTimes(1);
    expect(logWarn).toHaveBeenCalledWith(
      "Shopify API error: 502 - Bad Gateway",
      expect.objectContaining({ component: "BlogList", tags: ["fallback"] }),
    );
  });

  it("say an article could not be loaded and report it with its handle", () => {
    renderIn("en", <ArticleView {...articlePage("en", { message: "GraphQL errors: boom" })} />);
    expect(screen.getByRole("status").textContent).toContain("The article could not be loaded");
    expect(logWarn).toHaveBeenCalledWith(
      "GraphQL errors: boom",
      expect.objectContaining({
        component: "BlogArticle",
        metadata: expect.objectContaining({ handle: "wellness/immune-support-through-the-seasons" }),
      }),
    );
  });
});
