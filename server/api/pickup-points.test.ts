/**
 * Lockers at checkout (issue 43 item 4), on PGlite (and PostgreSQL with TEST_DATABASE_URL): GET /api/pickup-points
 * lists what suits the cart and refuses a wrong query naming the parameter; an order to a locker service names an
 * active point of its courier that takes the parcel (and, paid on collection, some payment), and keeps it; every
 * refusal names `pickupPointId` in the shopper's language and writes nothing.
 */
import { and, count, eq, ne } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, orderLines, orders, pickupPoints, productVariants, subscriptions } from "#server/db/schema";
import { buildOrdersApp, orderBody, seededStoreForFile, type OrdersKit } from "#tests/server/orders-kit.ts";
import { requestApp } from "#tests/server/app-request.ts";
import { emptyTables } from "#tests/server/test-database.ts";
import { CREATE_ORDER_PATH, PRICE_ORDER_PATH } from "./create-order.ts";
import { PICKUP_POINTS_PATH } from "./pickup-points.ts";
import { ORDER_STATUS_PATH } from "./order-status.ts";

const { database, variants } = seededStoreForFile({ bottle: "PAP-1" });
let kit: OrdersKit;

type Answer = { status: number; json: Record<string, unknown>; headers: Headers };

beforeAll(async () => {
  kit = buildOrdersApp({ database });
  await emptyTables(database.db, pickupPoints);
  await kit.platform.shipping.pickupPoints.syncAll();
});
beforeEach(async () => {
  await emptyTables(database.db, subscriptions, orders, emailOutbox);
  await database.db.update(pickupPoints).set({ active: true });
  await database.db.update(productVariants).set({ weightGrams: 150 });
  kit = buildOrdersApp({ database });
});

const ask = async (query: string, language = "en"): Promise<Answer> => {
  const response = await kit.app.request(`${PICKUP_POINTS_PATH}?${query}`, { headers: { "Accept-Language": language } });
  return { status: response.status, json: (await response.json()) as Record<string, unknown>, headers: response.headers };
};
const ids = (answer: Answer) => (answer.json.points as { id: string }[]).map((point) => point.id);
const orderCount = async () => (await database.db.select({ n: count() }).from(orders))[0]!.n;
const lines = () => [{ variantId: variants.bottle, quantity: 1 }];
const toLocker = (overrides: Record<string, unknown> = {}) =>
  orderBody(lines(), { shippingServiceId: "sameday-easybox", pickupPointId: "SBX-CJ-01", ...overrides });
const place = (body: unknown, language = "en") =>
  requestApp<Record<string, unknown> & { field?: string; fields?: Record<string, string> }>(kit.app, "POST", CREATE_ORDER_PATH, {
    body,
    language,
  });

describe("GET /api/pickup-points", () => {
  it("lists a courier's points in a county with the county's cities, cached briefly for everyone", async () => {
    const cluj = await ask("courier=sameday&county=cluj&weight=450&cod=1");
    expect(cluj.status).toBe(200);
    expect(cluj.json).toMatchObject({
      points: [
        { id: "SBX-CJ-02", courier: "sameday", name: "easybox Mărăști", city: "Cluj-Napoca", acceptsCash: false, acceptsCard: true },
        { id: "SBX-CJ-01", name: "easybox Piața Unirii Cluj" },
      ],
      cities: ["Cluj-Napoca"],
    });
    expect(cluj.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(ids(await ask("courier=fan_courier&q=Unirii%20Cluj"))).toEqual(["SBX-CJ-01"]);
    expect(ids(await ask("courier=sameday&lat=44.4465&lng=26.0975&limit=2"))).toEqual(["SBX-B1-01", "SBX-B2-01"]);
  });

  it("leaves out what the cart does not fit, and for cash on delivery a point taking no payment", async () => {
    // Drumul Taberei's compartments are 9 cm high: the standard box does not go in, at any weight.
    expect(ids(await ask("courier=sameday&county=București&weight=150"))).not.toContain("SBX-B5-01");
    expect(ids(await ask("courier=sameday&county=București"))).toContain("SBX-B5-01");
    expect(ids(await ask("courier=sameday&county=Cluj&weight=20001"))).toEqual([]);
    expect(ids(await ask("courier=sameday&county=Constanța&cod=1"))).toEqual([]);
    expect(ids(await ask("courier=sameday&county=Constanța&cod=0"))).toEqual(["SBX-CT-01"]);
  });

  it("fills the page with points that fit, however many before them do not", async () => {
    // Every sector but the 6th gets compartments too low for the standard box; sorted by city they all come first.
    await database.db
      .update(pickupPoints)
      .set({ maxMeasuresCm: { length: 46, width: 44, height: 9 } })
      .where(and(eq(pickupPoints.county, "București"), ne(pickupPoints.externalId, "SBX-B6-01")));
    expect(ids(await ask("courier=sameday&county=București&limit=1&weight=150"))).toEqual(["SBX-B6-01"]);
    expect(ids(await ask("courier=sameday&county=București&limit=1"))).toEqual(["SBX-B1-01"]);
    await database.db
      .update(pickupPoints)
      .set({ maxMeasuresCm: { length: 46, width: 44, height: 38 } })
      .where(eq(pickupPoints.county, "București"));
  });

  it("refuses a wrong parameter naming it, in the shopper's language, and bounds the page", async () => {
    const unknown = await ask("courier=dhl", "ro");
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ code: "invalid_field", field: "courier" });
    expect((unknown.json.fields as Record<string, string>).courier).toMatch(/curier/);
    for (const [query, field] of [
      ["courier=sameday&limit=51", "limit"],
      ["courier=sameday&limit=0", "limit"],
      ["courier=sameday&lat=46.7", "lng"],
      ["courier=sameday&lat=91&lng=23", "lat"],
      ["courier=sameday&weight=-5", "weight"],
      ["courier=sameday&cod=yes", "cod"],
      [`courier=sameday&q=${"a".repeat(81)}`, "q"],
    ] as const) {
      const refused = await ask(query);
      expect(refused.status, query).toBe(400);
      expect(refused.json.field, query).toBe(field);
    }
    expect(ids(await ask("courier=sameday&limit=50"))).toHaveLength(12);
  });
});

