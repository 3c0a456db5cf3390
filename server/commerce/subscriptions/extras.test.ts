/**
 * One-off items on the next delivery (issue 68 item 4) against a seeded test database (PGlite, and PostgreSQL with
 * TEST_DATABASE_URL): added and taken off through the portal's one action door, each refusal naming its field and
 * changing nothing; the renewal carries an item once, at its own price, taking its stock; one it cannot sell is
 * dropped and the delivery goes without it; a cancellation drops what waits; the reminder lists and counts it.
 */
import { and, asc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { SubscriptionActionRequest } from "#domain/subscription-actions";
import {
  orderLines,
  productVariants,
  products,
  subscriptionEvents,
  subscriptionExtras,
  subscriptionRenewals,
  subscriptionUpdateNotices,
  subscriptions,
} from "#server/db/schema";
import { sendJson, signedInCustomer } from "#tests/server/account-kit.ts";
import { setStock, stockOf, subscribeMonthly, subscriptionStoreForFile, type OrdersKit } from "#tests/server/orders-kit.ts";

const { database, kitAt } = subscriptionStoreForFile();

const ONE_TIME = ["END-1", "AHC-1", "ICW-1", "PCO-1", "SMX-1", "PAP-3PK"] as const;

async function variantOf(sku: string) {
  const [variant] = await database.db.select().from(productVariants).where(eq(productVariants.sku, sku));
  return variant!;
}

/** Stock and prices a test changes come back for the next. */
const restore: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const undo of restore.splice(0).reverse()) await undo();
});

async function changeStock(sku: string, quantity: number | null) {
  const before = await stockOf(database.db, sku);
  restore.push(() => setStock(database.db, sku, before));
  await setStock(database.db, sku, quantity);
}

async function changePrice(sku: string, priceMinor: number) {
  const { id, priceMinor: before } = await variantOf(sku);
  restore.push(async () => void (await database.db.update(productVariants).set({ priceMinor: before }).where(eq(productVariants.id, id))));
  await database.db.update(productVariants).set({ priceMinor }).where(eq(productVariants.id, id));
}

const perform = (kit: OrdersKit, id: number, request: SubscriptionActionRequest, language: "ro" | "en" = "ro") =>
  kit.platform.subscriptions.subscriptionActions.perform(id, { kind: "link" }, request, { kind: "customer" }, language);

const add = async (kit: OrdersKit, id: number, sku: string, quantity: number) =>
  perform(kit, id, { action: "add_extra", variantId: (await variantOf(sku)).id, quantity });

const extrasOf = (subscriptionId: number) =>
  database.db
    .select()
    .from(subscriptionExtras)
    .where(eq(subscriptionExtras.subscriptionId, subscriptionId))
    .orderBy(asc(subscriptionExtras.id));

/** What a refusal must leave as it was. */
async function state(subscriptionId: number) {
  const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  const events = await database.db.select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionId, subscriptionId));
  const notices = await database.db
    .select()
    .from(subscriptionUpdateNotices)
    .where(eq(subscriptionUpdateNotices.subscriptionId, subscriptionId));
  return { row, extras: await extrasOf(subscriptionId), events: events.length, notices };
}

async function renewalOrderLines(subscriptionId: number, cycle: number) {
  const [renewal] = await database.db
    .select()
    .from(subscriptionRenewals)
    .where(and(eq(subscriptionRenewals.subscriptionId, subscriptionId), eq(subscriptionRenewals.cycle, cycle)));
  const lines = await database.db.select().from(orderLines).where(eq(orderLines.orderId, renewal!.orderId)).orderBy(asc(orderLines.id));
  return { orderId: renewal!.orderId, lines };
}

