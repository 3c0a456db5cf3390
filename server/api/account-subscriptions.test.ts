/**
 * GET /api/account/subscriptions in process against a seeded test database (PGlite, and PostgreSQL with
 * TEST_DATABASE_URL): a subscription bought by cash on delivery or by card is listed for its customer only, with
 * today's price, the next delivery, the address, how it is paid, and its deliveries so far.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CustomerSubscription } from "#domain/customer-subscriptions";
import { orders, productVariants, subscriptionRenewals, subscriptions } from "#server/db/schema";
import { recordingTransport, sendJson, signedInCustomer } from "#tests/server/account-kit.ts";
import { buildOrdersApp, orderBody, placeOrder, subscriptionStoreForFile, variantGid, type OrdersKit } from "#tests/server/orders-kit.ts";
import { payOnSandboxPage } from "#tests/server/returns-kit.ts";
import { ACCOUNT_SUBSCRIPTIONS_PATH } from "./account-subscriptions.ts";

const { database, variants, kitAt } = subscriptionStoreForFile({ skus: { monthly: "PAP-SUB-M" } });

async function signedIn(kit: OrdersKit, email: string) {
  return (await signedInCustomer(kit, email)).accessToken;
}

async function order(kit: OrdersKit, accessToken: string | null, overrides: Record<string, unknown>, variantId = variants.monthly) {
  return placeOrder(kit, orderBody([{ variantId, quantity: 2 }], overrides), { accessToken });
}

const listOf = async (kit: OrdersKit, token: string | null) => {
  const answer = await sendJson(kit.app, "GET", ACCOUNT_SUBSCRIPTIONS_PATH, token);
  return { status: answer.status, subscriptions: answer.json.subscriptions as CustomerSubscription[] | undefined };
};

describe("the account's subscriptions", () => {
  it("lists a subscription bought by cash on delivery: what, how often, today's price, the next delivery, where, and its order", async () => {
    const kit = kitAt("2026-01-31T10:00:00.000Z");
    const token = await signedIn(kit, "ana@example.ro");
    expect(await listOf(kit, token)).toEqual({ status: 200, subscriptions: [] });

    const placed = await order(kit, token, { email: "ana@example.ro", paymentMethod: "cod" });
    const [variant] = await database.db.select().from(productVariants).where(eq(productVariants.sku, "PAP-SUB-M"));
    // The owner lowers the price after the order: the next delivery costs the new price (a rise would wait for a reminder's notice).
    await database.db.update(productVariants).set({ priceMinor: 15_990 }).where(eq(productVariants.id, variant!.id));
    try {
      const { status, subscriptions: listed } = await listOf(kit, token);
      expect(status).toBe(200);
      expect(listed).toHaveLength(1);
      expect(listed![0]).toMatchObject({
        status: "active",
        productHandle: "papillex",
        quantity: 2,
        interval: "monthly",
        pricePerDeliveryMinor: 31_980,
        nextDeliveryDate: "2026-02-28",
        skippedDate: null,
        resumeOn: null,
        address: { firstName: "Ana", city: "Cluj-Napoca" },
        payment: { kind: "cash_on_delivery" },
        deliveries: [{ orderNumber: placed.orderNumber, status: expect.any(String) }],
        cancelledAt: null,
      });
      expect(listed![0]!.title).toMatch(/Papillex/);
      await database.db.update(productVariants).set({ priceMinor: 19_990 }).where(eq(productVariants.id, variant!.id));
      expect((await listOf(kit, token)).subscriptions![0]!.pricePerDeliveryMinor).toBe(variant!.priceMinor * 2);
      expect(listed![0]!.variantTitle).not.toBe("");
    } finally {
      await database.db.update(productVariants).set({ priceMinor: variant!.priceMinor }).where(eq(productVariants.id, variant!.id));
    }
  });

  it("says the card it renews with, its renewals newest first, and no next delivery once cancelled", async () => {
    const kit = buildOrdersApp({ database, transport: recordingTransport() });
    const token = await signedIn(kit, "ana@example.ro");
    const placed = await order(kit, token, { email: "ana@example.ro", paymentMethod: "card" });
    await payOnSandboxPage(kit, placed.paymentUrl!);
    const [subscription] = await database.db.select().from(subscriptions);
    // Standing in for the renewal job's order (a one-off bottle, so it starts no subscription of its own).
    const renewal = await order(kit, null, { email: "ana@example.ro", paymentMethod: "cod" }, await variantGid(database, "PAP-1"));
    const [renewalOrder] = await database.db.select().from(orders).where(eq(orders.orderNumber, renewal.orderNumber));
    await database.db
      .insert(subscriptionRenewals)
      .values({ subscriptionId: subscription!.id, cycle: 1, dueDate: subscription!.nextChargeDate, orderId: renewalOrder!.id });

    const [listed] = (await listOf(kit, token)).subscriptions!;
    expect(listed!.payment).toEqual({ kind: "card", brand: "visa", last4: "4242" });
    expect(listed!.deliveries.map((delivery) => delivery.orderNumber)).toEqual([renewal.orderNumber, placed.orderNumber]);

    await database.db
      .update(subscriptions)
      .set({ status: "cancelled", cancelledAt: new Date("2026-03-02T08:00:00.000Z") })
      .where(eq(subscriptions.id, subscription!.id));
    const [cancelled] = (await listOf(kit, token)).subscriptions!;
    expect(cancelled).toMatchObject({ status: "cancelled", nextDeliveryDate: null, cancelledAt: "2026-03-02T08:00:00.000Z" });
  });

  it("shows a guest's subscription to the account later made with that email, and nobody else's; asks for a session", async () => {
    const kit = buildOrdersApp({ database, transport: recordingTransport() });
    await order(kit, null, { email: "ioana@example.ro", paymentMethod: "cod" });
    const ioana = await signedIn(kit, "ioana@example.ro");
    const ana = await signedIn(kit, "ana@example.ro");
    expect((await listOf(kit, ioana)).subscriptions).toHaveLength(1);
    expect((await listOf(kit, ana)).subscriptions).toEqual([]);
    expect((await listOf(kit, null)).status).toBe(401);
  });
});
