// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { ReviewsPage, ReviewView } from "#domain/reviews";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { strictTestI18n } from "#tests/app/test-i18n.ts";
import { ReviewsSection, type ReviewsSectionProps } from "./ReviewsSection.tsx";
import { REVIEW_VOTER_STORAGE_KEY } from "./voter-key.ts";
import { jsonResponse } from "#tests/app/json-response.ts";
import { reviewsPage } from "#tests/app/reviews-page.ts";
import { stubFetchForEachTest } from "#tests/app/fetch-stub.ts";

const fetchMock = stubFetchForEachTest({ immediateFrames: true });

const VARIANTS = [
  { id: "gid://shopify/ProductVariant/1", title: "Single Bottle" },
  { id: "gid://shopify/ProductVariant/2", title: "3-Pack" },
];

function review(id: number, overrides: Partial<ReviewView> = {}): ReviewView {
  return {
    id,
    rating: 5,
    title: `Review ${id}`,
    text: `Text ${id}`,
    date: "2026-03-01T10:00:00.000Z",
    reviewer: "Ana",
    verified: false,
    productVariant: "Single Bottle",
    helpful: 0,
    notHelpful: 0,
    myVote: null,
    reply: null,
    ...overrides,
  };
}

function page(reviews: ReviewView[], overrides: Partial<ReviewsPage> = {}): ReviewsPage {
  return reviewsPage({ reviews, average: 4.5, count: reviews.length, distribution: { 5: 1, 4: 1, 3: 0, 2: 0, 1: 0 }, ...overrides });
}

function section(props: Partial<ReviewsSectionProps> = {}, language: "ro" | "en" = "en") {
  const i18n = strictTestI18n(language);
  return render(
    <I18nProvider i18n={i18n}>
      <ReviewsSection
        handle="papillex"
        variants={VARIANTS}
        reviewCountMetafield="128"
        initial={page([review(2, { rating: 4 }), review(1)])}
        {...props}
      />
    </I18nProvider>,
  );
}

const requests = () => fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), init }));
const bodyOf = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]![1]?.body)) as Record<string, unknown>;
const titles = () => screen.getAllByRole("article").map((article) => within(article).getByRole("heading").textContent);

/** Types a title and a text, and picks the option bought. */
function fillReview(variantId: string) {
  fireEvent.change(screen.getByLabelText(/^Review title/), { target: { value: "Great" } });
  fireEvent.change(screen.getByLabelText(/^Your review/), { target: { value: "Really good." } });
  fireEvent.change(screen.getByLabelText(/^Option you bought/), { target: { value: variantId } });
}

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

beforeEach(() => {
  localStorage.clear();
});

