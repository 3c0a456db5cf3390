/**
 * Issue 72 item 4: the restore drill. A good backup of a store with orders restores into a scratch place, migrates, and
 * its sample of orders matches the live store's: the drill passes and is recorded; a truncated backup fails and is
 * recorded as failed (the alert's promtool case is in deploy/prometheus); a backup whose orders are not the store's
 * fails; the bucket's newest is the one drilled when a bucket is set; a drill another instance runs is not run twice;
 * nothing of the scratch place is left. On PGlite, and on PostgreSQL (a scratch database on the same server) with
 * TEST_DATABASE_URL.
 */
import { randomBytes } from "node:crypto";
import { copyFileSync, mkdirSync, readdirSync, statSync, truncateSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { createMetrics } from "#server/http/metrics";
import { backupScratch } from "#tests/server/backup-kit.ts";
import { buildOrdersApp, orderBody, placeOrder, variantGid } from "#tests/server/orders-kit.ts";
import { startLocalBucket } from "#tests/server/s3-kit.ts";
import { MIGRATING_A_STORE_MS, withPostgresClient } from "#tests/server/test-database.ts";
import { backupBucketCopies } from "./backup-bucket.ts";
import { sidecarPath, takeBackup, type BackupSource } from "./backups.ts";
import { liveOrdersOf, readRestoreDrills, runRestoreDrill, type DrillSetup } from "./restore-drill.ts";
import { restoreDrillSetup } from "./store-backups.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const scratch = backupScratch("drill");
const key = randomBytes(32);
let database: DatabaseHandle;
let source: BackupSource;
let goodBackup: string;
const placed: number[] = [];

beforeAll(async () => {
  ({ database, source } = await scratch.openSource());
  const kit = buildOrdersApp({ database });
  const variantId = await variantGid(database, "PAP-1");
  for (const quantity of [1, 2, 3]) placed.push((await placeOrder(kit, orderBody([{ variantId, quantity }]))).orderNumber);
  await kit.platform.mailer.idle();
  const taken = await takeBackup(source, {
    backupDir: path.join(scratch.dir, "taken"),
    encryptionKey: key,
    now: () => new Date(),
    manual: false,
  });
  if (!taken.taken) throw new Error(taken.reason);
  goodBackup = taken.path;
}, MIGRATING_A_STORE_MS);

afterAll(() => scratch.cleanUp());

/** A BACKUP_DIR of the test's own holding a copy of the good backup (and its manifest). */
function backupDirWith(name: string, file = goodBackup): string {
  const directory = path.join(scratch.dir, name);
  mkdirSync(directory, { recursive: true });
  copyFileSync(file, path.join(directory, path.basename(file)));
  copyFileSync(sidecarPath(file), sidecarPath(path.join(directory, path.basename(file))));
  return directory;
}

function setupFor(backupDir: string, extra: Partial<DrillSetup> = {}): DrillSetup {
  const config = {
    backupDir,
    backupEncryptionKey: key,
    databaseUrl: source.kind === "postgresql" ? source.url : undefined,
  };
  return { ...restoreDrillSetup(config, null, () => new Date()), liveOrders: liveOrdersOf(database), ...extra };
}

const drillFolders = () => new Set(readdirSync(tmpdir()).filter((name) => name.startsWith("elara-drill-")));

async function drillDatabases(): Promise<string[]> {
  if (!serverUrl) return [];
  const found = await withPostgresClient(serverUrl, (client) =>
    client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE starts_with(datname, 'elara_restore_drill_')"),
  );
  return found.rows.map((row) => row.datname);
}

describe(`the restore drill (${serverUrl ? "PostgreSQL" : "PGlite"})`, () => {
  it(
    "restores the newest backup into a scratch place, reads its orders whole and the same as the store's, records it and leaves nothing; a second drill asked meanwhile is not run; a truncated backup then fails, says why, and is recorded above",
    async () => {
      const backupDir = backupDirWith("good");
      const foldersBefore = drillFolders();
      const [drill, meanwhile] = await Promise.all([runRestoreDrill(setupFor(backupDir)), runRestoreDrill(setupFor(backupDir))]);
      expect(meanwhile).toBeNull();
      expect(drill).toMatchObject({
        outcome: "passed",
        source: "local",
        backup: path.basename(goodBackup),
        orders: 3,
        ordersChecked: 3,
        problem: null,
      });
      expect(drill!.tables).toBeGreaterThan(50);
      expect(await readRestoreDrills(backupDir)).toEqual([drill]);
      expect([...drillFolders()].filter((name) => !foldersBefore.has(name))).toEqual([]);
      expect(await drillDatabases()).toEqual([]);

      const metrics = createMetrics({ restoreDrills: () => readRestoreDrills(backupDir) });
      const scraped = await metrics.registry.metrics();
      expect(scraped).toContain(`elara_restore_drill_last_success_timestamp_seconds ${Math.floor(Date.parse(drill!.at) / 1000)}`);
      expect(scraped).toContain("elara_restore_drill_failed 0");

      const copy = path.join(backupDir, path.basename(goodBackup));
      truncateSync(copy, Math.floor(statSync(copy).size / 2));
      const failed = await runRestoreDrill(setupFor(backupDir));
      expect(failed).toMatchObject({ outcome: "failed", backup: path.basename(goodBackup), ordersChecked: 0 });
      expect(failed!.problem).toMatch(/does not match the sha256/);
      expect(await readRestoreDrills(backupDir)).toEqual([failed, drill]);
      expect(await drillDatabases()).toEqual([]);
      expect(await metrics.registry.metrics()).toContain("elara_restore_drill_failed 1");
    },
    MIGRATING_A_STORE_MS,
  );

  it(
    "fails when the backup's orders are not the live store's, and when there is no backup at all",
    async () => {
      const backupDir = backupDirWith("other-store");
      const otherStore = async (numbers: number[]) =>
        (await liveOrdersOf(database)(numbers)).map((order) => ({ ...order, email: `x${order.email}` }));
      const drill = await runRestoreDrill(setupFor(backupDir, { liveOrders: otherStore }));
      expect(drill).toMatchObject({ outcome: "failed" });
      expect(drill!.problem).toMatch(/^order \d+ in the backup is not the store's order \d+$/);

      const empty = path.join(scratch.dir, "empty");
      expect(await runRestoreDrill(setupFor(empty))).toMatchObject({
        outcome: "failed",
        backup: null,
        problem: "BACKUP_DIR holds no complete backup",
      });
    },
    MIGRATING_A_STORE_MS,
  );

  it(
    "drills the bucket's newest when a bucket is set, and is not run when not due",
    async () => {
      const local = await startLocalBucket();
      try {
        const bucket = backupBucketCopies(local.bucket());
        await bucket.sync(backupDirWith("to-copy"));
        const backupDir = path.join(scratch.dir, "bucketed");
        const drill = await runRestoreDrill(setupFor(backupDir, { bucket }));
        expect(drill).toMatchObject({ outcome: "passed", source: "bucket", backup: path.basename(goodBackup), ordersChecked: 3 });
        expect(await runRestoreDrill(setupFor(backupDir, { bucket }), () => false)).toBeNull();
        expect(await readRestoreDrills(backupDir)).toEqual([drill]);
      } finally {
        await local.stop();
      }
    },
    MIGRATING_A_STORE_MS,
  );

  // Only on PostgreSQL: the advisory lock is PostgreSQL's; on the embedded database one process is the only instance.
  it.runIf(serverUrl)(
    "is run by one instance at a time: the drill's advisory lock held elsewhere, this one does not run (PostgreSQL only)",
    async () => {
      const backupDir = backupDirWith("locked");
      const other = new pg.Client({ connectionString: (source as { url: string }).url });
      await other.connect();
      try {
        await other.query("SELECT pg_advisory_lock(hashtext('elara:restore-drill'))");
        expect(await runRestoreDrill(setupFor(backupDir))).toBeNull();
        expect(await readRestoreDrills(backupDir)).toEqual([]);
      } finally {
        await other.end();
      }
      expect(await runRestoreDrill(setupFor(backupDir))).toMatchObject({ outcome: "passed" });
    },
    MIGRATING_A_STORE_MS,
  );
});
