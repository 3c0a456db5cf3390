/**
 * The display-currency rates. The owner edits them in the admin (decision 0038) and a change must apply
 * on the next request in every instance, so there is no per-process snapshot: each call reads the
 * table (six rows by primary key, about as cheap as a version check would be; timings in 0038). A
 * page converts all its prices against one answer and never queries per price.
 *
 * The seam for a faster store (the speed issue): a cache kept fresh by PostgreSQL LISTEN/NOTIFY can
 * stand behind `current()` without any caller changing.
 */
import type { ExchangeRates } from "#domain/currency-conversion";
import type { Database } from "#server/db/client";
import { exchangeRates } from "#server/db/schema";

export interface ExchangeRateService {
  /** Micro-units per RON by currency code, as the table holds them now. */
  current(): Promise<ExchangeRates>;
}

export function createExchangeRateService(db: Database): ExchangeRateService {
  let last: ExchangeRates | undefined;

  async function load(): Promise<ExchangeRates> {
    const rows = await db.select({ code: exchangeRates.currencyCode, micros: exchangeRates.unitsPerRonMicros }).from(exchangeRates);
    last = new Map(rows.map((row) => [row.code.trim(), row.micros]));
    return last;
  }

  return {
    current() {
      // A failed read serves the last rates rather than failing every price; the next call reads again.
      const known = last;
      return known ? load().catch(() => known) : load();
    },
  };
}
