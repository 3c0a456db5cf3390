/**
 * Issue 39 item 6: a kill -9 costs the next start a replay of the WAL since the last checkpoint, and PGlite has no
 * checkpointer process of its own: the store checkpoints its embedded database every minute.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, inject, it, vi } from "vitest";
import { openDatabase, PGLITE_CHECKPOINT_INTERVAL_MS, type DatabaseHandle } from "./client.ts";

const directory = mkdtempSync(path.join(tmpdir(), "elara-checkpoint-"));
let database: DatabaseHandle | null = null;
afterEach(() => vi.useRealTimers());
afterAll(async () => {
  await database?.close();
  rmSync(directory, { recursive: true, force: true });
});

async function lsns(handle: DatabaseHandle) {
  const result = await handle.db.execute(
    sql`SELECT pg_current_wal_insert_lsn() - '0/0'::pg_lsn AS written, (SELECT checkpoint_lsn FROM pg_control_checkpoint()) - '0/0'::pg_lsn AS checkpointed`,
  );
  // PGlite's result: drizzle's type for it is the driver-neutral `unknown`.
  const [row] = (result as { rows: { written: string; checkpointed: string }[] }).rows;
  return { written: Number(row!.written), checkpointed: Number(row!.checkpointed) };
}

// Skipped on the PostgreSQL run: the checkpoints are PGlite's own (a server has its checkpointer); the PGlite run covers it.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("the embedded database in a data directory (PGlite pass only)", () => {
  it("checkpoints every minute, so a restart after a kill replays at most a minute of writes", async () => {
    const dataDir = path.join(directory, "data");
    const template = new PGlite(dataDir, { loadDataDir: new Blob([readFileSync(inject("pgliteTemplatePath"))]) });
    await template.close();

    vi.useFakeTimers({ toFake: ["setInterval"] });
    database = await openDatabase({ kind: "pglite", dataDir }, "PGlite in a test directory");
    await database.db.execute(sql`CREATE TABLE written (body text)`);
    await database.db.execute(sql`INSERT INTO written SELECT repeat(md5(i::text), 20) FROM generate_series(1, 2000) AS i`);
    const before = await lsns(database);
    expect(before.checkpointed).toBeLessThan(before.written);

    vi.advanceTimersByTime(PGLITE_CHECKPOINT_INTERVAL_MS);
    // Queued behind the checkpoint: PGlite runs one statement at a time.
    const after = await lsns(database);
    expect(after.checkpointed).toBeGreaterThanOrEqual(before.written);
  }, 60_000);
});
