import { DEFAULT_BRAND_NAME } from "#server/config";
import type { Database } from "#server/db/client";
import { clearBlogs, insertBlogs, insertBlogsIfEmpty, seedBlogs } from "./blog/seed-blog.ts";
import { insertMissingExchangeRates, resetExchangeRates } from "./exchange-rates.ts";
import { seedCatalog } from "./products/catalog.ts";
import { clearCatalog, insertCatalog, isCatalogEmpty } from "./seed-catalog.ts";

export interface SeedOptions {
  /** The blogs name the brand. */
  brandName?: string;
}

/**
 * First start: an empty database gets the store's catalogue; a seeded one is left alone. Exchange
 * rates (only the missing ones) and the blogs (when there are none) are filled in on every start, so
 * older databases gain them too. No discount code is made: the popup and the footer issue personal
 * ones, and a code anyone may type is the owner's to create (decision 0080). Says whether the
 * catalogue or the blogs were seeded.
 */
export async function seedIfEmpty(db: Database, { brandName = DEFAULT_BRAND_NAME }: SeedOptions = {}): Promise<boolean> {
  await insertMissingExchangeRates(db);
  const blogsSeeded = await insertBlogsIfEmpty(db, seedBlogs, brandName);
  if (!(await isCatalogEmpty(db))) return blogsSeeded;
  await insertCatalog(db, seedCatalog);
  return true;
}

/** `npm run db:seed -- --reset`: rebuild the catalogue, the blogs and the exchange rates from the seed, whatever the database held. */
export async function reseed(db: Database, { brandName = DEFAULT_BRAND_NAME }: SeedOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await clearCatalog(tx);
    await insertCatalog(tx, seedCatalog);
    await clearBlogs(tx);
    await insertBlogs(tx, seedBlogs, brandName);
    await resetExchangeRates(tx);
  });
}
