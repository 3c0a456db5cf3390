// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminArticle, AdminBlog } from "#domain/admin-articles";
import type { Language } from "#domain/locale";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { createTestI18n } from "#tests/app/test-i18n.ts";
import { ArticleEditor } from "./ArticleEditor.tsx";

const blogs: AdminBlog[] = [
  { handle: "news", title: "Noutăți" },
  { handle: "wellness", title: "Stare de bine" },
];

const article = (changes: Partial<AdminArticle> = {}): AdminArticle => ({
  id: 7,
  blogHandle: "news",
  handle: "somnul-si-imunitatea",
  authorName: "Dr. Ana Pop",
  tags: ["imunitate", "somn"],
  status: "published",
  state: "published",
  publishedAt: "2026-11-20T08:30:00.000Z",
  updatedAt: "2026-11-20T08:30:00.000Z",
  image: null,
  texts: {
    ro: { title: "Somnul și imunitatea", excerpt: "Pe scurt.", contentHtml: "<p>Dormi.</p>", imageAltText: "" },
    en: { title: "Sleep and immunity", excerpt: "In short.", contentHtml: "<p>Sleep.</p>", imageAltText: "" },
  },
  ...changes,
});

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const sent = (index = 0) => JSON.parse(String(fetchMock.mock.calls[index]![1]!.body)) as Record<string, unknown>;

function renderEditor(opened: AdminArticle | null, language: Language = "ro") {
  const i18n = createTestI18n(language, {
    onMissingKey: (namespace, key) => {
      throw new Error(`Missing text ${namespace}:${key}`);
    },
  });
  const router = createMemoryRouter(
    [
      { path: "/admin/articles/new", element: <ArticleEditor article={null} blogs={blogs} csrfToken="csrf-1" /> },
      { path: "/admin/articles/:id", element: <ArticleEditor article={opened} blogs={blogs} csrfToken="csrf-1" />, loader: () => null },
    ],
    { initialEntries: [opened ? `/admin/articles/${opened.id}` : "/admin/articles/new"] },
  );
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return router;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const FIRST_RENDER = { timeout: 10_000 };

describe("the article editor", () => {
  it("opens an article with both languages side by side and its date on the shop's clock", async () => {
    renderEditor(article());
    await screen.findByRole("heading", { level: 1, name: "Modifică articolul" }, FIRST_RENDER);
    const romanian = screen.getByRole("group", { name: "Română" });
    const english = screen.getByRole("group", { name: "Engleză" });
    expect(romanian.getAttribute("lang")).toBe("ro");
    expect((romanian.querySelector("input[name='texts.ro.title']") as HTMLInputElement).value).toBe("Somnul și imunitatea");
    expect((english.querySelector("input[name='texts.en.title']") as HTMLInputElement).value).toBe("Sleep and immunity");
    expect(screen.getByLabelText("Data publicării")).toHaveProperty("value", "2026-11-20T10:30");
    expect(screen.getByLabelText("Etichete")).toHaveProperty("value", "imunitate, somn");
    expect(screen.getByRole("link", { name: "Vezi-l pe blog" }).getAttribute("href")).toBe("/blog/news/somnul-si-imunitatea");
  });

  it("sends the version it opened, and puts the server's refusal beside the field it names, with the focus", async () => {
    renderEditor(article());
    await screen.findByRole("heading", { level: 1, name: "Modifică articolul" }, FIRST_RENDER);
    fetchMock.mockResolvedValueOnce(json(400, { error: "Completează „Titlu (engleză)”.", field: "texts.en.title" }));
    fireEvent.change(screen.getByRole("group", { name: "Engleză" }).querySelector("input[name='texts.en.title']")!, {
      target: { value: "" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Salvează" }));
    const title = screen.getByRole("group", { name: "Engleză" }).querySelector("input[name='texts.en.title']") as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(title.getAttribute("aria-describedby")!.split(" ")[0]!)!.textContent).toBe(
      "Completează „Titlu (engleză)”.",
    );
    expect(sent()).toMatchObject({
      version: "2026-11-20T08:30:00.000Z",
      blog: "news",
      publishedAt: "2026-11-20T10:30",
      tags: "imunitate, somn",
    });
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/admin/articles/7");
  });

  it("creates a draft, then opens it under its own address and says it is saved", async () => {
    const router = renderEditor(null, "en");
    await screen.findByRole("heading", { level: 1, name: "New article" }, FIRST_RENDER);
    expect(screen.getByLabelText("Status")).toHaveProperty("value", "draft");
    expect(screen.queryByRole("link", { name: "See it on the blog" })).toBeNull();
    fetchMock.mockResolvedValueOnce(json(201, { changed: true, article: article({ id: 9, status: "draft", state: "draft" }) }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/articles/9"));
    expect(sent()).not.toHaveProperty("version");
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/admin/articles");
  });
});
