/**
 * Card payments through Stripe, against the local fake of Stripe's API (tests/fakes/fake-stripe.ts):
 * the store listens on a port so the fake can post its signed webhooks, exactly as Stripe would.
 */
import { once } from "node:events";
import type { AddressInfo, Server } from "node:net";
import { serve } from "@hono/node-server";
import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import {
  customers,
  discountRedemptions,
  emailOutbox,
  orderLines,
  orders,
  parcelAdditions,
  payments,
  productVariants,
  products,
  refunds,
  savedPaymentMethods,
  subscriptionCardSetups,
  subscriptions,
} from "#server/db/schema";
import { createLogger } from "#server/logger";
import { createStripeProvider } from "#server/commerce/payments/stripe";
import { createSeededTestDatabase, emptyTables } from "#tests/server/test-database.ts";
import { testConfig } from "#tests/server/platform-kit.ts";
import { testClock } from "#tests/server/account-kit.ts";
import { buildOrdersApp, orderBody, socketFrom, variantGid } from "#tests/server/orders-kit.ts";
import { startFakeStripe, type FakeStripe } from "#tests/fakes/fake-stripe.ts";
import { CREATE_ORDER_PATH } from "./create-order.ts";
import { RETRY_PAYMENT_PATH, VERIFY_PAYMENT_PATH } from "./payments.ts";
import { STRIPE_WEBHOOK_PATH } from "./stripe-webhook.ts";
import { requestApp } from "#tests/server/app-request.ts";
import { PARCEL_ADDITIONS_PATH } from "./parcel-additions.ts";
import { refusal } from "#tests/server/problem-kit.ts";

const WEBHOOK_SECRET = "whsec_elara_test_secret";

let database: DatabaseHandle;
let single = "";
let subscription = "";
let fake: FakeStripe;
let server: Server | undefined;

