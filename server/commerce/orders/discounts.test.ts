import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "#server/db/client";
import { discountCodes, discountRedemptions, orders } from "#server/db/schema";
import { upsertIssuedDiscountCodes } from "#server/db/seed/discount-codes";
import { createTestDatabase } from "#tests/server/test-database.ts";
import { createDiscountService, DiscountCodeRefusedError, type HasPreviousOrder } from "./discounts.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(discountRedemptions);
  await database.db.delete(orders);
  await database.db.delete(discountCodes);
  await upsertIssuedDiscountCodes(database.db, "Elara");
});

const service = (hasPreviousOrder?: HasPreviousOrder) => createDiscountService({ db: database.db, hasPreviousOrder });

/** The order a checkout writes in its transaction before it redeems the code (amounts are immaterial here). */
async function placeOrder(tx: Database, email: string): Promise<number> {
  const [order] = await tx
    .insert(orders)
    .values({
      idempotencyKey: randomUUID(),
      requestHash: "test",
      email,
      language: "ro",
      status: "pending_payment",
      paymentMethod: "card",
      currencyCode: "RON",
      unitsPerRonMicros: 1_000_000,
      subtotalMinor: 4995,
      discountMinor: 0,
      shippingMinor: 0,
      taxMinor: 0,
      totalMinor: 4995,
      subtotalRonMinor: 4995,
      discountRonMinor: 0,
      shippingRonMinor: 0,
      taxRonMinor: 0,
      totalRonMinor: 4995,
      vatRatePercent: 9,
      shippingAddress: {},
      billingAddress: {},
    })
    .returning({ id: orders.id });
  return order!.id;
}

const redemptionsOf = (code: string) => database.db.select().from(discountRedemptions).where(eq(discountRedemptions.code, code));

describe("validate", () => {
  it("honours the issued codes with their percent", async () => {
    expect(await service().validate({ code: "ELARA10" })).toEqual({ valid: true, code: "ELARA10", percent: 10 });
    expect(await service().validate({ code: "ELARA5" })).toEqual({ valid: true, code: "ELARA5", percent: 5 });
  });

  it("normalises the code: spaces and lower case do not matter", async () => {
    expect(await service().validate({ code: "  elara10\t" })).toEqual({ valid: true, code: "ELARA10", percent: 10 });
  });

  it.each(["POPUP99", "ELARA50", "POPUP10", "elara50", "SAVE10", "ELARA 10"])("refuses %s, which the store never issued", async (code) => {
    expect(await service().validate({ code })).toMatchObject({ valid: false, percent: 0, reason: "unknown" });
  });

  it("refuses a withdrawn code", async () => {
    await database.db.update(discountCodes).set({ active: false }).where(eq(discountCodes.code, "ELARA10"));
    expect(await service().validate({ code: "ELARA10" })).toMatchObject({ valid: false, reason: "unknown" });
  });

  it("refuses a code this email already redeemed, whatever case the email is typed in", async () => {
    await database.db.transaction((tx) => service().redeem({ code: "ELARA10", email: "ana@example.ro", orderId: null }, tx));
    expect(await service().validate({ code: "ELARA10", email: " Ana@Example.RO " })).toEqual({
      valid: false,
      code: "ELARA10",
      percent: 0,
      reason: "already_used",
    });
    // Other shoppers, and the same shopper's other code, are unaffected.
    expect(await service().validate({ code: "ELARA10", email: "ioana@example.ro" })).toMatchObject({ valid: true });
    expect(await service().validate({ code: "ELARA5", email: "ana@example.ro" })).toMatchObject({ valid: true });
    // Without an email the code itself is still a valid one.
    expect(await service().validate({ code: "ELARA10" })).toMatchObject({ valid: true });
  });

  it("asks the order hook about first-order codes, with the normalised email, and only for them", async () => {
    const asked: string[] = [];
    const hasOrdered: HasPreviousOrder = async (email) => {
      asked.push(email);
      return email === "client@example.ro";
    };
    expect(await service(hasOrdered).validate({ code: "ELARA10", email: "Client@Example.ro" })).toMatchObject({
      valid: false,
      reason: "not_first_order",
    });
    expect(await service(hasOrdered).validate({ code: "ELARA10", email: "new@example.ro" })).toMatchObject({ valid: true });
    expect(asked).toEqual(["client@example.ro", "new@example.ro"]);

    await database.db.insert(discountCodes).values({ code: "STAFF20", percent: 20, source: "manual", firstOrderOnly: false });
    expect(await service(hasOrdered).validate({ code: "STAFF20", email: "client@example.ro" })).toMatchObject({ valid: true, percent: 20 });
    expect(asked).toHaveLength(2);
  });

  it("treats everyone as a first-time buyer until the orders issue provides the hook", async () => {
    expect(await service().validate({ code: "ELARA10", email: "client@example.ro" })).toMatchObject({ valid: true });
  });
});

