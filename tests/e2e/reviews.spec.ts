import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { clientAddress, expect, handlersAttached, test } from "./fixtures.ts";

const TEXT = {
  ro: {
    query: "",
    section: "Recenziile clienților",
    write: "Scrie o recenzie",
    form: "Scrie o recenzie",
    title: /^Titlul recenziei/,
    text: /^Recenzia ta/,
    name: /^Nume/,
    variant: /^Opțiunea cumpărată/,
    email: /^E-mail/,
    submit: "Publică recenzia",
    cancel: "Renunță",
    published: "Mulțumim! Recenzia ta a fost publicată.",
    titleRequired: "Te rugăm să dai un titlu recenziei.",
    textRequired: "Te rugăm să scrii recenzia.",
    sort: "Ordonează recenziile",
    highest: "Cele mai bine notate",
    oldest: "Cele mai vechi",
    lowest: "Cele mai slab notate",
    helpful: /^Utilă \((\d+)\)$/,
    notHelpful: /^Inutilă \((\d+)\)$/,
    stars: (n: number) => `${n} ${n === 1 ? "stea" : "stele"}`,
    anonymous: "Anonim",
    sampleNotice: /^Exemple de recenzii/,
    sample: "Exemplu",
  },
  en: {
    query: "?lng=en",
    section: "Customer reviews",
    write: "Write a review",
    form: "Write a review",
    title: /^Review title/,
    text: /^Your review/,
    name: /^Name/,
    variant: /^Option you bought/,
    email: /^Email/,
    submit: "Publish review",
    cancel: "Cancel",
    published: "Thank you! Your review has been published.",
    titleRequired: "Please give your review a title.",
    textRequired: "Please write your review.",
    sort: "Sort reviews",
    highest: "Highest rated",
    oldest: "Oldest",
    lowest: "Lowest rated",
    helpful: /^Helpful \((\d+)\)$/,
    notHelpful: /^Not helpful \((\d+)\)$/,
    stars: (n: number) => `${n} ${n === 1 ? "star" : "stars"}`,
    anonymous: "Anonymous",
    sampleNotice: /^Sample reviews/,
    sample: "Sample",
  },
} as const;

/** Each test is its own client for the reviews' rate limits (the e2e server trusts one proxy hop). */
function ownClientAddress(testInfo: TestInfo): string {
  return clientAddress(`reviews ${testInfo.testId} ${testInfo.retry}`);
}

/** Titles no other test (or the other browser project running at once) writes. */
const unique = (testInfo: TestInfo, what: string) => `${what} ${testInfo.project.name} ${testInfo.testId.slice(-8)}`;

