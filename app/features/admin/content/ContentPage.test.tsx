// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { Language } from "#domain/locale";
import type { ContentPageView } from "#domain/store-content";
import { apiCalls, FIRST_RENDER, renderAdminPage } from "#tests/app/admin-pages.tsx";
import { stubFetchForEachTest } from "#tests/app/fetch-stub.ts";
import { ContentPage, type ContentPageProps } from "./ContentPage.tsx";
import { jsonResponse } from "#tests/app/json-response.ts";

const field = (key: string, ro: string, en: string, override: { ro: string; en: string } = { ro: "", en: "" }) => ({
  key,
  defaults: { ro, en },
  ...override,
});

function homeView(changes: Partial<ContentPageView> = {}): ContentPageView {
  return {
    page: "home",
    version: 3,
    fields: [
      field("testimonials.items.ana.name", "Ana, 38 de ani", "Ana, 38"),
      field("stats.formulas", "6 formule țintite", "6 targeted formulas"),
      field("doctor.quote", "Ce caut la un supliment…", "What I look for…", { ro: "Citatul meu", en: "My quote" }),
    ],
    hidden: [],
    bottlesSold: 250_000,
    updatedAt: null,
    updatedBy: null,
    ...changes,
  };
}

const storyView: ContentPageView = {
  page: "story",
  version: 0,
  fields: [field("origin.title", "Cum a început", "How it started")],
  hidden: [],
  bottlesSold: 250_000,
  updatedAt: null,
  updatedBy: null,
};

let stored: Omit<ContentPageProps, "csrfToken">;
const fetchMock = stubFetchForEachTest();
const calls = () => apiCalls(fetchMock);

function renderPage(language: Language) {
  renderAdminPage(
    "/admin/content",
    language,
    () => stored,
    (data) => <ContentPage {...data} csrfToken="csrf-1" />,
  );
}

beforeEach(() => {
  stored = { pages: [homeView(), storyView] };
});

describe("the store content page", () => {
  it("shows one section per page with its preview link, the claims' switches, and each text in both languages over its default", async () => {
    renderPage("en");
    await screen.findByRole("heading", { level: 1, name: "Store content" }, FIRST_RENDER);
    const home = screen.getByRole("region", { name: "Home page: claims" });
    expect(screen.getByRole("region", { name: "Our story" })).toBeTruthy();
    expect(within(home).getByRole("link", { name: 'View the page "Home page: claims" in the store' }).getAttribute("href")).toBe(
      "/?lng=en",
    );
    expect(within(home).getByRole("checkbox", { name: "Press (the whole section)" })).toHaveProperty("checked", true);
    // A claim still in the words the store came with says so (issue 40 item 2); one in the owner's words does not.
    expect(within(home).getByRole("checkbox", { name: "Quote: Ana, 38 sample text" })).toHaveProperty("checked", true);
    expect(within(home).getByRole("checkbox", { name: "Figure: 6 targeted formulas sample text" })).toBeTruthy();
    expect(within(home).getByRole("checkbox", { name: "Publication: meridian sample text" })).toBeTruthy();
    expect(within(home).getByRole("checkbox", { name: "The practitioner's quote" })).toBeTruthy();
    expect((within(home).getByRole("textbox", { name: /How many bottles/ }) as HTMLInputElement).value).toBe("250000");
    const romanian = within(home).getByRole("textbox", { name: "stats › formulas (Romanian)" }) as HTMLTextAreaElement;
    expect(romanian.value).toBe("");
    expect(romanian.placeholder).toBe("6 formule țintite");
    expect((within(home).getByRole("textbox", { name: "doctor › quote (English)" }) as HTMLTextAreaElement).value).toBe("My quote");
    expect(within(home).getByRole("button", { name: 'Back to the default text for "doctor › quote"' })).toBeTruthy();
  });

  it("refuses a text changed in one language only, naming it in Romanian, without asking the server", async () => {
    renderPage("ro");
    const home = await screen.findByRole("region", { name: "Pagina principală: afirmațiile" }, FIRST_RENDER);
    fireEvent.change(within(home).getByRole("textbox", { name: "stats › formulas (română)" }), { target: { value: "7 formule" } });
    await act(async () => {
      fireEvent.click(within(home).getByRole("button", { name: "Salvează „Pagina principală: afirmațiile”" }));
    });
    expect(fetchMock).not.toHaveBeenCalled();
    const english = within(home).getByRole("textbox", { name: "stats › formulas (engleză)" });
    expect(english.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(english);
    expect(screen.getByText(/^Completează „stats › formulas \(engleză\)”/)).toBeTruthy();
    expect(within(home).getByRole("status").textContent).toMatch(/Verifică câmpurile marcate/);
  });

  it("hides the press, resets a text and saves the page with the version it opened", async () => {
    renderPage("en");
    const home = await screen.findByRole("region", { name: "Home page: claims" }, FIRST_RENDER);
    fireEvent.click(within(home).getByRole("checkbox", { name: "Press (the whole section)" }));
    expect(within(home).queryByRole("checkbox", { name: /Publication: meridian/ })).toBeNull();
    fireEvent.click(within(home).getByRole("button", { name: 'Back to the default text for "doctor › quote"' }));
    fireEvent.change(within(home).getByRole("textbox", { name: /How many bottles/ }), { target: { value: "1200" } });
    fetchMock.mockImplementationOnce(async () => {
      stored = { pages: [homeView({ version: 4, hidden: ["press"], bottlesSold: 1200 }), storyView] };
      return jsonResponse({ changed: true, page: stored.pages[0] });
    });
    await act(async () => {
      fireEvent.click(within(home).getByRole("button", { name: 'Save "Home page: claims"' }));
    });
    expect(calls()[0]).toEqual({ url: "/api/admin/content/home", body: { version: 3, texts: {}, hidden: ["press"], bottlesSold: 1200 } });
    await waitFor(() => expect(screen.getByText("Page saved. The store shows it from the next page load.")).toBeTruthy());
  });

  it("says when someone else saved the page meanwhile and offers to load their texts", async () => {
    renderPage("en");
    const story = await screen.findByRole("region", { name: "Our story" }, FIRST_RENDER);
    fireEvent.change(within(story).getByRole("textbox", { name: "origin › title (Romanian)" }), { target: { value: "Început" } });
    fireEvent.change(within(story).getByRole("textbox", { name: "origin › title (English)" }), { target: { value: "Beginning" } });
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: "Someone else saved this page after you opened it.", page: storyView }, 409));
    await act(async () => {
      fireEvent.click(within(story).getByRole("button", { name: 'Save "Our story"' }));
    });
    expect(calls()[0]!.body).toEqual({ version: 0, texts: { "origin.title": { ro: "Început", en: "Beginning" } }, hidden: [] });
    await waitFor(() => expect(within(story).getByRole("status").textContent).toBe("Someone else saved this page after you opened it."));
    expect(within(story).getByRole("button", { name: "Load the current texts" })).toBeTruthy();
  });
});
