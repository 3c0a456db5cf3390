/**
 * GET /api/account/payment-methods and DELETE /api/account/payment-methods/{id} in process against a
 * seeded test database: the card a subscription was paid with (on the sandbox's page) is listed for
 * its customer only, and removing it takes it off the subscriptions that renewed with it.
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { beforeEach, describe, expect, it } from "vitest";
import { customers, discountRedemptions, emailOutbox, orders, savedPaymentMethods, subscriptions } from "#server/db/schema";
import { emptyTables } from "#tests/server/test-database.ts";
import { recordingTransport, sendJson, signedInCustomer } from "#tests/server/account-kit.ts";
import { buildOrdersApp, orderBody, socketFrom, seededStoreForFile, placeOrder } from "#tests/server/orders-kit.ts";
import { payOnSandboxPage } from "#tests/server/returns-kit.ts";
import { refusal } from "#tests/server/problem-kit.ts";
import { createLogger } from "#server/logger";
import { requestLogging } from "#server/http/request-logging";
import { ACCOUNT_PAYMENT_METHODS_PATH, accountPaymentMethodRoutes, PAYMENT_METHOD_REQUESTS_PER_MINUTE } from "./account-payment-methods.ts";
import type { AccountEnv } from "./account-session.ts";

const { database, variants } = seededStoreForFile({ subscription: "PAP-SUB-M" });
beforeEach(async () => {
  await emptyTables(database.db, discountRedemptions, subscriptions, savedPaymentMethods, orders, emailOutbox, customers);
});

type Kit = ReturnType<typeof buildOrdersApp>;

async function signedIn(kit: Kit, email: string) {
  return (await signedInCustomer(kit, email)).accessToken;
}

/** A subscription bought signed in and paid by card on the sandbox's page: its card is kept for renewals. */
async function subscribeWithCard(kit: Kit, accessToken: string, email: string) {
  const body = orderBody([{ variantId: variants.subscription, quantity: 1 }], { email, paymentMethod: "card" });
  const { paymentUrl } = await placeOrder(kit, body, { language: "en", accessToken });
  await payOnSandboxPage(kit, paymentUrl!);
}

const listOf = async (kit: Kit, token: string | null) => sendJson(kit.app, "GET", ACCOUNT_PAYMENT_METHODS_PATH, token);