beforeAll(async () => {
  database = await createSeededTestDatabase();
  single = await variantGid(database, "PAP-1");
  subscription = await variantGid(database, "PAP-SUB-M");
});
afterAll(() => database.close());
beforeEach(async () => {
  fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
  await emptyTables(database.db, discountRedemptions, subscriptions, savedPaymentMethods, orders, emailOutbox, customers);
});
afterEach(async () => {
  await fake.close();
  if (server) await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

/** A production store whose only card provider is Stripe (the fake), listening so webhooks reach it. */
async function stripeStore() {
  const anomalies: string[] = [];
  const logger = createLogger("silent");
  const error = logger.error.bind(logger);
  logger.error = ((details: unknown, message?: string) => {
    anomalies.push(typeof details === "string" ? details : (message ?? ""));
    error(details as object, message);
  }) as typeof logger.error;
  const config = {
    ...testConfig,
    nodeEnv: "production" as const,
    paymentsSandbox: false,
    stripe: { secretKey: "sk_test_elara", webhookSecret: WEBHOOK_SECRET, apiBase: fake.url },
  };
  // Stripe checks a session's `expires_at` against its own clock: the store's starts at the real time.
  const kit = buildOrdersApp({ database, config, logger, clock: testClock(new Date()) });
  server = serve({ fetch: kit.app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
  await once(server, "listening");
  fake.webhook.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${STRIPE_WEBHOOK_PATH}`;
  return { ...kit, anomalies };
}
type Kit = Awaited<ReturnType<typeof stripeStore>>;

const post = (kit: Kit, path: string, body: unknown) =>
  requestApp<Record<string, unknown>>(kit.app, "POST", path, { body, language: "en" });

async function placeCardOrder(kit: Kit, lines = [{ variantId: single, quantity: 2 }], overrides: Record<string, unknown> = {}) {
  const placed = await post(kit, CREATE_ORDER_PATH, orderBody(lines, { paymentMethod: "card", ...overrides }));
  expect(placed.status).toBe(201);
  const orderNumber = placed.json.orderNumber as number;
  const order = await orderRow(orderNumber);
  const [payment] = await database.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, "pending")));
  return {
    orderNumber,
    paymentUrl: placed.json.paymentUrl as string | undefined,
    sessionId: payment!.reference!,
    paymentId: payment!.publicId,
  };
}

/** The store's Stripe provider against the fake, and a customer made there through Stripe's own SDK. */
async function providerWithCustomer() {
  const provider = createStripeProvider({
    settings: { secretKey: "sk_test_elara", webhookSecret: WEBHOOK_SECRET, apiBase: fake.url },
    baseUrl: testConfig.baseUrl,
    brandName: "Elara",
  });
  const stripe = new Stripe("sk_test_elara", { host: "127.0.0.1", port: new URL(fake.url).port, protocol: "http" });
  return { provider, customer: await stripe.customers.create({ email: "ana@example.ro" }) };
}

const orderRow = async (orderNumber: number) => (await database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!;
const confirmations = async () => (await database.db.select().from(emailOutbox)).filter((mail) => mail.subject.includes("#"));
const checkoutRequests = () => fake.requests.filter((request) => request.method === "POST" && request.path === "/v1/checkout/sessions");

describe("paying by card through Stripe Checkout", () => {
  it("sends the shopper to a Checkout Session for the order's amount, and the verified webhook makes the order paid, once", async () => {
    const kit = await stripeStore();
    const placed = await placeCardOrder(kit);
    const order = await orderRow(placed.orderNumber);
    expect(placed.paymentUrl).toBe(`${fake.url}/checkout/${placed.sessionId}`);
    const [created] = checkoutRequests();
    expect(created!.idempotencyKey).toBe(`checkout:${placed.paymentId}`);
    // Counted from the attempt, not from when the request is sent: a start repeated later asks the same under its key.
    const [attempt] = await database.db.select({ createdAt: payments.createdAt }).from(payments);
    expect(created!.body.expires_at).toBe(String(Math.floor((attempt!.createdAt.getTime() + 60 * 60_000) / 1000)));
    expect(created!.body).toMatchObject({
      mode: "payment",
      client_reference_id: String(placed.orderNumber),
      allowed_payment_method_types: ["card"],
      customer_email: "ana@example.ro",
      metadata: { payment_id: placed.paymentId, order_number: String(placed.orderNumber) },
      line_items: [{ quantity: "1", price_data: { currency: "ron", unit_amount: String(order.totalMinor) } }],
      success_url: `${testConfig.baseUrl}/finish?order=${placed.orderNumber}&payment=${placed.paymentId}&lng=en`,
      cancel_url: `${testConfig.baseUrl}/finish?order=${placed.orderNumber}&payment=${placed.paymentId}&cancelled=1&lng=en`,
    });

    // Back on /finish before Stripe decided: still processing, nothing paid.
    expect(await post(kit, VERIFY_PAYMENT_PATH, { orderNumber: placed.orderNumber, paymentId: placed.paymentId })).toEqual({
      status: 202,
      json: { result: "pending" },
    });
    await fake.pay(placed.sessionId);
    expect((await orderRow(placed.orderNumber)).status).toBe("paid");
    const [payment] = await database.db.select().from(payments);
    expect(payment).toMatchObject({
      provider: "stripe",
      status: "succeeded",
      result: "paid",
      chargeReference: expect.stringMatching(/^pi_/),
    });
    expect(await confirmations()).toHaveLength(1);

    // /finish after the webhook answers the same; the same event again changes nothing.
    const verified = await post(kit, VERIFY_PAYMENT_PATH, { orderNumber: placed.orderNumber, paymentId: placed.paymentId });
    expect(verified).toMatchObject({ status: 200, json: { result: "paid", order: { status: "paid" } } });
    const session = fake.sessions.get(placed.sessionId);
    expect(await fake.sendEvent("checkout.session.completed", session)).toBe(200);
    expect(await fake.sendEvent("checkout.session.completed", session)).toBe(200);
    expect(await confirmations()).toHaveLength(1);
  });

  it("pays the order from /finish when the shopper is back before the webhook, and the late webhook changes nothing", async () => {
    const kit = await stripeStore();
    const placed = await placeCardOrder(kit);
    await fake.pay(placed.sessionId, { sendWebhook: false });
    const verified = await post(kit, VERIFY_PAYMENT_PATH, { orderNumber: placed.orderNumber, paymentId: placed.paymentId });
    expect(verified).toMatchObject({ status: 200, json: { result: "paid", order: { status: "paid" } } });
    expect(await fake.sendEvent("checkout.session.completed", fake.sessions.get(placed.sessionId))).toBe(200);
    expect(await confirmations()).toHaveLength(1);
  });

  it("refuses a webhook whose signature does not hold (400) and changes nothing", async () => {
    const kit = await stripeStore();
    const placed = await placeCardOrder(kit);
    const session = { ...fake.sessions.get(placed.sessionId), status: "complete", payment_status: "paid" };
    expect(await fake.sendEvent("checkout.session.completed", session, { signatureSecret: "whsec_someone_else" })).toBe(400);
    const unsigned = await kit.app.request(STRIPE_WEBHOOK_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ type: "checkout.session.completed", data: { object: session } }),
    });
    expect(unsigned.status).toBe(400);
    expect((await orderRow(placed.orderNumber)).status).toBe("pending_payment");
    expect(await database.db.select({ status: payments.status }).from(payments)).toEqual([{ status: "pending" }]);
    expect(await confirmations()).toEqual([]);
  });

  it("takes a product added to a paid order's parcel on its own Checkout Session, and the webhook adds it", async () => {
    const kit = await stripeStore();
    const [ahcc] = await database.db
      .select({ productId: productVariants.productId, variantId: productVariants.id, priceMinor: productVariants.priceMinor })
      .from(productVariants)
      .where(eq(productVariants.sku, "AHC-1"));
    await database.db.update(products).set({ parcelOfferProductId: ahcc!.productId }).where(eq(products.handle, "papillex"));
    try {
      const placed = await placeCardOrder(kit);
      await fake.pay(placed.sessionId);
      const order = await orderRow(placed.orderNumber);
      expect(order.status).toBe("paid");

      const token = kit.platform.orders.orderLinks.tokenFor(order.id);
      const opened = await post(kit, PARCEL_ADDITIONS_PATH, { token, variantId: ahcc!.variantId, clickKey: "stripe-click-01" });
      expect(opened.status, JSON.stringify(opened.json)).toBe(202);
      const [attempt] = await database.db.select().from(payments).where(eq(payments.purpose, "parcel_addition"));
      expect(opened.json.paymentUrl).toBe(`${fake.url}/checkout/${attempt!.reference}`);
      const created = checkoutRequests().at(-1)!;
      // Its own line and amount, Stripe's shortest session counted from the click (the sweep closes it after 30 minutes),
      // and no card kept for later.
      expect(created.body).toMatchObject({
        mode: "payment",
        line_items: [
          {
            quantity: "1",
            price_data: {
              currency: "ron",
              unit_amount: String(ahcc!.priceMinor),
              product_data: { name: `Elara: added to order #${placed.orderNumber}` },
            },
          },
        ],
        success_url: `${testConfig.baseUrl}/finish?order=${placed.orderNumber}&payment=${attempt!.publicId}&lng=en`,
      });
      expect(created.body.expires_at).toBe(String(Math.floor((attempt!.createdAt.getTime() + 35 * 60_000) / 1000)));
      expect(created.body.customer).toBeUndefined();
      expect(created.body.payment_intent_data?.setup_future_usage).toBeUndefined();

      await fake.pay(attempt!.reference!);
      expect((await database.db.select().from(parcelAdditions)).map((row) => row.status)).toEqual(["added"]);
      expect((await database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id))).map((line) => line.sku)).toEqual([
        "PAP-1",
        "AHC-1",
      ]);
      expect((await orderRow(placed.orderNumber)).totalMinor).toBe(order.totalMinor + ahcc!.priceMinor);
      const back = await post(kit, VERIFY_PAYMENT_PATH, { orderNumber: placed.orderNumber, paymentId: attempt!.publicId });
      expect(back).toMatchObject({ status: 200, json: { result: "paid", parcelAddition: { state: "added" } } });
    } finally {
      await database.db.update(products).set({ parcelOfferProductId: null });
    }
  });

  it("keeps a declined payment's order waiting, and a retry from /finish opens a new session", async () => {
    const kit = await stripeStore();
    const placed = await placeCardOrder(kit);
    await fake.failAsync(placed.sessionId);
    expect(await database.db.select({ status: payments.status }).from(payments)).toEqual([{ status: "declined" }]);
    const proof = { orderNumber: placed.orderNumber, paymentId: placed.paymentId };
    // The retry may use what Stripe takes in lei now: no PayPal, and never cash on delivery (that is another order).
    expect(await post(kit, VERIFY_PAYMENT_PATH, proof)).toMatchObject({
      status: 200,
      json: { result: "declined", canRetry: true, paymentMethods: ["card", "apple_pay", "google_pay"] },
    });

    const retried = await post(kit, RETRY_PAYMENT_PATH, proof);
    expect(retried.status).toBe(201);
    expect(checkoutRequests()).toHaveLength(2);
    expect(retried.json.paymentUrl).not.toBe(placed.paymentUrl);
    expect((await orderRow(placed.orderNumber)).status).toBe("pending_payment");
  });

  it("cancels the attempt when the session expires, or when the shopper leaves Stripe's page", async () => {
    const kit = await stripeStore();
    const expiring = await placeCardOrder(kit);
    await fake.expire(expiring.sessionId);
    expect(await post(kit, VERIFY_PAYMENT_PATH, { orderNumber: expiring.orderNumber, paymentId: expiring.paymentId })).toMatchObject({
      json: { result: "cancelled", canRetry: true },
    });

    const left = await placeCardOrder(kit, [{ variantId: single, quantity: 1 }], { email: "ion@example.ro" });
    const cancelled = await post(kit, VERIFY_PAYMENT_PATH, { orderNumber: left.orderNumber, paymentId: left.paymentId, cancelled: true });
    expect(cancelled).toMatchObject({ status: 200, json: { result: "cancelled", canRetry: true } });
    // Closed at Stripe, so the page it left can no longer take the money.
    expect(fake.sessions.get(left.sessionId).status).toBe("expired");
    expect(fake.requests.some((request) => request.path === `/v1/checkout/sessions/${left.sessionId}/expire`)).toBe(true);
  });

  it("refuses a payment for another amount than the order's, and logs it for a refund", async () => {
    const kit = await stripeStore();
    const placed = await placeCardOrder(kit);
    await fake.pay(placed.sessionId, { amountTotal: 100 });
    expect((await orderRow(placed.orderNumber)).status).toBe("pending_payment");
    expect(await database.db.select({ status: payments.status }).from(payments)).toEqual([{ status: "refused" }]);
    expect(kit.anomalies).toContain("payment for another amount than the order's refused; refund it");
    expect(await post(kit, VERIFY_PAYMENT_PATH, { orderNumber: placed.orderNumber, paymentId: placed.paymentId })).toEqual({
      status: 400,
      json: refusal(
        400,
        "payment_refused",
        "The payment does not match the order, so we did not confirm it. We will contact you about the refund.",
      ),
    });
    expect(await confirmations()).toEqual([]);
  });

  it("does not take a payment id that is not this order's, nor the sandbox's signed results", async () => {
    const kit = await stripeStore();
    const placed = await placeCardOrder(kit);
    for (const proof of [
      { orderNumber: placed.orderNumber + 1, paymentId: placed.paymentId },
      { orderNumber: placed.orderNumber, paymentId: "pay_notanidthatexists0000000000000000" },
      { orderNumber: placed.orderNumber, paymentId: placed.paymentId, result: "paid", sig: "x".repeat(43) },
    ]) {
      expect((await post(kit, VERIFY_PAYMENT_PATH, proof)).status).toBe(400);
    }
    expect((await orderRow(placed.orderNumber)).status).toBe("pending_payment");
  });

  it("keeps the order when Stripe does not answer, and the same checkout sent again gets its page", async () => {
    const kit = await stripeStore();
    // The account's methods are read (and kept) first, so the outage hits the Checkout Session itself.
    await kit.platform.payments.payments.availableMethods("RON");
    fake.failNextRequests(3);
    const body = orderBody([{ variantId: single, quantity: 1 }], { paymentMethod: "card" });
    const first = await post(kit, CREATE_ORDER_PATH, body);
    expect(first.status).toBe(201);
    expect(first.json.paymentUrl).toBeUndefined();
    const again = await post(kit, CREATE_ORDER_PATH, body);
    expect(again.status).toBe(200);
    expect(again.json.paymentUrl).toMatch(new RegExp(`^${fake.url}/checkout/cs_`));
    expect(await database.db.select().from(orders)).toHaveLength(1);
  });
});

