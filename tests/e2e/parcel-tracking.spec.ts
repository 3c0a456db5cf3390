/**
 * Issue 43 item 6 in the browser: the shopper's order page and guest tracking show the parcel's courier timeline on
 * the store's own page, for a parcel to a locker and one to an address. Each journey takes the store's real answer for a
 * real order and adds a parcel as the server answers it (server/api/parcel-tracking.test.ts proves that answer), so
 * every status can be shown without moving a courier; courier-journey.spec.ts takes a real parcel through the sandbox
 * courier. Each page visited runs axe.
 */
import type { Page, Route } from "@playwright/test";
import type { OrderParcel } from "#domain/order-contract";
import { newestMail, placeOrder, signedInCustomer, unique } from "./admin-kit.ts";
import { ownClient } from "./checkout-kit.ts";
import { expect, test } from "./fixtures.ts";

const HOUR = 3_600_000;

/** The sandbox courier's parcel in a Cluj locker, delivered: its five steps, newest first. */
function lockerParcel(placedAt: number): OrderParcel {
  const step = (hours: number, status: OrderParcel["status"], description: string, location: string | null) => ({
    at: new Date(placedAt + hours * HOUR).toISOString(),
    status,
    description,
    location,
  });
  return {
    courier: "sandbox",
    awb: "SBX00000042",
    status: "in_locker",
    destination: { kind: "locker", name: "Locker Piața Unirii Cluj", address: "Strada Memorandumului 2", city: "Cluj-Napoca" },
    events: [
      step(20, "in_locker", "Colet depus în locker", "SBX-CJ-01"),
      step(8, "in_transit", "Colet în tranzit", "Cluj-Napoca"),
      step(3, "picked_up", "Colet preluat de curier", "Brașov"),
      step(0, "created", "AWB emis", null),
    ],
  };
}

/** The store's own answer for the order, with the parcel added as the server adds it once the courier has it. */
async function withParcel(page: Page, path: string, parcel: (order: { createdAt: string }) => OrderParcel) {
  await page.route(path, async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { order?: { createdAt: string; parcels?: OrderParcel[] } };
    if (body.order) body.order.parcels = [parcel(body.order)];
    await route.fulfill({ response, json: body });
  });
}

async function expectTimeline(page: Page, status: string) {
  const parcel = page.getByRole("region", { name: "Coletul tău" });
  // The order arrives after the page is interactive, and the parcel's module after it: slow on a shared machine.
  await expect(parcel.getByText("Curierul de test, AWB SBX00000042")).toBeVisible({ timeout: 30_000 });
  await expect(parcel.getByText(status)).toBeVisible();
  const steps = parcel.getByRole("list").getByRole("listitem");
  await expect(steps).toHaveCount(4);
  await expect(steps.first()).toContainText("În locker · Colet depus în locker, SBX-CJ-01");
  await expect(steps.last()).toHaveText(/AWB emis$/);
  await expect(steps.first().locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
  await expect(page.getByRole("link", { name: /Urmărește coletul/ })).toHaveCount(0);
}

test("guest tracking and the guest's link show the parcel's timeline; another email sees nothing", async ({
  page,
  request,
  expectAccessible,
  allowConsoleErrors,
}, testInfo) => {
  // Two pages, each with axe, and the confirmation email read: over a minute when the machine is shared.
  test.slow();
  // The browser logs the other email's 404, which is the answer this journey expects.
  allowConsoleErrors(/status of 404/);
  const headers = { "X-Forwarded-For": await ownClient(page, testInfo) };
  const email = unique(testInfo, "parcel-guest");
  const orderNumber = await placeOrder(request, email, "cod", { headers });
  await withParcel(page, "**/api/order-status", (order) => lockerParcel(Date.parse(order.createdAt)));

  await page.goto(`/track-order?order=${orderNumber}`);
  await page.getByRole("textbox", { name: "Email" }).fill("someone-else@example.ro");
  await page.getByRole("button", { name: "Caută comanda" }).click();
  await expect(page.getByText("Nu am găsit nicio comandă cu acest număr și această adresă de e-mail.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Coletul tău" })).toHaveCount(0);

  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("button", { name: "Caută comanda" }).click();
  await expectTimeline(page, "Coletul te așteaptă în lockerul ales.");
  await expect(page.getByText("Îl ridici din Locker Piața Unirii Cluj, Strada Memorandumului 2, Cluj-Napoca.")).toBeVisible();
  await expectAccessible(page);

  const mail = await newestMail(request, email, "order_confirmation");
  const link = new URL(mail.links.find((found) => new URL(found).pathname.startsWith("/track-order/"))!);
  await withParcel(page, "**/api/order-links/*", (order) => lockerParcel(Date.parse(order.createdAt)));
  await page.goto(link.pathname);
  await expectTimeline(page, "Coletul te așteaptă în lockerul ales.");
  await expectAccessible(page);
});

test("the customer's order page shows the parcel's timeline and where it goes", async ({ page, request, expectAccessible }, testInfo) => {
  // An account made and activated, an order placed, then the page with axe: over a minute when the machine is shared.
  test.slow();
  const headers = { "X-Forwarded-For": await ownClient(page, testInfo) };
  const email = unique(testInfo, "parcel-account");
  const { accessToken } = await signedInCustomer(page, request, email, headers);
  const orderNumber = await placeOrder(request, email, "cod", { accessToken, headers });
  await withParcel(page, `**/api/account/orders/${orderNumber}`, (order) => ({
    ...lockerParcel(Date.parse(order.createdAt)),
    status: "delivered",
    destination: { kind: "address", name: null, address: "Str. Lalelelor 3", city: "Brașov" },
  }));

  await page.goto(`/my-account/orders/${orderNumber}`);
  await expectTimeline(page, "Coletul a fost livrat.");
  await expect(page.getByText("Vine la Str. Lalelelor 3, Brașov.")).toBeVisible();
  await expect(page.getByText("Adresa de livrare")).toBeVisible();
  await expectAccessible(page);
});
