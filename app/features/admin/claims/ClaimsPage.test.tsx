// @vitest-environment jsdom
// jsdom, not happy-dom like the other component tests: happy-dom names a link from its text and a visually hidden span
// otherwise than browsers do.
/**
 * The "Claims check" page (issue 44): each place with findings under its source, with the link to correct it, the
 * specification's labels apart and said to be the owner's to decide, and the text check's answer read out.
 */
import { screen, within, fireEvent } from "@testing-library/react";
import { useLoaderData } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readClaimsFilter } from "#domain/admin/claims";
import type { Language } from "#domain/locale";
import { renderRoutesWithTexts } from "#tests/app/render-routes.tsx";
import { jsonResponse } from "#tests/app/json-response.ts";
import { ClaimsPage, type ClaimsPageProps } from "./ClaimsPage.tsx";

const report: Omit<ClaimsPageProps, "filter" | "csrfToken"> = {
  source: null,
  checked: { product: 6, home: 20, categories: 15, blog: 9, review: 1, specification: 30 },
  items: [
    {
      source: "review",
      title: "Papillex: Minunat",
      href: "/admin/reviews?status=pending",
      findings: [{ field: "text", offset: 16, word: "cancer", term: "cancer", rule: "law56_diseases" }],
    },
    {
      source: "categories",
      title: "menu.lips",
      href: "/admin/content#content-categories",
      findings: [{ field: "ro.menu.lips", offset: 0, word: "Herpes", term: "herpes", rule: "law56_diseases" }],
    },
    {
      source: "product",
      title: "Papillex",
      href: "/admin/products/1",
      findings: [{ field: "texts.ro.longDescription", offset: 13, word: "tratează", term: "trata", rule: "law56_words" }],
    },
    {
      source: "blog",
      title: "Vitamina C",
      href: "/admin/articles/2",
      findings: [{ field: "texts.en.contentHtml", offset: 40, word: "cures", term: "cure", rule: "law56_words" }],
    },
    {
      source: "specification",
      title: "layout.json: categories.herpesLabial",
      href: null,
      findings: [{ field: "ro.categories.herpesLabial", offset: 0, word: "Herpes", term: "herpes", rule: "law56_diseases" }],
    },
  ],
};

function Page() {
  return <ClaimsPage {...useLoaderData<ClaimsPageProps>()} />;
}

function renderPage(language: Language = "ro") {
  renderRoutesWithTexts(
    language,
    [
      {
        path: "/admin/claims",
        loader: ({ request }) => ({ ...report, filter: readClaimsFilter(new URL(request.url).searchParams), csrfToken: "csrf-1" }),
        element: <Page />,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ["/admin/claims"] },
  );
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("the claims check page", () => {
  it("lists each place under its source, with a link to correct it, the category names among them", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Verificarea afirmațiilor" }, { timeout: 10_000 })).toBeTruthy();
    expect(
      screen.getByText(
        /Verificate — produse: 6; texte ale paginii principale: 20; nume de categorii: 15; articole: 9; recenzii în așteptare: 1/,
      ),
    ).toBeTruthy();
    const reviews = within(screen.getByRole("region", { name: "Recenziile în așteptare" }));
    expect(reviews.getByRole("link", { name: "Corectează: Papillex: Minunat" }).getAttribute("href")).toBe("/admin/reviews?status=pending");
    expect(reviews.getByText(/Legea nr. 56\/2021/)).toBeTruthy();
    // A category's name is the owner's content since issue 64 item 3: corrected in the admin, not "decided outside" it.
    const categories = within(screen.getByRole("region", { name: "Numele categoriilor de produse" }));
    expect(categories.getByRole("link", { name: "Corectează: menu.lips" }).getAttribute("href")).toBe("/admin/content#content-categories");
    const specification = within(screen.getByRole("region", { name: "Din navigația specificației" }));
    expect(specification.getByText(/Implicit nu numesc nicio boală/)).toBeTruthy();
  });

  it("names where each word is as the editors label the field, in the admin's language, never by its key", async () => {
    renderPage();
    await screen.findByRole("heading", { level: 1, name: "Verificarea afirmațiilor" }, { timeout: 10_000 });
    const products = within(screen.getByRole("region", { name: "Textele produselor" }));
    expect(products.getByText("în Descriere pe pagina produsului (română), poziția 13")).toBeTruthy();
    const articles = within(screen.getByRole("region", { name: "Articolele de blog" }));
    expect(articles.getByText("în Conținut (HTML) (engleză), poziția 40")).toBeTruthy();
    const specification = within(screen.getByRole("region", { name: "Din navigația specificației" }));
    expect(specification.getByText("în Textul în română, poziția 0")).toBeTruthy();
    expect(screen.queryByText(/texts\.|ro\.categories/)).toBeNull();
  });

  it("checks a text and reads out what it found", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ findings: [{ field: "text", offset: 0, word: "Heals", term: "heal", rule: "law56_words" }] }),
    );
    renderPage("en");
    const text = await screen.findByRole("textbox", { name: "Text" }, { timeout: 10_000 });
    fireEvent.change(text, { target: { value: "Heals" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Language of the text" }), { target: { value: "en" } });
    fireEvent.click(screen.getByRole("button", { name: "Check" }));
    const status = await screen.findByText("One forbidden word found:");
    expect(status.closest("[role=status]")).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ text: "Heals", language: "en" });
  });
});
