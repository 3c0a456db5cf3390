/**
 * eMAG Marketplace end to end against the fake eMAG (issue 70 item 3, decision 0186), on PGlite and PostgreSQL: an
 * order from eMAG is placed once into the store's lifecycle (channel, stock taken, cash on delivery) and
 * acknowledged, however the callback and the poll race; an order paid to eMAG is left to eMAG; a price change reaches
 * the fake's offer at the next tick of the 30-second sweep, within a minute.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emagOffers, emagOrders, orders, productVariants } from "#server/db/schema";
import { EMAG_SWEEP_INTERVAL_MS } from "#server/jobs/emag-sweep";
import { testClock } from "#tests/server/account-kit.ts";
import { emagOrderFor, startFakeEmag, type FakeEmag } from "#tests/server/emag-fake.ts";
import { requestApp } from "#tests/server/app-request.ts";
import { buildTestApp, testPlatform } from "#tests/server/platform-kit.ts";
import { testDatabaseForFile } from "#tests/server/test-database.ts";

const database = testDatabaseForFile({ seeded: true, emptyEachTest: [emagOrders, emagOffers] });
const clock = testClock(new Date("2026-12-03T10:00:00.000Z"));
let fake: FakeEmag;

beforeAll(async () => {
  fake = await startFakeEmag();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.orders.clear();
  fake.offers.clear();
  fake.offerSaves.length = 0;
  fake.acknowledged.length = 0;
});

const platformOnFake = () => testPlatform(database.db, { clock, config: { emag: { ...fake.account } } });

async function variantOf(sku: string) {
  const [row] = await database.db.select().from(productVariants).where(eq(productVariants.sku, sku));
  return row!;
}

describe("an eMAG order", () => {
  it("is placed once with its channel, takes its stock, pays on delivery and is acknowledged, whether the callback or the poll comes first", async () => {
    const platform = platformOnFake();
    const emag = platform.marketplace.emag!;
    const variant = await variantOf("PAP-1");
    await database.db.update(productVariants).set({ stockQuantity: 10 }).where(eq(productVariants.id, variant.id));
    fake.addOrder(emagOrderFor(5001, [{ variantId: variant.id, sku: variant.sku, quantity: 2 }]));

    const [fromCallback, fromPoll] = await Promise.all([emag.receive(5001), emag.sweep()]);

    const imported = await database.db.select().from(emagOrders).where(eq(emagOrders.emagOrderId, 5001));
    expect(imported).toHaveLength(1);
    const placed = await database.db.select().from(orders).where(eq(orders.id, imported[0]!.orderId));
    expect(placed[0]).toMatchObject({ channel: "emag", paymentMethod: "cod", status: "payment_due_on_delivery", note: "eMAG #5001" });
    expect(placed[0]!.shippingAddress).toMatchObject({ city: "Cluj-Napoca", firstName: "Ioana", lastName: "Popescu" });
    expect((await variantOf("PAP-1")).stockQuantity).toBe(8);
    // One of the two placed it; the other found it placed.
    const kinds = [fromCallback.kind, fromPoll.imported === 1 ? "imported" : "already_imported"].sort();
    expect(kinds).toEqual(["already_imported", "imported"]);
    expect(fake.acknowledged).toContain(5001);
    expect(fake.orders.get(5001)!.status).toBe(2);
    expect(imported[0]!.acknowledgedAt).not.toBeNull();

    // eMAG calling again changes nothing.
    expect(await emag.receive(5001)).toEqual({ kind: "already_imported" });
    expect(await database.db.select().from(orders).where(eq(orders.channel, "emag"))).toHaveLength(1);
    expect((await variantOf("PAP-1")).stockQuantity).toBe(8);
  });

  it("paid to eMAG by card is left to eMAG, neither placed nor acknowledged; one eMAG does not know is unknown", async () => {
    const emag = platformOnFake().marketplace.emag!;
    const variant = await variantOf("PAP-1");
    fake.addOrder({ ...emagOrderFor(5002, [{ variantId: variant.id, sku: variant.sku, quantity: 1 }]), payment_mode_id: 3 });
    expect(await emag.receive(5002)).toEqual({ kind: "left_to_emag", reason: "payment_mode" });
    expect(await emag.receive(5999)).toEqual({ kind: "unknown" });
    expect(await database.db.select().from(emagOrders)).toHaveLength(0);
    expect(fake.acknowledged).toEqual([]);
  });
});

describe("the offers", () => {
  it("reach eMAG with the mandatory information and VAT, and a price change reaches the offer at the next tick of the 30-second sweep", async () => {
    const platform = platformOnFake();
    const emag = platform.marketplace.emag!;
    const variant = await variantOf("PAP-1");
    await emag.sweep();
    const first = fake.offers.get(variant.id)!;
    expect(first).toMatchObject({ part_number: "PAP-1", status: 1, vat_id: expect.any(Number) });
    expect(first.description).toContain("Informații obligatorii");
    const sentBefore = fake.offerSaves.length;
    // Nothing changed: nothing sent.
    await emag.sweep();
    expect(fake.offerSaves.length).toBe(sentBefore);

    await database.db
      .update(productVariants)
      .set({ priceMinor: variant.priceMinor + 1_000 })
      .where(eq(productVariants.id, variant.id));
    // The sweep runs every EMAG_SWEEP_INTERVAL_MS: the change is sent at the latest by the next tick after it, and a
    // run that overlaps the change is followed by another within the same interval.
    expect(2 * EMAG_SWEEP_INTERVAL_MS).toBeLessThanOrEqual(60_000);
    clock.advance(EMAG_SWEEP_INTERVAL_MS);
    try {
      expect((await emag.sweep()).offers).toBe(1);
    } finally {
      await database.db.update(productVariants).set({ priceMinor: variant.priceMinor }).where(eq(productVariants.id, variant.id));
    }
    const now = fake.offers.get(variant.id)!;
    expect(Math.round(now.sale_price * 100)).toBe(Math.round(((variant.priceMinor + 1_000) / 100 / (1 + rateOf(now.vat_id))) * 100));
  });
});

const rateOf = (vatId: number) => [0.21, 0.11, 0][vatId - 1]!;

describe("eMAG's callback", () => {
  it("imports the order named with the registered token, and refuses a wrong token or a bad order_id in the caller's language, changing nothing", async () => {
    const { app } = buildTestApp(database, { clock, config: { emag: { ...fake.account } } });
    const variant = await variantOf("PAP-1");
    fake.addOrder(emagOrderFor(5003, [{ variantId: variant.id, sku: variant.sku, quantity: 1 }]));
    const path = (token: string, orderId: string) => `/api/emag/callback/${token}?order_id=${orderId}`;

    const wrongToken = await requestApp(app, "GET", path("x".repeat(40), "5003"), { language: "en" });
    expect(wrongToken.status).toBe(404);
    const badId = await requestApp(app, "POST", path(fake.account.callbackToken, "12ab"), { language: "ro" });
    expect(badId.status).toBe(400);
    expect(badId.json).toMatchObject({ code: "order_id_invalid", field: "order_id" });
    expect(badId.json.error).toContain("„order_id”");
    const unknown = await requestApp(app, "GET", path(fake.account.callbackToken, "5998"), { language: "en" });
    expect(unknown.status).toBe(404);
    expect(await database.db.select().from(emagOrders)).toHaveLength(0);

    const received = await requestApp(app, "GET", path(fake.account.callbackToken, "5003"));
    expect(received.status).toBe(200);
    expect(received.json).toMatchObject({ received: true, outcome: "imported", orderNumber: expect.any(Number) });
    const again = await requestApp(app, "POST", path(fake.account.callbackToken, "5003"));
    expect(again.json).toMatchObject({ received: true, outcome: "already_imported" });
    expect(await database.db.select().from(emagOrders)).toHaveLength(1);
  });
});
