import { sql } from "drizzle-orm";
import type { CurrencyCode } from "#domain/currency";
import type { Database } from "#server/db/client";
import { exchangeRates } from "#server/db/schema";

/**
 * Plausible mid-market rates, as micro-units of each currency per 1 RON (1 RON = 0.2010 EUR is
 * 201_000). The shop sells in RON, so RON itself has no row. They are display rates for a store with
 * no live feed; an operator updates the table, and the store reads it within a minute.
 */
export const SEED_EXCHANGE_RATES: Readonly<Record<Exclude<CurrencyCode, "RON">, number>> = {
  EUR: 201_000,
  USD: 218_000,
  GBP: 172_000,
  CAD: 305_000,
  AUD: 335_000,
  JPY: 33_400_000,
};

const seedRows = () =>
  Object.entries(SEED_EXCHANGE_RATES).map(([currencyCode, unitsPerRonMicros]) => ({ currencyCode, unitsPerRonMicros }));

/**
 * Every start: a display currency without a rate gets the seed's, so a data directory made before
 * the rates existed gains them; a rate already there, perhaps set by the operator, is kept.
 */
export async function insertMissingExchangeRates(db: Database): Promise<number> {
  const inserted = await db
    .insert(exchangeRates)
    .values(seedRows())
    .onConflictDoNothing({ target: exchangeRates.currencyCode })
    .returning({ currencyCode: exchangeRates.currencyCode });
  return inserted.length;
}

/** `npm run db:seed -- --reset`: back to the seed's rates exactly. */
export async function resetExchangeRates(db: Database): Promise<void> {
  await db.execute(sql`DELETE FROM ${exchangeRates}`);
  await db.insert(exchangeRates).values(seedRows());
}
