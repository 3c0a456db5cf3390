/**
 * A full disk, injected where the database writes: every insert, update, delete and truncate on the store's tables
 * fails inside the database with the error PGlite and PostgreSQL give when a file cannot grow (SQLSTATE 53100
 * disk_full, "could not extend file …: No space left on device"), while reads still work, as on a real full disk.
 * Triggers, so the same fault runs on both databases and reaches the store through the real driver and drizzle.
 */
import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client";

export async function fillDisk(db: Database): Promise<void> {
  await db.execute(sql`
    CREATE OR REPLACE FUNCTION test_full_disk() RETURNS trigger AS $$
    BEGIN
      RAISE EXCEPTION 'could not extend file "base/5/%": No space left on device', TG_RELID
        USING ERRCODE = 'disk_full', HINT = 'Check free disk space.';
    END $$ LANGUAGE plpgsql`);
  await forEachStoreTable(
    db,
    "CREATE TRIGGER test_full_disk BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I EXECUTE FUNCTION test_full_disk()",
  );
}

export async function freeDisk(db: Database): Promise<void> {
  await forEachStoreTable(db, "DROP TRIGGER IF EXISTS test_full_disk ON %I");
}

/** Runs `statement`, a format() string whose %I is the table, on every table of the store's schema. */
async function forEachStoreTable(db: Database, statement: string): Promise<void> {
  await db.execute(
    sql.raw(`
      DO $$ DECLARE store_table text; BEGIN
        FOR store_table IN SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' LOOP
          EXECUTE format('${statement}', store_table);
        END LOOP;
      END $$`),
  );
}