describe("the reviews section", () => {
  it("shows the average to one decimal, the count, a bar per star and the reviews, without asking the server", () => {
    section({ initial: page([review(2, { rating: 4, verified: true }), review(1)], { average: 4.46, count: 2 }) });
    expect(screen.getByRole("heading", { level: 2, name: "Customer reviews" })).toBeTruthy();
    expect(screen.getByText("4.5")).toBeTruthy();
    expect(screen.getByRole("img", { name: "4.5 out of 5 stars" })).toBeTruthy();
    expect(screen.getByText("Based on 2 reviews")).toBeTruthy();
    const bars = within(screen.getByRole("list", { name: "How reviewers rated it" })).getAllByRole("listitem");
    expect(bars.map((bar) => bar.querySelector(".sr-only")?.textContent)).toEqual([
      "5 stars: 1 review, 50%",
      "4 stars: 1 review, 50%",
      "3 stars: 0 reviews, 0%",
      "2 stars: 0 reviews, 0%",
      "1 star: 0 reviews, 0%",
    ]);
    expect(titles()).toEqual(["Review 2", "Review 1"]);
    expect(within(screen.getAllByRole("article")[0]!).getByText("Verified purchase")).toBeTruthy();
    expect(screen.getAllByText("Option: Single Bottle")).toHaveLength(2);
    expect(screen.getAllByText("1 March 2026")).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows a shopper's markup as text", () => {
    const payload = "<img src=x onerror=alert(1)><script>alert(1)</script>";
    const { container } = section({ initial: page([review(1, { title: payload, text: payload })]) });
    expect(screen.getByRole("heading", { name: payload })).toBeTruthy();
    expect(screen.getByText(payload, { selector: "p" })).toBeTruthy();
    expect(container.querySelector("article img, article script")).toBeNull();
  });

  it("shows the four sorts and asks the server for the chosen one", async () => {
    section();
    const sort = screen.getByRole<HTMLSelectElement>("combobox", { name: "Sort reviews" });
    expect([...sort.options].map((option) => option.text)).toEqual(["Newest", "Oldest", "Highest rated", "Lowest rated"]);
    fetchMock.mockResolvedValueOnce(jsonResponse(page([review(1), review(2, { rating: 4 })], { sort: "highest" })));
    await act(async () => {
      fireEvent.change(sort, { target: { value: "highest" } });
    });
    expect(requests()[0]!.url).toBe("/api/reviews?product=papillex&sort=highest&page=1&lng=en");
    expect(titles()).toEqual(["Review 1", "Review 2"]);
    expect(screen.getByRole("status").textContent).toBe("2 reviews shown");
  });

  it("loads more reviews, leaving out any already shown", async () => {
    section({ initial: page([review(12), review(11)], { count: 12, pageCount: 2 }) });
    fetchMock.mockResolvedValueOnce(jsonResponse(page([review(11), review(1)], { count: 12, page: 2, pageCount: 2 })));
    await click(screen.getByRole("button", { name: "Show more reviews" }));
    expect(requests()[0]!.url).toContain("page=2");
    expect(titles()).toEqual(["Review 12", "Review 11", "Review 1"]);
    expect(screen.queryByRole("button", { name: "Show more reviews" })).toBeNull();
  });

  it("says when reviews could not be loaded, and tries the same request again", async () => {
    section();
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: "Internal server error" }, 500));
    await act(async () => {
      fireEvent.change(screen.getByRole("combobox", { name: "Sort reviews" }), { target: { value: "lowest" } });
    });
    expect(screen.getByText("We could not load the reviews. Please try again.")).toBeTruthy();
    fetchMock.mockResolvedValueOnce(jsonResponse(page([review(1)], { sort: "lowest" })));
    await click(screen.getByRole("button", { name: "Try again" }));
    expect(requests()[1]!.url).toContain("sort=lowest&page=1");
    expect(titles()).toEqual(["Review 1"]);
  });

  it("asks for the first page itself when the page came without it", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(page([review(1)])));
    await act(async () => {
      section({ initial: null });
    });
    expect(requests()[0]!.url).toBe("/api/reviews?product=papillex&sort=newest&page=1&lng=en");
    expect(titles()).toEqual(["Review 1"]);
  });

  it("invites the first review when there is none", () => {
    section({ initial: page([], { count: 0, average: 0 }) }, "ro");
    expect(screen.getByText("Nicio recenzie deocamdată")).toBeTruthy();
    expect(
      screen.getByText("L-ai încercat? Spune-le celorlalți clienți ce părere ai: fii prima persoană care scrie o recenzie."),
    ).toBeTruthy();
    expect(screen.queryByRole("article")).toBeNull();
    expect(screen.getByRole("button", { name: "Scrie o recenzie" })).toBeTruthy();
  });

  it.each([
    ["1", 1],
    ["3", 3],
  ])("shows %s sample reviews, labelled, while a product with reviewCount %s has none of its own", async (metafield, count) => {
    section({ reviewCountMetafield: metafield, initial: page([], { count: 0, average: 0 }) }, "ro");
    expect(screen.getByText(/^Exemple de recenzii/)).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(count);
    expect(screen.getAllByText("Exemplu")).toHaveLength(count);
    expect(screen.queryByText("Achiziție verificată")).toBeNull();
    // Votes on samples stay in the page.
    const helpful = within(screen.getAllByRole("article")[0]!).getByRole("button", { name: "Utilă (0)" });
    await click(helpful);
    expect(helpful.getAttribute("aria-pressed")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sorts the samples in the page", async () => {
    section({ reviewCountMetafield: "3", initial: page([], { count: 0, average: 0 }) });
    fireEvent.change(screen.getByRole("combobox", { name: "Sort reviews" }), { target: { value: "lowest" } });
    expect(titles()[0]).toBe("Fast delivery, well packed");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows no samples for a product whose reviewCount is above 3", () => {
    section({ reviewCountMetafield: "4", initial: page([], { count: 0, average: 0 }) });
    expect(screen.queryByRole("article")).toBeNull();
  });
});

