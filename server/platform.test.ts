/**
 * The composition root builds each service once: a rate changed in the table reaches both the prices
 * the Storefront API shows and the prices an order is charged at, on the next request.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./db/client.ts";
import { exchangeRates, orderLines, orders } from "./db/schema.ts";
import { seedIfEmpty } from "./db/seed/seed.ts";
import { CREATE_ORDER_PATH } from "./api/create-order.ts";
import { buildOrdersApp, orderBody, socketFrom, variantGid } from "#tests/server/orders-kit.ts";
import { createTestDatabase } from "#tests/server/test-database.ts";
import { createStorefrontApi } from "./storefront-api/storefront-api.ts";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database.db);
});

afterAll(() => database.close());

const PRICE_IN_EUR = `query @inContext(country: DE) {
  productByHandle(handle: "papillex") { variants(first: 1) { nodes { price { amount currencyCode } } } }
}`;

describe("one platform", () => {
  it("a changed exchange rate changes the Storefront API's prices and the order's alike, at once", async () => {
    const kit = buildOrdersApp({ database });
    const storefront = createStorefrontApi({ platform: kit.platform });
    const papillex = await variantGid(database, "PAP-1");

    const shownPrice = async () => {
      const result = await storefront.execute({ query: PRICE_IN_EUR });
      const data = result.data as { productByHandle: { variants: { nodes: { price: { amount: string; currencyCode: string } }[] } } };
      return data.productByHandle.variants.nodes[0]!.price;
    };
    const chargedUnitPrice = async () => {
      const response = await kit.app.request(
        CREATE_ORDER_PATH,
        {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(orderBody([{ variantId: papillex, quantity: 1 }], { currencyCode: "EUR", paymentMethod: "card" })),
        },
        socketFrom(),
      );
      expect(response.status).toBe(201);
      const { orderNumber } = (await response.json()) as { orderNumber: number };
      const [line] = await database.db
        .select({ amountMinor: orderLines.unitPriceMinor, currencyCode: orders.currencyCode })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(eq(orders.orderNumber, orderNumber));
      return { amountMinor: line!.amountMinor, currencyCode: line!.currencyCode.trim() };
    };

    // 189.00 lei at the seeded 0.201 €/leu.
    expect(await shownPrice()).toEqual({ amount: "37.99", currencyCode: "EUR" });
    expect(await chargedUnitPrice()).toEqual({ amountMinor: 3799, currencyCode: "EUR" });

    await database.db.update(exchangeRates).set({ unitsPerRonMicros: 250_000 }).where(eq(exchangeRates.currencyCode, "EUR"));

    expect(await shownPrice()).toEqual({ amount: "47.25", currencyCode: "EUR" });
    expect(await chargedUnitPrice()).toEqual({ amountMinor: 4725, currencyCode: "EUR" });
  });
});
