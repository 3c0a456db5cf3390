import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "#server/db/client";
import { exchangeRates } from "#server/db/schema";
import { resetExchangeRates } from "#server/db/seed/exchange-rates";
import { createTestDatabase } from "#tests/server/test-database.ts";
import { createExchangeRateService } from "./exchange-rates.ts";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(async () => {
  await handle?.close();
});

beforeEach(async () => {
  await resetExchangeRates(handle.db);
});

const setEur = (micros: number) =>
  handle.db.update(exchangeRates).set({ unitsPerRonMicros: micros }).where(eq(exchangeRates.currencyCode, "EUR"));

/** Counts the reads that reach the table. */
function countingDb(db: Database): { db: Database; reads: () => number } {
  let reads = 0;
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      if (property === "select") reads += 1;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { db: counted, reads: () => reads };
}

describe("createExchangeRateService", () => {
  it("reads the table once and serves the snapshot until the TTL passes", async () => {
    let clock = 0;
    const { db, reads } = countingDb(handle.db);
    const service = createExchangeRateService(db, { ttlMs: 1000, now: () => clock });
    expect((await service.current()).get("EUR")).toBe(201_000);
    await setEur(205_000);
    clock = 999;
    expect((await service.current()).get("EUR")).toBe(201_000);
    expect(reads()).toBe(1);
    clock = 1000;
    expect((await service.current()).get("EUR")).toBe(205_000);
    expect(reads()).toBe(2);
  });

  it("shares one query between concurrent callers", async () => {
    const { db, reads } = countingDb(handle.db);
    const service = createExchangeRateService(db);
    const answers = await Promise.all([service.current(), service.current(), service.current()]);
    expect(reads()).toBe(1);
    expect(answers[1]).toBe(answers[0]);
  });

  it("reads again after invalidate", async () => {
    const service = createExchangeRateService(handle.db);
    expect((await service.current()).get("EUR")).toBe(201_000);
    await setEur(210_000);
    service.invalidate();
    expect((await service.current()).get("EUR")).toBe(210_000);
  });

  it("serves the last rates when a refresh fails, and fails when it never had any", async () => {
    let clock = 0;
    let broken = false;
    const flaky = new Proxy(handle.db, {
      get(target, property, receiver) {
        if (property === "select" && broken) throw new Error("connection lost");
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const service = createExchangeRateService(flaky, { ttlMs: 10, now: () => clock });
    const first = await service.current();
    broken = true;
    clock = 100;
    expect(await service.current()).toBe(first);
    service.invalidate();
    await expect(service.current()).rejects.toThrow("connection lost");
    broken = false;
    expect((await service.current()).get("USD")).toBe(218_000);
  });
});
