/**
 * Two instances of a new release started at once on a database with its migrations pending (issue 47 item 5: a
 * rolling restart without `npm run db:migrate` first) both start: the second waits for the first's migrations and finds
 * them applied. Runs only with TEST_DATABASE_URL: PGlite's directory admits one process.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { withPostgresClient } from "#tests/server/test-database.ts";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR, openDatabase } from "./client.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const scratch = `elara_migrate_together_${randomBytes(4).toString("hex")}`;

// Only with TEST_DATABASE_URL: PGlite's directory admits one process, so instances cannot start together on it.
describe.skipIf(!serverUrl)("migrations of instances started together (PostgreSQL pass only)", () => {
  afterAll(async () => {
    await withPostgresClient(serverUrl!, (client) => client.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`));
  });

  it("are applied once, and every instance starts", async () => {
    await withPostgresClient(serverUrl!, (client) => client.query(`CREATE DATABASE ${scratch}`));
    const url = new URL(serverUrl!);
    url.pathname = `/${scratch}`;
    const instances = await Promise.all([1, 2, 3].map((n) => openDatabase({ kind: "postgres", url: url.toString() }, `instance ${n}`)));
    try {
      await Promise.all(instances.map((instance) => instance.migrate()));
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")) as { entries: unknown[] };
    const scratchClient = new pg.Client({ connectionString: url.toString() });
    await scratchClient.connect();
    const applied = await scratchClient
      .query<{ count: number }>("SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations")
      .finally(() => scratchClient.end());
    expect(applied.rows[0]!.count).toBe(journal.entries.length);
  });
});
