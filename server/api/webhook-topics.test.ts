/**
 * The webhook topics told by the catalogue, e-Factura and the newsletter (issue 70 item 1), on PGlite and (with
 * TEST_DATABASE_URL) PostgreSQL, each from the store's own change rather than a hand-written event: a delivered
 * cash-on-delivery order moves the stock (`stock.changed`) and its invoice, once ANAF's fake accepts it, tells
 * `invoice.accepted`; the owner's price change tells `product.changed`; a sign-up and an unsubscribe tell the
 * newsletter's two topics, the only ones with an email address. Each body is verified by the Standard Webhooks
 * reference library, and carries no more than its topic's fields.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers, productVariants, webhookDeliveries, webhookEndpoints } from "#server/db/schema";
import { invoicingStore } from "#tests/server/invoicing-kit.ts";
import { startFakeAnaf, type FakeAnaf } from "#tests/server/anaf-fake.ts";
import { emptyTables } from "#tests/server/test-database.ts";
import { stockOf } from "#tests/server/orders-kit.ts";

const { store, build, deliveredCod, invoicesOf } = invoicingStore();

let fake: FakeAnaf;
const received: { headers: Record<string, string>; body: string }[] = [];
const receiver: Server = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
  request.on("end", () => {
    received.push({ headers: request.headers as Record<string, string>, body });
    response.end("ok");
  });
});

beforeAll(async () => {
  fake = await startFakeAnaf();
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  await fake.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const TOPICS = ["invoice.accepted", "product.changed", "stock.changed", "newsletter.subscribed", "newsletter.unsubscribed"];

/**
 * What the receiver got since the last call, each signature the one the reference library makes with the endpoint's
 * secret (its `verify` would also refuse the store's test clock, days behind the real one, as too old).
 */
async function heard(secret: string) {
  await store.kit.platform.events.dispatchDue();
  await store.kit.platform.webhooks.sweep();
  return received.splice(0).map(({ headers, body }) => {
    const signedAt = new Date(Number(headers["webhook-timestamp"]) * 1000);
    expect(headers["webhook-signature"]).toBe(new Webhook(secret).sign(headers["webhook-id"]!, signedAt, body));
    const { type, data } = JSON.parse(body) as { type: string; data: Record<string, unknown> };
    return { type, data };
  });
}

describe("the catalogue's, e-Factura's and the newsletter's topics", () => {
  it("are sent from the store's own changes, each with its topic's fields only", async () => {
    await emptyTables(store.database.db, webhookDeliveries, webhookEndpoints, newsletterSubscribers);
    fake.reset();
    build({ anaf: fake.anaf() });
    store.members.owner = await store.staff.signIn("owner-topics@elara.test", "owner");
    const owner = { member: store.members.owner };
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    const created = await store.staff.call("POST", "/api/admin/webhooks", { ...owner, body: { url, topics: TOPICS } });
    expect(created.status).toBe(201);
    const secret = created.json.secret as string;
    const [variant] = await store.database.db.select().from(productVariants).where(eq(productVariants.sku, "PAP-1"));

    // A cash-on-delivery order of two bottles, delivered: the stock moved once, and no invoice topic until ANAF accepts.
    const orderNumber = await deliveredCod();
    const left = await stockOf(store.database.db, "PAP-1");
    expect(await heard(secret)).toEqual([
      {
        type: "stock.changed",
        data: { variantId: variant!.id, productId: variant!.productId, sku: "PAP-1", stock: left, change: -2, cause: "order_placed" },
      },
    ]);

    const [invoice] = await invoicesOf(orderNumber);
    for (const step of ["send", "refresh"])
      expect((await store.staff.call("POST", `/api/admin/invoices/${invoice!.id}/efactura/${step}`, owner)).status).toBe(200);
    const accepted = await heard(secret);
    expect(accepted).toEqual([
      {
        type: "invoice.accepted",
        data: expect.objectContaining({ invoiceId: invoice!.id, orderId: invoice!.orderId, kind: "invoice", orderNumber }),
      },
    ]);
    expect(accepted[0]!.data.uploadId).toEqual(expect.any(String));

    // The owner's new price: the product changed, and its stock did not.
    const priced = await store.staff.call("POST", `/api/admin/products/variants/${variant!.id}`, {
      ...owner,
      body: { price: "199", compareAtPrice: "", stock: String(left), expectedStock: left, availableForSale: true },
    });
    expect(priced.status).toBe(200);
    expect(await heard(secret)).toEqual([
      { type: "product.changed", data: { productId: variant!.productId, handle: "papillex", status: "active", change: "variant_change" } },
    ]);

    // A sign-up from the footer and the email's unsubscribe link.
    const signUp = await store.kit.app.request("/api/newsletter-signup", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "ro" },
      body: JSON.stringify({ email: "Ioana@Example.ro", acceptsMarketing: true, source: "footer" }),
    });
    expect(signUp.status).toBe(200);
    const [subscriber] = await store.database.db.select().from(newsletterSubscribers);
    const unsubscribed = await store.kit.app.request(`/api/newsletter-unsubscribe?token=${subscriber!.unsubscribeToken}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribed.status).toBe(200);
    const told = { subscriberId: subscriber!.id, email: "ioana@example.ro", language: "ro" };
    expect(await heard(secret)).toEqual([
      { type: "newsletter.subscribed", data: { ...told, via: "footer" } },
      { type: "newsletter.unsubscribed", data: { ...told, via: "email_link" } },
    ]);
  });
});
