import type { Database } from "../client.ts";
import { seedCatalog } from "./products/catalog.ts";
import { clearCatalog, insertCatalog, isCatalogEmpty } from "./seed-catalog.ts";

/** First start: an empty database gets the store's catalogue; a seeded one is left alone. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  if (!(await isCatalogEmpty(db))) return false;
  await insertCatalog(db, seedCatalog);
  return true;
}

/** `npm run db:seed -- --reset`: rebuild the catalogue from the seed, whatever the database held. */
export async function reseed(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await clearCatalog(tx);
    await insertCatalog(tx, seedCatalog);
  });
}
