/**
 * The store's migrations as they stood at an older release, for the suites that write a store's data in that older
 * shape and then run the migrations after it over them.
 */
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { MIGRATIONS_DIR } from "#server/db/client";
import { withPostgresClient } from "./test-database.ts";

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

/**
 * The same on the engine the run tests: PGlite, or a scratch database of the PostgreSQL server TEST_DATABASE_URL
 * names, dropped after the block. `open()` migrates it to `last` and answers it with `migrateToLatest`, which runs every
 * migration after it over the rows the test wrote.
 */
export function storeAtMigrationOnEitherEngine(last: number) {
  let directory: string;
  let client: PGlite | undefined;
  let pool: pg.Pool | undefined;
  const serverUrl = process.env.TEST_DATABASE_URL;
  const scratch = `elara_test_${String(last).padStart(4, "0")}_${randomBytes(4).toString("hex")}`;
  beforeAll(async () => {
    directory = migrationsUpTo(last);
    if (!serverUrl) {
      client = new PGlite();
      return;
    }
    await withPostgresClient(serverUrl, (server) => server.query(`CREATE DATABASE ${scratch}`));
    const url = new URL(serverUrl);
    url.pathname = `/${scratch}`;
    pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  });
  afterAll(async () => {
    await client?.close();
    await pool?.end();
    if (serverUrl) await withPostgresClient(serverUrl, (server) => server.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`));
    rmSync(directory, { recursive: true, force: true });
  });
  /** The same drizzle calls on either engine. */
  const engine = () =>
    pool
      ? {
          db: drizzleNodePostgres(pool),
          migrateTo: (folder: string) => migrateNodePostgres(drizzleNodePostgres(pool!), { migrationsFolder: folder }),
        }
      : { db: drizzle(client!), migrateTo: (folder: string) => migrate(drizzle(client!), { migrationsFolder: folder }) };
  return {
    async open() {
      const { db, migrateTo } = engine();
      await migrateTo(directory);
      return { db, migrateToLatest: () => migrateTo(MIGRATIONS_DIR) };
    },
  };
}
