/**
 * Consented conversions over the platform (issue 67 item 3, decision 0155), sent through the durable dispatcher to
 * local fakes of GA4's Measurement Protocol and Meta's Conversions API that check payloads as the real endpoints do:
 * one purchase per order with the order number as transaction and event id; nothing to Meta for a shopper who refused
 * marketing, nothing to Google for one who refused statistics, nothing for an order without an attribution row (a
 * renewal) or while the owner's switch is off; a server error retried with the dispatcher's backoff; a refusal kept
 * and not retried; a cash-on-delivery parcel refused sends Google's refund once; and "only once paid" waits for the
 * courier's cash.
 */
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_CONVERSION_SETTINGS, type ConversionSettings } from "#domain/conversions";
import type { OrderEventType } from "#domain/order-lifecycle";
import { attributions, conversionDeliveries, domainEvents, orderLines, orders, storeSettings } from "#server/db/schema";
import { publishDomainEvents } from "#server/commerce/shared/domain-events";
import { createMarketingModule } from "#server/commerce/marketing/module";
import { orderFacts } from "#server/commerce/orders/module";
import { createEventDispatcher } from "#server/events/dispatcher";
import { testClock } from "#tests/server/account-kit.ts";
import { startFakeGa4, type FakeGa4 } from "#tests/server/fake-ga4.ts";
import { startFakeMeta, type FakeMeta } from "#tests/server/fake-meta.ts";
import { insertOrderLineRow, insertOrderRow } from "#tests/server/orders-kit.ts";
import { testConfig, testPlatform } from "#tests/server/platform-kit.ts";
import { testDatabaseForFile } from "#tests/server/test-database.ts";

const database = testDatabaseForFile({
  emptyEachTest: [domainEvents, conversionDeliveries, attributions, storeSettings, orderLines, orders],
});
const clock = testClock(new Date());
let ga4: FakeGa4;
let meta: FakeMeta;

beforeAll(async () => {
  ga4 = await startFakeGa4();
  meta = await startFakeMeta({ now: () => clock().getTime() });
});
afterAll(async () => {
  await ga4.close();
  await meta.close();
});
beforeEach(() => {
  clock.set(new Date());
  ga4.reset();
  meta.reset();
});

/**
 * The marketing module's conversion handlers alone under a dispatcher, as the platform registers them, with the
 * platform's settings and the orders' facts: the other modules' handlers of an order's events are not under test.
 */
function store() {
  const platform = testPlatform(database.db, { clock, mailTransport: null });
  const { handlers } = createMarketingModule({
    db: database.db,
    clock,
    config: { ...testConfig, conversions: { ga4: ga4.account, meta: meta.account } },
    consentChoiceOf: async () => null,
    conversionSettings: (tx) => platform.settings.get("conversions.settings", tx),
    conversionFacts: orderFacts.conversionFacts,
    orderGrowthFacts: orderFacts.growthFacts(database.db),
    discountRevenue: orderFacts.discountRevenue(database.db),
  });
  return { events: createEventDispatcher({ db: database.db, clock, handlers: handlers.conversions }) };
}

async function turnOn(settings: Partial<ConversionSettings> = {}) {
  await database.db
    .insert(storeSettings)
    .values({ key: "conversions.settings", value: { ...DEFAULT_CONVERSION_SETTINGS, send: true, ...settings } });
}

