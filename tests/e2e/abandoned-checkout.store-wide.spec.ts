/**
 * The abandoned checkout (issue 46 item 1, decision 0115) on the fake mailbox, the flow sweep run as of the hours after
 * (as `npm run jobs -- flow-emails --as-of` does): a newsletter subscriber fills the cart, types the email at checkout
 * under its privacy line and leaves; email 1 comes, its "Finalizează comanda" link fills the cart again (quantity and
 * subscription shown); the shopper buys, and the sweeps at 24 h and 72 h send nothing more. A first-time visitor
 * without consent gets nothing. Store-wide: sweeping three days ahead sends every flow email due by then.
 */
import type { Page } from "@playwright/test";
import { DEFAULT_FLOW_SETTINGS } from "#domain/retention-flows";
import { shopCalendarDay } from "#domain/order-subscription-dates";
import { holdoutGroup } from "#server/commerce/retention/holdout";
import { acceptTerms, addBottle, expectThankYou, fillAddress, openCheckout, ownClient, TEXT, uniqueEmail } from "./checkout-kit.ts";
import { expect, hydrated, test } from "./fixtures.ts";
import { mailsTo, runJob } from "./subscription-jobs.ts";

const text = TEXT.ro;
const HOUR = 60 * 60_000;

/** An address of the flow's sent group: a held-out one would rightly get nothing. */
function sentGroupEmail(base: string): string {
  for (let n = 0; ; n++) {
    const email = base.replace("@", `.${n}@`);
    if (holdoutGroup("abandoned_checkout", email, DEFAULT_FLOW_SETTINGS.holdoutPercent) === "sent") return email;
  }
}

/** The day whose end the sweep runs as of, `hours` from now. */
const dayIn = (hours: number) => shopCalendarDay(new Date(Date.now() + hours * HOUR));

/** A bottle and a monthly subscription of papillex in the cart, the bottle twice. */
async function fillCart(page: Page) {
  await addBottle(page, text);
  // Anew, so the drawer the first bottle opened is gone.
  await page.goto("/products/papillex");
  await hydrated(page);
  await page.getByRole("group", { name: text.options }).getByRole("radio", { name: text.monthly }).check();
  await page.getByRole("button", { name: text.add, exact: true }).click();
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("elara_cart") ?? "[]").length)).toBe(2);
  await page.goto("/cart");
  await hydrated(page);
  await page.getByRole("button", { name: /^Crește cantitatea pentru Papillex.*O sticlă/ }).click();
  await expect(page.getByRole("textbox", { name: /^Cantitate pentru Papillex.*O sticlă/ })).toHaveValue("2");
}

/** Types the email at checkout and leaves the field, until the store has kept the checkout. */
async function typeEmailAtCheckout(page: Page, email: string) {
  await openCheckout(page, text);
  const kept = page.waitForResponse((response) => response.url().endsWith("/api/checkout/abandoned-cart") && response.status() === 200);
  const field = page.getByLabel(text.email, { exact: true });
  await field.fill(email);
  await field.blur();
  await kept;
}

test("ro: a subscriber's abandoned checkout gets email 1, its link restores the cart, and after the purchase nothing more comes", async ({
  page,
  request,
  expectAccessible,
}, testInfo) => {
  test.slow();
  const client = await ownClient(page, testInfo);
  const email = sentGroupEmail(uniqueEmail(testInfo, "cos-abandonat"));
  const signup = await request.post("/api/newsletter-signup", {
    headers: { "X-Forwarded-For": client },
    data: { email, acceptsMarketing: true, source: "discount_popup" },
  });
  expect(signup.status()).toBe(200);

  await fillCart(page);
  await typeEmailAtCheckout(page, email);
  await expect(page.getByText(/Îți păstrăm adresa ca să finalizăm comanda/)).toBeVisible();
  await expect(page.getByRole("link", { name: /Politica de confidențialitate/ })).toHaveAttribute("href", "/privacy");
  await expectAccessible(page);
  // The shopper leaves: the cart is gone from this browser too (another device, a cleared browser).
  await page.evaluate(() => localStorage.setItem("elara_cart", "[]"));

  await runJob("flow-emails", dayIn(1));
  const [first, ...more] = await mailsTo(request, email, "abandoned_checkout");
  expect(more).toEqual([]);
  expect(first!.subject).toBe("Ți-a rămas comanda neterminată – Elara");
  expect(first!.text).toContain("× 2 · o singură dată");
  expect(first!.text).toContain("× 1 · abonament, livrare lunară");

  const finish = /Finalizează comanda: (\S+)/.exec(first!.text)![1]!;
  await page.goto(new URL(finish).pathname);
  await expect(page).toHaveURL(/\/cart$/);
  await hydrated(page);
  await expect(page.getByRole("textbox", { name: /^Cantitate pentru Papillex.*O sticlă/ })).toHaveValue("2");
  await expect(page.getByRole("textbox", { name: /^Cantitate pentru Papillex.*Abonament lunar/ })).toHaveValue("1");
  await expect(page.getByText("Abonament", { exact: true })).toBeVisible();
  await expectAccessible(page);

  await openCheckout(page, text);
  await fillAddress(page, text, email);
  await acceptTerms(page, text);
  await page.getByRole("radio", { name: text.cod }).check();
  await page.getByRole("button", { name: text.placeOrder }).click();
  await expectThankYou(page, text, expectAccessible);

  await runJob("flow-emails", dayIn(24));
  await runJob("flow-emails", dayIn(72));
  expect(await mailsTo(request, email, "abandoned_checkout")).toHaveLength(1);
});

test("ro: a first-time visitor's abandoned checkout gets no email", async ({ page, request }, testInfo) => {
  test.slow();
  await ownClient(page, testInfo);
  const email = sentGroupEmail(uniqueEmail(testInfo, "vizitator-nou"));
  await addBottle(page, text);
  await typeEmailAtCheckout(page, email);
  for (const hours of [1, 24, 72]) await runJob("flow-emails", dayIn(hours));
  expect(await mailsTo(request, email, "abandoned_checkout")).toEqual([]);
});
