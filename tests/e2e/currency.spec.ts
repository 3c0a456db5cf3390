import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const STORAGE_KEY = "elara_currency";

/** Start-up has run (stored preference, else the shop's currency): the page is hydrated and settled. */
async function currencySettled(page: Page, code: string) {
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe(code);
}

/** The picker sits in the header on wide screens and in the menu's preferences on phones. */
async function chooseCurrency(page: Page, code: string, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole("button", { name: "Meniu" }).click();
    const menu = page.getByRole("dialog", { name: "Meniu" });
    await menu.getByRole("combobox", { name: "Monedă" }).selectOption(code);
    await menu.getByRole("button", { name: "Închide meniul" }).click();
    await expect(menu).toBeHidden();
  } else {
    await page.getByRole("banner").getByRole("combobox", { name: "Monedă" }).selectOption(code);
  }
}

/** Header and menu pickers show the same value, whether or not they are visible at this width. */
async function shownCurrency(page: Page): Promise<string> {
  return page.getByRole("combobox", { name: "Monedă", includeHidden: true }).first().inputValue();
}

const papillexCard = (page: Page) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2, name: /^Papillex/ }) });

test.describe("display currency", () => {
  test("EUR changes the prices on /shop and on the product page, and survives a reload", async ({ page, isMobile, expectAccessible }) => {
    await page.goto("/shop");
    await currencySettled(page, "RON");
    // The cheapest papillex option, the monthly subscription: 170.00 RON.
    await expect(papillexCard(page)).toContainText(/170,00\sRON/);
    await expectAccessible(page);

    await chooseCurrency(page, "EUR", isMobile);
    // 170.00 RON × 0.2010 = 34.17 EUR, in the euro's de-DE format.
    await expect(papillexCard(page)).toContainText(/34,17\s€/);
    await expect(papillexCard(page)).not.toContainText("RON");
    await expect(page.getByRole("status").filter({ hasText: "EUR" })).toHaveText(/Prețurile sunt afișate acum în .+ \(EUR\)\./);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe("EUR");
    await expectAccessible(page);

    // The server renders the next pages in EUR straight away: the cookie carries the choice.
    const response = await page.reload();
    expect(await response!.text()).toMatch(/34,17\s€/);
    await expect(papillexCard(page)).toContainText(/34,17\s€/);
    expect(await shownCurrency(page)).toBe("EUR");

    await papillexCard(page)
      .getByRole("link", { name: /^Papillex/ })
      .click();
    await expect(page).toHaveURL(/\/products\/papillex$/);
    // The single bottle, chosen first: 189.00 RON × 0.2010 = 37.99 EUR.
    await expect(page.getByRole("group", { name: "Opțiuni de cumpărare" })).toContainText(/37,99\s€/);
    await expect(page.getByRole("group", { name: "Opțiuni de cumpărare" })).not.toContainText("RON");
    await expectAccessible(page);

    await page.reload();
    await currencySettled(page, "EUR");
    await expect(page.getByRole("group", { name: "Opțiuni de cumpărare" })).toContainText(/37,99\s€/);
  });

  test("JPY shows whole yen", async ({ page, isMobile, expectAccessible }) => {
    await page.goto("/products/papillex");
    await currencySettled(page, "RON");
    await expect(page.getByRole("group", { name: "Opțiuni de cumpărare" })).toContainText(/189,00\sRON/);

    await chooseCurrency(page, "JPY", isMobile);
    // 189.00 RON × 33.40 = 6312.6, rounded to 6313 yen; no decimal separator anywhere in the price.
    const price = page.getByRole("group", { name: "Opțiuni de cumpărare" });
    await expect(price).toContainText(/¥6,313(?![.,]\d)/);
    await expect(page.getByRole("group", { name: "Opțiuni de cumpărare" })).not.toContainText(/¥[\d,]+\.\d/);
    await expectAccessible(page);

    await page.goto("/shop");
    await expect(papillexCard(page)).toContainText(/¥5,678(?![.,]\d)/);
    await expectAccessible(page);
  });
});