/** A cash-on-delivery order of two lines (VAT 21 % included, 15 lei shipping) and the shopper's choice when they ordered; null: no attribution row. */
async function placedOrder(choice: { statistics: boolean; marketing: boolean } | null) {
  const order = await insertOrderRow(database.db, {
    status: "payment_due_on_delivery",
    paymentMethod: "cod",
    email: " Ana.Pop@Example.RO ",
    subtotalMinor: 36_300,
    shippingMinor: 1_500,
    totalMinor: 37_800,
    shippingAddress: { phone: "0722 123 456" },
  });
  await insertOrderLineRow(database.db, order, {
    sku: "PAP-1",
    productHandle: "papillex",
    title: "Papillex",
    variantTitle: "1 sticlă",
    quantity: 1,
    unitPriceMinor: 12_100,
    totalMinor: 12_100,
    unitPriceRonMinor: 12_100,
    totalRonMinor: 12_100,
    vatMinor: 2_100,
  });
  await insertOrderLineRow(database.db, order, {
    position: 1,
    sku: "PAP-3",
    productHandle: "papillex",
    title: "Papillex",
    variantTitle: "3 sticle",
    quantity: 2,
    unitPriceMinor: 12_100,
    totalMinor: 24_200,
    unitPriceRonMinor: 12_100,
    totalRonMinor: 24_200,
    vatMinor: 4_200,
  });
  if (choice)
    await database.db.insert(attributions).values({
      subjectKind: "order",
      subjectId: order.id,
      creditedAt: clock(),
      statisticsAllowed: choice.statistics,
      marketingAllowed: choice.marketing,
    });
  return order;
}

async function publish(order: { id: number; orderNumber: number }, ...types: OrderEventType[]) {
  await publishDomainEvents(
    database.db,
    { type: "order", id: order.id },
    types.map((type) => ({
      type,
      payload: { orderId: order.id, orderNumber: order.orderNumber, status: "payment_due_on_delivery", fulfilment: "unfulfilled" },
    })),
    clock(),
  );
}

const deliveries = (orderId: number) => database.db.select().from(conversionDeliveries).where(eq(conversionDeliveries.orderId, orderId));

