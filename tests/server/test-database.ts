/**
 * A migrated database for one test file: PGlite in memory, or a fresh database on the PostgreSQL
 * server named by TEST_DATABASE_URL (created here and dropped on close), so the same suite runs on both.
 * `anotherConnection()` opens the same database again, as a second instance of the store would: its
 * own connection pool on PostgreSQL; on PGlite, whose in-memory database lives in one handle, that handle.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { PgTable } from "drizzle-orm/pg-core";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, expect, inject } from "vitest";
import { eq } from "drizzle-orm";
import { openDatabase, type Database, type DatabaseHandle } from "#server/db/client";
import { products } from "#server/db/schema";
import type { MoveReport } from "#server/db/move-to-postgres";
import { seedIfEmpty } from "#server/db/seed/seed";

export interface TestDatabase extends DatabaseHandle {
  /** The same database through a connection of its own; closing it leaves this one open. */
  anotherConnection(): Promise<DatabaseHandle>;
  /** The PostgreSQL database's URL; absent on PGlite. */
  url?: string;
}

/**
 * The race tests start dozens of transactions at once on pools of ten, while other test files share the server on
 * two cores; a store sheds such a queue after 500 ms (server/db/client.ts), a test waits its turn. The resilience
 * suite opens its own pools to test the store's limits.
 */
const TEST_TIMEOUTS = { poolWaitMs: 10_000 };

export async function createTestDatabase(): Promise<TestDatabase> {
  refuseEngineIndependentFile();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ kind: "pglite", dataDir: "memory", template: await migratedTemplate() }, "PGlite in memory");
    await handle.migrate();
    return { ...handle, anotherConnection: async () => ({ ...handle, close: async () => undefined }) };
  }
  const name = `elara_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const template = inject("postgresTemplateDatabase");
  await withPostgresClient(serverUrl, async (client) => {
    await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
    // A test database outlives no crash of the server, so its commits need not wait for the disk.
    await client.query(`ALTER DATABASE ${name} SET synchronous_commit TO off`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const location = { kind: "postgres", url: url.toString(), timeouts: TEST_TIMEOUTS } as const;
  const handle = await openDatabase(location, `PostgreSQL ${name}`);
  await handle.migrate();
  return {
    ...handle,
    url: location.url,
    anotherConnection: () => openDatabase(location, `PostgreSQL ${name} (another connection)`),
    close: async () => {
      await handle.close();
      await withPostgresClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * npm test's PostgreSQL pass leaves out the files listed as opening no test database; one that opens it after all
 * would never meet PostgreSQL, so it fails here, in the PGlite pass, until it leaves the list.
 */
function refuseEngineIndependentFile(): void {
  const { files: engineIndependentFiles } = JSON.parse(readFileSync("tests/engine-independent-files.json", "utf8")) as { files: string[] };
  const testPath = expect.getState().testPath;
  const file = testPath ? path.relative(process.cwd(), testPath) : undefined;
  if (file && engineIndependentFiles.includes(file)) {
    throw new Error(`${file} opens a test database: take it off tests/engine-independent-files.json so PostgreSQL runs it too`);
  }
}

/** A test database holding the seed catalogue, discount codes and content, as a first start leaves the store. */
export async function createSeededTestDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  await seedIfEmpty(database.db);
  return database;
}

/**
 * One test file's database, opened before its tests (holding the seed when `seeded`) and closed after them, its
 * `emptyEachTest` tables emptied before each test (named as for `emptyTables`). The object stays the same, filled
 * in once the database is open, so the file can name it at its top.
 */
export function testDatabaseForFile({
  seeded = false,
  emptyEachTest = [],
}: { seeded?: boolean; emptyEachTest?: PgTable[] } = {}): TestDatabase {
  const database = {} as TestDatabase;
  beforeAll(async () => {
    Object.assign(database, await (seeded ? createSeededTestDatabase() : createTestDatabase()));
  });
  afterAll(() => database.close());
  if (emptyEachTest.length > 0) beforeEach(() => emptyTables(database.db, ...emptyEachTest));
  return database;
}

/** The seeded product with this handle (papillex, the supplement most tests edit), its row as stored. */
export async function seededProduct(db: Database, handle: string): Promise<typeof products.$inferSelect> {
  const [product] = await db.select().from(products).where(eq(products.handle, handle));
  if (!product) throw new Error(`no seeded product ${handle}`);
  return product;
}

/** Deletes every row of these tables, one after the other: name a table before the tables it references. */
export async function emptyTables(db: Database, ...tables: PgTable[]): Promise<void> {
  for (const table of tables) await db.delete(table);
}

/** The run's migrated PGlite dump (tests/database-templates.ts); a test file read without it starts empty and migrates. */
async function migratedTemplate(): Promise<Blob | undefined> {
  const file = inject("pgliteTemplatePath");
  return file ? new Blob([await readFile(file)]) : undefined;
}

/**
 * A PGlite data directory of its own, migrated from the run's dump: for a second process (a child the test kills)
 * that opens the store there. Migrating a fresh directory took 15 to 40 s of each such test.
 */
export async function migratedPGliteDirectory(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  const template = await migratedTemplate();
  if (template) await new PGlite(dataDir, { loadDataDir: template }).close();
  return dataDir;
}

/** Runs `work` on a client of its own to the PostgreSQL database at `url`, closed after it however it ends. */
export async function withPostgresClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** What a move test leaves behind: the database it moved into on the test server, and the embedded store it moved. */
export async function removeMoveEnds(serverUrl: string, targetName: string, dataDir: string): Promise<void> {
  await withPostgresClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${targetName} WITH (FORCE)`));
  rmSync(dataDir, { recursive: true, force: true });
}

/** A move's own check found every table and every sequence the same on both sides. */
export function expectEveryRowMoved(report: MoveReport): void {
  expect(report.tables.filter((check) => !check.matches)).toEqual([]);
  expect(report.sequences.filter((check) => !check.matches)).toEqual([]);
  expect(report.ok).toBe(true);
}

/**
 * A test that migrates a store of its own from nothing (a fresh initdb, then every migration twice) took over 20 s
 * when CI shared the two cores with other work (load average 18); it is slow work, not a hang.
 */
export const MIGRATING_A_STORE_MS = 90_000;