describe("methods on offer", () => {
  it("offers what the Stripe account has enabled, and PayPal only in currencies it takes", async () => {
    fake.enabled.paypal = true;
    fake.enabled.google_pay = false;
    const kit = await stripeStore();
    expect(await kit.platform.payments.payments.availableMethods("EUR")).toEqual(["card", "paypal", "apple_pay", "cod"]);
    expect(await kit.platform.payments.payments.availableMethods("RON")).toEqual(["card", "apple_pay", "cod"]);
    const paypalInRon = await post(kit, CREATE_ORDER_PATH, orderBody([{ variantId: single, quantity: 1 }], { paymentMethod: "paypal" }));
    expect(paypalInRon.status).toBe(400);
    expect(paypalInRon.json.fields).toEqual({ paymentMethod: "This payment method is not available right now. Please choose another." });
  });
});

describe("subscriptions, saved cards and refunds", () => {
  it("keeps the card of a subscription's payment for renewals, shows it to the customer, and forgets it on request", async () => {
    const kit = await stripeStore();
    const placed = await placeCardOrder(kit, [{ variantId: subscription, quantity: 1 }]);
    const created = checkoutRequests()[0]!;
    expect(created.body).toMatchObject({
      customer: expect.stringMatching(/^cus_/),
      payment_intent_data: { setup_future_usage: "off_session" },
    });
    expect(fake.requests.find((request) => request.path === "/v1/customers")!.idempotencyKey).toBe(`customer:${placed.paymentId}`);
    await fake.pay(placed.sessionId);

    const [saved] = await database.db.select().from(savedPaymentMethods);
    expect(saved).toMatchObject({ provider: "stripe", brand: "visa", last4: "4242", expMonth: 12, expYear: 2030, email: "ana@example.ro" });
    expect(saved!.providerMethod).toMatch(/^pm_/);
    expect(await database.db.select({ method: subscriptions.savedPaymentMethodId }).from(subscriptions)).toEqual([{ method: saved!.id }]);

    const owner = { id: -1, email: "ana@example.ro" };
    const listed = await kit.platform.payments.payments.savedMethods.list(owner);
    expect(listed).toEqual([{ id: saved!.publicId, brand: "visa", last4: "4242", expMonth: 12, expYear: 2030, subscriptions: 1 }]);
    expect(await kit.platform.payments.payments.savedMethods.remove({ id: -2, email: "ion@example.ro" }, saved!.publicId)).toBe(false);
    expect(await kit.platform.payments.payments.savedMethods.remove(owner, saved!.publicId)).toBe(true);
    expect(fake.requests.some((request) => request.path === `/v1/payment_methods/${saved!.providerMethod}/detach`)).toBe(true);
    expect(await kit.platform.payments.payments.savedMethods.list(owner)).toEqual([]);
    expect(await database.db.select({ method: subscriptions.savedPaymentMethodId }).from(subscriptions)).toEqual([{ method: null }]);
  });

  it("takes a subscription's new card on Stripe's setup page, for the card's own customer, applied once by the return or the webhook", async () => {
    const kit = await stripeStore();
    const placed = await placeCardOrder(kit, [{ variantId: subscription, quantity: 1 }]);
    await fake.pay(placed.sessionId);
    const [first] = await database.db.select().from(savedPaymentMethods);
    const [row] = await database.db.select().from(subscriptions);
    const asked = await kit.platform.subscriptions.subscriptionActions.perform(
      row!.id,
      { kind: "link" },
      { action: "change_payment", method: "card" },
      { kind: "customer" },
      "en",
    );
    expect(asked.ok).toBe(true);
    const setupRequest = checkoutRequests().at(-1)!;
    const [setup] = await database.db.select().from(subscriptionCardSetups);
    expect((asked as { paymentSetupUrl: string }).paymentSetupUrl).toBe(`${fake.url}/checkout/${setup!.reference}`);
    expect(setupRequest.idempotencyKey).toBe(`setup:${setup!.publicId}`);
    // The new card joins the Stripe customer of the card it replaces, which can then charge it off-session.
    expect(setupRequest.body).toMatchObject({
      mode: "setup",
      customer: first!.providerCustomer,
      allowed_payment_method_types: ["card"],
      metadata: { card_setup_id: setup!.publicId },
      locale: "en",
      success_url: `${testConfig.baseUrl}/subscriptions/card-setup/${setup!.publicId}`,
      cancel_url: `${testConfig.baseUrl}/subscriptions/card-setup/${setup!.publicId}`,
    });

    // The shopper saves the card and closes the tab: Stripe's webhook applies it.
    expect(await fake.saveCard(setup!.reference!)).toBe(200);
    const cards = await database.db.select().from(savedPaymentMethods).orderBy(savedPaymentMethods.id);
    expect(cards).toHaveLength(2);
    expect(cards[1]).toMatchObject({ provider: "stripe", providerCustomer: first!.providerCustomer, last4: "4242" });
    expect((await database.db.select().from(subscriptions))[0]!.savedPaymentMethodId).toBe(cards[1]!.id);

    // Coming back later changes nothing more and says it was saved.
    const back = await kit.app.request(`/subscriptions/card-setup/${setup!.publicId}`, {}, socketFrom());
    expect(new URL(back.headers.get("Location")!).searchParams.get("card")).toBe("saved");
    expect(await database.db.select().from(savedPaymentMethods)).toHaveLength(2);
    expect(kit.anomalies).toEqual([]);
  });

  it("refunds part of a card payment through Stripe, with the refund's key, and finishes one Stripe did not answer", async () => {
    const kit = await stripeStore();
    const placed = await placeCardOrder(kit);
    await fake.pay(placed.sessionId);
    const order = await orderRow(placed.orderNumber);
    const [payment] = await database.db.select().from(payments);

    fake.failNextRequests(3);
    const failed = await kit.platform.payments.payments.refund({ orderId: order.id, amountMinor: 2500, idempotencyKey: "return-17" });
    expect(failed).toMatchObject({ kind: "provider_failed" });
    expect(await database.db.select({ status: refunds.status }).from(refunds)).toEqual([{ status: "pending" }]);

    const done = await kit.platform.payments.payments.refund({ orderId: order.id, amountMinor: 2500, idempotencyKey: "return-17" });
    expect(done).toMatchObject({ kind: "refunded", amountMinor: 2500, status: "succeeded", orderStatus: "paid" });
    const asked = fake.requests.filter((request) => request.path === "/v1/refunds");
    expect(asked.map((request) => request.idempotencyKey)).toContain("refund:return-17");
    expect(asked.at(-1)!.body).toMatchObject({ payment_intent: payment!.chargeReference, amount: "2500" });
    expect(fake.refunds.size).toBe(1);
  });

  it("spreads a refund over an order paid twice, the newest payment first, each part under its own key, and finishes it after an outage", async () => {
    const kit = await stripeStore();
    const placed = await placeCardOrder(kit);
    await fake.pay(placed.sessionId);
    const order = await orderRow(placed.orderNumber);
    // A second charge of the same order (what an addition to a paid parcel takes), made off-session at Stripe.
    const { provider, customer } = await providerWithCustomer();
    const addition = await provider.chargeSaved({
      method: { providerCustomer: customer.id, providerMethod: "pm_card_visa" },
      amountMinor: 4_500,
      currencyCode: "RON",
      idempotencyKey: "addition-1",
      description: "Elara addition",
    });
    if (addition.state !== "succeeded") throw new Error(`the addition's charge ${addition.state}`);
    const [checkoutPayment] = await database.db.select().from(payments);
    const [additionPayment] = await database.db
      .insert(payments)
      .values({
        publicId: "pay_addition_1",
        orderId: order.id,
        attempt: 2,
        provider: "stripe",
        method: "card",
        status: "succeeded",
        amountMinor: 4_500,
        currencyCode: "RON",
        chargeReference: addition.chargeReference,
      })
      .returning();
    const refund = (amountMinor?: number, idempotencyKey = "cancel-all") =>
      kit.platform.payments.payments.refund({ orderId: order.id, idempotencyKey, ...(amountMinor === undefined ? {} : { amountMinor }) });

    expect(await refund(order.totalMinor + 4_501, "too-much")).toEqual({ kind: "too_much", refundableMinor: order.totalMinor + 4_500 });
    // A return worth less than the addition comes back from the addition's charge alone.
    expect(await refund(1_000, "return-1")).toMatchObject({ kind: "refunded", amountMinor: 1_000, orderStatus: "paid" });
    const detail = (await kit.platform.orders.backOffice.detail(order.orderNumber))!;
    expect(detail.payments.map((payment) => [payment.amountMinor, payment.refundedMinor])).toEqual([
      [order.totalMinor, 0],
      [4_500, 1_000],
    ]);
    expect(detail.refundableMinor).toBe(order.totalMinor + 3_500);

    fake.failNextRequests(3);
    expect(await refund()).toMatchObject({ kind: "provider_failed" });
    expect(
      await database.db
        .select({ payment: refunds.paymentId, amount: refunds.amountMinor, status: refunds.status })
        .from(refunds)
        .orderBy(refunds.id),
    ).toEqual([
      { payment: additionPayment!.id, amount: 1_000, status: "succeeded" },
      { payment: additionPayment!.id, amount: 3_500, status: "pending" },
      { payment: checkoutPayment!.id, amount: order.totalMinor, status: "pending" },
    ]);
    expect(await refund(1, "meanwhile")).toEqual({ kind: "nothing_to_refund", status: "paid" });
    expect((await kit.platform.orders.backOffice.detail(order.orderNumber))!.refundableMinor).toBe(0);

    const done = await refund();
    expect(done).toMatchObject({ kind: "refunded", amountMinor: order.totalMinor + 3_500, status: "succeeded", orderStatus: "refunded" });
    expect(await refund()).toEqual(done);
    expect(await refund(5, "cancel-all")).toEqual({ kind: "key_reused" });
    const asked = fake.requests.filter((request) => request.path === "/v1/refunds" && request.idempotencyKey !== undefined);
    expect(new Set(asked.map((request) => request.idempotencyKey))).toEqual(
      new Set(["refund:return-1", "refund:cancel-all", `refund:cancel-all:${checkoutPayment!.publicId}`]),
    );
    expect([...fake.refunds.values()].map((made) => [made.payment_intent, made.amount])).toEqual([
      [addition.chargeReference, 1_000],
      [addition.chargeReference, 3_500],
      [checkoutPayment!.chargeReference, order.totalMinor],
    ]);
    expect(
      await database.db.select({ status: payments.status, refunded: payments.refundedMinor }).from(payments).orderBy(payments.id),
    ).toEqual([
      { status: "refunded", refunded: order.totalMinor },
      { status: "refunded", refunded: 4_500 },
    ]);
    expect(kit.anomalies).toEqual([]);
  });

  it("charges a saved card without the shopper, and says when the bank declines or wants the cardholder", async () => {
    const { provider, customer } = await providerWithCustomer();
    const charge = (providerMethod: string, idempotencyKey: string) =>
      provider.chargeSaved({
        method: { providerCustomer: customer.id, providerMethod },
        amountMinor: 18_900,
        currencyCode: "RON",
        idempotencyKey,
        description: "Elara renewal",
      });
    const succeeded = await charge("pm_card_visa", "renewal-1");
    expect(succeeded).toMatchObject({ state: "succeeded", chargeReference: expect.stringMatching(/^pi_/) });
    expect(await charge("pm_card_visa", "renewal-1")).toEqual(succeeded);
    fake.decliningMethods.add("pm_card_declines");
    expect(await charge("pm_card_declines", "renewal-2")).toEqual({ state: "declined", reason: "insufficient_funds" });
    fake.authenticationRequiredMethods.add("pm_card_3ds");
    expect(await charge("pm_card_3ds", "renewal-3")).toMatchObject({ state: "requires_action" });
  });
});

describe("the unpaid-order sweep with Stripe", () => {
  it("expires the abandoned session at Stripe and cancels the order, but confirms one paid at the last moment", async () => {
    const kit = await stripeStore();
    const abandoned = await placeCardOrder(kit);
    const lastMoment = await placeCardOrder(kit, [{ variantId: single, quantity: 1 }], { email: "ion@example.ro" });
    await fake.pay(lastMoment.sessionId, { sendWebhook: false });
    kit.clock.advance(61 * 60_000);

    expect(await kit.platform.payments.payments.sweepUnpaid()).toEqual({ cancelled: 1, paid: 1, failed: 0 });
    expect((await orderRow(abandoned.orderNumber)).status).toBe("cancelled");
    expect(fake.sessions.get(abandoned.sessionId).status).toBe("expired");
    expect((await orderRow(lastMoment.orderNumber)).status).toBe("paid");
    // The session's own expiry webhook, arriving afterwards, changes nothing.
    expect(await fake.sendEvent("checkout.session.expired", fake.sessions.get(abandoned.sessionId))).toBe(200);
    expect((await orderRow(abandoned.orderNumber)).status).toBe("cancelled");
  });
});
