/**
 * The sandbox hosted payment page, /api/verify-payment, /api/retry-payment, guest tracking and the
 * account's orders, in process against a seeded test database.
 */
import { count, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, orders, payments, refunds, subscriptionEvents, subscriptions } from "#server/db/schema";
import { createPaymentService } from "#server/commerce/payments/payment-service";
import { paymentOrderMoves } from "#server/commerce/orders/payment-moves";
import { subscriptionFacts } from "#server/commerce/subscriptions/module";
import { createResultSigner } from "#server/commerce/payments/result-signing";
import { createSandboxProvider } from "#server/commerce/payments/sandbox";
import { emptyTables } from "#tests/server/test-database.ts";
import { STOREFRONT_API_PATH, STOREFRONT_TOKEN_HEADER } from "#domain/storefront-endpoint";
import { linkFrom, postJson, recordingTransport, sendJson } from "#tests/server/account-kit.ts";
import { testConfig } from "#tests/server/platform-kit.ts";
import { CREATE_ORDER_PATH } from "./create-order.ts";
import { ORDER_STATUS_PATH } from "./order-status.ts";
import {
  buildOrdersApp,
  orderBody,
  placeOrder,
  socketFrom,
  TEST_BASE_URL,
  seededStoreForFile,
  ORDER_TABLES,
} from "#tests/server/orders-kit.ts";
import { RETRY_PAYMENT_PATH, VERIFY_PAYMENT_PATH } from "./payments.ts";
import { requestApp } from "#tests/server/app-request.ts";
import { fieldsRefusal, refusal } from "#tests/server/problem-kit.ts";

const { database, variants } = seededStoreForFile({ single: "PAP-1", subscription: "PAP-SUB-M" });
beforeEach(async () => {
  await emptyTables(database.db, ...ORDER_TABLES);
});

type Kit = ReturnType<typeof buildOrdersApp>;
type AnswerBody = Record<string, unknown> & {
  orderNumber: number;
  paymentUrl: string;
  error: string;
  result: string;
  canRetry: boolean;
  order: Record<string, unknown> & { status: string; orderNumber: number };
};

const post = (kit: Kit, path: string, body: unknown, headers: Record<string, string> = { "Accept-Language": "en" }) =>
  requestApp<AnswerBody>(kit.app, "POST", path, { body, headers });

async function placeCardOrder(kit: Kit, overrides: Record<string, unknown> = {}, lines = [{ variantId: variants.single, quantity: 2 }]) {
  const answer = await post(kit, CREATE_ORDER_PATH, orderBody(lines, { paymentMethod: "card", ...overrides }));
  expect(answer.status).toBe(201);
  return answer.json;
}

/** The path of a payment page URL (the app is called in process, not over the network). */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

async function choose(kit: Kit, paymentUrl: string, outcome: string, headers: Record<string, string> = { Origin: TEST_BASE_URL }) {
  const response = await kit.app.request(pathOf(paymentUrl), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ outcome }).toString(),
  });
  return response;
}

/** The /finish query as the verify-payment body. */
function signedResult(location: string) {
  const query = new URL(location, TEST_BASE_URL).searchParams;
  return { orderNumber: query.get("order"), paymentId: query.get("payment"), result: query.get("result"), sig: query.get("sig") };
}

/** The answer to a number and email that name no order: the same whether the number or the email is wrong. */
const noOrderWithThisEmail = {
  status: 404,
  json: refusal(404, "order_not_found", "We could not find an order with this number and email address."),
};

/** The answer to a retry of an order that waits for no payment, telling its status. */
const noLongerAwaitingPayment = (orderStatus: string) => ({
  status: 409,
  json: { ...refusal(409, "not_awaiting_payment", "This order is no longer waiting for payment."), orderStatus },
});

const confirmationEmails = async () => (await database.db.select().from(emailOutbox)).filter((mail) => mail.kind === "order_confirmation");
const ownerNotices = async () => (await database.db.select().from(emailOutbox)).filter((mail) => mail.kind === "new_order_notice");

