// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { readReviewFilter, type AdminReview } from "#domain/admin/reviews";
import type { Language } from "#domain/locale";
import { FIRST_RENDER, renderAdminPage } from "#tests/app/admin-pages.tsx";
import { stubFetchForEachTest } from "#tests/app/fetch-stub.ts";
import { ReviewsPage, type ReviewsPageProps } from "./ReviewsPage.tsx";
import { jsonResponse } from "#tests/app/json-response.ts";

const review = (id: number, changes: Partial<AdminReview> = {}): AdminReview => ({
  id,
  status: "published",
  rating: 4,
  title: `Titlu ${id}`,
  text: "Două capsule la micul dejun.\nFără gust.",
  reviewerName: "Ana",
  email: "ana@example.com",
  verified: true,
  language: "ro",
  productHandle: "papillex",
  productTitle: "Papillex",
  variantTitle: "O sticlă",
  createdAt: "2026-07-15T22:30:00.000Z",
  reply: null,
  held: null,
  ...changes,
});

/** The server as the page sees it: the loader reads `queue`, the mocked API changes it. */
let queue: Omit<ReviewsPageProps, "filter" | "csrfToken">;
const fetchMock = stubFetchForEachTest();
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined, init }));

function renderPage(url = "/admin/reviews", language: Language = "ro") {
  return renderAdminPage(
    url,
    language,
    ({ request }) => ({ ...queue, filter: readReviewFilter(new URL(request.url).searchParams) }),
    (data) => <ReviewsPage {...data} csrfToken="csrf-1" />,
  );
}

beforeEach(() => {
  queue = {
    reviews: [
      review(1, { status: "pending", verified: false, reviewerName: null, email: null, rating: 2 }),
      review(2, { reply: { text: "Mulțumim, Ana!", at: "2026-07-16T08:00:00.000Z", staffEmail: "support@elara.test" } }),
      review(3, { status: "hidden", rating: 1 }),
    ],
    total: 3,
    pending: 1,
    holdUnverified: true,
    products: [
      { handle: "papillex", name: "Papillex" },
      { handle: "ahcc", name: "AHCC" },
      { handle: "iron-well", name: "Iron-Well (ciornă)" },
    ],
  };
});

const card = (title: string) => screen.getByRole("article", { name: title });

