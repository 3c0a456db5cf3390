/**
 * A guest's 30-day return through the signed link order tracking gives (issue 64 item 4, decision 0130): the order's
 * number and email answer the link, the link opens that order's return form and takes the request, without an
 * account; a forged, altered, expired or another purpose's token opens nothing and changes nothing, and store credit,
 * which lives in an account, is refused. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customers, discountRedemptions, emailOutbox, orders, returns } from "#server/db/schema";
import { postJson, sendJson } from "#tests/server/account-kit.ts";
import { ordersAppEachTest, orderBody, socketFrom, seededStoreForFile } from "#tests/server/orders-kit.ts";
import { CREATE_ORDER_PATH } from "./create-order.ts";
import { ORDER_STATUS_PATH } from "./order-status.ts";
import { RETURN_LINKS_PATH } from "./guest-returns.ts";
import { TEST_BASE_URL } from "#tests/server/platform-kit.ts";
import { RETURN_LINK_LIFETIME_MS } from "#server/commerce/returns/return-links";

const { database, variants } = seededStoreForFile({ single: "PAP-1" });

const { clock, kit } = ordersAppEachTest(database, "2026-07-01T10:00:00.000Z", [discountRedemptions, orders, emailOutbox, customers]);

const EMAIL = "guest@example.ro";

/** Two bottles, paid by card, delivered on 2 July; the clock on 25 July, past the 14 days of withdrawal, within the 30. */
async function deliveredGuestOrder() {
  const answer = await kit.app.request(
    CREATE_ORDER_PATH,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(orderBody([{ variantId: variants.single, quantity: 2 }], { email: EMAIL, paymentMethod: "card" })),
    },
    socketFrom(),
  );
  expect(answer.status).toBe(201);
  const { orderNumber } = (await answer.json()) as { orderNumber: number };
  await database.db
    .update(orders)
    .set({
      status: "delivered",
      paidAt: new Date("2026-07-01T10:05:00.000Z"),
      fulfilmentStatus: "delivered",
      shippedAt: new Date("2026-07-01T15:00:00.000Z"),
      deliveredAt: new Date("2026-07-02T12:00:00.000Z"),
    })
    .where(eq(orders.orderNumber, orderNumber));
  clock.set(new Date("2026-07-25T10:00:00.000Z"));
  return orderNumber;
}

async function returnLinkOf(orderNumber: number): Promise<string> {
  const tracked = await postJson(kit.app, ORDER_STATUS_PATH, { orderNumber, email: EMAIL });
  expect(tracked.status).toBe(200);
  const link = tracked.json.returnLink as string;
  expect(link).toMatch(/^\/returns\/new\/[\w.-]+$/);
  return link.split("/").at(-1)!;
}

const api = (method: string, path: string, body?: unknown, language = "en") =>
  sendJson(kit.app, method, `${RETURN_LINKS_PATH}/${path}`, null, body, { "Accept-Language": language });

const returnsOf = async (orderNumber: number) => {
  const [order] = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber));
  return database.db.select().from(returns).where(eq(returns.orderId, order!.id));
};

