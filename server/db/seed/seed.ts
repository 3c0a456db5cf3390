import { DEFAULT_BRAND_NAME } from "../../config.ts";
import type { Database } from "../client.ts";
import { upsertIssuedDiscountCodes } from "./discount-codes.ts";
import { insertMissingExchangeRates, resetExchangeRates } from "./exchange-rates.ts";
import { seedCatalog } from "./products/catalog.ts";
import { clearCatalog, insertCatalog, isCatalogEmpty } from "./seed-catalog.ts";

export interface SeedOptions {
  /** The issued discount codes carry the brand (`ELARA10`). */
  brandName?: string;
}

/**
 * First start: an empty database gets the store's catalogue; a seeded one is left alone. Exchange
 * rates (only the missing ones) and the issued discount codes are filled in on every start, so older
 * databases gain them too.
 */
export async function seedIfEmpty(db: Database, { brandName = DEFAULT_BRAND_NAME }: SeedOptions = {}): Promise<boolean> {
  await insertMissingExchangeRates(db);
  await upsertIssuedDiscountCodes(db, brandName);
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
