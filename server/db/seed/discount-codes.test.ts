import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { discountCodes, discountRedemptions, newsletterSubscribers } from "#server/db/schema";
import { createTestDatabase } from "#tests/server/test-database.ts";
import { upsertIssuedDiscountCodes } from "./discount-codes.ts";
import { seedIfEmpty } from "./seed.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(newsletterSubscribers);
  await database.db.delete(discountRedemptions);
  await database.db.delete(discountCodes);
});

const codes = () =>
  database.db
    .select({
      code: discountCodes.code,
      percent: discountCodes.percent,
      source: discountCodes.source,
      firstOrderOnly: discountCodes.firstOrderOnly,
      oncePerEmail: discountCodes.oncePerEmail,
      active: discountCodes.active,
    })
    .from(discountCodes)
    .orderBy(discountCodes.code);

describe("the issued discount codes", () => {
  it("are ELARA10 (popup) and ELARA5 (newsletter), first order, once per email", async () => {
    await upsertIssuedDiscountCodes(database.db, "Elara");
    expect(await codes()).toEqual([
      { code: "ELARA10", percent: 10, source: "popup", firstOrderOnly: true, oncePerEmail: true, active: true },
      { code: "ELARA5", percent: 5, source: "newsletter", firstOrderOnly: true, oncePerEmail: true, active: true },
    ]);
  });

  it("are there after every start, also in a database seeded before they existed", async () => {
    await seedIfEmpty(database.db);
    await database.db.delete(discountCodes);
    // A second start finds the catalogue and seeds nothing else, but the codes come back.
    expect(await seedIfEmpty(database.db)).toBe(false);
    expect((await codes()).map((row) => row.code)).toEqual(["ELARA10", "ELARA5"]);
    await seedIfEmpty(database.db);
    expect(await codes()).toHaveLength(2);
  });

  it("carry the configured brand", async () => {
    await seedIfEmpty(database.db, { brandName: "Nova Vita" });
    expect((await codes()).map((row) => row.code)).toEqual(["NOVAVITA10", "NOVAVITA5"]);
  });

  it("get the offer's terms back on start, but a code the operator withdrew stays withdrawn", async () => {
    await upsertIssuedDiscountCodes(database.db, "Elara");
    await database.db
      .update(discountCodes)
      .set({ percent: 50, oncePerEmail: false, active: false })
      .where(eq(discountCodes.code, "ELARA10"));
    await upsertIssuedDiscountCodes(database.db, "Elara");
    expect((await codes())[0]).toEqual({
      code: "ELARA10",
      percent: 10,
      source: "popup",
      firstOrderOnly: true,
      oncePerEmail: true,
      active: false,
    });
  });
});
