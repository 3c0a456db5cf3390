import { describe, expect, it } from "vitest";
import { discountCodes } from "#server/db/schema";
import { insertPublicCodes } from "#tests/server/discount-codes.ts";
import { testDatabaseForFile } from "#tests/server/test-database.ts";
import { seedIfEmpty } from "./seed.ts";

const database = testDatabaseForFile();

const codes = async () => (await database.db.select({ code: discountCodes.code }).from(discountCodes)).map((row) => row.code).sort();

describe("discount codes at start-up (decision 0080)", () => {
  it("a new store starts with no code anyone may type", async () => {
    expect(await seedIfEmpty(database.db)).toBe(true);
    expect(await codes()).toEqual([]);
  });

  it("an older store's public codes are the owner's: a restart neither removes nor rewrites them", async () => {
    await insertPublicCodes(database.db);
    await database.db.update(discountCodes).set({ percent: 15 });
    expect(await seedIfEmpty(database.db)).toBe(false);
    expect(await codes()).toEqual(["ELARA10", "ELARA5"]);
    expect((await database.db.select({ percent: discountCodes.percent }).from(discountCodes)).map((row) => row.percent)).toEqual([15, 15]);
  });
});