describe("the account's saved cards", () => {
  it("lists the card a subscription renews with — brand, last four digits, expiry and how many subscriptions use it", async () => {
    const kit = buildOrdersApp({ database, transport: recordingTransport() });
    const token = await signedIn(kit, "ana@example.ro");
    expect(await listOf(kit, token)).toEqual({ status: 200, json: { success: true, paymentMethods: [] } });

    await subscribeWithCard(kit, token, "ana@example.ro");
    const response = await kit.app.request(ACCOUNT_PAYMENT_METHODS_PATH, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({
      success: true,
      paymentMethods: [
        {
          id: expect.stringMatching(/^pm_[A-Za-z0-9_-]{16}$/),
          brand: "visa",
          last4: "4242",
          expMonth: 12,
          expYear: 2029,
          subscriptions: 1,
        },
      ],
    });
  });

  it("removes a card: gone from the list, and its subscription renews without it", async () => {
    const kit = buildOrdersApp({ database, transport: recordingTransport() });
    const token = await signedIn(kit, "ana@example.ro");
    await subscribeWithCard(kit, token, "ana@example.ro");
    const [card] = (await listOf(kit, token)).json.paymentMethods as { id: string }[];

    const removed = await sendJson(kit.app, "DELETE", `${ACCOUNT_PAYMENT_METHODS_PATH}/${card!.id}`, token);
    expect(removed).toEqual({ status: 200, json: { success: true, paymentMethods: [] } });
    expect((await listOf(kit, token)).json.paymentMethods).toEqual([]);
    const [renewing] = await database.db.select({ method: subscriptions.savedPaymentMethodId }).from(subscriptions);
    expect(renewing).toEqual({ method: null });
    const [row] = await database.db.select().from(savedPaymentMethods).where(eq(savedPaymentMethods.publicId, card!.id));
    expect(row!.removedAt).not.toBeNull();

    // Twice: the card is no longer there.
    expect(await sendJson(kit.app, "DELETE", `${ACCOUNT_PAYMENT_METHODS_PATH}/${card!.id}`, token)).toEqual({
      status: 404,
      json: refusal(404, "payment_method_not_found", "Cardul nu a fost găsit. Poate l-ai șters deja."),
    });
  });

  it("never shows or removes another customer's card, and answers it like an unknown id: 404", async () => {
    const kit = buildOrdersApp({ database, transport: recordingTransport() });
    const ioana = await signedIn(kit, "ioana@example.ro");
    await subscribeWithCard(kit, ioana, "ioana@example.ro");
    const [theirs] = (await listOf(kit, ioana)).json.paymentMethods as { id: string }[];

    const ana = await signedIn(kit, "ana@example.ro");
    expect((await listOf(kit, ana)).json.paymentMethods).toEqual([]);
    const refused = await kit.app.request(
      `${ACCOUNT_PAYMENT_METHODS_PATH}/${theirs!.id}`,
      { method: "DELETE", headers: { Authorization: `Bearer ${ana}`, "Accept-Language": "en" } },
      socketFrom(),
    );
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual(refusal(404, "payment_method_not_found", "Card not found. You may have removed it already."));
    for (const id of ["pm_AAAAAAAAAAAAAAAA", "anything", "1"]) {
      expect((await sendJson(kit.app, "DELETE", `${ACCOUNT_PAYMENT_METHODS_PATH}/${id}`, ana)).status).toBe(404);
    }
    expect((await listOf(kit, ioana)).json.paymentMethods).toHaveLength(1);
  });

  it("answers 401 without a live session, and 405 to other methods", async () => {
    const kit = buildOrdersApp({ database, transport: recordingTransport() });
    const token = await signedIn(kit, "ana@example.ro");
    await subscribeWithCard(kit, token, "ana@example.ro");
    const [card] = (await listOf(kit, token)).json.paymentMethods as { id: string }[];

    const anonymous = await kit.app.request(ACCOUNT_PAYMENT_METHODS_PATH, {}, socketFrom());
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("WWW-Authenticate")).toContain("Bearer");
    expect(await listOf(kit, "not-a-token")).toEqual({
      status: 401,
      json: refusal(401, "not_signed_in", "Te rugăm să te autentifici pentru a continua."),
    });
    expect((await sendJson(kit.app, "DELETE", `${ACCOUNT_PAYMENT_METHODS_PATH}/${card!.id}`, null)).status).toBe(401);
    expect((await listOf(kit, token)).json.paymentMethods).toHaveLength(1);

    expect((await sendJson(kit.app, "POST", ACCOUNT_PAYMENT_METHODS_PATH, token, {})).status).toBe(405);
    expect((await sendJson(kit.app, "PATCH", `${ACCOUNT_PAYMENT_METHODS_PATH}/${card!.id}`, token, {})).status).toBe(405);
  });

  it("answers 503 and keeps the card when the provider cannot be reached to forget it", async () => {
    const kit = buildOrdersApp({ database, transport: recordingTransport() });
    const token = await signedIn(kit, "ana@example.ro");
    const app = new Hono<AccountEnv>();
    app.use(requestLogging(createLogger("silent")));
    const card = { id: "pm_AAAAAAAAAAAAAAAA", brand: "visa", last4: "4242", expMonth: 12, expYear: 2029, subscriptions: 1 };
    app.route(
      "/",
      accountPaymentMethodRoutes({
        savedMethods: {
          list: async () => [card],
          remove: () => Promise.reject(new Error("Stripe unreachable")),
        },
        sessions: kit.platform.customers.sessions,
        rateLimits: kit.platform.limits.rates,
        trustProxyHops: 0,
      }),
    );
    const response = await app.request(`${ACCOUNT_PAYMENT_METHODS_PATH}/${card.id}`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${token}`, "Accept-Language": "en" },
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual(
      refusal(503, "provider_unavailable", "The card could not be removed right now. Please try again in a few minutes."),
    );
  });

  it("limits the requests of one client", async () => {
    const kit = buildOrdersApp({ database, transport: recordingTransport() });
    const token = await signedIn(kit, "ana@example.ro");
    const client = socketFrom("203.0.113.9");
    const statuses: number[] = [];
    for (let request = 0; request <= PAYMENT_METHOD_REQUESTS_PER_MINUTE; request += 1) {
      const response = await kit.app.request(ACCOUNT_PAYMENT_METHODS_PATH, { headers: { Authorization: `Bearer ${token}` } }, client);
      statuses.push(response.status);
      if (response.status === 429) expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
    }
    expect(statuses.slice(0, PAYMENT_METHOD_REQUESTS_PER_MINUTE).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another client is not held back.
    expect((await listOf(kit, token)).status).toBe(200);
  });
});
