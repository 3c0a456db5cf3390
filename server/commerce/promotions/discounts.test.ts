import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client";
import { discountCodeProducts, discountCodes, discountRedemptions, orders, products } from "#server/db/schema";
import { insertOrderRow } from "#tests/server/orders-kit.ts";
import { insertPublicCodes } from "#tests/server/discount-codes.ts";
import { emptyTables, testDatabaseForFile } from "#tests/server/test-database.ts";
import { normaliseDiscountCode } from "#domain/discount-code";
import { createDiscountService, DiscountCodeRefusedError, type HasPreviousOrder } from "./discounts.ts";

const database = testDatabaseForFile();
beforeEach(async () => {
  await emptyTables(database.db, discountRedemptions, orders, discountCodes);
  await insertPublicCodes(database.db);
  now = new Date("2026-06-01T10:00:00Z");
});

/** What the clock says in these tests; a test that moves it puts it back in `beforeEach`. */
let now = new Date("2026-06-01T10:00:00Z");
const service = (hasPreviousOrder?: HasPreviousOrder) => createDiscountService({ db: database.db, clock: () => now, hasPreviousOrder });

/** A cart of one product (for codes that apply to every product the product does not matter). */
const CART = [{ productId: 1, totalRonMinor: 4_995 }];

const percentOffer = (code: string, percent: number) => ({ code, kind: "percent", percent, amountRonMinor: null, productIds: null });

/** The order a checkout writes in its transaction before it redeems the code (amounts are immaterial here). */
async function placeOrder(tx: Database, email: string): Promise<number> {
  return (await insertOrderRow(tx, { email, status: "pending_payment", totalMinor: 4995, vatRatePercent: 9 })).id;
}

const redemptionsOf = (code: string) => database.db.select().from(discountRedemptions).where(eq(discountRedemptions.code, code));

describe("validate", () => {
  it("honours the issued codes with their percent", async () => {
    expect(await service().validate({ code: "ELARA10" })).toEqual({ valid: true, code: "ELARA10", offer: percentOffer("ELARA10", 10) });
    expect(await service().validate({ code: "ELARA5" })).toEqual({ valid: true, code: "ELARA5", offer: percentOffer("ELARA5", 5) });
  });

  it("normalises the code: spaces and lower case do not matter", async () => {
    expect(await service().validate({ code: "  elara10\t" })).toEqual({ valid: true, code: "ELARA10", offer: percentOffer("ELARA10", 10) });
  });

  it.each(["POPUP99", "ELARA50", "POPUP10", "elara50", "SAVE10", "ELARA 10"])("refuses %s, which the store never issued", async (code) => {
    expect(await service().validate({ code })).toEqual({ valid: false, code: normaliseDiscountCode(code), reason: "unknown" });
  });

  it("refuses a withdrawn code", async () => {
    await database.db.update(discountCodes).set({ active: false }).where(eq(discountCodes.code, "ELARA10"));
    expect(await service().validate({ code: "ELARA10" })).toMatchObject({ valid: false, reason: "unknown" });
  });

  it("refuses a code this email already redeemed, whatever case the email is typed in", async () => {
    await database.db.transaction((tx) => service().redeem({ code: "ELARA10", email: "ana@example.ro", orderId: null, lines: CART }, tx));
    expect(await service().validate({ code: "ELARA10", email: " Ana@Example.RO " })).toEqual({
      valid: false,
      code: "ELARA10",
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
    expect(await service(hasOrdered).validate({ code: "STAFF20", email: "client@example.ro" })).toMatchObject({
      valid: true,
      offer: { percent: 20 },
    });
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
      return service().redeem({ code: " elara5 ", email: "Ana@Example.ro", orderId, lines: CART }, tx);
    });
    expect(result.offer).toEqual(percentOffer("ELARA5", 5));
    expect(await redemptionsOf("ELARA5")).toMatchObject([{ code: "ELARA5", email: "ana@example.ro", orderId }]);
  });

  it("leaves nothing behind when the caller's transaction rolls back (the order failed)", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await service().redeem({ code: "ELARA10", email: "ana@example.ro", orderId: null, lines: CART }, tx);
        throw new Error("payment declined");
      }),
    ).rejects.toThrow("payment declined");
    expect(await redemptionsOf("ELARA10")).toEqual([]);
  });

  it("refuses a second use by the same email with a typed error, and the transaction stays usable", async () => {
    await database.db.transaction((tx) => service().redeem({ code: "ELARA10", email: "ana@example.ro", orderId: null, lines: CART }, tx));
    const outcome = await database.db.transaction(async (tx) => {
      const error = await service()
        .redeem({ code: "ELARA10", email: "ANA@example.ro", orderId: null, lines: CART }, tx)
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
      database.db.transaction((tx) => service().redeem({ code, email: "ana@example.ro", orderId: null, lines: CART }, tx)),
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
        return service(hasOrdered).redeem({ code: "ELARA10", email: "client@example.ro", orderId: null, lines: CART }, tx);
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
        await database.db.transaction((tx) =>
          service().redeem({ code: "STAFF20", email: "ana@example.ro", orderId: null, lines: CART }, tx),
        ),
      ).toMatchObject({ offer: { code: "STAFF20", percent: 20 } });
    }
  });
});

