/**
 * Migration 0056 (issue 66 item 2, decision 0141) on a store that recorded its single DSVSA registration: the value
 * becomes the first entry of the list of authorisations, with who saved it and when, and the old key is gone; a store
 * that never recorded one starts with no list. On PGlite, and on a scratch database of the PostgreSQL server
 * TEST_DATABASE_URL names.
 */
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedLicencesSchema } from "#domain/licences";
import { migrationsUpTo } from "#tests/server/migrations-kit.ts";
import { MIGRATING_A_STORE_MS, withPostgresClient } from "#tests/server/test-database.ts";
import { MIGRATIONS_DIR } from "./client.ts";
import { storeSettings } from "./schema.ts";

describe("migration 0056 on a store with its DSVSA registration recorded", () => {
  let directory: string;
  let client: PGlite | undefined;
  let pool: pg.Pool | undefined;
  const serverUrl = process.env.TEST_DATABASE_URL;
  const scratch = `elara_test_0056_${randomBytes(4).toString("hex")}`;
  beforeAll(async () => {
    directory = migrationsUpTo(55);
    if (!serverUrl) {
      client = new PGlite();
      return;
    }
    await withPostgresClient(serverUrl, (client) => client.query(`CREATE DATABASE ${scratch}`));
    const url = new URL(serverUrl);
    url.pathname = `/${scratch}`;
    pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  });

  afterAll(async () => {
    await client?.close();
    await pool?.end();
    if (serverUrl) await withPostgresClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`));
    rmSync(directory, { recursive: true, force: true });
  });

  const engine = () =>
    pool
      ? {
          db: drizzleNodePostgres(pool),
          migrateTo: (folder: string) => migrateNodePostgres(drizzleNodePostgres(pool!), { migrationsFolder: folder }),
        }
      : { db: drizzle(client!), migrateTo: (folder: string) => migrate(drizzle(client!), { migrationsFolder: folder }) };

  it(
    "carries the registration into the list, nothing lost, and drops the old key",
    async () => {
      const { db, migrateTo } = engine();
      await migrateTo(directory);
      const savedAt = new Date("2026-10-01T08:00:00.000Z");
      await db.execute(sql`
        INSERT INTO store_settings (key, value, updated_at)
        VALUES ('licences.dsvsa', ${JSON.stringify({ number: "RO-B-12345", issuer: "DSVSA București" })}::jsonb, ${savedAt.toISOString()}),
          ('anpc.solUrl', '"https://sol.example"'::jsonb, ${savedAt.toISOString()})`);

      await migrateTo(MIGRATIONS_DIR);

      const rows = await db.select().from(storeSettings).orderBy(storeSettings.key);
      expect(rows.map((row) => row.key)).toEqual(["anpc.solUrl", "licences.list"]);
      const list = rows.find((row) => row.key === "licences.list")!;
      expect(storedLicencesSchema.parse(list.value)).toEqual([
        { kind: "dsvsa", name: { ro: "", en: "" }, number: "RO-B-12345", issuer: "DSVSA București", issuedOn: null, url: "" },
      ]);
      expect(list.updatedAt.toISOString()).toBe(savedAt.toISOString());
    },
    MIGRATING_A_STORE_MS,
  );
});