describe("adding a product to the next delivery", () => {
  it("adds, adds more of the same, shows it on the page at its price, records and receipts it, and takes it off", async () => {
    const kit = kitAt("2026-01-31T09:00:00Z");
    const subscription = await subscribeMonthly(kit);
    const endoWell = await variantOf("END-1");

    const added = await add(kit, subscription.id, "END-1", 2);
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    expect(added.message).toMatch(/^Am adăugat 2 × .+ la livrarea din 28 februarie 2026, o singură dată\.$/);
    expect(added.detail.extras).toEqual([
      {
        id: expect.any(Number),
        variantId: endoWell.id,
        name: expect.stringContaining("Endo-Well"),
        quantity: 2,
        unitPriceMinor: endoWell.priceMinor,
        totalMinor: endoWell.priceMinor * 2,
      },
    ]);
    expect(added.detail.actions).toContain("add_extra");
    // The list offers one-time products in stock only, never a subscription.
    const offered = added.detail.choices.extras.map((choice) => choice.variantId);
    expect(offered).toContain(endoWell.id);
    expect(offered).not.toContain(subscription.variantId);

    // The same product again adds to the one waiting.
    const more = await add(kit, subscription.id, "END-1", 1);
    expect(more.ok && more.detail.extras.map((extra) => extra.quantity)).toEqual([3]);
    const [extra] = await extrasOf(subscription.id);
    expect(extra).toMatchObject({ quantity: 3, agreedUnitPriceRonMinor: endoWell.priceMinor, orderId: null, droppedAt: null });

    const removed = await perform(kit, subscription.id, { action: "remove_extra", extraId: extra!.id }, "en");
    expect(removed.ok && removed.message).toMatch(/^We took 3 × .*Endo-Well.* off your next delivery\.$/);
    expect(removed.ok && removed.detail.extras).toEqual([]);
    expect((await extrasOf(subscription.id))[0]).toMatchObject({ droppedReason: "removed", orderId: null });

    const events = await database.db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, subscription.id))
      .orderBy(asc(subscriptionEvents.id));
    expect(events.slice(1).map((event) => [event.kind, (event.details as { action: string }).action])).toEqual([
      ["changed", "add_extra"],
      ["changed", "add_extra"],
      ["changed", "remove_extra"],
    ]);
    const [notice] = await database.db
      .select()
      .from(subscriptionUpdateNotices)
      .where(eq(subscriptionUpdateNotices.subscriptionId, subscription.id));
    expect((notice!.receipts as { receipt: { kind: string } }[]).map((entry) => entry.receipt.kind)).toEqual([
      "extra_added",
      "extra_added",
      "extra_removed",
    ]);
  });

  it("refuses, naming the field and changing nothing: a subscription, an unknown or draft product, no stock, a wrong quantity, a sixth, an unknown item", async () => {
    const kit = kitAt("2026-01-31T09:00:00Z");
    const subscription = await subscribeMonthly(kit);
    const id = subscription.id;
    for (const sku of ONE_TIME.slice(0, 5)) expect((await add(kit, id, sku, 1)).ok).toBe(true);
    const [first] = await extrasOf(id);
    const removed = await perform(kit, id, { action: "remove_extra", extraId: first!.id });
    expect(removed.ok).toBe(true);
    await add(kit, id, "END-1", 1);

    const refusals: [SubscriptionActionRequest | (() => Promise<SubscriptionActionRequest>), string, string][] = [
      [{ action: "add_extra", variantId: subscription.variantId!, quantity: 1 }, "extra_not_available", "variantId"],
      [{ action: "add_extra", variantId: 999_999, quantity: 1 }, "extra_not_available", "variantId"],
      [async () => ({ action: "add_extra", variantId: (await variantOf("PAP-3PK")).id, quantity: 0 }), "extra_quantity", "quantity"],
      [async () => ({ action: "add_extra", variantId: (await variantOf("PAP-3PK")).id, quantity: 11 }), "extra_quantity", "quantity"],
      // Five wait already: a sixth product is refused, though more of one waiting is not a sixth.
      [async () => ({ action: "add_extra", variantId: (await variantOf("PAP-3PK")).id, quantity: 1 }), "too_many_extras", "variantId"],
      // More of a waiting one past ten.
      [async () => ({ action: "add_extra", variantId: (await variantOf("AHC-1")).id, quantity: 10 }), "extra_quantity", "quantity"],
      [{ action: "remove_extra", extraId: 999_999 }, "extra_not_found", "extraId"],
      // Taken off already.
      [{ action: "remove_extra", extraId: first!.id }, "extra_not_found", "extraId"],
    ];
    const before = await state(id);
    for (const [request, reason, field] of refusals) {
      const asked = typeof request === "function" ? await request() : request;
      expect({ asked, outcome: await perform(kit, id, asked) }).toEqual({ asked, outcome: { ok: false, reason, field } });
      expect(await state(id)).toEqual(before);
    }

    // Out of stock, or fewer left than asked; a product no longer published.
    const waiting = await extrasOf(id);
    await perform(kit, id, { action: "remove_extra", extraId: waiting.find((extra) => extra.droppedAt === null)!.id });
    await changeStock("PAP-3PK", 0);
    expect(await add(kit, id, "PAP-3PK", 1)).toEqual({ ok: false, reason: "extra_out_of_stock", field: "variantId" });
    await changeStock("PAP-3PK", 2);
    expect(await add(kit, id, "PAP-3PK", 3)).toEqual({ ok: false, reason: "extra_out_of_stock", field: "variantId" });
    const ahcc = await variantOf("AHC-1");
    const [product] = await database.db.select().from(products).where(eq(products.id, ahcc.productId));
    restore.push(
      async () => void (await database.db.update(products).set({ status: product!.status }).where(eq(products.id, product!.id))),
    );
    await database.db.update(products).set({ status: "draft" }).where(eq(products.id, product!.id));
    const left = await state(id);
    expect(await add(kit, id, "AHC-1", 1)).toEqual({ ok: false, reason: "extra_not_available", field: "variantId" });
    expect(await state(id)).toEqual(left);
  });

  it("answers a refusal through the account's door in the asker's language, beside its field", async () => {
    const kit = kitAt("2026-01-31T09:00:00Z");
    const { accessToken } = await signedInCustomer(kit, "ana@example.ro");
    const subscription = await subscribeMonthly(kit, { accessToken });
    const answer = await sendJson(
      kit.app,
      "POST",
      `/api/account/subscriptions/${subscription.id}/actions`,
      accessToken,
      { action: "add_extra", variantId: (await variantOf("END-1")).id, quantity: 11 },
      { "Accept-Language": "en" },
    );
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ code: "extra_quantity", field: "quantity", error: "Choose a quantity from 1 to 10." });
    expect(await extrasOf(subscription.id)).toEqual([]);
  });
});

