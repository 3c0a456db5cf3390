/**
 * The couriers' lockers in the store's own table (issue 43 item 4): synced whole from each courier, searched by county,
 * city, text and nearness, and refused for a parcel too big or too heavy, or for cash on delivery where no payment is
 * taken.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { pickupPoints } from "#server/db/schema";
import { buildOrdersApp, seededStoreForFile, type OrdersKit } from "#tests/server/orders-kit.ts";
import { emptyTables } from "#tests/server/test-database.ts";
import { pointTakesParcel, pointTakesPayment } from "./pickup-points.ts";
import { SANDBOX_POINTS } from "./carriers/sandbox-points.ts";

const { database } = seededStoreForFile({});
let kit: OrdersKit;

beforeEach(async () => {
  await emptyTables(database.db, pickupPoints);
  kit = buildOrdersApp({ database });
});

const points = () => kit.platform.shipping.pickupPoints;
const BOX = { weightGrams: 450, lengthCm: 20, widthCm: 15, heightCm: 10 };

describe("the pickup points", () => {
  it("are synced whole from the courier, and a point it stops listing turns inactive", async () => {
    // Outside production the sandbox also stands in for each courier the store has no account with.
    expect(await points().syncAll()).toEqual(
      ["sameday", "fan_courier", "cargus", "sandbox"].map((courier) => ({ courier, points: SANDBOX_POINTS.length })),
    );
    await emptyTables(database.db, pickupPoints);
    await database.db.insert(pickupPoints).values({ ...SANDBOX_POINTS[0]!, externalId: "SBX-GONE", syncedAt: kit.clock() });
    await points().sync("sandbox");
    const [gone] = await database.db.select().from(pickupPoints).where(eq(pickupPoints.externalId, "SBX-GONE"));
    expect(gone!.active).toBe(false);
    expect(await database.db.select().from(pickupPoints).where(eq(pickupPoints.active, true))).toHaveLength(SANDBOX_POINTS.length);
  });

  it("of a courier the sandbox stands in for carry that courier's name and locker brand", async () => {
    await points().sync("sameday");
    const [cluj] = await points().search({ courier: "sameday", county: "cluj", limit: 1 });
    expect(cluj).toMatchObject({ courier: "sameday", externalId: "SBX-CJ-02", name: "easybox Mărăști" });
    expect(await points().search({ courier: "cargus", county: "cluj" })).toEqual([]);
  });

  it("are found by county and city, by a word of their name or address, and nearest first", async () => {
    await points().sync("sandbox");
    expect((await points().search({ courier: "sandbox", county: "cluj" })).map((point) => point.externalId)).toEqual([
      "SBX-CJ-02",
      "SBX-CJ-01",
    ]);
    expect((await points().search({ courier: "sandbox", city: "București, Sector 3" })).map((point) => point.externalId)).toEqual([
      "SBX-B3-01",
    ]);
    expect((await points().search({ courier: "sandbox", text: "Copou" })).map((point) => point.city)).toEqual(["Iași"]);
    expect(await points().search({ courier: "sandbox", text: "100%_" })).toEqual([]);
    // Piața Romană, Bucharest: Victoriei (sector 1) is nearest.
    const near = await points().search({ courier: "sandbox", near: { latitude: 44.4465, longitude: 26.0975 }, limit: 2 });
    expect(near.map((point) => point.externalId)).toEqual(["SBX-B1-01", "SBX-B2-01"]);
  });

  it("leave out a point too small for the parcel, and one that takes no payment for cash on delivery", async () => {
    await points().sync("sandbox");
    const tall = { ...BOX, heightCm: 12 };
    expect(
      (await points().search({ courier: "sandbox", county: "București", parcel: tall })).map((point) => point.externalId),
    ).not.toContain("SBX-B5-01");
    expect(await points().search({ courier: "sandbox", county: "Constanța", cashOnDelivery: true })).toEqual([]);
    expect(await points().search({ courier: "sandbox", county: "Constanța", cashOnDelivery: false })).toHaveLength(1);
  });

  it("fit a parcel whichever way round, within the weight", () => {
    const small = { maxWeightGrams: 4_000, maxMeasuresCm: { length: 46, width: 44, height: 9 } };
    expect(pointTakesParcel(small, { weightGrams: 450, lengthCm: 9, widthCm: 40, heightCm: 30 })).toBe(true);
    expect(pointTakesParcel(small, { weightGrams: 450, lengthCm: 10, widthCm: 40, heightCm: 30 })).toBe(false);
    expect(pointTakesParcel(small, { ...BOX, heightCm: 5, weightGrams: 4_001 })).toBe(false);
    expect(pointTakesParcel({ maxWeightGrams: null, maxMeasuresCm: null }, { ...BOX, weightGrams: 30_000 })).toBe(true);
    expect(pointTakesPayment({ acceptsCash: false, acceptsCard: true }, true)).toBe(true);
    expect(pointTakesPayment({ acceptsCash: false, acceptsCard: false }, true)).toBe(false);
    expect(pointTakesPayment({ acceptsCash: false, acceptsCard: false }, false)).toBe(true);
  });
});
