import type { Database } from "../client.ts";
import { insertMissingExchangeRates, resetExchangeRates } from "./exchange-rates.ts";
import { seedCatalog } from "./products/catalog.ts";
import { clearCatalog, insertCatalog, isCatalogEmpty } from "./seed-catalog.ts";

/**
 * First start: an empty database gets the store's catalogue; a seeded one is left alone. Exchange
 * rates are filled in on every start (only the missing ones), so older databases gain them too.
 */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  await insertMissingExchangeRates(db);
  if (!(await isCatalogEmpty(db))) return false;
  await insertCatalog(db, seedCatalog);
  return true;
}

/** `npm run db:seed -- --reset`: rebuild the catalogue and the exchange rates from the seed, whatever the database held. */
export async function reseed(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await clearCatalog(tx);
    await insertCatalog(tx, seedCatalog);
    await resetExchangeRates(tx);
  });
}