describe("two checkouts redeeming the same code for the same email at once", () => {
  // Each checkout writes its order and redeems the code in one transaction, as the order service will.
  const checkout = (beforeCommit: () => Promise<void> = async () => undefined) =>
    database.db.transaction(async (tx) => {
      const orderId = await placeOrder(tx, "ana@example.ro");
      const redeemed = await service().redeem({ code: "ELARA10", email: "ana@example.ro", orderId, lines: CART }, tx);
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
    expect(outcomes[1]).toMatchObject({ status: "fulfilled", value: { offer: { percent: 10 } } });
    const winner = (outcomes[1] as PromiseFulfilledResult<{ orderId: number }>).value.orderId;
    expect(await redemptionsOf("ELARA10")).toMatchObject([{ orderId: winner }]);
  });

  // Only a server runs transactions side by side (PGlite has one connection and queues them):
  // here the second insert really waits on the first transaction's uncommitted row.
  it.runIf(process.env.TEST_DATABASE_URL)(
    "holds when both transactions are open at the same moment (PostgreSQL pass only: PGlite queues transactions)",
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
          return service().redeem({ code: "ELARA10", email: "ana@example.ro", orderId, lines: CART }, tx);
        });
      const outcomes = await Promise.allSettled([overlapping(), overlapping()]);
      expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
      expect(outcomes.filter((o) => o.status === "rejected")).toMatchObject([{ reason: { reason: "already_used" } }]);
      expect(await redemptionsOf("ELARA10")).toHaveLength(1);
    },
  );
});

