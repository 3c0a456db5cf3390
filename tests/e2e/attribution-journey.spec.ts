/**
 * Issue 67's journey, on a store of its own that sends conversions to local fakes of GA4 and Meta: a shopper lands
 * from a Facebook ad, accepts all cookies, browses, comes back directly in a new session and orders with cash on
 * delivery; the order's page credits facebook / paid / spring; the parcel is delivered and its cash collected; the
 * growth page counts the campaign's ordered and paid order and its funnel; Meta got exactly one Purchase, under the
 * order's number, and GA4 one purchase. A second shopper who refuses every optional cookie orders too: neither
 * platform hears of it. The shopper comes back a day later by the store's own clock (STORE_CLOCK_FILE, decision 0163),
 * in a new browser session, which is what the store tells apart.
 */
import type { Page } from "@playwright/test";
import { deliverOrder, signInStaff, unique } from "./admin-kit.ts";
import { acceptTerms, addBottle, expectThankYou, fillAddress, openCheckout, TEXT, uniqueEmail } from "./checkout-kit.ts";
import { expect, hydrated, test } from "./fixtures.ts";

test.use({ ownStore: true, withAdPlatforms: true, presetCookieChoice: false });

const DAY_MS = 86_400_000;
const FROM_AD = "/products/papillex?utm_source=facebook&utm_medium=paid&utm_campaign=spring&fbclid=IwAR0e2eJourney";

/** Orders one bottle with cash on delivery through the checkout, as a shopper does: the order's number. */
async function orderByCashOnDelivery(page: Page, email: string, expectAccessible: (page: Page) => Promise<void>): Promise<number> {
  const text = TEXT.ro;
  await addBottle(page, text);
  await openCheckout(page, text);
  await fillAddress(page, text, email);
  await page.getByRole("radio", { name: text.cod }).check();
  await acceptTerms(page, text);
  await page.getByRole("button", { name: text.placeOrder }).click();
  return expectThankYou(page, text, expectAccessible);
}

test("a campaign's shopper is credited from landing to payment, and only consented purchases reach Google and Meta", async ({
  page,
  browser,
  playwright,
  baseURL,
  adPlatforms,
  store,
  expectAccessible,
}, testInfo) => {
  // Two checkouts, a delivery, an owner set up with two-factor, four pages with axe, on a store started for it.
  test.slow();
  const { ga4, meta } = adPlatforms!;

  // Shopper A lands from the ad and accepts all cookies: the session's visit is kept under a visitor cookie.
  const shopper = await browser.newContext({ baseURL });
  const landing = await shopper.newPage();
  await landing.goto(FROM_AD);
  await hydrated(landing);
  await landing.getByRole("button", { name: "Accept toate" }).click();
  await expect.poll(async () => (await shopper.cookies()).map((cookie) => cookie.name)).toContain("elara_visitor");
  await landing.close();
  const landedOn = new Intl.DateTimeFormat("ro-RO", { dateStyle: "medium", timeZone: "Europe/Bucharest" }).format(new Date());

  // A day goes by at the store. (The owner signs in after it, with a code of the store's time, so the session is not a day old.)
  store!.setClockAhead(DAY_MS);
  const owner = await signInStaff(page.request, baseURL!, unique(testInfo, "growth-owner"), "owner", {}, { storeClockAheadMs: DAY_MS });
  const switched = await page.request.post("/api/admin/settings/conversions", {
    headers: owner,
    data: { send: true, value: "net", cashOnDelivery: "on_placement" },
  });
  expect(switched.status(), await switched.text()).toBe(200);

  // A new session, typed in directly: a direct visit, which does not take the campaign's credit.
  const back = await shopper.newPage();
  await back.goto("/");
  await hydrated(back);
  const orderNumber = await orderByCashOnDelivery(back, uniqueEmail(testInfo, "from-ad"), expectAccessible);

  // Shopper B refuses every optional cookie and orders too.
  const refuser = await browser.newContext({ baseURL });
  const refuserPage = await refuser.newPage();
  await refuserPage.goto("/");
  await hydrated(refuserPage);
  await refuserPage.getByRole("button", { name: "Doar cele necesare" }).click();
  const refusedNumber = await orderByCashOnDelivery(refuserPage, uniqueEmail(testInfo, "refuser"), expectAccessible);

  // The order's page says where it came from.
  await page.goto(`/admin/orders/${orderNumber}`);
  await hydrated(page);
  const source = page.getByRole("region", { name: "De unde a venit comanda" });
  await expect(source).toContainText("Reclamă plătită · facebook / paid / spring · fbclid");
  // Credited to the landing of the day before, not to the direct return.
  await expect(source.getByRole("definition").first()).toContainText(landedOn);
  await expect(source).toContainText("statistică permisă, marketing permisă");
  await expectAccessible(page);
  await page.goto(`/admin/orders/${refusedNumber}`);
  await expect(page.getByRole("region", { name: "De unde a venit comanda" })).toContainText("Neatribuită");

  // The courier delivers it and the cash is collected: the growth page counts it ordered and paid.
  await deliverOrder(playwright, baseURL!, testInfo, orderNumber, {}, { collectCash: true, storeClockAheadMs: DAY_MS });
  // The period from the landing's day to the order's: the two can fall in different months.
  const isoDay = (date: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Bucharest" }).format(date);
  await page.goto(`/admin/growth?from=${isoDay(new Date())}&to=${isoDay(new Date(Date.now() + DAY_MS))}`);
  await hydrated(page);
  const campaigns = page.getByRole("table", { name: /^Venituri pe campanie/ });
  const spring = campaigns.getByRole("row", { name: /spring/ });
  await expect(spring).toBeVisible();
  // Channel, source, medium, visits, orders, ordered, paid, refused or returned, conversion, average order.
  const cells = (await spring.getByRole("cell").allTextContents()).map((cell) => cell.trim());
  expect(cells.slice(0, 5)).toEqual(["Reclame plătite", "facebook", "paid", "1", "1"]);
  expect(cells[5]).toMatch(/[1-9]/);
  expect(cells[6]).toBe(cells[5]);
  // The campaign's session viewed a product; the order, delivered and paid, is the campaign's too.
  const funnel = page.getByRole("table", { name: /^Pâlnia pe canal/ });
  const paidFunnel = (
    await funnel
      .getByRole("row", { name: /^Reclame plătite/ })
      .getByRole("cell")
      .allTextContents()
  ).map((cell) => cell.trim());
  expect(paidFunnel).toEqual(["1", "1", "0", "0", "1", "1", "1"]);
  await expectAccessible(page);

  // Meta heard of the consenting shopper's order once, under its number; nobody heard of the refuser's.
  await expect
    .poll(() => meta.received.filter((event) => event.event_name === "Purchase").map((event) => event.event_id))
    .toEqual([String(orderNumber)]);
  await expect.poll(() => ga4.events("purchase").map((event) => event.params.transaction_id)).toEqual([String(orderNumber)]);
  expect(meta.refusals).toEqual([]);
  await Promise.all([shopper.close(), refuser.close()]);
});
