/**
 * The Stripe fake against the official SDK, so the store's tests stand on a fake that answers as Stripe does:
 * the shapes the SDK reads, the errors it throws, idempotency, retries and signed webhooks.
 */
import { once } from "node:events";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startFakeStripe, type FakeStripe } from "./fake-stripe.ts";

const WEBHOOK_SECRET = "whsec_fake_stripe_test";

let fake: FakeStripe;
let stripe: Stripe;

beforeEach(async () => {
  fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
  stripe = client();
});
afterEach(() => fake.close());

/** The SDK pointed at the fake; no retries unless a test wants them, so failures show at once. */
function client(secretKey = "sk_test_fake", maxNetworkRetries = 0): Stripe {
  return new Stripe(secretKey, { host: "127.0.0.1", port: fake.port, protocol: "http", maxNetworkRetries, telemetry: false });
}

function createSession(params: Partial<Stripe.Checkout.SessionCreateParams> = {}, options: Stripe.RequestOptions = {}) {
  return stripe.checkout.sessions.create(
    {
      mode: "payment",
      line_items: [{ quantity: 2, price_data: { currency: "ron", unit_amount: 4_500, product_data: { name: "Elara order #7" } } }],
      allowed_payment_method_types: ["card"],
      success_url: "https://shop.test/finish?order=7",
      cancel_url: "https://shop.test/finish?order=7&cancelled=1",
      metadata: { payment_id: "pay_7" },
      locale: "ro",
      ...params,
    },
    options,
  );
}

/** A session whose card is kept for later: a customer, and `setup_future_usage`. */
async function savingSession() {
  const customer = await stripe.customers.create({ email: "ana@example.ro" });
  const session = await createSession({ customer: customer.id, payment_intent_data: { setup_future_usage: "off_session" } });
  return { customer, session };
}

/** The store's side of webhooks: keeps what arrives and answers 200. */
async function webhookReceiver() {
  const received: { payload: string; signature: string }[] = [];
  const server = createServer((request, response) => {
    void readAll(request).then((payload) => {
      received.push({ payload, signature: String(request.headers["stripe-signature"]) });
      response.writeHead(200).end();
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function readAll(request: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of request) body += String(chunk);
  return body;
}

describe("Checkout Sessions", () => {
  it("makes a session as Stripe shapes it, records the request as sent, and reads it back", async () => {
    const session = await createSession();
    expect(session).toMatchObject({
      id: expect.stringMatching(/^cs_test_/),
      object: "checkout.session",
      url: `${fake.url}/checkout/${session.id}`,
      status: "open",
      payment_status: "unpaid",
      amount_total: 9_000,
      currency: "ron",
      customer: null,
      payment_intent: null,
      metadata: { payment_id: "pay_7" },
      allowed_payment_method_types: ["card"],
    });
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);
    expect(fake.requests).toEqual([
      {
        method: "POST",
        path: "/v1/checkout/sessions",
        idempotencyKey: expect.stringMatching(/^stripe-node-retry-/),
        body: expect.objectContaining({
          line_items: [{ quantity: "2", price_data: { currency: "ron", unit_amount: "4500", product_data: { name: "Elara order #7" } } }],
          allowed_payment_method_types: ["card"],
        }),
      },
    ]);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toEqual(session);
  });

  it("refuses what Stripe refuses: a method the account has off, an expiry under 30 minutes, an unknown session", async () => {
    await expect(createSession({ allowed_payment_method_types: ["paypal"] })).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      param: "payment_method_types",
    });
    fake.enabled.paypal = true;
    await expect(createSession({ allowed_payment_method_types: ["paypal"] })).resolves.toMatchObject({ payment_method_types: ["paypal"] });
    await expect(createSession({ expires_at: Math.floor(Date.now() / 1000) + 600 })).rejects.toMatchObject({ param: "expires_at" });
    await expect(stripe.checkout.sessions.retrieve("cs_test_missing")).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 404,
      code: "resource_missing",
    });
  });

  it("expands the paid session's intent and its card, kept on the customer", async () => {
    const { customer, session } = await savingSession();
    await fake.pay(session.id, { sendWebhook: false });
    const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ["payment_intent.payment_method"] });
    expect(fake.requests.at(-1)!.body).toEqual({ expand: ["payment_intent.payment_method"] });
    expect(paid).toMatchObject({ status: "complete", payment_status: "paid", customer: customer.id });
    expect(paid.payment_intent).toMatchObject({
      id: expect.stringMatching(/^pi_/),
      status: "succeeded",
      amount: 9_000,
      amount_received: 9_000,
      customer: customer.id,
      setup_future_usage: "off_session",
      latest_charge: expect.stringMatching(/^ch_/),
      payment_method: {
        id: expect.stringMatching(/^pm_/),
        customer: customer.id,
        card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2030 },
      },
    });
  });

  it("leaves a session whose delayed payment failed complete but unpaid", async () => {
    const session = await createSession();
    await fake.failAsync(session.id);
    const failed = await stripe.checkout.sessions.retrieve(session.id, { expand: ["payment_intent"] });
    expect(failed).toMatchObject({ status: "complete", payment_status: "unpaid", payment_intent: { status: "requires_payment_method" } });
    expect(fake.events.map((event) => event.type)).toEqual(["checkout.session.async_payment_failed"]);
  });

  it("expires an open session through the API, posts the event, and refuses to expire it twice", async () => {
    const receiver = await webhookReceiver();
    fake.webhook.url = receiver.url;
    const session = await createSession();
    expect(await stripe.checkout.sessions.expire(session.id)).toMatchObject({ status: "expired" });
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1));
    expect(JSON.parse(receiver.received[0]!.payload)).toMatchObject({
      type: "checkout.session.expired",
      data: { object: { id: session.id } },
    });
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({ type: "StripeInvalidRequestError", statusCode: 400 });
    await receiver.close();
  });
});

