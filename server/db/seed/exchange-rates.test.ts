import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { exchangeRates } from "#server/db/schema";
import { exchangeRatesDatabaseForFile } from "#tests/server/exchange-rates-kit.ts";
import { insertMissingExchangeRates, resetExchangeRates, SEED_EXCHANGE_RATES } from "./exchange-rates.ts";
import { reseed, seedIfEmpty } from "./seed.ts";

const { handle, setEur } = exchangeRatesDatabaseForFile();

async function storedRates(): Promise<Map<string, number>> {
  const rows = await handle.db.select().from(exchangeRates);
  return new Map(rows.map((row) => [row.currencyCode, row.unitsPerRonMicros]));
}

describe("the exchange-rate seed", () => {
  it("holds the six display currencies other than RON", () => {
    expect(Object.keys(SEED_EXCHANGE_RATES).sort()).toEqual(["AUD", "CAD", "EUR", "GBP", "JPY", "USD"]);
    expect(SEED_EXCHANGE_RATES.EUR).toBe(201_000);
    expect(SEED_EXCHANGE_RATES.JPY).toBe(33_400_000);
  });

  it("adds only the missing rates, keeps the operator's, and does nothing the second time", async () => {
    await handle.db.delete(exchangeRates).where(eq(exchangeRates.currencyCode, "JPY"));
    await setEur(199_500);
    expect(await insertMissingExchangeRates(handle.db)).toBe(1);
    expect(await insertMissingExchangeRates(handle.db)).toBe(0);
    expect(await storedRates()).toEqual(new Map(Object.entries({ ...SEED_EXCHANGE_RATES, EUR: 199_500 })));
  });

  it("resets every rate to the seed", async () => {
    await setEur(1);
    await resetExchangeRates(handle.db);
    const [eur] = await handle.db.select().from(exchangeRates).where(eq(exchangeRates.currencyCode, "EUR"));
    expect(eur?.unitsPerRonMicros).toBe(SEED_EXCHANGE_RATES.EUR);
  });
});

describe("seeding", () => {
  it("fills in missing rates on every start, even when the catalogue is already there", async () => {
    await handle.db.delete(exchangeRates);
    expect(await seedIfEmpty(handle.db)).toBe(true);
    await handle.db.delete(exchangeRates);
    expect(await seedIfEmpty(handle.db)).toBe(false);
    expect(await storedRates()).toEqual(new Map(Object.entries(SEED_EXCHANGE_RATES)));
  });

  it("rebuilds the rates with --reset", async () => {
    await setEur(1);
    await reseed(handle.db);
    expect(await storedRates()).toEqual(new Map(Object.entries(SEED_EXCHANGE_RATES)));
  });
});