describe("a guest's return from order tracking", () => {
  it("opens the order's return form from tracking and takes the request with no account", async () => {
    const orderNumber = await deliveredGuestOrder();
    const token = await returnLinkOf(orderNumber);
    const opened = await api("GET", token);
    expect(opened.status).toBe(200);
    expect(opened.json).toMatchObject({ storeCredit: false, order: { orderNumber, paidOnDelivery: false } });
    const line = (opened.json.order as { lines: { lineId: number; returnable: number; unitRefundMinor: number }[] }).lines[0]!;
    expect(line.returnable).toBe(2);
    const body = { orderNumber, lines: [{ lineId: line.lineId, quantity: 1, reason: "changed_mind" }], refundMethod: "original" };
    expect((await api("POST", `${token}/quote`, body)).json.quote).toMatchObject({ totalMinor: line.unitRefundMinor });
    const made = await api("POST", token, body, "ro");
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    expect(made.json.return).toMatchObject({ orderNumber, kind: "return", status: "pending", refundMethod: "original" });
    const [stored] = await returnsOf(orderNumber);
    expect(stored).toMatchObject({ customerId: null, email: EMAIL, language: "ro" });
    // One bottle is left: the link still opens the form, with just that one.
    expect(((await api("GET", token)).json.order as { lines: { returnable: number }[] }).lines[0]!.returnable).toBe(1);
  });

  it("refuses a body nested too deep behind a real link with 400, or a character XML forbids, as every JSON route does, and changes nothing", async () => {
    const orderNumber = await deliveredGuestOrder();
    const token = await returnLinkOf(orderNumber);
    const deep = `{"a":${"[".repeat(4000)}${"]".repeat(4000)}}`;
    for (const path of [`${token}/quote`, token]) {
      const response = await kit.app.request(`${RETURN_LINKS_PATH}/${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Accept-Language": "en", Origin: TEST_BASE_URL },
        body: deep,
      });
      expect(response.status, path).toBe(400);
      const controlled = await kit.app.request(`${RETURN_LINKS_PATH}/${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Accept-Language": "en", Origin: TEST_BASE_URL },
        body: JSON.stringify({ orderNumber, lines: [{ lineId: 1, quantity: 1, reason: "changed_mind", note: "a\u0001b" }] }),
      });
      expect(controlled.status, path).toBe(400);
      expect(await controlled.text(), path).toContain("(U+0001)");
    }
    expect(await returnsOf(orderNumber)).toEqual([]);
  });

  it("refuses store credit for an order with no account, and changes nothing", async () => {
    const orderNumber = await deliveredGuestOrder();
    const token = await returnLinkOf(orderNumber);
    const lineId = ((await api("GET", token)).json.order as { lines: { lineId: number }[] }).lines[0]!.lineId;
    const refused = await api("POST", token, {
      orderNumber,
      lines: [{ lineId, quantity: 1, reason: "changed_mind" }],
      refundMethod: "store_credit",
    });
    expect(refused).toMatchObject({ status: 422, json: { code: "store_credit_needs_account", field: "refundMethod" } });
    expect(await returnsOf(orderNumber)).toEqual([]);
  });

  it("answers a forged, altered, expired or another order's token 404 in the shopper's language, changing nothing", async () => {
    const orderNumber = await deliveredGuestOrder();
    const token = await returnLinkOf(orderNumber);
    const lineId = ((await api("GET", token)).json.order as { lines: { lineId: number }[] }).lines[0]!.lineId;
    const body = { orderNumber, lines: [{ lineId, quantity: 1, reason: "changed_mind" }], refundMethod: "original" };
    const [id, expires, mac] = token.split(".") as [string, string, string];
    const altered = [`${Number(id) + 1}.${expires}.${mac}`, `${id}.${Number(expires) + 1}.${mac}`, "not-a-token"];
    for (const bad of altered) {
      const answer = await api("POST", bad, body, "ro");
      expect(answer).toMatchObject({ status: 404, json: { code: "link_gone" } });
      expect(answer.json.error).toMatch(/Linkul returului a expirat/);
      expect((await api("GET", bad)).status).toBe(404);
    }
    clock.set(new Date(clock().getTime() + RETURN_LINK_LIFETIME_MS + 1));
    const expired = await api("POST", token, body);
    expect(expired).toMatchObject({ status: 404, json: { code: "link_gone" } });
    expect(expired.json.error).toMatch(/This return link has expired/);
    expect(await returnsOf(orderNumber)).toEqual([]);
  });

  it("gives no link for an order that cannot be returned, and tracking with another email gives none at all", async () => {
    const orderNumber = await deliveredGuestOrder();
    await database.db
      .update(orders)
      .set({ deliveredAt: new Date("2026-06-01T12:00:00.000Z") })
      .where(eq(orders.orderNumber, orderNumber));
    const tracked = await postJson(kit.app, ORDER_STATUS_PATH, { orderNumber, email: EMAIL });
    expect(tracked.json.returnLink).toBeNull();
    const stranger = await postJson(kit.app, ORDER_STATUS_PATH, { orderNumber, email: "other@example.ro" });
    expect(stranger.status).toBe(404);
    expect(stranger.json.returnLink).toBeUndefined();
  });
});
