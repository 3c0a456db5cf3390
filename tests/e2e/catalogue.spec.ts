import { expect, test } from "./fixtures.ts";

test.describe("shop", () => {
  test("lists the six products, papillex, ahcc and simplix first", async ({ page, expectAccessible }) => {
    const response = await page.goto("/shop");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Toate produsele" })).toBeVisible();
    const titles = page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 2 });
    await expect(titles).toHaveCount(6);
    const names = await titles.allInnerTexts();
    expect(names[0]).toMatch(/^Papillex/);
    expect(names[1]).toMatch(/^AHCC/);
    expect(names[2]).toMatch(/^Simplix/i);
    await expectAccessible(page);
  });

  test("a product card leads to its page", async ({ page }) => {
    await page.goto("/shop");
    await page
      .getByRole("main")
      .getByRole("link", { name: /^Papillex/ })
      .click();
    await expect(page).toHaveURL(/\/products\/papillex$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Papillex/);
  });
});

test.describe("product page", () => {
  test("shows papillex in Romanian by default, with its price and purchase options", async ({ page, expectAccessible }) => {
    await page.goto("/products/papillex");
    await expect(page.locator("html")).toHaveAttribute("lang", "ro");
    const title = page.getByRole("heading", { level: 1 });
    await expect(title).toHaveText(/^Papillex/);
    await expect(title).toContainText(/sănătate|cervical/i);
    await expect(page.getByRole("group", { name: "Opțiuni de cumpărare" }).getByRole("radio")).toHaveCount(3);
    await expect(page.getByRole("main").getByText(/RON/).first()).toBeVisible();
    await expect(page.getByRole("main").getByRole("img").first()).toBeVisible();
    await expectAccessible(page);
  });

  test("?lng=en shows the English title and remembers the choice", async ({ page, expectAccessible }) => {
    await page.goto("/products/papillex");
    const romanianTitle = await page.getByRole("heading", { level: 1 }).innerText();
    await page.goto("/products/papillex?lng=en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const englishTitle = page.getByRole("heading", { level: 1 });
    await expect(englishTitle).toHaveText(/^Papillex/);
    await expect(englishTitle).not.toHaveText(romanianTitle);
    await expect(page.getByRole("group", { name: "Purchase options" })).toBeVisible();
    await expectAccessible(page);
    // The choice is mirrored into the cookie, so a bare URL leads to the English page's own URL.
    await page.goto("/shop");
    await expect(page).toHaveURL(/\/shop\?lng=en$/);
    await expect(page.getByRole("heading", { level: 1, name: "All products" })).toBeVisible();
  });

  test.describe("for a browser that prefers English", () => {
    test.use({ locale: "en-GB" });
    test("a bare URL leads to the English page, whose canonical is itself", async ({ page }) => {
      await page.goto("/products/papillex");
      await expect(page).toHaveURL(/\/products\/papillex\?lng=en$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/products\/papillex\?lng=en$/);
      await expect(page.getByRole("group", { name: "Purchase options" })).toBeVisible();
    });
  });

  test("choosing a purchase option selects it, with its per-bottle price and total", async ({ page }) => {
    await page.goto("/products/papillex?lng=en");
    const options = page.getByRole("group", { name: "Purchase options" });
    const single = options.getByRole("radio").first();
    const threePack = options.getByRole("radio", { name: /3 pack/i });
    await expect(single).toBeChecked();
    await threePack.check();
    await expect(threePack).toBeChecked();
    await expect(single).not.toBeChecked();
    await expect(options.getByText(/Total/)).toBeVisible();
  });

  test("/product/{handle} and /product show the product; /product defaults to ahcc", async ({ page }) => {
    await page.goto("/product/simplix");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Simplix/i);
    await page.goto("/product");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^AHCC/);
  });

  test("an unknown handle answers 404 with the spec's error panel", async ({ page, allowConsoleErrors, expectAccessible }) => {
    allowConsoleErrors(/status of 404/);
    const response = await page.goto("/products/no-such-product?lng=en");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Error Loading Product" })).toBeVisible();
    await expect(page.getByText("Product not found or could not be loaded.")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Go back" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