describe("helpful and not helpful", () => {
  it("counts the vote at once, keeps the key the store issues with it, and undoes it on a second click", async () => {
    section();
    const article = screen.getAllByRole("article")[0]!;
    const helpful = within(article).getByRole("button", { name: "Helpful (0)" });
    expect(helpful.getAttribute("aria-pressed")).toBe("false");
    const issued = "an-issued-voter-key-".padEnd(46, "x");
    fetchMock.mockResolvedValueOnce(jsonResponse({ reviewId: 2, helpful: 1, notHelpful: 0, vote: "helpful", voterKey: issued }));
    await click(helpful);
    expect(helpful.getAttribute("aria-pressed")).toBe("true");
    expect(helpful.textContent).toBe("Helpful (1)");
    const { url, init } = requests()[0]!;
    expect(url).toBe("/api/review-vote?lng=en");
    expect(bodyOf(0)).toEqual({ reviewId: 2, vote: "helpful" });
    expect((init?.headers as Record<string, string>)["X-Review-Voter"]).toBeUndefined();
    expect(localStorage.getItem(REVIEW_VOTER_STORAGE_KEY)).toBe(issued);

    fetchMock.mockResolvedValueOnce(jsonResponse({ reviewId: 2, helpful: 0, notHelpful: 0, vote: null }));
    await click(helpful);
    expect((requests()[1]!.init?.headers as Record<string, string>)["X-Review-Voter"]).toBe(issued);
    expect(helpful.getAttribute("aria-pressed")).toBe("false");
    expect(helpful.textContent).toBe("Helpful (0)");
  });

  it("moves the vote to the other button", async () => {
    section({ initial: page([review(2, { helpful: 3, myVote: "helpful" })]) });
    fetchMock.mockResolvedValueOnce(jsonResponse({ reviewId: 2, helpful: 2, notHelpful: 1, vote: "not_helpful" }));
    await click(screen.getByRole("button", { name: "Not helpful (0)" }));
    expect(screen.getByRole("button", { name: "Helpful (2)" }).getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByRole("button", { name: "Not helpful (1)" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("puts the vote back and says so when the server cannot take it", async () => {
    section();
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: "Too many attempts. Please try again in 30 seconds." }, 429));
    await click(within(screen.getAllByRole("article")[0]!).getByRole("button", { name: "Helpful (0)" }));
    expect(within(screen.getAllByRole("article")[0]!).getByRole("button", { name: "Helpful (0)" }).getAttribute("aria-pressed")).toBe(
      "false",
    );
    expect(screen.getAllByRole("alert").some((alert) => alert.textContent === "Too many attempts. Please try again in 30 seconds.")).toBe(
      true,
    );
  });

  it("sends quick clicks one after another and shows what the last answer says", async () => {
    section();
    const helpful = within(screen.getAllByRole("article")[0]!).getByRole("button", { name: "Helpful (0)" });
    let answerFirst: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)));
    fetchMock.mockResolvedValueOnce(jsonResponse({ reviewId: 2, helpful: 0, notHelpful: 0, vote: null }));
    await click(helpful);
    await click(helpful);
    expect(helpful.getAttribute("aria-pressed")).toBe("false");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => answerFirst(jsonResponse({ reviewId: 2, helpful: 1, notHelpful: 0, vote: "helpful" })));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(helpful.getAttribute("aria-pressed")).toBe("false");
    expect(helpful.textContent).toBe("Helpful (0)");
  });

  it("reads this browser's earlier votes after the page loads", async () => {
    localStorage.setItem(REVIEW_VOTER_STORAGE_KEY, "an-earlier-voter-key-00");
    fetchMock.mockResolvedValueOnce(jsonResponse(page([review(2, { rating: 4, helpful: 5, myVote: "helpful" }), review(1)])));
    await act(async () => {
      section();
    });
    expect((requests()[0]!.init?.headers as Record<string, string>)["X-Review-Voter"]).toBe("an-earlier-voter-key-00");
    expect(screen.getByRole("button", { name: "Helpful (5)" }).getAttribute("aria-pressed")).toBe("true");
  });
});

