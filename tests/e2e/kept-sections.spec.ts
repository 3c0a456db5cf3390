/**
 * Decision 0120: a page rendered again takes its header, footer and product sections from the first render. The
 * browser must take such a page over as it takes over any: the same ids (a button and the panel it names), handlers
 * on the kept header and footer, and a clean console. A query the page does not read is rendered for its asker alone
 * (not served from the page cache), so the second visit below is a fresh render built from kept sections.
 */
import { expect, hydrated, test } from "./fixtures.ts";

const KEPT = "/products/papillex?kept-sections=e2e";

test("a product page rendered from kept sections is taken over by the browser like any other", async ({ page, expectAccessible }) => {
  // The first render keeps the sections; the second, a fresh render of the same address, is made of them.
  await page.goto(KEPT);
  await hydrated(page);
  const response = await page.goto(KEPT);
  expect(response?.headers()["x-page-cache"]).toBeUndefined();
  await hydrated(page);

  // The header's language menu: its button names the list it opens, by the id React gave both.
  const language = page.getByRole("banner").getByRole("button", { name: /^Limba/ });
  if (await language.isVisible()) {
    await language.click();
    await expect(language).toHaveAttribute("aria-expanded", "true");
    const list = page.locator(`[id="${await language.getAttribute("aria-controls")}"]`);
    await expect(list).toBeVisible();
    await expect(list.getByRole("link", { name: "English" })).toBeVisible();
    await language.click();
  }

  // The product's kept sections: the FAQ opens, the reviews are there.
  const question = page.getByRole("main").locator("summary", { hasText: "Cum se administrează?" });
  await question.click();
  await expect(page.getByRole("main").getByText(/^Ia 2 capsule pe zi, cu un pahar de apă/)).toBeVisible();

  // The kept footer's newsletter field: its label names it, and it takes typing once React has it.
  const email = page.getByRole("contentinfo").getByLabel("Adresa de e-mail");
  await email.fill("kept@example.com");
  await expect(email).toHaveValue("kept@example.com");

  // The purchase panel, rendered each time, still reaches the kept header's cart.
  await page
    .getByRole("button", { name: /^Adaugă în coș/ })
    .first()
    .click();
  await expect(page.getByRole("button", { name: /^Coș, 1 produs/ }).first()).toBeAttached();
  await expectAccessible(page);
});