const section = (page: Page, name: string) => page.getByRole("region", { name });
const reviewTitled = (page: Page, title: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

async function openForm(page: Page, text: (typeof TEXT)[keyof typeof TEXT]) {
  const reviews = section(page, text.section);
  await reviews.scrollIntoViewIfNeeded();
  const form = reviews.getByRole("form", { name: text.form });
  const write = reviews.getByRole("button", { name: text.write });
  await handlersAttached(write);
  await write.click();
  await expect(form).toBeVisible();
  return form;
}

/** A review written straight to the API, as another shopper would. */
async function writeReview(request: APIRequestContext, testInfo: TestInfo, body: Record<string, unknown>) {
  const variants = await request.post("/api/2024-01/graphql.json", {
    headers: { "X-Shopify-Storefront-Access-Token": "e2e-storefront-token-0000000000" },
    data: { query: `{ productByHandle(handle: "${String(body.productHandle)}") { variants(first: 1) { nodes { id } } } }` },
  });
  const variant = ((await variants.json()) as { data: { productByHandle: { variants: { nodes: Array<{ id: string }> } } } }).data
    .productByHandle.variants.nodes[0]!.id;
  const response = await request.post("/api/reviews", {
    headers: { "X-Forwarded-For": ownClientAddress(testInfo) },
    data: { variant, text: "Written for the test.", ...body },
  });
  expect(response.status()).toBe(201);
}

const dialogs = new WeakMap<Page, string[]>();

test.beforeEach(async ({ page }, testInfo) => {
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": ownClientAddress(testInfo) });
  // A script in a review that ran would open a dialog: any dialog fails the test, whatever else it checks.
  const opened: string[] = [];
  dialogs.set(page, opened);
  page.on("dialog", (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
});

test.afterEach(async ({ page }) => {
  expect(dialogs.get(page)).toEqual([]);
});

for (const language of ["ro", "en"] as const) {
  const text = TEXT[language];

  test.describe(`reviews (${language})`, () => {
    test("a shopper writes a review: checked first, then published at the top of the list", async ({
      page,
      expectAccessible,
    }, testInfo) => {
      // Form, checks, publishing and axe scans of each state: 22–32 s on two busy cores, against the 30 s default.
      test.slow();
      const handle = language === "ro" ? "pco-well" : "ic-well";
      const title = unique(testInfo, language === "ro" ? "Chiar mă ajută" : "It really helps");
      await page.goto(`/products/${handle}${text.query}`);
      const form = await openForm(page, text);
      await expect(form.getByRole("radio", { name: text.stars(5) })).toBeChecked();

      await form.getByRole("button", { name: text.submit }).click();
      await expect(form.getByText(text.titleRequired)).toBeVisible();
      await expect(form.getByText(text.textRequired)).toBeVisible();
      await expect(form.getByLabel(text.title)).toBeFocused();
      await expectAccessible(page);

      // The stars are a native radio group: the arrow keys move the choice.
      await form.getByRole("radio", { name: text.stars(5) }).focus();
      await page.keyboard.press("ArrowLeft");
      await expect(form.getByRole("radio", { name: text.stars(4) })).toBeChecked();
      await form.getByLabel(text.title).fill(title);
      await form
        .getByLabel(text.text)
        .fill(language === "ro" ? "Două capsule pe zi,\nfără probleme." : "Two capsules a day,\nno trouble at all.");
      await form.getByLabel(text.variant).selectOption({ index: 1 });
      await form.getByLabel(text.email).fill("shopper@example.ro");
      await form.getByRole("button", { name: text.submit }).click();

      await expect(form).toBeHidden();
      await expect(page.getByRole("status").filter({ hasText: text.published })).toBeAttached();
      const written = reviewTitled(page, title);
      await expect(written).toBeFocused();
      await expect(page.getByRole("article").first()).toHaveText(new RegExp(title));
      await expect(written.getByRole("img", { name: language === "ro" ? "4 din 5 stele" : "4 out of 5 stars" })).toBeVisible();
      await expect(written.getByText(text.anonymous, { exact: true })).toBeVisible();

      // Kept on the server: a fresh visit shows it too, and the page's structured data counts it.
      await page.reload();
      await expect(reviewTitled(page, title)).toBeVisible();
      const product = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map((json) => JSON.parse(json) as Record<string, unknown>)
        .find((doc) => doc["@type"] === "Product");
      expect(product?.aggregateRating).toMatchObject({ "@type": "AggregateRating", bestRating: 5 });
      expect((product?.aggregateRating as { reviewCount: number }).reviewCount).toBeGreaterThan(0);
      await expectAccessible(page);
    });

    test("cancel closes the form and gives focus back to its button", async ({ page }) => {
      await page.goto(`/products/papillex${text.query}`);
      const form = await openForm(page, text);
      await form.getByRole("button", { name: text.cancel }).click();
      await expect(form).toBeHidden();
      await expect(section(page, text.section).getByRole("button", { name: text.write })).toBeFocused();
    });

    test("the four sorts reorder the reviews", async ({ page, request }, testInfo) => {
      const low = unique(testInfo, "Low");
      const high = unique(testInfo, "High");
      await writeReview(request, testInfo, { productHandle: "simplix", rating: 1, title: low });
      await writeReview(request, testInfo, { productHandle: "simplix", rating: 5, title: high });
      await page.goto(`/products/simplix${text.query}`);
      const reviews = section(page, text.section);
      await reviews.scrollIntoViewIfNeeded();
      const articles = reviews.getByRole("article");
      /** Whether this test's low review is shown before (-1) or after (1) its high one; null while one is not shown. */
      const lowBeforeHigh = async () => {
        const shown = await articles.getByRole("heading").allTextContents();
        const [lowAt, highAt] = [shown.indexOf(low), shown.indexOf(high)];
        return lowAt < 0 || highAt < 0 ? null : Math.sign(lowAt - highAt);
      };
      // Other tests write to this product at the same time, so the whole list is checked by its dates and stars.
      const dates = () => articles.locator("time").evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
      const ratings = async () =>
        (
          await articles
            .getByRole("img", { name: /^\d/ })
            .evaluateAll((stars) => stars.map((star) => star.getAttribute("aria-label") ?? ""))
        ).map((label) => Number(label.split(" ")[0]));
      const ordered = <T>(values: T[], compare: (a: T, b: T) => boolean) =>
        values.every((value, i) => i === 0 || compare(values[i - 1]!, value));

      // Newest first by default: the 5-star review was written last.
      expect(await lowBeforeHigh()).toBe(1);
      expect(ordered(await dates(), (a, b) => a >= b)).toBe(true);
      const sort = reviews.getByRole("combobox", { name: text.sort });
      await handlersAttached(sort);
      await sort.selectOption({ label: text.lowest });
      await expect.poll(lowBeforeHigh).toBe(-1);
      expect(ordered(await ratings(), (a, b) => a <= b)).toBe(true);
      const sortBy = async (label: string, key: string) => {
        const answered = page.waitForResponse(
          (response) => response.url().includes(`/api/reviews?`) && response.url().includes(`sort=${key}`),
        );
        await sort.selectOption({ label });
        await answered;
      };
      await sortBy(text.highest, "highest");
      await expect.poll(lowBeforeHigh).toBe(1);
      expect(ordered(await ratings(), (a, b) => a >= b)).toBe(true);
      await sortBy(text.oldest, "oldest");
      await expect.poll(async () => ordered(await dates(), (a, b) => a <= b)).toBe(true);
    });

    test("helpful and not helpful: a vote, its undo, and a switch, remembered by this browser", async ({ page, request }, testInfo) => {
      const title = unique(testInfo, "Votes");
      await writeReview(request, testInfo, { productHandle: "ahcc", rating: 5, title });
      await page.goto(`/products/ahcc${text.query}`);
      const review = reviewTitled(page, title);
      await review.scrollIntoViewIfNeeded();
      const helpful = review.getByRole("button", { name: text.helpful });
      const notHelpful = review.getByRole("button", { name: text.notHelpful });
      await expect(helpful).toHaveAttribute("aria-pressed", "false");

      // A reload waits for the vote's answer.
      const firstVote = page.waitForResponse((response) => response.url().includes("/api/review-vote"));
      await handlersAttached(helpful);
      await helpful.click();
      await expect(helpful).toHaveAttribute("aria-pressed", "true");
      await firstVote;
      await expect(helpful).toHaveText(language === "ro" ? "Utilă (1)" : "Helpful (1)");
      // The answer carries this browser's voter key; the page keeps it a moment after the answer arrives.
      await expect.poll(() => page.evaluate(() => localStorage.getItem("reviewVoter"))).not.toBeNull();
      await page.reload();
      await expect(helpful).toHaveAttribute("aria-pressed", "true");
      await expect(helpful).toHaveText(language === "ro" ? "Utilă (1)" : "Helpful (1)");

      await helpful.click();
      await expect(helpful).toHaveAttribute("aria-pressed", "false");
      await expect(helpful).toHaveText(language === "ro" ? "Utilă (0)" : "Helpful (0)");

      await notHelpful.click();
      await expect(notHelpful).toHaveAttribute("aria-pressed", "true");
      const lastVote = page.waitForResponse(
        (response) => response.url().includes("/api/review-vote") && response.request().postData()?.includes('"helpful"') === true,
      );
      await helpful.click();
      await lastVote;
      await expect(helpful).toHaveAttribute("aria-pressed", "true");
      await expect(notHelpful).toHaveText(language === "ro" ? "Inutilă (0)" : "Not helpful (0)");
      await page.reload();
      await expect(helpful).toHaveAttribute("aria-pressed", "true");
      await expect(notHelpful).toHaveAttribute("aria-pressed", "false");
    });
  });
}

test("markup in a review is shown as text and never runs, when written and on a fresh visit", async ({
  page,
  expectAccessible,
}, testInfo) => {
  const text = TEXT.en;
  const image = unique(testInfo, "<img src=x onerror=alert(1)>");
  const script = unique(testInfo, "<script>alert(1)</script>");
  await page.goto(`/products/papillex${text.query}`);
  const form = await openForm(page, text);
  await form.getByLabel(text.title).fill(image);
  await form.getByLabel(text.text).fill(script);
  await form.getByLabel(text.name).fill("<b>Ana</b>");
  await form.getByLabel(text.variant).selectOption({ index: 1 });
  await form.getByRole("button", { name: text.submit }).click();
  await expect(form).toBeHidden();

  for (const visit of ["written", "reloaded"]) {
    if (visit === "reloaded") await page.reload();
    const review = reviewTitled(page, image);
    await expect(review).toBeVisible();
    await expect(review.getByText(script, { exact: true })).toBeVisible();
    await expect(review.getByText("<b>Ana</b>", { exact: true })).toBeVisible();
    await expect(review.locator("img, script, b")).toHaveCount(0);
  }
  await expectAccessible(page);
});

test("a product with reviewCount 3 and no reviews of its own shows three labelled samples, not counted beside its title", async ({
  page,
  expectAccessible,
}) => {
  const text = TEXT.ro;
  await page.goto("/products/endo-well");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: /\d+ (de )?recenzi/ })).toHaveCount(0);
  const reviews = section(page, text.section);
  await reviews.scrollIntoViewIfNeeded();
  await expect(reviews.getByText(text.sampleNotice)).toBeVisible();
  await expect(reviews.getByRole("article")).toHaveCount(3);
  await expect(reviews.getByText(text.sample, { exact: true })).toHaveCount(3);
  await expectAccessible(page);
});
