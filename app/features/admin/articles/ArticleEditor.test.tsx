// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminArticle, AdminBlog } from "#domain/admin/articles";
import type { Language } from "#domain/locale";
import { renderRoutesWithTexts } from "#tests/app/render-routes.tsx";
import { ArticleEditor } from "./ArticleEditor.tsx";
import { jsonResponse } from "#tests/app/json-response.ts";
import { stubFetchForEachTest } from "#tests/app/fetch-stub.ts";

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

const fetchMock = stubFetchForEachTest();
const sent = (index = 0) => JSON.parse(String(fetchMock.mock.calls[index]![1]!.body)) as Record<string, unknown>;

function renderEditor(opened: AdminArticle | null, language: Language = "ro") {
  return renderRoutesWithTexts(
    language,
    [
      { path: "/admin/articles/new", element: <ArticleEditor article={null} blogs={blogs} csrfToken="csrf-1" /> },
      { path: "/admin/articles/:id", element: <ArticleEditor article={opened} blogs={blogs} csrfToken="csrf-1" />, loader: () => null },
    ],
    { initialEntries: [opened ? `/admin/articles/${opened.id}` : "/admin/articles/new"] },
  );
}

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
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: "Completează „Titlu (engleză)”.", field: "texts.en.title" }, 400));
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
    fetchMock.mockResolvedValueOnce(jsonResponse({ changed: true, article: article({ id: 9, status: "draft", state: "draft" }) }, 201));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/articles/9"));
    expect(sent()).not.toHaveProperty("version");
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/admin/articles");
  });

  it("explains that a new article gets its cover after the first save", async () => {
    renderEditor(null, "en");
    await screen.findByRole("heading", { level: 1, name: "New article" }, FIRST_RENDER);
    const cover = screen.getByRole("group", { name: "Cover image" });
    expect(cover.textContent).toContain("You can add a cover image after the first save of the article.");
    expect(cover.querySelector("input[type='file']")).toBeNull();
  });

  it("uploads a cover with its descriptions, then shows it and keeps the new version", async () => {
    renderEditor(article());
    await screen.findByRole("heading", { level: 1, name: "Modifică articolul" }, FIRST_RENDER);
    const cover = screen.getByRole("group", { name: "Imagine de copertă" });
    expect(cover.textContent).toContain("cel puțin 800 × 800 px");
    fireEvent.click(screen.getByRole("button", { name: "Încarcă coperta" }));
    const file = screen.getByLabelText("Imagine nouă");
    await waitFor(() => expect(document.activeElement).toBe(file));
    expect(screen.getAllByRole("status").some((status) => status.textContent === "Alege o imagine de încărcat.")).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(file, { target: { files: [new File([new Uint8Array([1, 2, 3])], "cover.jpg", { type: "image/jpeg" })] } });
    fireEvent.change(screen.getByLabelText("Descrierea imaginii (română)"), { target: { value: "Laborator" } });
    fireEvent.change(screen.getByLabelText("Descrierea imaginii (engleză)"), { target: { value: "Laboratory" } });
    const uploaded = article({
      updatedAt: "2026-11-23T09:00:00.000Z",
      image: { src: "uploads/articles/0b9e6c1e-6a53-4c61-9d0e-6f1d2a3b4c5d.webp", width: 1600, height: 900 },
      texts: {
        ro: { ...article().texts.ro, imageAltText: "Laborator" },
        en: { ...article().texts.en, imageAltText: "Laboratory" },
      },
    });
    fetchMock.mockResolvedValueOnce(jsonResponse({ changed: true, article: uploaded }));
    fireEvent.click(screen.getByRole("button", { name: "Încarcă coperta" }));
    const preview = await screen.findByRole("img", { name: "Imaginea de copertă actuală" });
    expect(preview.getAttribute("src")).toBe("/images/uploads/articles/0b9e6c1e-6a53-4c61-9d0e-6f1d2a3b4c5d.webp?width=640");
    expect(screen.getAllByRole("status").some((status) => status.textContent === "Coperta e salvată. Blogul o arată de acum.")).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/admin/articles/7/cover");
    expect(init!.method).toBe("POST");
    expect(init!.headers).toMatchObject({ "X-CSRF-Token": "csrf-1" });
    expect(init!.headers).not.toHaveProperty("Content-Type");
    const body = init!.body as FormData;
    expect(body.get("altRo")).toBe("Laborator");
    expect(body.get("altEn")).toBe("Laboratory");
    expect(body.get("file")).toBeInstanceOf(File);

    fetchMock.mockResolvedValueOnce(jsonResponse({ changed: false, article: uploaded }));
    fireEvent.click(screen.getByRole("button", { name: "Salvează" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sent(1)).toMatchObject({ version: "2026-11-23T09:00:00.000Z" });
  });

  it("puts the server's refusal of a picture beside the file field, with the focus", async () => {
    renderEditor(article(), "en");
    await screen.findByRole("heading", { level: 1, name: "Edit the article" }, FIRST_RENDER);
    const file = screen.getByLabelText("New picture");
    fireEvent.change(file, { target: { files: [new File(["x"], "small.png", { type: "image/png" })] } });
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ error: "The picture is 400 × 300 px; it needs at least 800 × 800 px to look sharp.", field: "file" }, 400),
    );
    fireEvent.click(screen.getByRole("button", { name: "Upload the cover" }));
    await waitFor(() => expect(document.activeElement).toBe(file));
    expect(file.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(file.getAttribute("aria-describedby")!.split(" ")[0]!)!.textContent).toBe(
      "The picture is 400 × 300 px; it needs at least 800 × 800 px to look sharp.",
    );
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: 'Fill in "Alt text (English)".', field: "altEn" }, 400));
    fireEvent.click(screen.getByRole("button", { name: "Upload the cover" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Picture description (English)")));
  });

  it("removes the cover only after the confirmation", async () => {
    const withCover = article({
      image: { src: "seed/blog-research.svg", width: 1200, height: 800 },
      texts: { ro: { ...article().texts.ro, imageAltText: "Desen" }, en: { ...article().texts.en, imageAltText: "Drawing" } },
    });
    renderEditor(withCover, "en");
    await screen.findByRole("heading", { level: 1, name: "Edit the article" }, FIRST_RENDER);
    expect(screen.getByRole("img", { name: "The current cover image" }).getAttribute("src")).toBe(
      "/images/seed/blog-research.svg?width=640",
    );
    expect(screen.getByLabelText("Picture description (English)")).toHaveProperty("value", "Drawing");
    fireEvent.click(screen.getByRole("button", { name: "Remove the cover" }));
    expect(fetchMock).not.toHaveBeenCalled();
    const confirm = screen.getByRole("button", { name: "Yes, remove it" });
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    fetchMock.mockResolvedValueOnce(
      jsonResponse({
        changed: true,
        article: article({ updatedAt: "2026-11-23T09:30:00.000Z" }),
      }),
    );
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole("img", { name: "The current cover image" })).toBeNull());
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/admin/articles/7/cover");
    expect(fetchMock.mock.calls[0]![1]!.method).toBe("DELETE");
    expect(screen.getAllByRole("status").some((status) => status.textContent === "The cover is removed.")).toBe(true);
    expect(screen.getByLabelText("Picture description (English)")).toHaveProperty("value", "");
  });
});