describe("the owner's conditions", () => {
  let ahcc = 0;
  let papillex = 0;
  beforeEach(async () => {
    await database.db.delete(products);
    const [first, second] = await database.db
      .insert(products)
      .values([
        { handle: "ahcc", vendor: "Elara" },
        { handle: "papillex", vendor: "Elara" },
      ])
      .returning({ id: products.id });
    ahcc = first!.id;
    papillex = second!.id;
  });

  const issue = (values: Partial<typeof discountCodes.$inferInsert> & { code: string }) =>
    database.db.insert(discountCodes).values({ percent: 15, source: "admin", firstOrderOnly: false, oncePerEmail: false, ...values });
  const redeem = (code: string, email: string, lines = CART) =>
    database.db.transaction((tx) => service().redeem({ code, email, orderId: null, lines }, tx));

  it("honours a code only from its start and until (not at) its end", async () => {
    await issue({ code: "VARA2026", startsAt: new Date("2026-06-10T00:00:00Z"), endsAt: new Date("2026-07-01T00:00:00Z") });
    now = new Date("2026-06-09T23:59:59Z");
    expect(await service().validate({ code: "vara2026" })).toMatchObject({ valid: false, reason: "not_started" });
    await expect(redeem("VARA2026", "ana@example.ro")).rejects.toMatchObject({ reason: "not_started" });
    now = new Date("2026-06-10T00:00:00Z");
    expect(await service().validate({ code: "VARA2026" })).toMatchObject({ valid: true });
    now = new Date("2026-07-01T00:00:00Z");
    expect(await service().validate({ code: "VARA2026" })).toMatchObject({ valid: false, reason: "expired" });
    await expect(redeem("VARA2026", "ana@example.ro")).rejects.toMatchObject({ reason: "expired" });
  });

  it("stops at its limit of uses in total, and a cancelled order's use comes back", async () => {
    await issue({ code: "DOAR2", usageLimit: 2 });
    await redeem("DOAR2", "ana@example.ro");
    await redeem("DOAR2", "ioana@example.ro");
    expect(await service().validate({ code: "DOAR2" })).toMatchObject({ valid: false, reason: "used_up" });
    await expect(redeem("DOAR2", "maria@example.ro")).rejects.toMatchObject({ reason: "used_up" });
    // Cancelling an order deletes its redemption (order-money.ts, unpaid-sweep.ts).
    const [first] = await redemptionsOf("DOAR2");
    await database.db.delete(discountRedemptions).where(eq(discountRedemptions.id, first!.id));
    expect((await redeem("DOAR2", "maria@example.ro")).offer).toMatchObject({ code: "DOAR2" });
  });

  it("applies to the chosen products only: refused for a cart without them, the offer names them", async () => {
    await issue({ code: "AHCC15", productScope: "chosen" });
    await database.db.insert(discountCodeProducts).values({ code: "AHCC15", productId: ahcc });
    expect(await service().validate({ code: "AHCC15", lines: [{ productId: papillex, totalRonMinor: 18_900 }] })).toMatchObject({
      valid: false,
      reason: "no_eligible_product",
    });
    const cart = [
      { productId: papillex, totalRonMinor: 18_900 },
      { productId: ahcc, totalRonMinor: 24_900 },
    ];
    expect(await service().validate({ code: "AHCC15", lines: cart })).toMatchObject({
      valid: true,
      offer: { kind: "percent", percent: 15, productIds: [ahcc] },
    });
    await expect(redeem("AHCC15", "ana@example.ro", [{ productId: papillex, totalRonMinor: 18_900 }])).rejects.toMatchObject({
      reason: "no_eligible_product",
    });
    expect((await redeem("AHCC15", "ana@example.ro", cart)).offer.productIds).toEqual([ahcc]);
  });

  it("compares the minimum with the eligible lines in lei, and says the minimum", async () => {
    await issue({ code: "MIN200", productScope: "chosen", minSubtotalRonMinor: 20_000 });
    await database.db.insert(discountCodeProducts).values({ code: "MIN200", productId: ahcc });
    // 300 lei in the cart, but only 150 of it is ahcc.
    const cart = [
      { productId: ahcc, totalRonMinor: 15_000 },
      { productId: papillex, totalRonMinor: 15_000 },
    ];
    expect(await service().validate({ code: "MIN200", lines: cart })).toEqual({
      valid: false,
      code: "MIN200",
      reason: "minimum_not_reached",
      minimumRonMinor: 20_000,
    });
    await expect(redeem("MIN200", "ana@example.ro", cart)).rejects.toMatchObject({
      reason: "minimum_not_reached",
      minimumRonMinor: 20_000,
    });
    expect(await service().validate({ code: "MIN200", lines: [{ productId: ahcc, totalRonMinor: 20_000 }] })).toMatchObject({
      valid: true,
    });
  });

  it("offers a fixed amount in lei", async () => {
    await issue({ code: "MINUS50", percent: null, kind: "fixed", amountRonMinor: 5_000 });
    expect(await service().validate({ code: "MINUS50" })).toMatchObject({
      valid: true,
      offer: { kind: "fixed", percent: null, amountRonMinor: 5_000, productIds: null },
    });
  });

  it("is refused when withdrawn, whatever else holds", async () => {
    await issue({ code: "OPRIT", active: false });
    expect(await service().validate({ code: "OPRIT" })).toMatchObject({ valid: false, reason: "unknown" });
    await expect(redeem("OPRIT", "ana@example.ro")).rejects.toMatchObject({ reason: "unknown" });
  });

  it("counts one mailbox once however its address is spelled", async () => {
    await redeem("ELARA10", "Jo.Doe+promo@gmail.com");
    for (const other of ["jodoe@gmail.com", "j.o.doe@googlemail.com", "jodoe+2@gmail.com"]) {
      expect(await service().validate({ code: "ELARA10", email: other })).toMatchObject({ valid: false, reason: "already_used" });
      await expect(redeem("ELARA10", other)).rejects.toMatchObject({ reason: "already_used" });
    }
    expect(await redemptionsOf("ELARA10")).toMatchObject([{ email: "jodoe@gmail.com" }]);
    // A different mailbox at the same provider is another shopper.
    expect(await service().validate({ code: "ELARA10", email: "jodoe2@gmail.com" })).toMatchObject({ valid: true });
  });

  it("lets exactly as many concurrent checkouts through as the limit allows", async () => {
    await issue({ code: "PRIMII3", usageLimit: 3 });
    const checkouts = Array.from({ length: 8 }, (_, index) =>
      database.db.transaction(async (tx) => {
        const orderId = await placeOrder(tx, `client${index}@example.ro`);
        return service().redeem({ code: "PRIMII3", email: `client${index}@example.ro`, orderId, lines: CART }, tx);
      }),
    );
    const outcomes = await Promise.allSettled(checkouts);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(3);
    for (const lost of outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected"))
      expect(lost.reason).toMatchObject({ name: "DiscountCodeRefusedError", reason: "used_up" });
    expect(await redemptionsOf("PRIMII3")).toHaveLength(3);
  });

  // Only a server holds several transactions open at the same moment; PGlite's one connection would run them in turn.
  it.runIf(process.env.TEST_DATABASE_URL)(
    "holds the limit when every checkout is inside its transaction at the same moment (PostgreSQL pass only)",
    async () => {
      await issue({ code: "ULTIMUL", usageLimit: 1 });
      const count = 4;
      let arrived = 0;
      let release!: () => void;
      const allInside = new Promise<void>((resolve) => (release = resolve));
      const overlapping = (index: number) =>
        database.db.transaction(async (tx) => {
          const orderId = await placeOrder(tx, `client${index}@example.ro`);
          arrived += 1;
          if (arrived === count) release();
          await allInside;
          return service().redeem({ code: "ULTIMUL", email: `client${index}@example.ro`, orderId, lines: CART }, tx);
        });
      const outcomes = await Promise.allSettled(Array.from({ length: count }, (_, index) => overlapping(index)));
      expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
      expect(outcomes.filter((o) => o.status === "rejected")).toHaveLength(count - 1);
      expect(await redemptionsOf("ULTIMUL")).toHaveLength(1);
    },
  );
});

describe("personal codes (decision 0080)", () => {
  const issuePersonal = (email: string, kept: string | null = null, percent = 10) =>
    database.db.transaction((tx) => service().issuePersonalCode(tx, { email, percent, channel: "popup", kept }));
  const redeem = (code: string, email: string) =>
    database.db.transaction(async (tx) => service().redeem({ code, email, orderId: await placeOrder(tx, email), lines: CART }, tx));

  it("are made for one mailbox: unguessable, one use, first order, once per email", async () => {
    const { code, percent } = await issuePersonal(" Jo.Doe+shop@Gmail.com ");
    expect(code).toMatch(/^ELARA10-[2-9A-HJKMNP-Z]{8}$/);
    expect(percent).toBe(10);
    const [row] = await database.db.select().from(discountCodes).where(eq(discountCodes.code, code));
    expect(row).toMatchObject({
      recipientEmail: "jodoe@gmail.com",
      usageLimit: 1,
      firstOrderOnly: true,
      oncePerEmail: true,
      source: "popup",
    });
    expect((await issuePersonal("ana@example.ro")).code).not.toBe(code);
  });

  it("answer the code an address was given again, not a new one, and only when it is that address's", async () => {
    const { code } = await issuePersonal("ana@example.ro");
    expect(await issuePersonal("ANA@example.ro", code, 5)).toEqual({ code, percent: 10 });
    // A row naming someone else's code, or a public one, gets a code of its own.
    expect((await issuePersonal("ion@example.ro", code)).code).not.toBe(code);
    expect((await issuePersonal("ion2@example.ro", "ELARA10")).code).toMatch(/^ELARA10-/);
  });

  it("refuse every other mailbox with not_recipient, before anything else about the code is said", async () => {
    const { code } = await issuePersonal("ana@example.ro");
    expect(await service().validate({ code, email: "ion@example.ro" })).toEqual({ valid: false, code, reason: "not_recipient" });
    await expect(redeem(code, "ion@example.ro")).rejects.toMatchObject({ name: "DiscountCodeRefusedError", reason: "not_recipient" });
    // Without an email (the cart before checkout) the code is described; the order decides.
    expect(await service().validate({ code })).toMatchObject({ valid: true, offer: { percent: 10 } });
    // Spelled another way, the recipient's mailbox is still the recipient.
    expect(await service().validate({ code: code.toLowerCase(), email: " Ana@Example.RO " })).toMatchObject({ valid: true });
  });

  it("work once: the recipient's second use reads 'already used'", async () => {
    const { code } = await issuePersonal("ana@example.ro");
    await redeem(code, "ana@example.ro");
    expect(await service().validate({ code, email: "ana@example.ro" })).toEqual({ valid: false, code, reason: "already_used" });
    await expect(redeem(code, "ana@example.ro")).rejects.toMatchObject({ reason: "already_used" });
    expect(await redemptionsOf(code)).toHaveLength(1);
  });
});
