/**
 * The display-currency rates, read from the database at most once per TTL per process: a page of
 * prices converts against this in-memory snapshot and never queries per price.
 */
import type { ExchangeRates } from "#domain/currency-conversion";
import type { Database } from "#server/db/client";
import { exchangeRates } from "#server/db/schema";

export interface ExchangeRateService {
  /** Micro-units per RON by currency code. */
  current(): Promise<ExchangeRates>;
  /** Forget the snapshot, e.g. after an operator changed a rate, so the next read sees the table. */
  invalidate(): void;
}

export interface ExchangeRateOptions {
  /** How long a snapshot is served; rates move slowly and a minute of lag costs nothing. */
  ttlMs?: number;
  now?: () => number;
}

export function createExchangeRateService(db: Database, { ttlMs = 60_000, now = Date.now }: ExchangeRateOptions = {}): ExchangeRateService {
  let snapshot: { rates: ExchangeRates; loadedAt: number } | undefined;
  // Concurrent requests after expiry share one query instead of each running their own.
  let loading: Promise<ExchangeRates> | undefined;
  let generation = 0;

  async function load(): Promise<ExchangeRates> {
    const started = generation;
    const rows = await db.select({ code: exchangeRates.currencyCode, micros: exchangeRates.unitsPerRonMicros }).from(exchangeRates);
    const rates: ExchangeRates = new Map(rows.map((row) => [row.code.trim(), row.micros]));
    // An invalidation during the query means these rows may predate the change: use, but do not keep, them.
    if (started === generation) snapshot = { rates, loadedAt: now() };
    return rates;
  }

  return {
    current() {
      if (snapshot && now() - snapshot.loadedAt < ttlMs) return Promise.resolve(snapshot.rates);
      if (loading === undefined) {
        const promise = load().finally(() => {
          if (loading === promise) loading = undefined;
        });
        loading = promise;
      }
      // A failed refresh serves the last rates rather than failing every price; the next call retries.
      const last = snapshot?.rates;
      return last ? loading.catch(() => last) : loading;
    },
    invalidate() {
      snapshot = undefined;
      loading = undefined;
      generation += 1;
    },
  };
}