describe("requests", () => {
  it("answers a repeated idempotency key with the first answer, and refuses the key with other parameters", async () => {
    const first = await createSession({}, { idempotencyKey: "checkout:pay_7" });
    const again = await createSession({}, { idempotencyKey: "checkout:pay_7" });
    expect(again).toEqual(first);
    expect(fake.sessions.size).toBe(1);
    await expect(createSession({ metadata: { payment_id: "pay_8" } }, { idempotencyKey: "checkout:pay_7" })).rejects.toMatchObject({
      type: "StripeIdempotencyError",
    });
  });

  it("fails the next requests with 500s, which the SDK retries under the same key, doing the work once", async () => {
    fake.failNextRequests(1);
    await expect(createSession()).rejects.toMatchObject({ type: "StripeAPIError", statusCode: 500 });

    fake.failNextRequests(1);
    stripe = client("sk_test_fake", 1);
    const session = await createSession({}, { idempotencyKey: "checkout:retried" });
    const tries = fake.requests.filter((request) => request.idempotencyKey === "checkout:retried");
    expect(tries).toHaveLength(2);
    expect([...fake.sessions.keys()]).toEqual([session.id]);
  });

  it("takes secret test keys only", async () => {
    for (const key of ["pk_test_fake", "sk_live_fake"]) {
      await expect(client(key).customers.create({ email: "ana@example.ro" })).rejects.toMatchObject({
        type: "StripeAuthenticationError",
        statusCode: 401,
      });
    }
    expect(fake.customers.size).toBe(0);
  });

  it("answers 404 for an endpoint it does not fake", async () => {
    await expect(stripe.charges.list()).rejects.toMatchObject({ type: "StripeInvalidRequestError", statusCode: 404 });
  });

  it("tells the account's methods as its default payment method configuration", async () => {
    fake.enabled.google_pay = false;
    const { data } = await stripe.paymentMethodConfigurations.list();
    expect(data).toEqual([
      expect.objectContaining({
        active: true,
        is_default: true,
        card: { available: true, display_preference: { overridable: null, preference: "on", value: "on" } },
        apple_pay: expect.objectContaining({ available: true }),
        google_pay: { available: false, display_preference: { overridable: null, preference: "off", value: "off" } },
        paypal: expect.objectContaining({ available: false }),
      }),
    ]);
  });
});