describe("redeem", () => {
  it("records the redemption in the caller's transaction and answers the percent", async () => {
    let orderId = 0;
    const result = await database.db.transaction(async (tx) => {
      orderId = await placeOrder(tx, "ana@example.ro");
      return service().redeem({ code: " elara5 ", email: "Ana@Example.ro", orderId }, tx);
    });
    expect(result).toEqual({ code: "ELARA5", percent: 5 });
    expect(await redemptionsOf("ELARA5")).toMatchObject([{ code: "ELARA5", email: "ana@example.ro", orderId }]);
  });

  it("leaves nothing behind when the caller's transaction rolls back (the order failed)", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await service().redeem({ code: "ELARA10", email: "ana@example.ro", orderId: null }, tx);
        throw new Error("payment declined");
      }),
    ).rejects.toThrow("payment declined");
    expect(await redemptionsOf("ELARA10")).toEqual([]);
  });

  it("refuses a second use by the same email with a typed error, and the transaction stays usable", async () => {
    await database.db.transaction((tx) => service().redeem({ code: "ELARA10", email: "ana@example.ro", orderId: null }, tx));
    const outcome = await database.db.transaction(async (tx) => {
      const error = await service()
        .redeem({ code: "ELARA10", email: "ANA@example.ro", orderId: null }, tx)
        .catch((e: unknown) => e);
      // The order could still go on without the discount: the transaction was not aborted.
      const [row] = await tx.select({ code: discountCodes.code }).from(discountCodes).where(eq(discountCodes.code, "ELARA5"));
      return { error, row };
    });
    expect(outcome.error).toBeInstanceOf(DiscountCodeRefusedError);
    expect(outcome.error).toMatchObject({ code: "ELARA10", reason: "already_used" });
    expect(outcome.row).toEqual({ code: "ELARA5" });
    expect(await redemptionsOf("ELARA10")).toHaveLength(1);
  });

  it.each(["POPUP99", "ELARA50"])("refuses %s, which the store never issued", async (code) => {
    await expect(
      database.db.transaction((tx) => service().redeem({ code, email: "ana@example.ro", orderId: null }, tx)),
    ).rejects.toMatchObject({
      name: "DiscountCodeRefusedError",
      reason: "unknown",
    });
  });

  it("refuses a first-order code to an email with an earlier order, asking inside the same transaction", async () => {
    let askedWith: Database | undefined;
    const hasOrdered: HasPreviousOrder = async (_email, tx) => {
      askedWith = tx;
      return true;
    };
    let transaction: Database | undefined;
    await expect(
      database.db.transaction((tx) => {
        transaction = tx;
        return service(hasOrdered).redeem({ code: "ELARA10", email: "client@example.ro", orderId: null }, tx);
      }),
    ).rejects.toMatchObject({ reason: "not_first_order" });
    expect(askedWith).toBe(transaction);
    expect(await redemptionsOf("ELARA10")).toEqual([]);
  });

  it("lets a code that is not once-per-email be used again", async () => {
    await database.db
      .insert(discountCodes)
      .values({ code: "STAFF20", percent: 20, source: "manual", firstOrderOnly: false, oncePerEmail: false });
    for (let use = 0; use < 2; use++) {
      expect(
        await database.db.transaction((tx) => service().redeem({ code: "STAFF20", email: "ana@example.ro", orderId: null }, tx)),
      ).toEqual({
        code: "STAFF20",
        percent: 20,
      });
    }
  });
});

describe("two checkouts redeeming the same code for the same email at once", () => {
  // Each checkout writes its order and redeems the code in one transaction, as the order service will.
  const checkout = (beforeCommit: () => Promise<void> = async () => undefined) =>
    database.db.transaction(async (tx) => {
      const orderId = await placeOrder(tx, "ana@example.ro");
      const redeemed = await service().redeem({ code: "ELARA10", email: "ana@example.ro", orderId }, tx);
      await beforeCommit();
      return { ...redeemed, orderId };
    });

  it("lets exactly one win", async () => {
    const outcomes = await Promise.allSettled([checkout(), checkout(), checkout()]);
    const won = outcomes.filter((o) => o.status === "fulfilled");
    const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(2);
    for (const { reason } of lost) expect(reason).toMatchObject({ name: "DiscountCodeRefusedError", reason: "already_used" });
    expect(await redemptionsOf("ELARA10")).toMatchObject([
      { orderId: (won[0] as PromiseFulfilledResult<{ orderId: number }>).value.orderId },
    ]);
    // The losers' orders rolled back with them.
    expect(await database.db.select({ id: orders.id }).from(orders)).toHaveLength(1);
  });

  it("gives the code to the other checkout when the first one rolls back", async () => {
    // The second checkout starts once the first holds its uncommitted redemption; on PostgreSQL its
    // insert then waits for the first transaction, which fails a moment later.
    let firstRedeemed!: () => void;
    const redeemedByFirst = new Promise<void>((resolve) => (firstRedeemed = resolve));
    const outcomes = await Promise.allSettled([
      checkout(async () => {
        firstRedeemed();
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error("card declined");
      }),
      redeemedByFirst.then(() => checkout()),
    ]);
    expect(outcomes[0]).toMatchObject({ status: "rejected", reason: { message: "card declined" } });
    expect(outcomes[1]).toMatchObject({ status: "fulfilled", value: { percent: 10 } });
    const winner = (outcomes[1] as PromiseFulfilledResult<{ orderId: number }>).value.orderId;
    expect(await redemptionsOf("ELARA10")).toMatchObject([{ orderId: winner }]);
  });

  // Only a server runs transactions side by side (PGlite has one connection and queues them):
  // here the second insert really waits on the first transaction's uncommitted row.
  it.runIf(process.env.TEST_DATABASE_URL)(
    "holds when both transactions are open at the same moment (PostgreSQL only: PGlite queues transactions)",
    async () => {
      let arrived = 0;
      let release!: () => void;
      const bothInside = new Promise<void>((resolve) => (release = resolve));
      const meet = async () => {
        arrived += 1;
        if (arrived === 2) release();
        await bothInside;
      };
      const overlapping = () =>
        database.db.transaction(async (tx) => {
          const orderId = await placeOrder(tx, "ana@example.ro");
          await meet();
          return service().redeem({ code: "ELARA10", email: "ana@example.ro", orderId }, tx);
        });
      const outcomes = await Promise.allSettled([overlapping(), overlapping()]);
      expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
      expect(outcomes.filter((o) => o.status === "rejected")).toMatchObject([{ reason: { reason: "already_used" } }]);
      expect(await redemptionsOf("ELARA10")).toHaveLength(1);
    },
  );
});
