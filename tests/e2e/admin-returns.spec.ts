/**
 * Issue 19 item 4, the staff's side in the browser: a customer sends back the bottle of a delivered order for store
 * credit; support approves the return from the queue, fulfilment marks the parcel received, and the owner refunds it
 * to the customer's store credit. Each member sees only their own step.
 */
import type { Page, TestInfo } from "@playwright/test";
import { customerAccount, deliverOrder, placeOrder, signInStaff, unique } from "./admin-kit.ts";
import { clientAddress, expect, test } from "./fixtures.ts";

/** Each test is its own client for the per-client limits (the e2e server trusts one proxy hop). */
function ownClient(testInfo: TestInfo) {
  return { "X-Forwarded-For": clientAddress(`admin-returns ${testInfo.testId} ${testInfo.retry}`) };
}

async function openReturn(page: Page, id: number) {
  await page.goto(`/admin/returns/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Returul #${id}` })).toBeVisible();
}

test("support approves a return, fulfilment marks it received, the owner refunds it to store credit", async ({
  page,
  request,
  playwright,
  baseURL,
  expectAccessible,
}, testInfo) => {
  // An API sign-up, four members invited through the store's channel, six pages with axe: slow on two busy cores.
  test.slow();
  const client = ownClient(testInfo);
  await page.setExtraHTTPHeaders(client);
  const email = unique(testInfo, "returns-customer");
  const accessToken = await customerAccount(request, email, client);
  const orderNumber = await placeOrder(request, email, "card", { accessToken, headers: client });
  await deliverOrder(playwright, baseURL!, testInfo, orderNumber, client);

  const bearer = { ...client, Authorization: `Bearer ${accessToken}` };
  const eligible = await request.get("/api/account/returns/eligible", { headers: bearer });
  const { orders } = (await eligible.json()) as { orders: { orderNumber: number; lines: { lineId: number }[] }[] };
  const line = orders.find((order) => order.orderNumber === orderNumber)!.lines[0]!;
  const requested = await request.post("/api/account/returns", {
    headers: bearer,
    data: { orderNumber, lines: [{ lineId: line.lineId, quantity: 1, reason: "changed_mind" }], refundMethod: "store_credit" },
  });
  expect(requested.status(), await requested.text()).toBe(201);
  const { return: created } = (await requested.json()) as { return: { id: number } };
  const id = created.id;

  // Support: the queue shows the return waiting; the page lets them approve it, with instructions for the customer.
  await signInStaff(page.request, baseURL!, unique(testInfo, "returns-support"), "support", client);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Meniul administrării" }).getByRole("link", { name: "Retururi" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Retururi" })).toBeVisible();
  await page.getByLabel("Starea").selectOption("pending");
  await page.getByRole("button", { name: "Arată" }).click();
  await expect(page).toHaveURL(/\/admin\/returns\?status=pending$/);
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: `Returul #${id}`, exact: true }) });
  await expect(row.getByRole("link", { name: `#${orderNumber}` })).toBeVisible();
  await expect(row.getByText("Așteaptă verificarea")).toBeVisible();
  await expectAccessible(page);
  await row.getByRole("link", { name: `Returul #${id}`, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Returul #${id}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Marchează coletul ca primit…" })).toHaveCount(0);
  await page.getByRole("button", { name: "Aprobă returul…" }).click();
  await expect(page.getByLabel(/Instrucțiuni pentru client/)).toBeFocused();
  await page.getByLabel(/Instrucțiuni pentru client/).fill("Trimite coletul prin Fan Courier; eticheta e în e-mail.");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Da, aprobă" }).click();
  await expect(page.getByText("Returul este aprobat; clientul a primit un e-mail.")).toBeFocused();
  await expect(page.getByText("Trimite coletul prin Fan Courier; eticheta e în e-mail.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Aprobă returul…" })).toHaveCount(0);

  // Fulfilment: the parcel arrived, the bottle undamaged.
  await page.context().clearCookies();
  await signInStaff(page.request, baseURL!, unique(testInfo, "returns-packer"), "fulfilment", client);
  await openReturn(page, id);
  await page.getByRole("button", { name: "Marchează coletul ca primit…" }).click();
  const received = page.getByRole("group", { name: /^Endo-Well/ }).getByLabel("Bucăți primite (din 1)");
  await expect(received).toBeFocused();
  await expect(received).toHaveValue("1");
  await expect(page.getByLabel("Dintre care deteriorate")).toHaveValue("0");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Confirmă coletul primit" }).click();
  await expect(page.getByText("Coletul este marcat ca primit; clientul a primit un e-mail.")).toBeFocused();
  await expect(page.getByText("Coletul a sosit: proprietarul face rambursarea.")).toBeVisible();

  // The owner: the refund says how much goes to the store credit, then the return is complete.
  await page.context().clearCookies();
  await signInStaff(page.request, baseURL!, unique(testInfo, "returns-owner"), "owner", client);
  await openReturn(page, id);
  await page.getByRole("button", { name: "Rambursează…" }).click();
  await expect(page.getByText(/^[\d.]+,\d{2}\sRON intră în creditul clientului în magazin\.$/)).toBeVisible();
  const refund = page.getByRole("button", { name: /^Rambursează [\d.]+,\d{2}\sRON$/ });
  await expect(refund).toBeFocused();
  await expectAccessible(page);
  await refund.click();
  await expect(page.getByText("Rambursat; clientul a primit un e-mail. Returul este încheiat.")).toBeFocused();
  await expect(page.getByText("Returul este închis: nu mai e nimic de făcut.")).toBeVisible();
  const history = page.getByRole("region", { name: "Istoric" });
  await expect(history.getByText("Rambursat")).toBeVisible();
  await expect(history.getByText(/returns-support-/)).toBeVisible();
  await expect(history.getByText(/returns-packer-/)).toBeVisible();
  await expectAccessible(page);

  // The customer sees the return completed.
  const account = await request.get("/api/account/returns", { headers: bearer });
  const { returns } = (await account.json()) as { returns: { id: number; status: string }[] };
  expect(returns.find((found) => found.id === id)?.status).toBe("completed");
});