describe("the review form", () => {
  const created = review(3, { title: "Great", text: "Really good.", reviewer: "Anonymous", productVariant: "3-Pack", rating: 3 });

  it("opens on request with five stars chosen, and closes on cancel, giving focus back", async () => {
    section();
    const write = screen.getByRole("button", { name: "Write a review" });
    expect(write.getAttribute("aria-expanded")).toBe("false");
    await click(write);
    expect(write.getAttribute("aria-expanded")).toBe("true");
    const form = screen.getByRole("form", { name: "Write a review" });
    expect(document.activeElement).toBe(within(form).getByRole("heading", { name: "Write a review" }));
    const rating = within(form).getByRole("group", { name: /Your rating/ });
    expect(within(rating).getAllByRole("radio")).toHaveLength(5);
    expect(within(rating).getByRole<HTMLInputElement>("radio", { name: "5 stars" }).checked).toBe(true);
    expect(within(form).getByText(/Only used to mark your review as a verified purchase/)).toBeTruthy();
    await click(within(form).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("form")).toBeNull();
    expect(document.activeElement).toBe(write);
  });

  it("marks missing fields in the shopper's language without asking the server", async () => {
    section({}, "ro");
    await click(screen.getByRole("button", { name: "Scrie o recenzie" }));
    await click(screen.getByRole("button", { name: "Publică recenzia" }));
    expect(screen.getByLabelText(/^Titlul recenziei/).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Te rugăm să dai un titlu recenziei.")).toBeTruthy();
    expect(screen.getByText("Te rugăm să scrii recenzia.")).toBeTruthy();
    // The option is the shopper's to give: a gift's receiver or one who forgot is not stopped by it.
    expect(screen.getByLabelText(/^Opțiunea cumpărată \(opțional\)/).getAttribute("aria-invalid")).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Titlul recenziei/));
    expect(screen.getAllByRole("alert").some((alert) => alert.textContent === "Te rugăm să corectezi câmpurile marcate.")).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for no variant when the product has only one", async () => {
    section({ variants: [VARIANTS[0]!] });
    await click(screen.getByRole("button", { name: "Write a review" }));
    expect(screen.queryByLabelText(/Option you bought/)).toBeNull();
  });

  it("publishes the review, prepends it at once, updates the summary and closes", async () => {
    section();
    await click(screen.getByRole("button", { name: "Write a review" }));
    await click(screen.getByRole("radio", { name: "3 stars" }));
    fireEvent.change(screen.getByLabelText(/^Review title/), { target: { value: " Great " } });
    fireEvent.change(screen.getByLabelText(/^Your review/), { target: { value: "Really good." } });
    fireEvent.change(screen.getByLabelText(/^Option you bought/), { target: { value: VARIANTS[1]!.id } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: "Ana@Example.ro" } });
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ review: created, average: 4, count: 3, distribution: { 5: 1, 4: 1, 3: 1, 2: 0, 1: 0 } }, 201),
    );
    await click(screen.getByRole("button", { name: "Publish review" }));
    expect(requests()[0]!.url).toBe("/api/reviews?lng=en");
    expect(bodyOf(0)).toEqual({
      productHandle: "papillex",
      rating: 3,
      title: "Great",
      text: "Really good.",
      variant: VARIANTS[1]!.id,
      email: "ana@example.ro",
    });
    expect(screen.queryByRole("form")).toBeNull();
    expect(titles()).toEqual(["Great", "Review 2", "Review 1"]);
    expect(document.activeElement).toBe(screen.getAllByRole("article")[0]);
    expect(screen.getByText("Based on 3 reviews")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Thank you! Your review has been published.");
  });

  it("thanks the writer of a held review without showing it or changing the summary", async () => {
    section();
    await click(screen.getByRole("button", { name: "Write a review" }));
    fillReview(VARIANTS[1]!.id);
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ review: created, average: 4.5, count: 2, distribution: { 5: 1, 4: 1, 3: 0, 2: 0, 1: 0 }, held: true }, 201),
    );
    await click(screen.getByRole("button", { name: "Publish review" }));
    expect(screen.queryByRole("form")).toBeNull();
    expect(titles()).toEqual(["Review 2", "Review 1"]);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Write a review" }));
    expect(screen.getByRole("status").textContent).toBe("Thank you! Your review will appear on the page once we have checked it.");
  });

  it("shows the store's reply under a review", () => {
    section({ initial: page([review(1, { reply: { text: "Thank you, Ana!", date: "2026-03-02T09:00:00.000Z" } })]) });
    expect(screen.getByText("The store's reply")).toBeTruthy();
    expect(screen.getByText("Thank you, Ana!")).toBeTruthy();
  });

  it("replaces the samples with the first real review", async () => {
    section({ reviewCountMetafield: "2", initial: page([], { count: 0, average: 0 }) });
    expect(screen.getAllByRole("article")).toHaveLength(2);
    await click(screen.getByRole("button", { name: "Write a review" }));
    fillReview(VARIANTS[1]!.id);
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ review: created, average: 3, count: 1, distribution: { 5: 0, 4: 0, 3: 1, 2: 0, 1: 0 } }, 201),
    );
    await click(screen.getByRole("button", { name: "Publish review" }));
    expect(titles()).toEqual(["Great"]);
    expect(screen.queryByText("Sample")).toBeNull();
  });

  it("shows the server's field messages beside the fields, and its message in the live region", async () => {
    section();
    await click(screen.getByRole("button", { name: "Write a review" }));
    fillReview(VARIANTS[0]!.id);
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ error: "Please correct the marked fields.", fields: { variant: "This product has no such option." } }, 400),
    );
    await click(screen.getByRole("button", { name: "Publish review" }));
    const variant = screen.getByLabelText(/^Option you bought/);
    expect(variant.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(variant.getAttribute("aria-describedby")!)?.textContent).toBe("This product has no such option.");
    expect(screen.getByRole("form")).toBeTruthy();
  });

  it.each([
    [
      "the network fails",
      () => Promise.reject(new TypeError("Failed to fetch")),
      "Your review could not be sent. Please check your connection and try again.",
    ],
    [
      "the client is over its limit",
      () => Promise.resolve(jsonResponse({ error: "Too many attempts. Please try again in 3599 seconds." }, 429)),
      "Too many attempts. Please try again in 3599 seconds.",
    ],
  ])("keeps what was typed and says so when %s", async (_, answer, message) => {
    section();
    await click(screen.getByRole("button", { name: "Write a review" }));
    fillReview(VARIANTS[0]!.id);
    fetchMock.mockImplementationOnce(answer);
    await click(screen.getByRole("button", { name: "Publish review" }));
    expect(screen.getAllByRole("alert").some((alert) => alert.textContent === message)).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>(/^Review title/).value).toBe("Great");
  });
});
