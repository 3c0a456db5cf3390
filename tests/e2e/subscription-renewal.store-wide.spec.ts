/**
 * A subscription renewing on its day, through `npm run jobs` beside the running store: the reminder, the renewal
 * order charged to the saved card, and the order on the subscription's page. In the store-wide project (on a store of
 * its own), because the jobs sweep every subscription of the store, not only this one.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { unique } from "./admin-kit.ts";
import { E2E_STOREFRONT_TOKEN } from "./store-secrets.ts";
import { dayBefore, mailsTo, runJob, withSubscriptionCalendar } from "./subscription-jobs.ts";

/** A guest's monthly IC-Well subscription, in English, paid by card on the sandbox's page: the card is kept for renewals. */
async function subscribeByCard(request: APIRequestContext, email: string) {
  const catalogue = await request.post("/api/2024-01/graphql.json", {
    headers: { "X-Shopify-Storefront-Access-Token": E2E_STOREFRONT_TOKEN },
    data: { query: '{ product(handle: "ic-well") { variants(first: 10) { nodes { id sku } } } }' },
  });
  const { nodes } = ((await catalogue.json()) as { data: { product: { variants: { nodes: { id: string; sku: string }[] } } } }).data.product
    .variants;
  const monthly = nodes.find((variant) => variant.sku === "ICW-SUB-M")!;
  const placed = await request.post("/api/create-order", {
    headers: { "Accept-Language": "en" },
    data: {
      idempotencyKey: `e2e-renewal-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      email,
      shippingAddress: {
        firstName: "Maria",
        lastName: "Ionescu",
        phone: "0722 555 222",
        address1: "Str. Florilor 9",
        city: "Iași",
        province: "Iași",
        zip: "700001",
        country: "RO",
      },
      lines: [{ variantId: monthly.id, quantity: 1 }],
      paymentMethod: "card",
      acceptTerms: true,
      termsVersion: 1,
    },
  });
  expect(placed.status()).toBe(201);
  const { paymentUrl } = (await placed.json()) as { paymentUrl: string };
  const url = new URL(paymentUrl);
  const paid = await request.post(url.pathname + url.search, { form: { outcome: "pay" }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}

test("a card subscription renews on its day: the reminder, the job's order charged to the saved card, and the order on its page", async ({
  page,
  request,
  expectAccessible,
}, testInfo) => {
  // Three runs of the subscription jobs around the shopper's pages.
  test.slow();
  const email = unique(testInfo, "renewing");
  await subscribeByCard(request, email);
  await expect.poll(async () => (await mailsTo(request, email, "order_confirmation")).length).toBe(1);
  const [confirmation] = await mailsTo(request, email, "order_confirmation");
  const link = confirmation!.links.find((candidate) => candidate.includes("/subscriptions/manage/"));
  expect(link).toBeDefined();

  // From the new date to the renewal, no other store-wide journey sweeps the store.
  const renewalNumber = await withSubscriptionCalendar(testInfo, async () => {
    // The next delivery moved to tomorrow, the earliest day the portal allows.
    await page.goto(`${new URL(link!).pathname}?lng=en&intent=reschedule`);
    const dialog = page.getByRole("dialog");
    const date = dialog.getByLabel("Date of the next delivery");
    await expect(date).toBeVisible();
    await expectAccessible(page);
    const tomorrow = (await date.getAttribute("min"))!;
    await date.fill(tomorrow);
    await dialog.getByRole("button", { name: "Save the date" }).click();
    await expect(page.locator("p[tabindex='-1']")).toHaveText(/^Your next delivery is now on/);
    await expect(page.getByText("Visa card ending in 4242", { exact: false })).toBeVisible();

    // A one-time bottle of AHCC rides on that delivery, once (issue 68 item 4).
    await page.getByRole("button", { name: "Add a product to your next delivery" }).click();
    const extra = page.getByRole("dialog");
    const product = extra.getByLabel("Product");
    const ahcc = (await product.locator("option").allTextContents()).find((option) => /^AHCC.*Single Bottle/.test(option))!;
    await product.selectOption({ label: ahcc });
    await extra.getByLabel("Quantity").fill("1");
    await expectAccessible(page);
    await extra.getByRole("button", { name: "Add to the delivery" }).click();
    const added = page.getByRole("region", { name: "Added to your next delivery" });
    await expect(added).toContainText(/1 × AHCC/);
    await expectAccessible(page);

    // Today the reminder goes, saying the card will be charged and what comes with the delivery; tomorrow the renewal is created and charged.
    expect(await runJob("reminders", dayBefore(tomorrow))).toMatchObject({ job: "reminders", sent: expect.any(Number), failed: 0 });
    await expect.poll(async () => (await mailsTo(request, email, "subscription_reminder")).length).toBe(1);
    const [reminder] = await mailsTo(request, email, "subscription_reminder");
    expect(reminder!.subject).toMatch(/^Your next delivery comes on /);
    expect(reminder!.text).toContain("to your saved card on the day of the delivery");
    expect(reminder!.text).toMatch(/With it, once, come the products you added: 1 × AHCC/);
    expect(reminder!.links.some((candidate) => candidate.includes("intent=skip"))).toBe(true);

    const renewals = await runJob("renewals", tomorrow);
    expect(renewals).toMatchObject({ job: "renewals", asOf: tomorrow, failed: 0 });
    expect(renewals.created).toBeGreaterThan(0);
    await expect.poll(async () => (await mailsTo(request, email, "order_confirmation")).length).toBe(2);
    const renewal = (await mailsTo(request, email, "order_confirmation")).find(
      (mail) => mail !== undefined && mail.subject !== confirmation!.subject,
    )!;
    // The renewal's order carries the subscription's bottle and the AHCC, and the item no longer waits.
    expect(renewal.text).toMatch(/IC-Well/);
    expect(renewal.text).toMatch(/AHCC/);
    expect(await runJob("charges", tomorrow)).toMatchObject({ job: "charges", charged: 0 });
    return /(\d+)/.exec(renewal.subject)![1]!;
  });

  await page.goto(`${new URL(link!).pathname}?lng=en`);
  await expect(page.getByText(`Order #${renewalNumber} created`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Added to your next delivery" })).toHaveCount(0);
  // A guest's link lists the deliveries without links (the order pages are the account's): the renewal, paid.
  const delivery = page
    .getByRole("article")
    .getByRole("listitem")
    .filter({ hasText: `Order #${renewalNumber}` });
  await expect(delivery).toContainText("Paid");
  await expect(delivery.getByRole("link")).toHaveCount(0);
  await expectAccessible(page);

  // A new card, given on the payment provider's page (the sandbox plays it): back on the page, said and recorded.
  await page.getByRole("button", { name: "Change the payment method" }).click();
  const payment = page.getByRole("dialog");
  await payment.getByLabel("A new card, entered on our payment provider's page").check();
  await payment.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { name: "Add a card" })).toBeVisible();
  await page.getByRole("button", { name: "Save the card" }).click();
  await expect(page.getByRole("paragraph").filter({ hasText: "Your card is saved: your next deliveries are paid with it." })).toBeFocused();
  await expect(page.getByText("Payment changed to the VISA card ···· 4242")).toBeVisible();
  await expectAccessible(page);
  await expect
    .poll(async () => (await mailsTo(request, email, "subscription_update")).some((mail) => mail.text.includes("VISA ···· 4242")))
    .toBe(true);
});