describe("the sandbox hosted payment page", () => {
  it("shows the order, the amount and the method in the order's language, with three choices", async () => {
    const kit = buildOrdersApp({ database });
    const placed = await placeCardOrder(kit, { paymentMethod: "paypal" });
    expect(placed.status).toBe("pending_payment");
    expect(placed.paymentUrl).toMatch(new RegExp(`^${TEST_BASE_URL}/pay/pay_[A-Za-z0-9_-]{32}\\?lng=en$`));
    const page = await kit.app.request(pathOf(placed.paymentUrl));
    expect(page.status).toBe(200);
    expect(page.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<div class="test-mode" role="note"[^>]*>\s*<strong[^>]*>Test mode: no money moves<\/strong>/);
    expect(html).toContain("This page only plays a payment. Nothing is charged to you and you need no real card.");
    expect(html).toContain(`#${placed.orderNumber}`);
    expect(html).toContain("PayPal");
    expect(html).toMatch(/Pay 378,00\sRON/);
    expect(html).toMatch(/name="outcome" value="pay"/);
    expect(html).toMatch(/name="outcome" value="decline"/);
    expect(html).toMatch(/name="outcome" value="cancel"/);
  });

  it("speaks Romanian for a Romanian order", async () => {
    const kit = buildOrdersApp({ database });
    const placed = (
      await post(kit, CREATE_ORDER_PATH, orderBody([{ variantId: variants.single, quantity: 1 }], { paymentMethod: "card" }), {})
    ).json;
    const html = await (await kit.app.request(pathOf(placed.paymentUrl))).text();
    for (const shown of [
      '<html lang="ro">',
      "Plată securizată",
      "Card bancar",
      "Mod de test: nu se mută niciun ban",
      "Pagina aceasta doar simulează o plată. Nu ți se ia niciun ban și nu ai nevoie de un card adevărat.",
      "Alege cum se încheie plata.",
    ]) {
      expect(html).toContain(shown);
    }
  });

  it("answers 404 for an unknown payment", async () => {
    const kit = buildOrdersApp({ database });
    const unknown = await kit.app.request("/pay/pay_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Mod de test: nu se mută niciun ban");
    expect((await kit.app.request("/pay/anything")).status).toBe(404);
  });

  it("refuses a post from another site", async () => {
    const kit = buildOrdersApp({ database });
    const placed = await placeCardOrder(kit);
    expect((await choose(kit, placed.paymentUrl, "pay", { Origin: "https://evil.example" })).status).toBe(403);
    expect((await choose(kit, placed.paymentUrl, "pay", { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    const [order] = await database.db.select().from(orders);
    expect(order!.status).toBe("pending_payment");
  });
});

describe("paying, verifying and retrying", () => {
  it("pays: the page returns to /finish with a signed result, the order is paid and confirmed once", async () => {
    const kit = buildOrdersApp({ database, config: { ...testConfig, storeNotify: { email: "comenzi@elara.test", language: "en" } } });
    const placed = await placeCardOrder(kit, {}, [{ variantId: variants.subscription, quantity: 1 }]);
    expect(await database.db.select().from(subscriptions)).toEqual([]);
    expect(await confirmationEmails()).toEqual([]);
    // An order waiting for its card payment is not announced to the owner: it may never be paid.
    expect(await ownerNotices()).toEqual([]);

    const paid = await choose(kit, placed.paymentUrl, "pay");
    expect(paid.status).toBe(303);
    const location = paid.headers.get("Location")!;
    expect(location).toMatch(
      new RegExp(`^/finish\\?order=${placed.orderNumber}&payment=pay_[^&]+&result=paid&sig=[A-Za-z0-9_-]{43}&lng=en$`),
    );

    const verified = await post(kit, VERIFY_PAYMENT_PATH, signedResult(location));
    expect(verified.status).toBe(200);
    expect(verified.json).toMatchObject({ result: "paid", canRetry: false });
    expect(verified.json.order).toMatchObject({
      orderNumber: placed.orderNumber,
      status: "paid",
      paidAt: expect.any(String),
      payment: { method: "card", status: "succeeded", attempt: 1 },
      subscription: { status: "active", interval: "monthly", nextChargeDate: "2026-04-01" },
      shippingAddress: expect.objectContaining({ city: "Cluj-Napoca" }),
    });
    expect(await database.db.select().from(subscriptions)).toHaveLength(1);
    expect(await confirmationEmails()).toHaveLength(1);
    expect(await ownerNotices()).toMatchObject([
      { recipient: "comenzi@elara.test", language: "en", subject: expect.stringMatching(/^New order #\d+ · .* · Card$/) },
    ]);

    // The same signed result again (a reload of /finish): the same answer, no second email or subscription.
    const replay = await post(kit, VERIFY_PAYMENT_PATH, signedResult(location));
    expect(replay.json).toEqual(verified.json);
    expect(await confirmationEmails()).toHaveLength(1);
    expect(await ownerNotices()).toHaveLength(1);
    expect(await database.db.select().from(subscriptions)).toHaveLength(1);

    // The page of a settled payment shows its outcome and the way on; pressing pay again changes nothing.
    const settledPage = await (await kit.app.request(pathOf(placed.paymentUrl))).text();
    expect(settledPage).toContain("The payment was made.");
    expect(settledPage).toContain("Test mode: no money moves");
    expect((await choose(kit, placed.paymentUrl, "decline")).headers.get("Location")).toBe(location);
    expect((await database.db.select().from(payments))[0]!.status).toBe("succeeded");
  });

  it("refuses a tampered signature, result, order number or payment id, and changes nothing", async () => {
    const kit = buildOrdersApp({ database });
    const placed = await placeCardOrder(kit);
    const other = await placeCardOrder(kit, { email: "ioana@example.ro" });
    const declined = signedResult((await choose(kit, placed.paymentUrl, "decline")).headers.get("Location")!);
    const unverifiable = refusal(400, "unverifiable", "Unable to verify order status. Please check your email for order confirmation.");
    const otherPaymentId = new URL(other.paymentUrl).pathname.split("/").pop();

    for (const forged of [
      { ...declined, result: "paid" },
      { ...declined, sig: `${declined.sig!.slice(0, -2)}AA` },
      { ...declined, sig: "" },
      { ...declined, orderNumber: String(other.orderNumber) },
      { ...declined, paymentId: otherPaymentId },
    ]) {
      expect(await post(kit, VERIFY_PAYMENT_PATH, forged)).toEqual({ status: 400, json: unverifiable });
    }
    const unreadable = "Nu am putut verifica starea comenzii. Verifică e-mailul pentru confirmarea comenzii.";
    expect(await post(kit, VERIFY_PAYMENT_PATH, { orderNumber: "x" }, {})).toEqual({
      status: 400,
      json: fieldsRefusal(unreadable, "orderNumber", { orderNumber: unreadable, paymentId: unreadable }),
    });
    const statuses = await database.db.select({ status: orders.status }).from(orders);
    expect(statuses).toEqual([{ status: "pending_payment" }, { status: "pending_payment" }]);
    expect(await confirmationEmails()).toEqual([]);
  });

  it("keeps a declined order waiting, and a retry opens a new attempt that can be paid", async () => {
    const kit = buildOrdersApp({ database });
    const placed = await placeCardOrder(kit);
    const declinedAt = (await choose(kit, placed.paymentUrl, "decline")).headers.get("Location")!;
    const declined = await post(kit, VERIFY_PAYMENT_PATH, signedResult(declinedAt));
    expect(declined.json).toMatchObject({
      result: "declined",
      canRetry: true,
      order: { status: "pending_payment", payment: { status: "declined", attempt: 1 } },
    });

    const retry = await post(kit, RETRY_PAYMENT_PATH, { ...signedResult(declinedAt), paymentMethod: "google_pay" });
    expect(retry.status).toBe(201);
    expect(retry.json).toMatchObject({ orderNumber: placed.orderNumber, status: "pending_payment", total: placed.total });
    expect(retry.json.paymentUrl).not.toBe(placed.paymentUrl);
    expect(await (await kit.app.request(pathOf(retry.json.paymentUrl))).text()).toContain("Google Pay");

    const paidAt = (await choose(kit, retry.json.paymentUrl, "pay")).headers.get("Location")!;
    const paid = await post(kit, VERIFY_PAYMENT_PATH, signedResult(paidAt));
    expect(paid.json).toMatchObject({
      result: "paid",
      order: { status: "paid", payment: { method: "google_pay", status: "succeeded", attempt: 2 } },
    });
    expect(
      await database.db.select({ attempt: payments.attempt, status: payments.status }).from(payments).orderBy(payments.attempt),
    ).toEqual([
      { attempt: 1, status: "declined" },
      { attempt: 2, status: "succeeded" },
    ]);
    expect(await confirmationEmails()).toHaveLength(1);

    // Paid now: no more retries.
    const late = await post(kit, RETRY_PAYMENT_PATH, { orderNumber: placed.orderNumber, email: "ana@example.ro" });
    expect(late).toEqual(noLongerAwaitingPayment("paid"));
  });

  it("with the order's email, resumes the payment page still open (never closes it), and opens a new one once it is over", async () => {
    const kit = buildOrdersApp({ database });
    const placed = await placeCardOrder(kit);
    // Someone who knows the order number and email cannot take the shopper's open page away.
    const resumed = await post(kit, RETRY_PAYMENT_PATH, { orderNumber: `#${placed.orderNumber}`, email: " ANA@example.ro " });
    expect(resumed.status).toBe(201);
    expect(resumed.json.paymentUrl).toBe(placed.paymentUrl);
    expect((await kit.app.request(pathOf(placed.paymentUrl))).status).toBe(200);
    expect(await database.db.select({ n: count() }).from(payments)).toEqual([{ n: 1 }]);

    const cancelledAt = (await choose(kit, placed.paymentUrl, "cancel")).headers.get("Location")!;
    expect((await post(kit, VERIFY_PAYMENT_PATH, signedResult(cancelledAt))).json).toMatchObject({ result: "cancelled", canRetry: true });
    const wrongEmail = await post(kit, RETRY_PAYMENT_PATH, { orderNumber: placed.orderNumber, email: "someone@example.ro" });
    expect(wrongEmail).toEqual(noOrderWithThisEmail);
    const again = await post(kit, RETRY_PAYMENT_PATH, { orderNumber: placed.orderNumber, email: "ana@example.ro" });
    expect(again.status).toBe(201);
    expect(again.json.paymentUrl).not.toBe(placed.paymentUrl);
    expect(await database.db.select({ n: count() }).from(payments)).toEqual([{ n: 2 }]);
  });

  it("supersedes the open attempt when the shopper retries from the page they came back from", async () => {
    const kit = buildOrdersApp({ database });
    const placed = await placeCardOrder(kit);
    const [order] = await database.db.select().from(orders);
    const retried = await kit.platform.payments.payments.retry(order!, undefined, "attempt");
    expect(retried).toMatchObject({ kind: "opened" });
    // The first attempt's page no longer takes a payment.
    const stale = await kit.app.request(pathOf(placed.paymentUrl));
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("no longer valid");
    expect((await choose(kit, placed.paymentUrl, "pay")).status).toBe(409);
  });

  it("keeps a superseded attempt cancelled even if the gateway says it was paid, and flags the money", async () => {
    const kit = buildOrdersApp({ database });
    const placed = await placeCardOrder(kit);
    const [order] = await database.db.select().from(orders);
    await kit.platform.payments.payments.retry(order!, undefined, "attempt");
    // A gateway (here a second sandbox with its own key) that paid the first attempt after the shopper retried.
    const signer = createResultSigner("k".repeat(32));
    const anomalies: string[] = [];
    const gateway = createPaymentService({
      db: database.db,
      orderMoves: paymentOrderMoves,
      methodUses: subscriptionFacts.savedMethodUses,
      sandbox: createSandboxProvider({ baseUrl: TEST_BASE_URL, signer }),
      clock: kit.clock,
      deliverEvents: kit.platform.events.deliverAggregate,
      unpaidOrderTtlMinutes: 60,
      onAnomaly: (_details, message) => anomalies.push(message),
      parcelAdditions: kit.platform.orders.parcelAdditions,
    });
    const late = {
      paymentId: new URL(placed.paymentUrl).pathname.split("/").pop()!,
      orderNumber: placed.orderNumber,
      result: "paid" as const,
    };
    expect(await gateway.settle({ ...late, sig: signer.sign(late) })).toMatchObject({ kind: "settled", result: "cancelled" });
    expect(anomalies).toEqual(["payment succeeded for a superseded attempt; refund it"]);
    expect((await database.db.select({ status: orders.status }).from(orders))[0]!.status).toBe("pending_payment");
  });

  it("does not retry a cash-on-delivery order", async () => {
    const kit = buildOrdersApp({ database });
    const placed = (await post(kit, CREATE_ORDER_PATH, orderBody([{ variantId: variants.single, quantity: 1 }]))).json;
    const retry = await post(kit, RETRY_PAYMENT_PATH, { orderNumber: placed.orderNumber, email: "ana@example.ro" });
    expect(retry).toEqual(noLongerAwaitingPayment("payment_due_on_delivery"));
  });

  it("refunds a paid order through its provider and ends its subscription", async () => {
    const kit = buildOrdersApp({ database });
    const placed = await placeCardOrder(kit, {}, [{ variantId: variants.subscription, quantity: 1 }]);
    await post(kit, VERIFY_PAYMENT_PATH, signedResult((await choose(kit, placed.paymentUrl, "pay")).headers.get("Location")!));
    const [order] = await database.db.select().from(orders);
    const refunded = await kit.platform.payments.payments.refund({ orderId: order!.id, idempotencyKey: "refund-all" });
    expect(refunded).toMatchObject({ kind: "refunded", amountMinor: order!.totalMinor, status: "succeeded", orderStatus: "refunded" });
    expect(
      await database.db.select({ status: payments.status, refunded: payments.refundedMinor, amount: payments.amountMinor }).from(payments),
    ).toEqual([{ status: "refunded", refunded: order!.totalMinor, amount: order!.totalMinor }]);
    expect(await database.db.select({ reference: refunds.reference }).from(refunds)).toEqual([
      { reference: `SBX-${placed.orderNumber}-1-R-refund-all` },
    ]);
    expect(await database.db.select({ status: subscriptions.status }).from(subscriptions)).toEqual([{ status: "cancelled" }]);
    expect(
      await database.db
        .select({ kind: subscriptionEvents.kind, actor: subscriptionEvents.actor, details: subscriptionEvents.details })
        .from(subscriptionEvents)
        .orderBy(subscriptionEvents.id),
    ).toEqual([
      { kind: "created", actor: "customer", details: expect.objectContaining({ orderId: order!.id }) },
      { kind: "cancelled", actor: "system", details: { cause: "order_refunded", orderId: order!.id } },
    ]);
    // The same request again answers the same refund; another finds nothing left.
    expect(await kit.platform.payments.payments.refund({ orderId: order!.id, idempotencyKey: "refund-all" })).toEqual(refunded);
    expect(await kit.platform.payments.payments.refund({ orderId: order!.id, idempotencyKey: "again" })).toEqual({
      kind: "nothing_to_refund",
      status: "refunded",
    });
  });
});

describe("POST /api/order-status", () => {
  it("finds an order by number and email, without its addresses", async () => {
    const kit = buildOrdersApp({ database });
    const placed = (
      await post(kit, CREATE_ORDER_PATH, orderBody([{ variantId: variants.single, quantity: 1 }], { note: "Sunați înainte" }))
    ).json;
    const answer = await post(kit, ORDER_STATUS_PATH, { orderNumber: `#${placed.orderNumber}`, email: "Ana@Example.ro" });
    expect(answer.status).toBe(200);
    expect(answer.json.order).toMatchObject({
      orderNumber: placed.orderNumber,
      name: `#${placed.orderNumber}`,
      status: "payment_due_on_delivery",
      currencyCode: "RON",
      lines: [{ productHandle: "papillex", quantity: 1, unitPrice: { amount: "189.00", currencyCode: "RON" } }],
      subtotal: { amount: "189.00", currencyCode: "RON" },
      shipping: { amount: "19.99", currencyCode: "RON" },
      tax: { ratePercent: 21, amount: { amount: "36.27", currencyCode: "RON" } },
      total: { amount: "208.99", currencyCode: "RON" },
      payment: { method: "cod", status: "pending", attempt: 1 },
      shippingAddress: null,
      billingAddress: null,
      note: null,
    });
  });

  it("answers another email exactly like an unknown number: 404", async () => {
    const kit = buildOrdersApp({ database });
    const placed = (await post(kit, CREATE_ORDER_PATH, orderBody([{ variantId: variants.single, quantity: 1 }]))).json;
    const wrongEmail = await post(kit, ORDER_STATUS_PATH, { orderNumber: placed.orderNumber, email: "ioana@example.ro" });
    const unknown = await post(kit, ORDER_STATUS_PATH, { orderNumber: 999_999, email: "ana@example.ro" });
    expect(wrongEmail).toEqual(noOrderWithThisEmail);
    expect(unknown).toEqual(wrongEmail);
    expect((await post(kit, ORDER_STATUS_PATH, { orderNumber: 99_999_999_999, email: "ana@example.ro" })).status).toBe(404);
    expect((await post(kit, ORDER_STATUS_PATH, { orderNumber: placed.orderNumber, email: "ioana@example.ro" }, {})).json.error).toBe(
      "Nu am găsit nicio comandă cu acest număr și această adresă de e-mail.",
    );
  });

  it("answers bad bodies with 400 and limits lookups per client", async () => {
    const kit = buildOrdersApp({ database });
    expect(await post(kit, ORDER_STATUS_PATH, { orderNumber: "abc", email: "x" })).toEqual({
      status: 400,
      json: fieldsRefusal("Please enter a valid order number, for example 1001.", "orderNumber", {
        orderNumber: "Please enter a valid order number, for example 1001.",
        email: "Please enter a valid email address",
      }),
    });
    const from = socketFrom("203.0.113.9");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await kit.app.request(
        ORDER_STATUS_PATH,
        {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ orderNumber: 1001 + attempt, email: "ana@example.ro" }),
        },
        from,
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("the account's orders", () => {
  async function signedIn(kit: Kit, email = "ana@example.ro") {
    const transport = kit.transport!;
    await postJson(kit.app, "/api/auth", { action: "create-account", email, firstName: "Ana", lastName: "Pop" });
    await kit.platform.mailer.idle();
    const [, , , id, token] = linkFrom(transport.sent, email, "/account/activate/").pathname.split("/");
    const answer = await postJson(kit.app, "/api/auth", { action: "activate-account", id, token, password: "secret-password" });
    return (answer.json.user as { accessToken: string }).accessToken;
  }

  it("lists the customer's orders, newest first — placed signed in, or with their email before — and shows one", async () => {
    const kit = buildOrdersApp({ database, transport: recordingTransport() });
    const asGuest = (await post(kit, CREATE_ORDER_PATH, orderBody([{ variantId: variants.single, quantity: 1 }]))).json;
    const token = await signedIn(kit);
    kit.clock.advance(60_000);
    const signedInOrder = await placeOrder(
      kit,
      orderBody([{ variantId: variants.single, quantity: 3 }], { email: "ana.pop@example.ro", paymentMethod: "card" }),
      { language: "en", accessToken: token },
    );
    await post(kit, CREATE_ORDER_PATH, orderBody([{ variantId: variants.single, quantity: 1 }], { email: "ioana@example.ro" }));

    const list = await sendJson(kit.app, "GET", "/api/account/orders", token);
    expect(list.status).toBe(200);
    const numbers = (list.json.orders as { orderNumber: number }[]).map((order) => order.orderNumber);
    expect(numbers).toEqual([signedInOrder.orderNumber, asGuest.orderNumber]);

    const detail = await sendJson(kit.app, "GET", `/api/account/orders/${signedInOrder.orderNumber}`, token);
    expect(detail.json).toMatchObject({
      success: true,
      order: { orderNumber: signedInOrder.orderNumber, shippingAddress: { city: "Cluj-Napoca" } },
    });
    const [placedOrder] = await database.db.select().from(orders).where(eq(orders.orderNumber, signedInOrder.orderNumber));
    expect(placedOrder!.customerId).not.toBeNull();
  });

  it("serves the same orders as the Storefront API's customer.orders", async () => {
    const kit = buildOrdersApp({ database, transport: recordingTransport() });
    const token = await signedIn(kit);
    // In Romanian, what a request that names no language gets.
    const placed = await placeOrder(
      kit,
      orderBody([{ variantId: variants.single, quantity: 1 }], { currencyCode: "EUR", paymentMethod: "card" }),
      { accessToken: token },
    );
    const response = await kit.app.request(STOREFRONT_API_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", [STOREFRONT_TOKEN_HEADER]: testConfig.publicStorefrontToken },
      body: JSON.stringify({
        query: `query Orders($token: String!) { customer(customerAccessToken: $token) { orders(first: 5) { nodes {
          id name orderNumber processedAt financialStatus fulfillmentStatus currencyCode email
          totalPrice { amount currencyCode } totalShippingPrice { amount } totalTax { amount } subtotalPrice { amount }
        } } } }`,
        variables: { token },
      }),
    });
    const body = (await response.json()) as { data: { customer: { orders: { nodes: unknown[] } } } };
    expect(body.data.customer.orders.nodes).toEqual([
      {
        id: expect.stringMatching(/^gid:\/\/shopify\/Order\/\d+$/),
        name: `#${placed.orderNumber}`,
        orderNumber: placed.orderNumber,
        processedAt: "2026-03-01T10:00:00Z",
        financialStatus: "PENDING",
        fulfillmentStatus: "UNFULFILLED",
        currencyCode: "EUR",
        email: "ana@example.ro",
        // 189.00 lei = 37.99 €, under the 40.20 € threshold: 4.02 € shipping.
        totalPrice: { amount: "42.01", currencyCode: "EUR" },
        totalShippingPrice: { amount: "4.02" },
        totalTax: { amount: "7.29" },
        subtotalPrice: { amount: "37.99" },
      },
    ]);
  });

  it("answers 404 for someone else's order and 401 without a session", async () => {
    const kit = buildOrdersApp({ database, transport: recordingTransport() });
    const others = (
      await post(kit, CREATE_ORDER_PATH, orderBody([{ variantId: variants.single, quantity: 1 }], { email: "ioana@example.ro" }))
    ).json;
    const token = await signedIn(kit);
    expect(await sendJson(kit.app, "GET", `/api/account/orders/${others.orderNumber}`, token)).toEqual({
      status: 404,
      json: refusal(404, "order_not_found", "Comanda nu a fost găsită."),
    });
    expect((await sendJson(kit.app, "GET", "/api/account/orders/abc", token)).status).toBe(404);
    expect((await sendJson(kit.app, "GET", "/api/account/orders", null)).status).toBe(401);
  });
});
