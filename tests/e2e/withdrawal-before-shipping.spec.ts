/**
 * Issue 40 item 1 in the browser: a guest withdraws from a cash-on-delivery order that has not left. The order stops —
 * the owner's list and the order's page say it is withdrawn, offer neither packing nor shipping, and the server
 * refuses both; the bottle is back in stock — and the email says nothing is owed and links to a page the guest opens
 * without signing in. Each page visited runs axe. The withdrawn order's admin pages are kept as screenshots.
 */
import type { Page, TestInfo } from "@playwright/test";
import { newestMail, placeOrder, signInStaff, unique } from "./admin-kit.ts";
import { clientAddress, expect, hydrated, test, withCookieChoice } from "./fixtures.ts";

/** Each project counts a variant no other journey orders, so the stock seen is this journey's alone. */
const VARIANT = { desktop: { handle: "pco-well", sku: "PCO-1" }, mobile: { handle: "pco-well", sku: "PCO-3PK" } } as const;

/** Each test is its own client for the per-client limits (the e2e server trusts one proxy hop). */
function ownClient(testInfo: TestInfo) {
  return { "X-Forwarded-For": clientAddress(`withdrawal-stop ${testInfo.testId} ${testInfo.project.name}`) };
}

/** The variant's stock as the owner's product list shows it in the variant's row (an empty box when it is not counted). */
async function stockOf(page: Page, sku: string): Promise<number | null> {
  await page.goto(`/admin/products?q=${encodeURIComponent(sku)}`);
  const row = page.getByRole("form", { name: new RegExp(`${sku}(?![\\w-])`) });
  const typed = await row.getByLabel("Stoc").inputValue();
  return typed === "" ? null : Number(typed);
}

async function asStaff(page: Page, baseURL: string) {
  const me = await page.request.get("/api/admin/me");
  const { csrfToken } = (await me.json()) as { csrfToken: string };
  return { Origin: new URL(baseURL).origin, "X-CSRF-Token": csrfToken };
}

test("a guest withdraws before shipping: the order stops, the stock comes back, the email owes nothing and its link opens", async ({
  page,
  browser,
  request,
  baseURL,
  expectAccessible,
}, testInfo) => {
  // A guest's order, the withdrawal by the page and an owner invited through the store's channel: five axe scans.
  test.slow();
  const variant = VARIANT[testInfo.project.name === "mobile" ? "mobile" : "desktop"];
  const client = ownClient(testInfo);
  await signInStaff(page.request, baseURL!, unique(testInfo, "withdrawal-stop-owner"), "owner");
  const before = await stockOf(page, variant.sku);
  expect(before).not.toBeNull();

  const email = unique(testInfo, "withdrawal-stop");
  const orderNumber = await placeOrder(request, email, "cod", { headers: client, variant });
  expect(await stockOf(page, variant.sku)).toBe(before! - 1);

  // The guest, in a browser of their own: order tracking, the legal button, nothing asked of an unpaid order.
  const guestContext = await withCookieChoice(await browser.newContext({ ...testInfo.project.use, baseURL, extraHTTPHeaders: client }));
  const guest = await guestContext.newPage();
  await guest.goto("/track-order");
  await hydrated(guest);
  await guest.getByLabel("Numărul comenzii").fill(String(orderNumber));
  await guest.getByLabel("Email", { exact: true }).fill(email);
  await guest.getByRole("button", { name: "Caută comanda" }).click();
  const section = guest.getByRole("region", { name: "Retragerea din contract" });
  await section.getByRole("button", { name: "Retrage-te din contract aici" }).click();
  await expect(section.getByRole("heading", { name: "Verifică și confirmă retragerea" })).toBeFocused();
  await expectAccessible(guest);
  await section.getByRole("button", { name: "Confirmă retragerea" }).click();
  await expect(section.getByRole("heading", { name: "Retragerea ta este înregistrată" })).toBeFocused();
  await expect(section.getByText(/^Comanda nu plecase încă, așa că am oprit-o: nu ți-o mai trimitem/)).toBeVisible();
  await expect(section.getByText(/Nu ai plătit nimic pentru ea, deci nu ai nimic de plătit și nu avem nimic de rambursat\./)).toBeVisible();
  await expectAccessible(guest);
  await guestContext.close();

  // The email: what really happens to this order, and a link that needs no account.
  const mail = await newestMail(request, email, "return_update");
  expect(mail.subject).toMatch(/^Am primit retragerea ta din contract/);
  expect(mail.text).toContain("nu ai nimic de plătit și nu avem nimic de rambursat");
  expect(mail.text).not.toContain("Îți rambursăm");
  const link = mail.links.find((found) => found.includes("/withdrawals/"));
  expect(link).toBeDefined();
  const stranger = await withCookieChoice(await browser.newContext({ ...testInfo.project.use, baseURL }));
  const opened = await stranger.newPage();
  await opened.goto(new URL(link!).pathname + new URL(link!).search);
  await hydrated(opened);
  await expect(opened.getByRole("heading", { level: 1, name: "Retragerea ta din contract" })).toBeVisible();
  await expect(opened.getByText(/^Comanda nu plecase încă, așa că am oprit-o/)).toBeVisible();
  await expect(opened.getByText("Finalizat", { exact: true })).toBeVisible();
  await expect(opened).toHaveURL(/\/withdrawals\//);
  await expectAccessible(opened);
  await stranger.close();

  // The owner: the list and the order say withdrawn, no step is offered, and the server refuses them anyway.
  await page.goto(`/admin/orders?q=${encodeURIComponent(`#${orderNumber}`)}`);
  await hydrated(page);
  const row = page.getByRole("row").filter({ hasText: `#${orderNumber}` });
  await expect(row.getByText("Retrasă de client", { exact: true })).toBeVisible();
  await expect(row.getByText("Oprită", { exact: true })).toBeVisible();
  await expect(row.getByText("Nepregătită", { exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath("admin-orders-withdrawn.png"), fullPage: true });

  await page.goto(`/admin/orders/${orderNumber}`);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: `Comanda #${orderNumber}` })).toBeVisible();
  const notice = page.getByRole("region", { name: "Clientul s-a retras din contract" });
  await expect(notice).toContainText("a oprit comanda înainte de expediere");
  await expect(notice).toContainText("Nu s-a plătit nimic pentru ea: nu e nimic de rambursat.");
  await expect(page.getByRole("button", { name: "Marchează ca împachetată" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Marchează ca expediată și anunță clientul" })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath("admin-order-withdrawn.png"), fullPage: true });

  const headers = await asStaff(page, baseURL!);
  // In the member's language, which the admin keeps in its cookie (Romanian here).
  const refused = /^Clientul s-a retras din contract înainte de expediere: comanda este oprită/;
  const pack = await page.request.post(`/api/admin/orders/${orderNumber}/pack`, { headers });
  expect(pack.status()).toBe(409);
  expect(((await pack.json()) as { error: string }).error).toMatch(refused);
  const ship = await page.request.post(`/api/admin/orders/${orderNumber}/ship`, {
    headers,
    data: { carrier: "fan_courier", trackingNumber: `FAN${orderNumber}` },
  });
  expect(ship.status()).toBe(409);
  expect(((await ship.json()) as { error: string }).error).toMatch(refused);

  expect(await stockOf(page, variant.sku)).toBe(before);
});
