/**
 * POST /api/create-order in process, against a seeded test database: placing an order, what it checks of the
 * lines and fields, idempotency, the account asked for with it, and bad bodies.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type {} from "#server/db/client";
import { customers, discountRedemptions, emailOutbox, orderLines, orders, payments } from "#server/db/schema";
import { sendJson } from "#tests/server/account-kit.ts";
import { ORDER_LINK_LIFETIME_MS } from "#server/commerce/orders/order-links";
import { CREATE_ORDER_PATH } from "./create-order.ts";
import { ORDER_LINKS_PATH } from "./order-status.ts";
import { TEST_BASE_URL, buildOrdersApp, orderBody, romanianAddress, socketFrom } from "#tests/server/orders-kit.ts";
import { testConfig } from "#tests/server/platform-kit.ts";
import { createOrderRoutesForFile } from "#tests/server/create-order-kit.ts";
import { fieldsRefusal, refusal } from "#tests/server/problem-kit.ts";

const { database, sku, placeOrder, orderCount } = createOrderRoutesForFile();

describe("POST /api/create-order", () => {
  it("places a cash-on-delivery order priced from the catalogue, with its confirmation email", async () => {
    const kit = buildOrdersApp({ database });
    const answer = await placeOrder(kit, orderBody([{ variantId: sku["SMX-1"]!, quantity: 1 }]));
    expect(answer.status).toBe(201);
    expect(answer.json).toEqual({
      orderId: expect.stringMatching(/^gid:\/\/shopify\/Order\/\d+$/),
      orderNumber: expect.any(Number),
      status: "payment_due_on_delivery",
      // 159.00 lei + 19.99 lei shipping (under 200 lei).
      total: { amount: "178.99", currencyCode: "RON" },
    });
    expect(answer.json.orderNumber).toBeGreaterThanOrEqual(1001);

    const [order] = await database.db.select().from(orders);
    expect(order).toMatchObject({
      email: "ana@example.ro",
      language: "en",
      status: "payment_due_on_delivery",
      paymentMethod: "cod",
      currencyCode: "RON",
      subtotalMinor: 15_900,
      discountMinor: 0,
      shippingMinor: 1_999,
      // Each line's VAT and the shipping's, rounded each: 159.00 lei holds 27.60, 19.99 lei 3.47 (decision 0055).
      taxMinor: 3_107,
      totalMinor: 17_899,
      totalRonMinor: 17_899,
      vatRatePercent: 21,
      shippingVatRatePercent: 21,
      vatScheme: "domestic",
      shippingZoneId: "ro",
      shippingServiceId: "fan-courier",
      shippingServiceName: "Fan Courier",
    });
    expect(order!.shippingAddress).toEqual(romanianAddress());
    expect(order!.billingAddress).toEqual(romanianAddress());
    const lines = await database.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines).toMatchObject([
      {
        sku: "SMX-1",
        productHandle: "simplix",
        quantity: 1,
        unitPriceMinor: 15_900,
        totalMinor: 15_900,
        isSubscription: false,
        vatRatePercent: 21,
        vatMinor: 2_760,
        vatRonMinor: 2_760,
      },
    ]);
    expect(await database.db.select().from(payments)).toMatchObject([
      { provider: "cod", method: "cod", status: "pending", attempt: 1, amountMinor: 17_899 },
    ]);

    await kit.platform.mailer.idle();
    const mail = await database.db.select().from(emailOutbox);
    expect(mail).toMatchObject([{ kind: "order_confirmation", recipient: "ana@example.ro", language: "en" }]);
    expect(mail[0]!.subject).toBe(`Order #${answer.json.orderNumber} confirmed – Elara`);
    expect(mail[0]!.text).toContain("Cash on delivery");
    expect(mail[0]!.text).toContain("178,99");
    // A guest's first email links to their order by a signed link that opens it without asking the email (decision 0083),
    // tagged as the confirmation's visit: the token is the path's, so the tags change nothing of what it opens.
    const link = new RegExp(
      `View your order: (${TEST_BASE_URL}/track-order/([^?\\s]+)\\?lng=en&utm_source=elara&utm_medium=email&utm_campaign=order_confirmation)\n`,
    ).exec(mail[0]!.text);
    expect(link).not.toBeNull();
    expect(mail[0]!.html).toContain(`href="${link![1]!.replaceAll("&", "&#38;")}"`);
    const token = link![2]!;
    const opened = await kit.app.request(`${ORDER_LINKS_PATH}/${token}`, { headers: { "Accept-Language": "en" } }, socketFrom());
    expect(opened.status).toBe(200);
    expect(opened.headers.get("cache-control")).toBe("no-store");
    expect(opened.headers.get("referrer-policy")).toBe("no-referrer");
    const shown = ((await opened.json()) as { order: Record<string, unknown> }).order;
    expect(shown).toMatchObject({ orderNumber: answer.json.orderNumber, total: { amount: "178.99" } });
    expect(shown).toMatchObject({ shippingAddress: null, billingAddress: null, note: null });

    // Another order's id, an altered signature, garbage: refused alike, with the way to tracking in the reader's language.
    const [id, expires, mac] = token.split(".") as [string, string, string];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`;
    for (const bad of [
      `${Number(id) + 1}.${expires}.${mac}`,
      `${id}.${Number(expires) + 1}.${mac}`,
      `${id}.${expires}.${flipped}`,
      "garbage",
    ]) {
      const refused = await sendJson(kit.app, "GET", `${ORDER_LINKS_PATH}/${bad}`, null, undefined, { "Accept-Language": "en" });
      expect(refused.status).toBe(404);
      expect(refused.json).toEqual(
        refusal(
          404,
          "link_gone",
          "This link has expired or is not valid. Find your order under “Track your order”, with the order number and your email.",
        ),
      );
    }
    // It stops working after its lifetime.
    kit.clock.advance(ORDER_LINK_LIFETIME_MS);
    expect((await sendJson(kit.app, "GET", `${ORDER_LINKS_PATH}/${token}`, null)).status).toBe(404);
  });

  it("tells the store owner of a confirmed order in their language when STORE_NOTIFY_EMAIL is set, and nobody otherwise", async () => {
    const kit = buildOrdersApp({
      database,
      config: { ...testConfig, storeNotify: { email: "comenzi@elara.test", language: "ro" } },
    });
    const answer = await placeOrder(kit, orderBody([{ variantId: sku["AHC-SUB-Q"]!, quantity: 1 }]), { "Accept-Language": "en" });
    expect(answer.status).toBe(201);
    await kit.platform.mailer.idle();
    const mail = await database.db.select().from(emailOutbox).orderBy(emailOutbox.id);
    expect(mail).toMatchObject([
      { kind: "order_confirmation", recipient: "ana@example.ro", language: "en" },
      { kind: "new_order_notice", recipient: "comenzi@elara.test", language: "ro" },
    ]);
    const notice = mail[1]!;
    expect(notice.subject).toBe(`Comandă nouă #${answer.json.orderNumber} · 635,70\u00a0RON · Plata la livrare (ramburs)`);
    expect(notice.text).toContain(`Comanda #${answer.json.orderNumber} a fost plasată`);
    expect(notice.text).toContain("de ana@example.ro");
    expect(notice.text).toContain("abonament trimestrial (3 sticle la 3 luni)");
    expect(notice.text).toContain("Clientul a comandat în engleză.");
    // The address in the owner's language, though the shopper ordered in English.
    expect(notice.text).toContain("Cluj, România");
    expect(notice.text).toContain("0722 123 456");

    await database.db.delete(emailOutbox);
    const quiet = buildOrdersApp({ database });
    expect((await placeOrder(quiet, orderBody([{ variantId: sku["SMX-1"]!, quantity: 1 }]))).status).toBe(201);
    await quiet.platform.mailer.idle();
    expect((await database.db.select().from(emailOutbox)).map((row) => row.kind)).toEqual(["order_confirmation"]);
  });

  it("numbers orders from 1001 upwards, one after the other", async () => {
    const kit = buildOrdersApp({ database });
    const first = await placeOrder(kit, orderBody([{ variantId: sku["PAP-1"]!, quantity: 1 }], { email: "a@example.ro" }));
    const second = await placeOrder(kit, orderBody([{ variantId: sku["PAP-1"]!, quantity: 1 }], { email: "b@example.ro" }));
    expect(second.json.orderNumber).toBe(first.json.orderNumber + 1);
  });

  it("ignores every price the browser sends", async () => {
    const kit = buildOrdersApp({ database });
    const tampered = {
      ...orderBody([{ variantId: sku["PAP-1"]!, quantity: 2, price: 0.01, unitPrice: { amount: "0.01", currencyCode: "RON" } } as never]),
      total: { amount: "0.02", currencyCode: "RON" },
      subtotal: 1,
      shipping: 0,
      discountPercent: 100,
    };
    const answer = await placeOrder(kit, tampered);
    expect(answer.status).toBe(201);
    // 2 × 189.00 lei = 378.00 lei, over 200 lei: free shipping.
    expect(answer.json.total).toEqual({ amount: "378.00", currencyCode: "RON" });
  });

  it("allows one subscription line per order", async () => {
    const kit = buildOrdersApp({ database });
    const answer = await placeOrder(
      kit,
      orderBody([
        { variantId: sku["PAP-SUB-M"]!, quantity: 1 },
        { variantId: sku["SMX-SUB-M"]!, quantity: 1 },
      ]),
    );
    expect(answer.status).toBe(400);
    expect(answer.json.fields).toEqual({
      "lines.1.variantId": "Due to payment processing requirements, only one subscription product may be bought per order.",
    });
    expect(await orderCount()).toBe(0);
  });

  it("refuses a sold-out variant (ic-well's 3-pack) and one that does not exist", async () => {
    const kit = buildOrdersApp({ database });
    const answer = await placeOrder(
      kit,
      orderBody([
        { variantId: sku["ICW-3PK"]!, quantity: 1 },
        { variantId: "gid://shopify/ProductVariant/999999", quantity: 1 },
      ]),
    );
    expect(answer.status).toBe(400);
    expect(answer.json.fields).toEqual({
      "lines.0.quantity": "IC-Well — Bladder Health Support – 3-Pack is sold out.",
      "lines.1.variantId": "This product is no longer in the shop.",
    });
    expect(await orderCount()).toBe(0);
  });

  it.each([0, 100, -1, "abc", 1.5, null, "2"])("refuses the quantity %j", async (quantity) => {
    const kit = buildOrdersApp({ database });
    const answer = await placeOrder(kit, orderBody([{ variantId: sku["PAP-1"]!, quantity }]));
    expect(answer.status).toBe(400);
    expect(answer.json.fields).toEqual({ "lines.0.quantity": "Quantity must be a whole number from 1 to 99." });
    expect(await orderCount()).toBe(0);
  });

  it("accepts the quantities 1 and 99", async () => {
    const kit = buildOrdersApp({ database });
    expect((await placeOrder(kit, orderBody([{ variantId: sku["PAP-1"]!, quantity: 99 }]))).json.total).toEqual({
      amount: "18711.00",
      currencyCode: "RON",
    });
    expect((await placeOrder(kit, orderBody([{ variantId: sku["PAP-1"]!, quantity: 1 }], { email: "b@example.ro" }))).status).toBe(201);
  });

  it("requires the terms to be accepted, and says so in the shopper's language", async () => {
    const kit = buildOrdersApp({ database });
    for (const acceptTerms of [undefined, false, "yes"]) {
      const answer = await placeOrder(kit, orderBody([{ variantId: sku["PAP-1"]!, quantity: 1 }], { acceptTerms }));
      expect(answer.status).toBe(400);
      expect(answer.json.fields).toEqual({ acceptTerms: "You must agree to the terms and conditions to place your order." });
    }
    const romanian = await placeOrder(kit, orderBody([{ variantId: sku["PAP-1"]!, quantity: 1 }], { acceptTerms: false }), {});
    expect(romanian.json).toEqual(
      fieldsRefusal("Corectează câmpurile marcate.", "acceptTerms", {
        acceptTerms: "Trebuie să accepți termenii și condițiile pentru a plasa comanda.",
      }),
    );
    expect(await orderCount()).toBe(0);
  });

  it("reports every wrong field at once, keyed by its path", async () => {
    const kit = buildOrdersApp({ database });
    const answer = await placeOrder(kit, {
      idempotencyKey: "short",
      email: "ana@",
      shippingAddress: { ...romanianAddress(), firstName: " ", province: "Atlantis", zip: "4001", phone: "" },
      billingAddress: { ...romanianAddress(), country: "XX" },
      lines: [],
      paymentMethod: "bitcoin",
      acceptTerms: true,
      termsVersion: 1,
      note: "x".repeat(1001),
      createAccount: "yes",
      currencyCode: "BTC",
    });
    expect(answer.status).toBe(400);
    expect(answer.json.fields).toEqual({
      idempotencyKey: "The request has no valid idempotency key. Please reload the page and try again.",
      email: "Please enter a valid email address",
      lines: "Your cart is empty.",
      note: "At most 1000 characters.",
      paymentMethod: "Please choose a payment method.",
      createAccount: "This value is not valid.",
      currencyCode: "This currency is not supported.",
      "shippingAddress.firstName": "This field is required.",
      "shippingAddress.province": "Please choose a county from the list.",
      "shippingAddress.zip": "A Romanian postal code has 6 digits.",
      "shippingAddress.phone": "This field is required.",
      "billingAddress.country": "Please choose a country from the list.",
    });
  });

  it("requires a Romanian county, stores its proper name, and lets other countries leave the state empty", async () => {
    const kit = buildOrdersApp({ database });
    const noCounty = await placeOrder(
      kit,
      orderBody([{ variantId: sku["PAP-1"]!, quantity: 1 }], { shippingAddress: romanianAddress({ province: "" }) }),
    );
    expect(noCounty.json.fields).toEqual({ "shippingAddress.province": "This field is required." });
    const plain = await placeOrder(
      kit,
      orderBody([{ variantId: sku["PAP-1"]!, quantity: 1 }], { shippingAddress: romanianAddress({ province: "arges" }) }),
    );
    expect(plain.status).toBe(201);
    const [order] = await database.db.select().from(orders);
    expect((order!.shippingAddress as { province: string }).province).toBe("Argeș");
    const german = await placeOrder(
      kit,
      orderBody([{ variantId: sku["PAP-1"]!, quantity: 1 }], {
        email: "hans@example.de",
        paymentMethod: "card",
        shippingAddress: romanianAddress({ country: "de", province: "", zip: "10115", city: "Berlin" }),
      }),
    );
    expect(german.status).toBe(201);
  });

  it("offers cash on delivery only for deliveries in Romania", async () => {
    const kit = buildOrdersApp({ database });
    const answer = await placeOrder(
      kit,
      orderBody([{ variantId: sku["PAP-1"]!, quantity: 1 }], {
        shippingAddress: romanianAddress({ country: "FR", province: "", zip: "75001" }),
      }),
    );
    expect(answer.json.fields).toEqual({
      paymentMethod: "Cash on delivery is not available for deliveries to this country. Please choose another payment method.",
    });
    expect(await orderCount()).toBe(0);
  });

  it("answers a repeated idempotency key with the same order, and a different body under it with 409", async () => {
    const kit = buildOrdersApp({ database });
    const body = orderBody([{ variantId: sku["PAP-1"]!, quantity: 1 }], { paymentMethod: "card", discountCode: "ELARA10" });
    const first = await placeOrder(kit, body);
    expect(first.status).toBe(201);
    const again = await placeOrder(kit, body);
    expect(again).toEqual({ status: 200, json: first.json });
    expect(await orderCount()).toBe(1);
    expect(await database.db.select().from(payments)).toHaveLength(1);

    const changed = await placeOrder(kit, { ...body, lines: [{ variantId: sku["PAP-1"], quantity: 2 }] });
    expect(changed).toEqual({
      status: 409,
      json: refusal(
        409,
        "idempotency_conflict",
        "This order was already submitted with different details. Please reload the page and try again.",
      ),
    });
    expect(await orderCount()).toBe(1);
  });

  it("places the same key sent twice at once exactly once", async () => {
    const kit = buildOrdersApp({ database });
    const body = orderBody([{ variantId: sku["PAP-1"]!, quantity: 1 }], { discountCode: "ELARA10" });
    const answers = await Promise.all([placeOrder(kit, body), placeOrder(kit, body), placeOrder(kit, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json.orderNumber)).size).toBe(1);
    expect(await orderCount()).toBe(1);
  });

  it("lets exactly one of two concurrent orders redeem the same single-use code for one email", async () => {
    const kit = buildOrdersApp({ database });
    const lines = [{ variantId: sku["PAP-1"]!, quantity: 1 }];
    const answers = await Promise.all([
      placeOrder(kit, orderBody(lines, { discountCode: "ELARA10" })),
      placeOrder(kit, orderBody(lines, { discountCode: "ELARA10", paymentMethod: "card" })),
      placeOrder(kit, orderBody(lines, { discountCode: "elara10", email: " Ana@Example.RO" })),
    ]);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 400);
    expect(refused).toHaveLength(2);
    for (const answer of refused) expect(answer.json.discount.code).toBe("ELARA10");
    expect(await orderCount()).toBe(1);
    expect(await database.db.select().from(discountRedemptions)).toHaveLength(1);
  });

  it("creates the account asked for after the order, and links the order to it", async () => {
    const kit = buildOrdersApp({ database });
    const answer = await placeOrder(kit, orderBody([{ variantId: sku["PAP-1"]!, quantity: 1 }], { createAccount: true }));
    expect(answer.status).toBe(201);
    const [customer] = await database.db.select().from(customers);
    // No password yet: the activation link sets it, once, after the email is proven (decision 0082).
    expect(customer).toMatchObject({
      email: "ana@example.ro",
      firstName: "Ana",
      lastName: "Pop",
      status: "pending",
      language: "en",
      passwordHash: null,
    });
    const [order] = await database.db.select().from(orders);
    expect(order!.customerId).toBe(customer!.id);
    await kit.platform.mailer.idle();
    expect((await database.db.select().from(emailOutbox)).map((mail) => mail.kind).sort()).toEqual(["activation", "order_confirmation"]);
  });

  it("still opens the account for a page loaded before decision 0082, whose `{password}` is neither checked nor kept", async () => {
    const kit = buildOrdersApp({ database });
    const answer = await placeOrder(
      kit,
      orderBody([{ variantId: sku["PAP-1"]!, quantity: 1 }], { createAccount: { password: "1234567" } }),
    );
    expect(answer.status).toBe(201);
    expect(await database.db.select().from(customers)).toMatchObject([{ email: "ana@example.ro", status: "pending", passwordHash: null }]);
  });

  it("opens no account when none is asked for", async () => {
    const kit = buildOrdersApp({ database });
    expect((await placeOrder(kit, orderBody([{ variantId: sku["PAP-1"]!, quantity: 1 }], { createAccount: false }))).status).toBe(201);
    expect(await database.db.select().from(customers)).toEqual([]);
  });

  it("answers the same whether or not the email already has an account", async () => {
    const kit = buildOrdersApp({ database });
    await database.db.insert(customers).values({ email: "ana@example.ro", firstName: "Ana", status: "active", passwordHash: "x" });
    const answer = await placeOrder(kit, orderBody([{ variantId: sku["PAP-1"]!, quantity: 1 }], { createAccount: true }));
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.json).sort()).toEqual(["orderId", "orderNumber", "status", "total"]);
    const [customer] = await database.db.select().from(customers);
    expect(customer!.status).toBe("active");
    const [order] = await database.db.select().from(orders);
    expect(order!.customerId).toBe(customer!.id);
  });

  describe("bad bodies", () => {
    it.each([
      ["not JSON", "{", 400, refusal(400, "body_not_json", "The request body is not valid JSON.")],
      ["a list", "[]", 400, refusal(400, "body_not_object", "The request body must be a JSON object.")],
    ])("%s", async (_case, body, status, json) => {
      const kit = buildOrdersApp({ database });
      expect(await placeOrder(kit, body)).toEqual({ status, json });
    });

    it("refuses a body over 16 KB with 413 and any method but POST with 405", async () => {
      const kit = buildOrdersApp({ database });
      const big = await placeOrder(kit, { ...orderBody([]), note: "x".repeat(17_000) });
      expect(big).toEqual({
        status: 413,
        json: refusal(413, "too_large", "The request is larger than 16 KB."),
      });
      const get = await kit.app.request(CREATE_ORDER_PATH, { headers: { "Accept-Language": "en" } });
      expect(get.status).toBe(405);
      expect(get.headers.get("Allow")).toBe("POST");
    });
  });
});
