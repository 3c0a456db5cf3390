/**
 * Test support for the exchange rates: a file's own database with the seed's rates put back before each test, and
 * a way to move the euro's rate as the owner does.
 */
import { eq } from "drizzle-orm";
import { beforeEach } from "vitest";
import { exchangeRates } from "#server/db/schema";
import { resetExchangeRates } from "#server/db/seed/exchange-rates";
import { testDatabaseForFile } from "./test-database.ts";

export function exchangeRatesDatabaseForFile() {
  const handle = testDatabaseForFile();
  beforeEach(() => resetExchangeRates(handle.db));
  /** Sets the euro's rate, in millionths of a unit per leu. */
  const setEur = (micros: number) =>
    handle.db.update(exchangeRates).set({ unitsPerRonMicros: micros }).where(eq(exchangeRates.currencyCode, "EUR"));
  return { handle, setEur };
}
