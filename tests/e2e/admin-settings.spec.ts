/**
 * The owner changes the euro's rate and the free-shipping threshold at /admin/settings, and a shopper's
 * next page shows both: prices in euros at the new rate, the header's and product page's threshold, and the
 * cart's way to free shipping; and turns the review request off at /admin/flows (decision 0113). Every shopper of the shared e2e store would see the change, so this journey
 * runs on the store-wide project's store of its own (playwright.config.ts) and puts the defaults back at the end,
 * for the store-wide journeys run after it there.
 */
import type { Page } from "@playwright/test";
import { expect, hydrated, test, withCookieChoice } from "./fixtures.ts";
import { ownerOn, signInStaff, unique } from "./admin-kit.ts";

async function saveRates(page: Page, eur: string) {
  await page.getByLabel(/^EUR pentru 1 leu/).fill(eur);
  await page.getByRole("button", { name: "Salvează cursurile" }).click();
}

async function saveShipping(page: Page, threshold: string) {
  await page
    .getByRole("group", { name: "Zona 1: România" })
    .getByLabel(/^Livrare gratuită de la/)
    .fill(threshold);
  await page.getByRole("button", { name: "Salvează zonele de livrare" }).click();
}

test.describe("the owner's settings", () => {
  test("the owner changes the EUR rate and the free-shipping threshold; a shopper's next page shows both", async ({
    baseURL,
    page,
    browser,
    expectAccessible,
  }, testInfo) => {
    // An owner invited through the store's channel, then a shopper's own browser after each of two settings.
    test.slow();
    const owner = unique(testInfo, "settings-owner");
    await signInStaff(page.request, baseURL!, owner, "owner");
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Meniul administrării" }).getByRole("link", { name: "Setări" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Setări" })).toBeVisible();
    await expect(page.getByLabel(/^EUR pentru 1 leu/)).toHaveValue("0,201");
    await expect(page.getByText("100 lei ≈ 20,10 €")).toBeVisible();
    await expectAccessible(page);

    try {
      await page.getByLabel(/^EUR pentru 1 leu/).fill("0,25");
      await expect(page.getByText("100 lei ≈ 25,00 €")).toBeVisible();
      await page.getByRole("button", { name: "Salvează cursurile" }).click();
      await expect(page.getByText("Cursurile au fost salvate. Următoarea pagină și comandă le folosesc.")).toBeVisible();
      await expect(page.getByText(new RegExp(`Schimbat ultima dată .* de ${owner.replaceAll(".", "\\.")}\\.`))).toBeVisible();

      await saveShipping(page, "300");
      await expect(page.getByText("Zonele de livrare au fost salvate. Următoarea comandă le folosește.")).toBeVisible();
      await expectAccessible(page);

      const shopperContext = await withCookieChoice(await browser.newContext({ locale: "ro-RO" }));
      const shopper = await shopperContext.newPage();
      await shopper.goto("/products/papillex");
      await expect(shopper.getByRole("banner")).toContainText("Livrare gratuită pentru comenzile de peste 300 lei");
      await expect(shopper.getByText("Livrare gratuită pentru comenzi de peste 300 lei")).toBeVisible();
      // A choice made before hydration changes the box but not the prices: wait for the page to be live.
      await hydrated(shopper);
      await shopper.getByRole("banner").getByRole("combobox", { name: "Monedă" }).selectOption("EUR");
      // One bottle of papillex: 189 lei at 0.25 € a leu.
      await expect(shopper.getByRole("main")).toContainText("47,25 €");
      await shopper.getByRole("button", { name: "Adaugă în coș" }).click();
      await shopper.goto("/cart");
      // 300 lei is 75 € at the new rate: 27,75 € more ships free; until then 19,99 lei, 5,00 €.
      await expect(shopper.getByText("Mai adaugă produse de 27,75 € și livrarea devine gratuită")).toBeVisible();
      await expect(shopper.getByRole("progressbar", { name: "Progres spre livrarea gratuită" })).toHaveAttribute("aria-valuenow", "63");
      await expect(shopper.getByRole("main")).toContainText("52,25 €");
      await shopperContext.close();
    } finally {
      // The store as the spec has it, for any journey run after this one.
      await page.goto("/admin/settings");
      await saveRates(page, "0,201");
      await expect(page.getByText("Cursurile au fost salvate. Următoarea pagină și comandă le folosesc.")).toBeVisible();
      await saveShipping(page, "200");
      await expect(page.getByText("Zonele de livrare au fost salvate. Următoarea comandă le folosește.")).toBeVisible();
    }
  });

  test("the owner turns the review request off at /admin/flows and sees it saved", async ({
    baseURL,
    page,
    expectAccessible,
  }, testInfo) => {
    await ownerOn(page, baseURL!, testInfo, "flows-owner", "/admin");
    await page.getByRole("navigation", { name: "Meniul administrării" }).getByRole("link", { name: "Fluxuri de marketing" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Fluxuri de marketing" })).toBeVisible();
    await expect(page.getByRole("region", { name: /Înapoi în stoc/ })).toContainText("Notificare de serviciu");
    await expectAccessible(page);
    const reviewSwitch = page.getByRole("checkbox", { name: "Cererea de recenzie: pornit" });
    try {
      await reviewSwitch.uncheck();
      await page.getByRole("button", { name: "Salvează setările fluxurilor" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Setările fluxurilor sunt salvate." })).toBeVisible();
      await page.reload();
      await expect(reviewSwitch).not.toBeChecked();
      await expectAccessible(page);
    } finally {
      // Review requests on again, for the journeys run after this one on this store.
      await hydrated(page);
      await reviewSwitch.check();
      await page.getByRole("button", { name: "Salvează setările fluxurilor" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Setările fluxurilor sunt salvate." })).toBeVisible();
    }
  });

  test("the owner makes the store's own backups daily, told what that means, and hourly again", async ({
    baseURL,
    page,
    expectAccessible,
  }) => {
    await ownerOn(page, baseURL!, test.info(), "backups-owner", "/admin/settings");
    const backups = page.getByRole("region", { name: "Copii de siguranță automate" });
    await backups.scrollIntoViewIfNeeded();
    // The e2e store runs on the embedded database; whether BACKUP_DIR is set, the page says which applies.
    await expect(backups).toContainText(/baza de date încorporată|BACKUP_DIR nu este setat/);
    const hourly = backups.getByRole("checkbox", { name: "O copie în fiecare oră (altfel, una pe zi)" });
    await expect(hourly).toBeChecked();
    await expectAccessible(page);
    try {
      await hourly.uncheck();
      await backups.getByRole("button", { name: "Salvează ritmul copiilor" }).click();
      await expect(backups.getByRole("status").filter({ hasText: "Magazinul face acum o copie pe zi." })).toBeVisible();
      await page.reload();
      await expect(hourly).not.toBeChecked();
      await expect(backups).toContainText("Schimbat ultima dată");
    } finally {
      await hydrated(page);
      await hourly.check();
      await backups.getByRole("button", { name: "Salvează ritmul copiilor" }).click();
      await expect(backups.getByRole("status").filter({ hasText: "Magazinul face acum o copie în fiecare oră." })).toBeVisible();
    }
  });
});