describe("conversions sent to Google and Meta", () => {
  it("sends one purchase to each with the order number as id, the value net of VAT and shipping, and hashed identifiers to Meta", async () => {
    const platform = store();
    await turnOn();
    const order = await placedOrder({ statistics: true, marketing: true });
    await publish(order, "order.placed", "order.confirmed");
    await platform.events.dispatchDue();
    // A later delivery of the same order's events sends nothing again.
    await publish(order, "order.confirmed");
    await platform.events.dispatchDue();

    const [purchase, ...more] = ga4.events("purchase");
    expect(more).toEqual([]);
    expect(purchase!.clientId).toMatch(/^\d+\.\d+$/);
    expect(purchase!.params).toEqual({
      transaction_id: String(order.orderNumber),
      currency: "RON",
      value: 300,
      items: [
        { item_id: "PAP-1", item_name: "Papillex", price: 100, quantity: 1 },
        { item_id: "PAP-3", item_name: "Papillex", price: 100, quantity: 2 },
      ],
    });
    expect(ga4.hits.every((hit) => hit.validationMessages.length === 0)).toBe(true);
    expect(meta.received).toHaveLength(1);
    const [event] = meta.received;
    expect(event).toMatchObject({
      event_name: "Purchase",
      event_id: String(order.orderNumber),
      action_source: "website",
      event_source_url: "https://shop.example/checkout",
    });
    expect(event!.custom_data).toMatchObject({ value: 300, currency: "RON", content_ids: ["PAP-1", "PAP-3"] });
    // sha256("ana.pop@example.ro") and sha256("40722123456"): Meta's normalisation before hashing.
    expect(event!.user_data).toEqual({
      em: [sha("ana.pop@example.ro")],
      ph: [sha("40722123456")],
    });
    expect((await deliveries(order.id)).map((row) => [row.platform, row.event, row.outcome])).toEqual(
      expect.arrayContaining([
        ["ga4", "purchase", "sent"],
        ["meta", "purchase", "sent"],
      ]),
    );
  });

  it("sends the value with VAT and shipping when the owner chose so", async () => {
    const platform = store();
    await turnOn({ value: "gross" });
    const order = await placedOrder({ statistics: true, marketing: true });
    await publish(order, "order.confirmed");
    await platform.events.dispatchDue();
    expect(ga4.events("purchase")[0]!.params.value).toBe(378);
    expect(meta.received[0]!.custom_data).toMatchObject({ value: 378 });
  });

  it("sends nothing to Meta for a shopper who refused marketing, nor to Google for one who refused statistics", async () => {
    const platform = store();
    await turnOn();
    const statisticsOnly = await placedOrder({ statistics: true, marketing: false });
    const marketingOnly = await placedOrder({ statistics: false, marketing: true });
    const renewal = await placedOrder(null);
    for (const order of [statisticsOnly, marketingOnly, renewal]) await publish(order, "order.confirmed");
    await platform.events.dispatchDue();
    expect(ga4.events("purchase").map((event) => event.params.transaction_id)).toEqual([String(statisticsOnly.orderNumber)]);
    expect(meta.received.map((event) => event.event_id)).toEqual([String(marketingOnly.orderNumber)]);
  });

  it("sends nothing while the owner's switch is off", async () => {
    const platform = store();
    const order = await placedOrder({ statistics: true, marketing: true });
    await publish(order, "order.confirmed");
    await platform.events.dispatchDue();
    expect(ga4.hits).toEqual([]);
    expect(meta.received).toEqual([]);
  });

  it("retries a server error with the dispatcher's backoff, and keeps a refusal without retrying it", async () => {
    const platform = store();
    await turnOn();
    const order = await placedOrder({ statistics: true, marketing: true });
    meta.failNext(503);
    await publish(order, "order.confirmed");
    expect((await platform.events.dispatchDue()).retrying).toBe(1);
    expect(meta.received).toEqual([]);
    expect(ga4.events("purchase")).toHaveLength(1);
    clock.advance(60 * 60_000);
    await platform.events.dispatchDue();
    expect(meta.received.map((event) => event.event_id)).toEqual([String(order.orderNumber)]);
    // Google's purchase is not sent again by Meta's retry: each platform is its own handler.
    expect(ga4.events("purchase")).toHaveLength(1);

    // Meta refuses an event older than 7 days: kept with its words, the event done.
    const late = await placedOrder({ statistics: false, marketing: true });
    await publish(late, "order.confirmed");
    clock.advance(8 * 24 * 3_600_000);
    meta.reset();
    const report = await platform.events.dispatchDue();
    expect(report.retrying + report.dead).toBe(0);
    const [refused] = await deliveries(late.id);
    expect(refused).toMatchObject({ platform: "meta", event: "purchase", outcome: "refused" });
    expect(refused!.detail).toContain("7 days");
  });

  it("sends Google's refund once when a cash-on-delivery parcel is refused and comes back", async () => {
    const platform = store();
    await turnOn();
    const order = await placedOrder({ statistics: true, marketing: true });
    await publish(order, "order.confirmed", "order.refused", "order.returned_to_sender", "order.cancelled");
    await platform.events.dispatchDue();
    const refunds = ga4.events("refund");
    expect(refunds).toEqual([
      { clientId: ga4.events("purchase")[0]!.clientId, params: { transaction_id: String(order.orderNumber), currency: "RON", value: 300 } },
    ]);
    expect(meta.received.map((event) => event.event_name)).toEqual(["Purchase"]);
  });

  it("waits for the courier's cash when the owner chose 'only once paid', and sends no refund for a parcel never paid", async () => {
    const platform = store();
    await turnOn({ cashOnDelivery: "when_paid" });
    const paid = await placedOrder({ statistics: true, marketing: true });
    const refused = await placedOrder({ statistics: true, marketing: true });
    await publish(paid, "order.confirmed");
    await publish(refused, "order.confirmed", "order.refused");
    await platform.events.dispatchDue();
    expect(ga4.hits).toEqual([]);
    await publish(paid, "order.paid");
    await platform.events.dispatchDue();
    expect(ga4.events("purchase").map((event) => event.params.transaction_id)).toEqual([String(paid.orderNumber)]);
    expect(meta.received.map((event) => event.event_id)).toEqual([String(paid.orderNumber)]);
    expect(
      await database.db
        .select()
        .from(conversionDeliveries)
        .where(and(eq(conversionDeliveries.orderId, refused.id))),
    ).toEqual([]);
  });
});

function sha(value: string) {
  return createHash("sha256").update(value).digest("hex");
}
