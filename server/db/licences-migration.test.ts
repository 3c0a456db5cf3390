/**
 * Migration 0056 (issue 66 item 2, decision 0141) on a store that recorded its single DSVSA registration: the value
 * becomes the first entry of the list of authorisations, with who saved it and when, and the old key is gone; a store
 * that never recorded one starts with no list. On PGlite, and on a scratch database of the PostgreSQL server
 * TEST_DATABASE_URL names.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { storedLicencesSchema } from "#domain/licences";
import { storeAtMigrationOnEitherEngine } from "#tests/server/migrations-kit.ts";
import { MIGRATING_A_STORE_MS } from "#tests/server/test-database.ts";
import { storeSettings } from "./schema.ts";

describe("migration 0056 on a store with its DSVSA registration recorded", () => {
  const store = storeAtMigrationOnEitherEngine(55);

  it(
    "carries the registration into the list, nothing lost, and drops the old key",
    async () => {
      const { db, migrateToLatest } = await store.open();
      const savedAt = new Date("2026-10-01T08:00:00.000Z");
      await db.execute(sql`
        INSERT INTO store_settings (key, value, updated_at)
        VALUES ('licences.dsvsa', ${JSON.stringify({ number: "RO-B-12345", issuer: "DSVSA București" })}::jsonb, ${savedAt.toISOString()}),
          ('anpc.solUrl', '"https://sol.example"'::jsonb, ${savedAt.toISOString()})`);

      await migrateToLatest();

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
