/**
 * Issue 40 item 5, the owner's side of the stock ledger: from the product list to a variant's movements, where the
 * opening stock and every movement since are listed with their cause; the owner adjusts the stock with a note and
 * sees the movement at the top, with the balance after it and their own address, announced in the status line.
 */
import { signInStaff, unique } from "./admin-kit.ts";
import { expect, hydrated, test } from "./fixtures.ts";

test("the owner adjusts a variant's stock and sees the movement in its ledger", async ({ baseURL, page, expectAccessible }, testInfo) => {
  // An owner invited through the store's channel, an order counted in the ledger, three axe scans.
  test.slow();
  const owner = unique(testInfo, "stock-owner");
  await signInStaff(page.request, baseURL!, owner, "owner");
  // Both projects share one store: each adjusts a variant of its own, so neither moves the other's balance.
  const variant = testInfo.project.name === "mobile" ? { ro: "Pachet 3 sticle", en: "3-Pack" } : { ro: "O sticlă", en: "Single Bottle" };
  await page.goto("/admin/products?q=papillex");
  const row = page.getByRole("region", { name: /Papillex/ }).getByRole("form", { name: new RegExp(variant.ro) });
  await row.getByRole("link", { name: "Mișcările stocului" }).click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^Stoc: Papillex.* – ${variant.ro}$`) })).toBeVisible();
  await hydrated(page);
  const movements = page.getByRole("table", { name: /Mișcările stocului pentru Papillex/ });
  await expect(movements.getByRole("row").last()).toContainText("Stoc inițial");
  await expectAccessible(page);

  // A refusal names the field and changes nothing.
  await page.getByLabel("Modificare (bucăți)").fill("0");
  await page.getByRole("button", { name: "Ajustează" }).click();
  // The page's own status line (the admin's frame has a live announcer of its own).
  const status = page.getByRole("status").filter({ hasText: /\S/ });
  await expect(status).toHaveText("Scrie un număr întreg diferit de 0, de exemplu 24 sau -2.");
  await expect(page.getByLabel("Modificare (bucăți)")).toBeFocused();
  await expect(page.getByLabel("Modificare (bucăți)")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Modificare (bucăți)").fill("24");
  const note = `Marfă primită de la depozit ${owner}`;
  await page.getByLabel(/^Notă/).fill(note);
  await page.getByRole("button", { name: "Ajustează" }).click();
  // The other journeys buy this variant from the same store meanwhile, so the balance is read from the answer, and the
  // ledger must agree with it: the adjustment's row, found by its note, shows +24 and that balance.
  await expect(status).toHaveText(/^Ajustat: acum sunt [\d.]+ în stoc\.$/);
  const after = /acum sunt ([\d.]+) în stoc/.exec((await status.textContent())!)![1]!;
  const adjustment = movements.getByRole("row").filter({ hasText: note });
  await expect(adjustment.getByRole("cell").nth(1)).toHaveText(`Ajustare“${note}”`);
  await expect(adjustment.getByRole("cell").nth(2)).toHaveText("+24");
  await expect(adjustment.getByRole("cell").nth(3)).toHaveText(after);
  await expect(adjustment.getByRole("cell").nth(4)).toHaveText(owner);
  await expectAccessible(page);
  await page.setViewportSize(testInfo.project.name === "mobile" ? { width: 390, height: 844 } : { width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath(`stock-movements-${testInfo.project.name}.png`), fullPage: true });

  // The same page in English.
  await page.goto(`${new URL(page.url()).pathname}?lng=en`);
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^Stock: Papillex.* – ${variant.en}$`) })).toBeVisible();
  await expect(
    page
      .getByRole("table", { name: /Stock movements of Papillex/ })
      .getByRole("row")
      .nth(1),
  ).toContainText("Adjustment");
  await expectAccessible(page);
});
