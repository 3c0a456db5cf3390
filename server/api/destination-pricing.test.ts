/**
 * VAT and shipping by destination (issue 21 items 5–6, decisions 0055 and 0056) through POST /api/price-order
 * and POST /api/create-order, on PGlite (and PostgreSQL with TEST_DATABASE_URL): an export carries no VAT, an EU
 * consumer pays Romania's VAT below the distance-selling threshold and their own above it, a reduced-rate product
 * carries 11 %, each zone offers its own services and cash on delivery only where allowed, a country no zone takes
 * is refused, and whatever is refused writes nothing.
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultShippingZones, type ShippingZones } from "#domain/shipping-zones";
import type { DatabaseHandle } from "#server/db/client";
import { discountRedemptions, emailOutbox, orderLines, orders, products, storeSettings, subscriptions } from "#server/db/schema";
import { insertPublicCodes } from "#tests/server/discount-codes.ts";
import { createSeededTestDatabase, emptyTables } from "#tests/server/test-database.ts";
import { buildOrdersApp, orderBody, romanianAddress, variantGid, stockOf } from "#tests/server/orders-kit.ts";
import { CREATE_ORDER_PATH, PRICE_ORDER_PATH } from "./create-order.ts";
import { requestApp } from "#tests/server/app-request.ts";

let database: DatabaseHandle;
const sku: Record<string, string> = {};

const AMERICAN = romanianAddress({ country: "US", province: "NY", zip: "10001", city: "New York" });
const GERMAN = romanianAddress({ country: "DE", province: "", zip: "10115", city: "Berlin" });

beforeAll(async () => {
  database = await createSeededTestDatabase();
  // The public codes an older store kept: these journeys need a code anyone may type.
  await insertPublicCodes(database.db);
  for (const code of ["PAP-1", "PAP-3PK", "SMX-1"]) sku[code] = await variantGid(database, code);
});
afterAll(() => database.close());
beforeEach(async () => {
  await emptyTables(database.db, discountRedemptions, subscriptions, orders, emailOutbox, storeSettings);
  await database.db.update(products).set({ vatClass: "standard" });
});

type Answer = { status: number; json: Record<string, unknown> & { fields: Record<string, string> } };

const post = (path: string, body: unknown, language = "en"): Promise<Answer> =>
  requestApp<Answer["json"]>(buildOrdersApp({ database }).app, "POST", path, { body, language });

const setting = (key: string, value: unknown) => database.db.insert(storeSettings).values({ key, value });
const orderCount = async () => (await database.db.select({ n: count() }).from(orders))[0]!.n;
async function placedOrder() {
  const [order] = await database.db.select().from(orders);
  const lines = await database.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
  // The books balance in both currencies, and the tax is every line's VAT and the shipping's.
  expect(order!.totalMinor).toBe(order!.subtotalMinor - order!.discountMinor + order!.shippingMinor);
  expect(order!.totalRonMinor).toBe(order!.subtotalRonMinor - order!.discountRonMinor + order!.shippingRonMinor);
  expect(order!.taxMinor).toBeGreaterThanOrEqual(lines.reduce((sum, line) => sum + line.vatMinor!, 0));
  return { order: order!, lines };
}

describe("an order shipped to the United States", () => {
  it("is a zero-rated export: the net price, no Romanian VAT, the world zone's service by weight", async () => {
    const quote = await post(PRICE_ORDER_PATH, { lines: [{ variantId: sku["PAP-1"], quantity: 2 }], country: "US" });
    expect(quote.status).toBe(200);
    expect(quote.json).toMatchObject({
      // 189.00 lei without its 21 %: 156.20 lei.
      lines: [{ unitPrice: { amount: "156.20", currencyCode: "RON" }, total: { amount: "312.40", currencyCode: "RON" } }],
      // Two bottles, 300 g: the first weight band of Poșta Română to the rest of the world.
      shipping: { amount: "69.00", currencyCode: "RON" },
      tax: { ratePercent: 0, scheme: "export", amount: { amount: "0.00", currencyCode: "RON" } },
      total: { amount: "381.40", currencyCode: "RON" },
      freeShippingFrom: null,
      shippingService: { id: "posta-romana-world", name: "Poșta Română international", deliveryTime: "10–20 business days" },
      codAllowed: false,
    });

    const placed = await post(
      CREATE_ORDER_PATH,
      orderBody([{ variantId: sku["PAP-1"]!, quantity: 2 }], { paymentMethod: "card", shippingAddress: AMERICAN }),
    );
    expect(placed.status).toBe(201);
    expect(placed.json.total).toEqual({ amount: "381.40", currencyCode: "RON" });
    const { order, lines } = await placedOrder();
    expect(order).toMatchObject({
      vatScheme: "export",
      vatRatePercent: 0,
      shippingVatRatePercent: 0,
      taxMinor: 0,
      taxRonMinor: 0,
      shippingZoneId: "world",
      shippingServiceId: "posta-romana-world",
      shippingServiceName: "Poșta Română international",
    });
    expect(lines).toMatchObject([{ unitPriceMinor: 15_620, vatRatePercent: 0, vatMinor: 0, vatRonMinor: 0 }]);
  });

  it("in dollars: the net price converted, still no VAT", async () => {
    const quote = await post(PRICE_ORDER_PATH, { lines: [{ variantId: sku["PAP-1"], quantity: 1 }], country: "US", currencyCode: "USD" });
    // 156.20 lei × 0.218 = 34.05 $; 69.00 lei of shipping = 15.04 $.
    expect(quote.json).toMatchObject({
      total: { amount: "49.09", currencyCode: "USD" },
      tax: { scheme: "export", amount: { amount: "0.00" } },
    });
  });

  it("refuses cash on delivery, naming the field, and writes nothing", async () => {
    const stock = await stockOf(database.db, "PAP-1");
    const answer = await post(
      CREATE_ORDER_PATH,
      orderBody([{ variantId: sku["PAP-1"]!, quantity: 1 }], { paymentMethod: "cod", shippingAddress: AMERICAN, discountCode: "ELARA10" }),
      "ro",
    );
    expect(answer.status).toBe(400);
    expect(answer.json.fields).toEqual({
      paymentMethod: "Plata la livrare nu este disponibilă pentru livrările în această țară. Alege altă metodă de plată.",
    });
    expect(await orderCount()).toBe(0);
    expect(await database.db.select().from(discountRedemptions)).toEqual([]);
    expect(await stockOf(database.db, "PAP-1")).toBe(stock);
  });
});

describe("an order to another member state", () => {
  it.each([
    [
      "pays Romania's 21 % below the EU threshold, at the owner's price, with the EU zone's service",
      {
        oss: false,
        // 189.00 lei + 45.00 lei (Poșta Română to the EU, up to 500 g): 189.00 holds 32.80 lei, 45.00 holds 7.81 lei.
        total: "234.00",
        vat: { scheme: "eu_distance_ro", ratePercent: 21, unitPriceMinor: 18_900, lineMinor: 3_280, shippingMinor: 781 },
      },
    ],
    [
      "pays the destination's rate above it (OSS): the same net price with Germany's 19 %",
      {
        oss: true,
        // 156.20 lei net × 1.19 = 185.88 lei, + 45.00 lei: 185.88 at 19 % holds 29.68 lei; 45.00 holds 7.18 lei.
        total: "230.88",
        vat: { scheme: "oss", ratePercent: 19, unitPriceMinor: 18_588, lineMinor: 2_968, shippingMinor: 718 },
      },
    ],
  ] as const)("%s", async (_name, { oss, total, vat }) => {
    if (oss) await setting("vat.ossActive", true);
    const placed = await post(
      CREATE_ORDER_PATH,
      orderBody([{ variantId: sku["PAP-1"]!, quantity: 1 }], { paymentMethod: "card", shippingAddress: GERMAN }),
    );
    expect(placed.status).toBe(201);
    expect(placed.json.total).toEqual({ amount: total, currencyCode: "RON" });
    const { order, lines } = await placedOrder();
    expect(order).toMatchObject({
      vatScheme: vat.scheme,
      vatRatePercent: vat.ratePercent,
      shippingVatRatePercent: vat.ratePercent,
      taxMinor: vat.lineMinor + vat.shippingMinor,
    });
    expect(lines).toMatchObject([{ unitPriceMinor: vat.unitPriceMinor, vatRatePercent: vat.ratePercent, vatMinor: vat.lineMinor }]);
  });

  it("prices by weight: a 3-pack (450 g) stays in the first band, two of them (900 g) go to the next", async () => {
    const one = await post(PRICE_ORDER_PATH, { lines: [{ variantId: sku["PAP-3PK"], quantity: 1 }], country: "DE" });
    const two = await post(PRICE_ORDER_PATH, { lines: [{ variantId: sku["PAP-3PK"], quantity: 2 }], country: "DE" });
    expect(one.json.shipping).toEqual({ amount: "45.00", currencyCode: "RON" });
    expect(two.json.shipping).toEqual({ amount: "79.00", currencyCode: "RON" });
  });
});

describe("a reduced-rate product and a mixed cart in Romania", () => {
  it("carries 11 % on the reduced product, 21 % on the other, shipping at the higher, and a discount shares both", async () => {
    await database.db.update(products).set({ vatClass: "reduced" }).where(eq(products.handle, "papillex"));
    const placed = await post(
      CREATE_ORDER_PATH,
      orderBody(
        [
          { variantId: sku["PAP-1"]!, quantity: 1 },
          { variantId: sku["SMX-1"]!, quantity: 1 },
        ],
        { discountCode: "ELARA10" },
      ),
    );
    expect(placed.status).toBe(201);
    const { order, lines } = await placedOrder();
    // 189.00 − 18.90 = 170.10 at 11 % holds 16.86; 159.00 − 15.90 = 143.10 at 21 % holds 24.84; shipping is free.
    expect(lines.map((line) => [line.vatRatePercent, line.discountMinor, line.vatMinor])).toEqual([
      [11, 1_890, 1_686],
      [21, 1_590, 2_484],
    ]);
    expect(order).toMatchObject({
      totalMinor: 31_320,
      shippingMinor: 0,
      taxMinor: 1_686 + 2_484,
      vatRatePercent: 21,
      vatScheme: "domestic",
    });
  });

  it("says VAT by rate in the quote", async () => {
    await database.db.update(products).set({ vatClass: "reduced" }).where(eq(products.handle, "papillex"));
    const quote = await post(PRICE_ORDER_PATH, { lines: [{ variantId: sku["PAP-1"], quantity: 1 }], country: "RO" });
    // 189.00 at 11 %: 18.73; 19.99 of shipping at 11 %: 1.98.
    expect(quote.json.tax).toEqual({
      ratePercent: 11,
      scheme: "domestic",
      amount: { amount: "20.71", currencyCode: "RON" },
      rates: [{ ratePercent: 11, amount: { amount: "20.71", currencyCode: "RON" } }],
    });
  });
});

describe("the owner's zones", () => {
  const romaniaOnly = (): ShippingZones => {
    const zones = defaultShippingZones({ flatRateMinor: 1_999, freeFromMinor: 20_000 });
    const romania = zones.zones[0]!;
    return {
      zones: [
        {
          ...romania,
          services: [
            ...romania.services,
            {
              id: "sameday",
              name: { ro: "Sameday", en: "Sameday" },
              deliveryTime: { ro: "1–2 zile lucrătoare", en: "1–2 business days" },
              rate: { kind: "value", bands: [{ fromMinor: 0, amountMinor: 2_499 }] },
            },
          ],
        },
      ],
    };
  };

  it("refuses a country no zone ships to, naming the country, in price-order and create-order, and writes nothing", async () => {
    await setting("shipping.zones", romaniaOnly());
    const quote = await post(PRICE_ORDER_PATH, { lines: [{ variantId: sku["PAP-1"], quantity: 1 }], country: "US" });
    expect(quote.status).toBe(400);
    expect(quote.json.fields).toEqual({ country: "We do not ship to this country yet. Please choose another shipping country." });
    const placed = await post(
      CREATE_ORDER_PATH,
      orderBody([{ variantId: sku["PAP-1"]!, quantity: 1 }], { paymentMethod: "card", shippingAddress: AMERICAN }),
      "ro",
    );
    expect(placed.status).toBe(400);
    expect(placed.json.fields).toEqual({ "shippingAddress.country": "Nu livrăm încă în această țară. Alege altă țară de livrare." });
    expect(await orderCount()).toBe(0);
  });

  it("offers the zone's services in order; the one chosen is charged and recorded; another zone's is refused", async () => {
    await setting("shipping.zones", romaniaOnly());
    const quote = await post(PRICE_ORDER_PATH, {
      lines: [{ variantId: sku["SMX-1"], quantity: 1 }],
      country: "RO",
      shippingServiceId: "sameday",
    });
    expect(quote.json.shippingOptions).toEqual([
      { id: "fan-courier", name: "Fan Courier", deliveryTime: "3–5 business days", price: { amount: "19.99", currencyCode: "RON" } },
      // The default zone's lockers, at their own rate, each naming the courier whose lockers the shopper picks from.
      {
        id: "sameday-easybox",
        name: "Sameday easybox",
        deliveryTime: "1–3 business days, to the locker you choose",
        price: { amount: "14.99", currencyCode: "RON" },
        pickupPointsOf: "sameday",
      },
      {
        id: "fanbox",
        name: "FANbox",
        deliveryTime: "2–4 business days, to the locker you choose",
        price: { amount: "14.99", currencyCode: "RON" },
        pickupPointsOf: "fan_courier",
      },
      { id: "sameday", name: "Sameday", deliveryTime: "1–2 business days", price: { amount: "24.99", currencyCode: "RON" } },
    ]);
    expect(quote.json.shipping).toEqual({ amount: "24.99", currencyCode: "RON" });

    const placed = await post(CREATE_ORDER_PATH, orderBody([{ variantId: sku["SMX-1"]!, quantity: 1 }], { shippingServiceId: "sameday" }));
    expect(placed.status).toBe(201);
    const { order } = await placedOrder();
    expect(order).toMatchObject({ shippingServiceId: "sameday", shippingServiceName: "Sameday", shippingMinor: 2_499, totalMinor: 18_399 });

    const refused = await post(
      CREATE_ORDER_PATH,
      orderBody([{ variantId: sku["SMX-1"]!, quantity: 1 }], { shippingServiceId: "posta-romana-eu" }),
    );
    expect(refused.status).toBe(400);
    expect(refused.json.fields).toEqual({
      shippingServiceId: "This delivery service does not ship to the chosen country. Please choose one of those shown.",
    });
    expect(await orderCount()).toBe(1);
  });

  it("takes cash on delivery where the owner allows it, and a threshold in dollars for the US", async () => {
    const zones = defaultShippingZones({ flatRateMinor: 1_999, freeFromMinor: 20_000 });
    const america = {
      ...zones.zones[2]!,
      id: "us",
      countries: ["US"],
      everyOtherCountry: false,
      codAllowed: true,
      freeFrom: { amountMinor: 5_000, currencyCode: "USD" },
    };
    await setting("shipping.zones", { zones: [zones.zones[0]!, america, zones.zones[1]!, zones.zones[2]!] });
    // 156.20 lei is 34.05 $, under 50 $: charged; three bottles (102.16 $) ship free.
    const one = await post(PRICE_ORDER_PATH, { lines: [{ variantId: sku["PAP-1"], quantity: 1 }], country: "US", currencyCode: "USD" });
    expect(one.json).toMatchObject({ codAllowed: true, freeShippingFrom: { amount: "50.00", currencyCode: "USD" } });
    expect(one.json.shipping).toEqual({ amount: "15.04", currencyCode: "USD" });
    const three = await post(PRICE_ORDER_PATH, { lines: [{ variantId: sku["PAP-1"], quantity: 3 }], country: "US", currencyCode: "USD" });
    expect(three.json.shipping).toEqual({ amount: "0.00", currencyCode: "USD" });
    const placed = await post(CREATE_ORDER_PATH, orderBody([{ variantId: sku["PAP-1"]!, quantity: 1 }], { shippingAddress: AMERICAN }));
    expect(placed.status).toBe(201);
  });
});