describe("an order to a locker", () => {
  it("is priced at the locker service's own rate and keeps the point chosen, paid on collection", async () => {
    const quote = await requestApp<Record<string, unknown>>(kit.app, "POST", PRICE_ORDER_PATH, {
      body: { lines: lines(), country: "RO", shippingServiceId: "sameday-easybox" },
      language: "en",
    });
    expect(quote.json).toMatchObject({
      shipping: { amount: "14.99" },
      shippingService: { id: "sameday-easybox", name: "Sameday easybox", pickupPointsOf: "sameday" },
    });
    const placed = await place(toLocker());
    expect(placed.status, JSON.stringify(placed.json)).toBe(201);
    const [order] = await database.db.select().from(orders);
    expect(order!.pickupPoint).toEqual({
      courier: "sameday",
      id: "SBX-CJ-01",
      kind: "locker",
      name: "easybox Piața Unirii Cluj",
      address: "Strada Memorandumului 2",
      city: "Cluj-Napoca",
      county: "Cluj",
    });
    expect(order!.shippingMinor).toBe(14_99);
  });

  it("answers the service's own delivery estimate from the shipping settings, in the order's language, for the thank-you page (issue 64)", async () => {
    const placed = await place(toLocker(), "ro");
    expect(placed.status, JSON.stringify(placed.json)).toBe(201);
    // Asked in English, the order still speaks the Romanian it was placed in, as its service's name does.
    const status = await requestApp<{ order: Record<string, unknown> }>(kit.app, "POST", ORDER_STATUS_PATH, {
      body: { orderNumber: placed.json.orderNumber, email: "ana@example.ro" },
      language: "en",
    });
    expect(status.status).toBe(200);
    expect(status.json.order).toMatchObject({ shippingService: "Sameday easybox", deliveryTime: "1–3 zile lucrătoare, în locker-ul ales" });
  });

  it("to the address keeps no point", async () => {
    expect((await place(orderBody(lines()))).status).toBe(201);
    const [order] = await database.db.select().from(orders);
    expect(order!.pickupPoint).toBeNull();
  });

  const refusals: [string, () => Promise<void> | void, Record<string, unknown>, RegExp][] = [
    ["no locker named", () => undefined, { pickupPointId: null }, /choose the locker/],
    ["a locker named for delivery to the address", () => undefined, { shippingServiceId: "fan-courier" }, /not to a locker/],
    [
      "a point the courier no longer lists",
      async () => {
        await database.db.update(pickupPoints).set({ active: false }).where(eq(pickupPoints.externalId, "SBX-CJ-01"));
      },
      {},
      /no longer takes/,
    ],
    [
      "a point only another courier lists",
      async () => {
        await database.db.delete(pickupPoints).where(and(eq(pickupPoints.courier, "sameday"), eq(pickupPoints.externalId, "SBX-CJ-02")));
      },
      { pickupPointId: "SBX-CJ-02" },
      /no longer takes/,
    ],
    ["an unknown point", () => undefined, { shippingServiceId: "fanbox", pickupPointId: "SBX-NONE" }, /no longer takes/],
    [
      "a cart too heavy for the locker",
      async () => {
        await database.db.update(productVariants).set({ weightGrams: 25_000 });
      },
      {},
      /too big or too heavy/,
    ],
    ["a point taking no payment, paid on collection", () => undefined, { pickupPointId: "SBX-CT-01" }, /cannot pay on collection/],
  ];
  it.each(refusals)("is refused for %s, naming pickupPointId and writing nothing", async (_case, arrange, overrides, sentence) => {
    await arrange();
    const refused = await place(toLocker(overrides));
    expect(refused.status, JSON.stringify(refused.json)).toBe(400);
    expect(refused.json.field).toBe("pickupPointId");
    expect(refused.json.fields!.pickupPointId).toMatch(sentence);
    expect(await orderCount()).toBe(0);
    expect(await database.db.select({ n: count() }).from(orderLines)).toEqual([{ n: 0 }]);
  });

  it("is refused in Romanian for a Romanian shopper", async () => {
    const refused = await place(toLocker({ pickupPointId: null }), "ro");
    expect(refused.json.fields!.pickupPointId).toBe("Alege locker-ul în care vrei coletul.");
  });

  it("at a point taking no payment is placed when paid by card", async () => {
    const placed = await place(toLocker({ pickupPointId: "SBX-CT-01", paymentMethod: "card" }));
    expect(placed.status, JSON.stringify(placed.json)).toBe(201);
    const [order] = await database.db.select().from(orders);
    expect(order!.pickupPoint).toMatchObject({ id: "SBX-CT-01", kind: "pickup_point" });
  });
});