describe("the reviews moderation queue", () => {
  it("shows why the claims checker held a review: each word, where, and its rule, in the member's language", async () => {
    queue.reviews = [
      review(1, {
        status: "pending",
        title: "Minunat",
        text: "M-a vindecat de cancer",
        held: {
          reason: "claims",
          findings: [
            { field: "text", offset: 4, word: "vindecat", term: "vindecă", rule: "law56_words" },
            { field: "text", offset: 16, word: "cancer", term: "cancer", rule: "law56_diseases" },
          ],
        },
      }),
    ];
    renderPage("/admin/reviews", "en");
    const held = within(await screen.findByRole("article", { name: "Minunat" }, FIRST_RENDER));
    expect(held.getByText(/Held by the claims check: it names a disease or a word the law forbids/)).toBeTruthy();
    expect(held.getByText("vindecat").getAttribute("lang")).toBe("ro");
    expect(held.getByText("in Text, position 4")).toBeTruthy();
    expect(held.getAllByText(/Romanian Law no. 56\/2021 on food supplements/)).toHaveLength(2);
    expect(held.getByText(/letter b\): disease names and the naming or depiction of symptoms are forbidden/)).toBeTruthy();
  });

  it("shows each review with its stars as text, author, product, status and the steps its status allows", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Recenzii" }, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByText("O recenzie așteaptă aprobarea")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Vezi recenziile care așteaptă" }).getAttribute("href")).toBe("/admin/reviews?status=pending");
    expect(screen.getByText("3 recenzii · pagina 1 din 1")).toBeTruthy();

    const pending = within(card("Titlu 1"));
    expect(pending.getByText("2 din 5 stele")).toBeTruthy();
    expect(pending.getByText("Anonim")).toBeTruthy();
    expect(pending.getByText("Neverificat")).toBeTruthy();
    expect(pending.getByText("Așteaptă aprobare")).toBeTruthy();
    expect(pending.getByRole("link", { name: "Papillex" }).getAttribute("href")).toBe("/products/papillex");
    expect(pending.getByText("16 iul. 2026, 01:30")).toBeTruthy();
    expect(pending.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Publică",
      "Ascunde",
      "Șterge",
      "Salvează răspunsul",
    ]);

    const published = within(card("Titlu 2"));
    expect(published.getByText("Cumpărător verificat")).toBeTruthy();
    expect(published.getByText("Mulțumim, Ana!", { selector: "p" })).toBeTruthy();
    expect(published.getByText("Modifică răspunsul")).toBeTruthy();
    expect((published.getByRole("textbox", { name: "Răspunsul tău" }) as HTMLTextAreaElement).value).toBe("Mulțumim, Ana!");
    expect(published.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Ascunde",
      "Șterge",
      "Salvează răspunsul",
      "Șterge răspunsul",
    ]);

    expect(within(card("Titlu 3")).getAllByRole("button")[0]!.textContent).toBe("Publică");
  });

  it("keeps the filters of the URL in the form", async () => {
    renderPage("/admin/reviews?status=hidden&rating=1&product=ahcc&verified=no");
    await screen.findByRole("heading", { level: 1 }, FIRST_RENDER);
    const form = screen.getByRole("form", { name: "Filtrează recenziile" });
    const value = (name: string) => (within(form).getByRole("combobox", { name }) as HTMLSelectElement).value;
    expect([value("Starea"), value("Nota"), value("Produsul"), value("Cumpărător verificat")]).toEqual(["hidden", "1", "ahcc", "no"]);
    const statuses = within(within(form).getByRole("combobox", { name: "Starea" })).getAllByRole("option");
    expect(statuses.map((option) => option.textContent)).toEqual(["Oricare", "Așteaptă aprobare", "Publicată", "Ascunsă"]);
    // The catalogue's products, a draft too, not a fixed list of six.
    const products = within(within(form).getByRole("combobox", { name: "Produsul" })).getAllByRole("option");
    expect(products.map((option) => option.textContent)).toEqual(["Toate produsele", "Papillex", "AHCC", "Iron-Well (ciornă)"]);
  });

  it("publishes with the CSRF token, reloads the queue and says so where the card was", async () => {
    renderPage("/admin/reviews?status=pending");
    await screen.findByRole("heading", { level: 1 }, FIRST_RENDER);
    fetchMock.mockImplementationOnce(async () => {
      queue = { ...queue, reviews: [], total: 0, pending: 0 };
      return jsonResponse({ review: review(1), changed: true });
    });
    await act(async () => {
      fireEvent.click(within(card("Titlu 1")).getByRole("button", { name: "Publică" }));
    });
    expect(calls()[0]).toMatchObject({ url: "/api/admin/reviews/1/publish", init: { method: "POST" } });
    expect((calls()[0]!.init?.headers as Record<string, string>)["X-CSRF-Token"]).toBe("csrf-1");
    await waitFor(() => expect(screen.queryByRole("article")).toBeNull());
    const status = screen.getAllByRole("status").find((element) => element.textContent !== "");
    expect(status?.textContent).toBe("Recenzia „Titlu 1” a fost publicată.");
    // The button went with its card: the keyboard lands on the sentence rather than on the page's top.
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(screen.getByText("Nicio recenzie nu se potrivește filtrelor.")).toBeTruthy();
  });

  it("asks before deleting, and can be talked out of it", async () => {
    renderPage();
    await screen.findByRole("heading", { level: 1 }, FIRST_RENDER);
    const third = within(card("Titlu 3"));
    fireEvent.click(third.getByRole("button", { name: "Șterge" }));
    const question = third.getByRole("group", { name: /Ștergi definitiv recenzia „Titlu 3”\?/ });
    fireEvent.click(within(question).getByRole("button", { name: "Renunță" }));
    expect(third.queryByRole("group", { name: /Ștergi definitiv/ })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(third.getByRole("button", { name: "Șterge" }));
    fetchMock.mockImplementationOnce(async () => {
      queue = { ...queue, reviews: queue.reviews.slice(0, 2), total: 2 };
      return jsonResponse({ review: null, changed: true });
    });
    await act(async () => {
      fireEvent.click(third.getByRole("button", { name: "Da, șterge definitiv" }));
    });
    expect(calls()[0]!.url).toBe("/api/admin/reviews/3/delete");
    await waitFor(() => expect(screen.queryByRole("article", { name: "Titlu 3" })).toBeNull());
    expect(screen.getAllByRole("status").some((element) => element.textContent === "Recenzia „Titlu 3” a fost ștearsă.")).toBe(true);
  });

  it("checks the reply's length, sends it, and shows the server's refusal on the field", async () => {
    renderPage();
    await screen.findByRole("heading", { level: 1 }, FIRST_RENDER);
    const first = within(card("Titlu 1"));
    const text = first.getByRole("textbox", { name: "Răspunsul tău" });
    fireEvent.click(first.getByRole("button", { name: "Salvează răspunsul" }));
    expect(first.getByText("Scrie răspunsul înainte să-l salvezi.")).toBeTruthy();
    fireEvent.change(text, { target: { value: "x".repeat(2001) } });
    fireEvent.click(first.getByRole("button", { name: "Salvează răspunsul" }));
    expect(first.getByText("Răspunsul poate avea cel mult 2000 de caractere.")).toBeTruthy();
    expect(text.getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(text, { target: { value: "  Mulțumim!  " } });
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: "Răspunsul e prea lung.", field: "text" }, 400));
    await act(async () => {
      fireEvent.click(first.getByRole("button", { name: "Salvează răspunsul" }));
    });
    expect(calls()[0]).toMatchObject({ url: "/api/admin/reviews/1/reply", body: { text: "Mulțumim!" } });
    expect(first.getByText("Răspunsul e prea lung.")).toBeTruthy();

    fetchMock.mockResolvedValueOnce(jsonResponse({ review: review(1), changed: true }));
    await act(async () => {
      fireEvent.click(first.getByRole("button", { name: "Salvează răspunsul" }));
    });
    await waitFor(() => expect(first.getByText("Răspunsul a fost salvat.")).toBeTruthy());
  });

  it("saves the approval setting and says what it now does", async () => {
    renderPage("/admin/reviews", "en");
    await screen.findByRole("heading", { level: 1, name: "Reviews" }, FIRST_RENDER);
    const hold = screen.getByRole("checkbox", { name: "Hold unverified reviews until you approve them" }) as HTMLInputElement;
    expect(hold.checked).toBe(true);
    fireEvent.click(hold);
    fetchMock.mockImplementationOnce(async () => {
      queue = { ...queue, holdUnverified: false };
      return jsonResponse({ holdUnverified: false });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save setting" }));
    });
    expect(calls()[0]).toMatchObject({ url: "/api/admin/settings/reviews", body: { holdUnverified: false } });
    await waitFor(() => expect(screen.getByText("Saved: every review appears at once.")).toBeTruthy());
    expect(hold.checked).toBe(false);
  });
});
