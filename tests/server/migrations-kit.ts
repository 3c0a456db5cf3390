/**
 * The store's migrations as they stood at an older release, for the suites that write a store's data in that older
 * shape and then run the migrations after it over them.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll } from "vitest";
import { MIGRATIONS_DIR } from "#server/db/client";

/** A copy of the migrations folder whose journal ends at migration `last` (its index); the caller removes the folder. */
export function migrationsUpTo(last: number): string {
  const directory = mkdtempSync(path.join(tmpdir(), `elara-migrations-${String(last).padStart(4, "0")}-`));
  cpSync(MIGRATIONS_DIR, directory, { recursive: true });
  const journalFile = path.join(directory, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { idx: number }[] };
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.idx <= last) }));
  return directory;
}

/**
 * For the tests of one describe block: an empty PGlite store and the migrations up to `last`, closed and removed after
 * them. `open()` migrates the store that far and answers it, for the test to write its older rows in.
 */
export function pgliteStoreAtMigration(last: number) {
  let directory: string;
  let client: PGlite | undefined;
  beforeAll(() => {
    directory = migrationsUpTo(last);
    client = new PGlite();
  });
  afterAll(async () => {
    await client?.close();
    rmSync(directory, { recursive: true, force: true });
  });
  return {
    async open() {
      const db = drizzle(client!);
      await migrate(db, { migrationsFolder: directory });
      return db;
    },
  };
}
