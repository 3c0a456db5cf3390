import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures.ts";
import { languageRun } from "./journey-tags.ts";

/** Texts of each language the journeys look for. */
const TEXT = {
  ro: {
    query: "",
    shopHeading: "Toate produsele",
    options: "Opțiuni de cumpărare",
    threePack: /Pachet 3 \(rezervă pentru trei luni\)/,
    monthly: /Abonament lunar \(cel mai vândut\)/,
    increase: "Crește cantitatea",
    quantity: "Cantitate",
    add: "Adaugă în coș",
    cartTwo: "Coș, 2 produse",
    added: /^2 × Papillex .*\(Pachet 3 sticle\) adăugat în coș$/,
    notify: "Anunță-mă când revine în stoc",
    unavailable: "Indisponibil",
    limit: "Limită abonament",
    close: "Închide",
  },
  en: {
    query: "?lng=en",
    shopHeading: "All products",
    options: "Purchase options",
    threePack: /3 pack \(three month supply\)/,
    monthly: /Monthly subscription \(best seller\)/,
    increase: "Increase quantity",
    quantity: "Quantity",
    add: "Add to cart",
    cartTwo: "Cart, 2 items",
    added: /^2 × Papillex .*\(3-Pack\) added to cart$/,
    notify: "Notify me when it's back in stock",
    unavailable: "Unavailable",
    limit: "Subscription Limit",
    close: "Close",
  },
} as const;

function options(page: Page, name: string) {
  return page.getByRole("group", { name });
}

for (const language of ["ro", "en"] as const) {
  const text = TEXT[language];

  test.describe(`purchase panel in ${language}`, languageRun(language, { componentTexts: true }), () => {
    test("shop → product → 3-pack × 2 → add to cart counts 2 in the header", async ({ page, expectAccessible }) => {
      await page.goto(`/shop${text.query}`);
      await expect(page.getByRole("heading", { level: 1, name: text.shopHeading })).toBeVisible();
      await expectAccessible(page);
      await hydrated(page);
      await page
        .getByRole("main")
        .getByRole("link", { name: /^Papillex/ })
        .first()
        .click();
      // The first client navigation fetches the product page's chunks from a cold server.
      await expect(page).toHaveURL(/\/products\/papillex/, { timeout: 15_000 });
      await hydrated(page);

      const group = options(page, text.options);
      await expect(group.getByRole("radio").first()).toBeChecked();
      await group.getByRole("radio", { name: text.threePack }).check();
      await page.getByRole("button", { name: text.increase }).click();
      await expect(page.getByLabel(text.quantity, { exact: true })).toHaveValue("2");
      await page.getByRole("button", { name: text.add }).click();

      await expect(page.getByRole("banner").getByRole("button", { name: text.cartTwo })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: text.added })).toBeVisible();
      const notification = await page.evaluate(() => JSON.parse(localStorage.getItem("cartNotification") ?? "null") as unknown);
      expect(notification).toEqual({ message: expect.stringMatching(text.added), timestamp: expect.any(Number) });
      await expectAccessible(page);
    });

    test("the sold-out ic-well 3-pack is marked unavailable and offers the back-in-stock request instead of add to cart", async ({
      page,
      expectAccessible,
    }) => {
      await page.goto(`/products/ic-well${text.query}`);
      await hydrated(page);
      const pack = options(page, text.options).getByRole("radio", { name: text.threePack });
      await expect(pack).toHaveAccessibleName(new RegExp(text.unavailable));
      await pack.check();
      await expect(page.getByRole("button", { name: text.add })).toHaveCount(0);
      await expect(page.getByRole("button", { name: text.notify })).toBeVisible();
      await expectAccessible(page);
    });

    test("a second subscription opens the Subscription Limit dialog", async ({ page, expectAccessible }) => {
      await page.goto(`/products/papillex${text.query}`);
      await hydrated(page);
      await options(page, text.options).getByRole("radio", { name: text.monthly }).check();
      await page.getByRole("button", { name: text.add }).click();
      await expect(page.getByRole("status").filter({ hasText: /^1 × Papillex/ })).toBeVisible();

      await page.goto(`/products/ahcc${text.query}`);
      await hydrated(page);
      await options(page, text.options).getByRole("radio", { name: text.monthly }).check();
      const add = page.getByRole("button", { name: text.add });
      await add.click();
      const dialog = page.getByRole("dialog", { name: text.limit });
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      await dialog.getByRole("button", { name: text.close }).click();
      await expect(dialog).toBeHidden();
      await expect(add).toBeFocused();
    });
  });
}