describe("the renewal and the products added to it", () => {
  it("carries the product once, at the lower of its price when added and today's, taking its stock", async () => {
    const kit = kitAt("2026-01-31T09:00:00Z");
    const subscription = await subscribeMonthly(kit);
    const endoWell = await variantOf("END-1");
    await changeStock("END-1", 50);
    expect((await add(kit, subscription.id, "END-1", 2)).ok).toBe(true);
    // A rise after it was added does not reach this delivery.
    await changePrice("END-1", endoWell.priceMinor + 1_000);

    kit.clock.set(new Date("2026-02-28T06:00:00Z"));
    // Two instances sweep at once, then one again: one order, carrying the product once.
    const sweeps = await Promise.all([
      kit.platform.subscriptions.renewals.sweep("2026-02-28"),
      kit.platform.subscriptions.renewals.sweep("2026-02-28"),
    ]);
    expect(sweeps.reduce((total, report) => total + report.created, 0)).toBe(1);
    expect(await kit.platform.subscriptions.renewals.sweep("2026-02-28")).toEqual({ created: 0, failed: 0 });
    const { orderId, lines } = await renewalOrderLines(subscription.id, 1);
    expect(lines.map((line) => [line.sku, line.quantity, line.isSubscription])).toEqual([
      ["PAP-SUB-M", 2, true],
      ["END-1", 2, false],
    ]);
    expect(lines[1]).toMatchObject({ unitPriceRonMinor: endoWell.priceMinor, totalRonMinor: endoWell.priceMinor * 2 });
    expect(await stockOf(database.db, "END-1")).toBe(48);
    expect(await extrasOf(subscription.id)).toMatchObject([{ orderId, droppedAt: null }]);
    const [event] = await database.db
      .select()
      .from(subscriptionEvents)
      .where(and(eq(subscriptionEvents.subscriptionId, subscription.id), eq(subscriptionEvents.kind, "renewal_created")));
    expect(event!.details).toMatchObject({ extras: [{ name: expect.stringContaining("Endo-Well"), quantity: 2 }] });

    // The next delivery brings the subscription alone.
    kit.clock.set(new Date("2026-03-31T06:00:00Z"));
    expect(await kit.platform.subscriptions.renewals.sweep("2026-03-31")).toEqual({ created: 1, failed: 0 });
    expect((await renewalOrderLines(subscription.id, 2)).lines.map((line) => line.sku)).toEqual(["PAP-SUB-M"]);
    expect(await stockOf(database.db, "END-1")).toBe(48);
  });

  it("waits through a skip and rides on the delivery that goes", async () => {
    const kit = kitAt("2026-01-31T09:00:00Z");
    const subscription = await subscribeMonthly(kit);
    await add(kit, subscription.id, "END-1", 1);
    expect((await perform(kit, subscription.id, { action: "skip" })).ok).toBe(true);
    kit.clock.set(new Date("2026-02-28T06:00:00Z"));
    expect(await kit.platform.subscriptions.renewals.sweep("2026-02-28")).toEqual({ created: 0, failed: 0 });
    expect(await extrasOf(subscription.id)).toMatchObject([{ orderId: null, droppedAt: null }]);
    kit.clock.set(new Date("2026-03-31T06:00:00Z"));
    expect(await kit.platform.subscriptions.renewals.sweep("2026-03-31")).toEqual({ created: 1, failed: 0 });
    const [renewal] = await database.db.select().from(subscriptionRenewals).where(eq(subscriptionRenewals.subscriptionId, subscription.id));
    expect((await renewalOrderLines(subscription.id, renewal!.cycle)).lines.map((line) => line.sku)).toEqual(["PAP-SUB-M", "END-1"]);
  });

  it("goes without a product it cannot sell, drops it with its reason, and says so in the history and the next email", async () => {
    const kit = kitAt("2026-01-31T09:00:00Z");
    const subscription = await subscribeMonthly(kit);
    await add(kit, subscription.id, "END-1", 2);
    await add(kit, subscription.id, "ICW-1", 1);
    await changeStock("END-1", 1);

    kit.clock.set(new Date("2026-02-28T06:00:00Z"));
    expect(await kit.platform.subscriptions.renewals.sweep("2026-02-28")).toEqual({ created: 1, failed: 0 });
    const { orderId, lines } = await renewalOrderLines(subscription.id, 1);
    expect(lines.map((line) => line.sku)).toEqual(["PAP-SUB-M", "ICW-1"]);
    expect(await stockOf(database.db, "END-1")).toBe(1);
    expect(await extrasOf(subscription.id)).toMatchObject([
      { orderId: null, droppedReason: "out_of_stock" },
      { orderId, droppedAt: null },
    ]);
    const [event] = await database.db
      .select()
      .from(subscriptionEvents)
      .where(and(eq(subscriptionEvents.subscriptionId, subscription.id), eq(subscriptionEvents.kind, "renewal_created")));
    expect(event!.details).toMatchObject({ droppedExtras: [{ name: expect.stringContaining("Endo-Well"), reason: "out_of_stock" }] });
    const [notice] = await database.db
      .select()
      .from(subscriptionUpdateNotices)
      .where(eq(subscriptionUpdateNotices.subscriptionId, subscription.id));
    expect((notice!.receipts as { receipt: { kind: string } }[]).map((entry) => entry.receipt.kind)).toContain("extra_dropped");
  });

  it("leaves out a product whose stock the subscription's own bottles take first, and still renews", async () => {
    const kit = kitAt("2026-01-31T09:00:00Z");
    const subscription = await subscribeMonthly(kit);
    // The subscription's bottles come from PAP-1's stock (decision 0078): 3 left, 2 for the subscription, 2 more asked.
    await changeStock("PAP-1", 3);
    expect((await add(kit, subscription.id, "PAP-1", 2)).ok).toBe(true);
    kit.clock.set(new Date("2026-02-28T06:00:00Z"));
    expect(await kit.platform.subscriptions.renewals.sweep("2026-02-28")).toEqual({ created: 1, failed: 0 });
    const { lines } = await renewalOrderLines(subscription.id, 1);
    expect(lines.map((line) => line.sku)).toEqual(["PAP-SUB-M"]);
    expect(await stockOf(database.db, "PAP-1")).toBe(1);
    expect(await extrasOf(subscription.id)).toMatchObject([{ orderId: null, droppedReason: "out_of_stock" }]);
  });

  it("drops what waits when the subscription is cancelled", async () => {
    const kit = kitAt("2026-01-31T09:00:00Z");
    const subscription = await subscribeMonthly(kit);
    await add(kit, subscription.id, "END-1", 2);
    expect((await perform(kit, subscription.id, { action: "cancel", reason: "too_expensive" })).ok).toBe(true);
    expect(await extrasOf(subscription.id)).toMatchObject([{ orderId: null, droppedReason: "cancelled" }]);
  });
});

describe("the reminder", () => {
  it("lists the products added to the delivery and counts them in the amount, with a link to add another", async () => {
    const kit = kitAt("2026-01-31T09:00:00Z");
    const subscription = await subscribeMonthly(kit, { forgetMail: true });
    const endoWell = await variantOf("END-1");
    await add(kit, subscription.id, "END-1", 2);
    expect(await kit.platform.subscriptions.reminders.sweep("2026-02-25")).toEqual({ sent: 1, failed: 0 });
    await kit.platform.mailer.idle();
    const mail = kit.transport!.sent.find((sent) => sent.subject.startsWith("Următoarea livrare vine pe"))!;
    expect(mail.text).toMatch(/Tot atunci, o singură dată, vin și produsele adăugate de tine: 2 × [^\n]*Endo-Well[^\n]*bucata\)\./);
    const subscriptionPart = subscription.agreedUnitPriceRonMinor * 2;
    const lei = (minor: number) => `${Math.floor(minor / 100)},${String(minor % 100).padStart(2, "0")}`;
    expect(mail.text).toContain(`produsele ${lei(subscriptionPart + endoWell.priceMinor * 2)}`);
    expect(mail.text).toMatch(/Adaugă un produs la această livrare: http\S+intent=add_extra/);
  });
});
