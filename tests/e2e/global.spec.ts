import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures.ts";

const PRODUCT_PATHS = [
  "/products/papillex",
  "/products/endo-well",
  "/products/ic-well",
  "/products/pco-well",
  "/products/simplix",
  "/products/ahcc",
];

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * Records whether the loading bar appears from now on. It is on screen for a fraction of a second,
 * which a busy test machine can miss between two polls; an observer in the page cannot.
 */
async function watchProgressBar(page: Page): Promise<() => Promise<boolean>> {
  type Watched = Window & { progressBarSeen?: boolean };
  await page.evaluate(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector("[data-testid=navigation-progress]")) return;
      (window as Watched).progressBarSeen = true;
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as Watched).progressBarSeen === true);
}

test.describe("not-found page", () => {
  test("an unknown path answers 404 with ways back into the shop", async ({ page, allowConsoleErrors, expectAccessible }) => {
    allowConsoleErrors(/status of 404/);
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Pagina nu a fost găsită — Elara");

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Pagina nu a fost găsită" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Înapoi la pagina principală" })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: "Vezi toate produsele" })).toHaveAttribute("href", "/shop");
    const products = main.getByRole("navigation", { name: "Produsele noastre" }).getByRole("link");
    await expect(products).toHaveCount(PRODUCT_PATHS.length);
    for (const [index, path] of PRODUCT_PATHS.entries()) await expect(products.nth(index)).toHaveAttribute("href", path);
    await expectAccessible(page);

    await hydrated(page);
    await main.getByRole("link", { name: "Vezi toate produsele" }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole("heading", { level: 1, name: "Toate produsele" })).toBeVisible();
    await expect(page).not.toHaveTitle(/găsită/);
    await expectAccessible(page);
  });

  test("is English with ?lng=en", async ({ page, allowConsoleErrors, expectAccessible }) => {
    allowConsoleErrors(/status of 404/);
    const response = await page.goto("/products/papillex/extra/segments?lng=en");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Page not found — Elara");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Back to the home page" })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("moving between pages", () => {
  test("a new page starts at the top with focus on its main content, after the loading bar", async ({ page, expectAccessible }) => {
    await page.goto("/shop");
    await expectAccessible(page);
    await hydrated(page);
    // Focus stays where the browser put it on a first load.
    await expect(page.getByRole("main")).not.toBeFocused();

    const lastCard = page.getByRole("main").getByRole("listitem").last().getByRole("link").first();
    await lastCard.scrollIntoViewIfNeeded();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);

    const progressBarSeen = await watchProgressBar(page);
    await lastCard.click();
    await expect(page).toHaveURL(/\/products\/[a-z-]+$/);
    await expect(page.getByRole("main")).toBeFocused();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect.poll(progressBarSeen).toBe(true);
    await expect(page.getByTestId("navigation-progress")).not.toBeAttached();
    await expectAccessible(page);
  });

  test("back returns to the scrolled position", async ({ page }) => {
    await page.goto("/shop");
    await hydrated(page);
    const lastCard = page.getByRole("main").getByRole("listitem").last().getByRole("link").first();
    await lastCard.scrollIntoViewIfNeeded();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    const position = await scrollY(page);

    await lastCard.click();
    await expect(page).toHaveURL(/\/products\//);
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/shop$/);
    await expect.poll(() => scrollY(page)).toBe(position);
  });

  test("switching language keeps the reader's place on the page", async ({ page, expectAccessible }) => {
    await page.goto("/products/papillex");
    await hydrated(page);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    const position = await scrollY(page);

    const header = page.getByRole("banner");
    await header.getByRole("button", { name: "Limba: Română" }).click();
    await header.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\?lng=en$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await scrollY(page)).toBe(position);
    await expectAccessible(page);
  });
});