describe("webhooks", () => {
  it("signs events so stripe.webhooks.constructEvent verifies them, and only with the endpoint's secret", async () => {
    const receiver = await webhookReceiver();
    fake.webhook.url = receiver.url;
    const session = await createSession();
    expect(await fake.pay(session.id)).toBe(200);
    const { payload, signature } = receiver.received[0]!;
    const event = stripe.webhooks.constructEvent(payload, signature, WEBHOOK_SECRET);
    expect(event).toMatchObject({ type: "checkout.session.completed", api_version: Stripe.API_VERSION, livemode: false });
    expect(event.data.object).toMatchObject({ id: session.id, payment_status: "paid", payment_intent: expect.stringMatching(/^pi_/) });

    expect(await fake.sendEvent("checkout.session.completed", fake.sessions.get(session.id), { signatureSecret: "whsec_other" })).toBe(200);
    const forged = receiver.received[1]!;
    expect(() => stripe.webhooks.constructEvent(forged.payload, forged.signature, WEBHOOK_SECRET)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    await receiver.close();
  });
});

describe("refunds, saved cards and off-session charges", () => {
  it("refunds up to what was paid and refuses more", async () => {
    const session = await createSession();
    await fake.pay(session.id);
    const intent = fake.sessions.get(session.id).payment_intent;
    expect(await stripe.refunds.create({ payment_intent: intent, amount: 5_000 })).toMatchObject({ status: "succeeded", amount: 5_000 });
    await expect(stripe.refunds.create({ payment_intent: intent, amount: 5_000 })).rejects.toMatchObject({ param: "amount" });
    expect(await stripe.refunds.create({ payment_intent: intent })).toMatchObject({ amount: 4_000 });
    await expect(stripe.refunds.create({ payment_intent: intent })).rejects.toMatchObject({ code: "charge_already_refunded" });
    expect(fake.refunds.size).toBe(2);
  });

  it("charges a saved card off session, and declines or asks for the cardholder as the test says", async () => {
    const { customer, session } = await savingSession();
    await fake.pay(session.id);
    const saved = fake.sessions.get(session.id).payment_intent;
    const card = fake.paymentIntents.get(saved).payment_method;
    const charge = (paymentMethod: string) =>
      stripe.paymentIntents.create({
        amount: 1_890,
        currency: "ron",
        customer: customer.id,
        payment_method: paymentMethod,
        off_session: true,
        confirm: true,
      });

    expect(await charge(card)).toMatchObject({ status: "succeeded", amount_received: 1_890, payment_method: card });
    expect(await charge("pm_card_visa")).toMatchObject({ status: "succeeded" });
    fake.decliningMethods.add(card);
    await expect(charge(card)).rejects.toMatchObject({
      type: "StripeCardError",
      code: "card_declined",
      decline_code: "insufficient_funds",
      raw: { payment_intent: { status: "requires_payment_method" } },
    });
    fake.authenticationRequiredMethods.add("pm_card_3ds");
    await expect(charge("pm_card_3ds")).rejects.toMatchObject({
      type: "StripeCardError",
      code: "authentication_required",
      raw: { payment_intent: { status: "requires_action" } },
    });
  });

  it("detaches a saved card, which can then not be charged, and says when there is no such card", async () => {
    const { customer, session } = await savingSession();
    await fake.pay(session.id);
    const card = fake.paymentIntents.get(fake.sessions.get(session.id).payment_intent).payment_method;
    expect(await stripe.paymentMethods.detach(card)).toMatchObject({ id: card, customer: null });
    await expect(
      stripe.paymentIntents.create({
        amount: 1_890,
        currency: "ron",
        customer: customer.id,
        payment_method: card,
        off_session: true,
        confirm: true,
      }),
    ).rejects.toMatchObject({ type: "StripeInvalidRequestError", param: "payment_method" });
    await expect(stripe.paymentMethods.detach("pm_missing")).rejects.toMatchObject({ statusCode: 404, code: "resource_missing" });
  });
});

describe("the hosted page", () => {
  it("shows the amount in the session's language, and Pay completes the session and returns to the store", async () => {
    const session = await createSession({ success_url: "https://shop.test/finish?session={CHECKOUT_SESSION_ID}" });
    const page = await fetch(session.url!);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<html lang="ro">');
    expect(html).toContain("90,00\u00a0RON");
    expect(html).toMatch(/<button type="submit"><span lang="en">Pay<\/span><\/button>/);

    const paid = await fetch(`${fake.url}/checkout/${session.id}/pay`, { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`https://shop.test/finish?session=${session.id}`);
    expect(fake.sessions.get(session.id)).toMatchObject({ status: "complete", payment_status: "paid" });
    expect(await (await fetch(session.url!)).text()).toContain("<h1>Această plată a fost făcută</h1>");
  });
});
