/**
 * Issue 47 item 1: a backup of a store with an order, restored into a fresh place, holds the same rows (checked by
 * count against the manifest, and by every file's sha256); an encrypted one opens only with its key; a target that is
 * not empty is refused unless forced. On PGlite by default, on PostgreSQL (pg_dump, pg_restore) with TEST_DATABASE_URL.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { count } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { orders } from "#server/db/schema";
import { backupScratch, openEmbedded, openTarget } from "#tests/server/backup-kit.ts";
import { buildOrdersApp, orderBody, placeOrder, variantGid } from "#tests/server/orders-kit.ts";
import { MIGRATING_A_STORE_MS } from "#tests/server/test-database.ts";
import { storeBackups } from "./store-backups.ts";
import { lastGoodBackupAt, listBackups, restoreBackup, RestoreRefusedError, takeBackup, type BackupSource } from "./backups.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const scratch = backupScratch("backups");
const backupDir = path.join(scratch.dir, "backups");
const key = randomBytes(32);
let database: DatabaseHandle;
let source: BackupSource;

const now = () => new Date();
const { freshTarget } = scratch;

beforeAll(async () => {
  ({ database, source } = await scratch.openSource());
  const kit = buildOrdersApp({ database });
  await placeOrder(kit, orderBody([{ variantId: await variantGid(database, "PAP-1"), quantity: 2 }]));
  await kit.platform.mailer.idle();
  mkdirSync(path.join(scratch.sourceDataDir, "uploads", "products"), { recursive: true });
  writeFileSync(path.join(scratch.sourceDataDir, "uploads", "products", "photo.webp"), randomBytes(2048));
}, MIGRATING_A_STORE_MS);

afterAll(() => scratch.cleanUp());

/** The running store's backup settings, backing up this suite's store into `backupDir`. */
const storeConfig = (ownDir: string) => ({
  backupDir: ownDir,
  backupEncryptionKey: undefined,
  backupBucket: undefined,
  databaseUrl: serverUrl && (source as { url: string }).url,
  dataDir: scratch.sourceDataDir,
});

async function orderCount(handle: DatabaseHandle) {
  return (await handle.db.select({ n: count() }).from(orders))[0]!.n;
}

describe(`a backup of a store with an order (${serverUrl ? "PostgreSQL" : "PGlite"})`, () => {
  it(
    "restores into a fresh place with the same rows, files and order, checked against its manifest",
    async () => {
      const taken = await takeBackup(source, { backupDir, encryptionKey: undefined, now, manual: false });
      if (!taken.taken) throw new Error(taken.reason);
      expect(taken.sidecar.rowCounts["public.orders"]).toBe(1);
      expect(taken.sidecar.schemaVersion).toMatch(/^\d{4}_/);
      expect(taken.sidecar.file.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(Object.keys(taken.sidecar.checksums)).toContain("files/uploads/products/photo.webp");
      expect(readdirSync(backupDir).filter((name) => name.startsWith(".partial-"))).toEqual([]);
      expect(statSync(taken.path).mode & 0o777, "customers' data and the store's secrets").toBe(0o600);
      expect(await lastGoodBackupAt(backupDir)).toEqual(new Date(taken.sidecar.takenAt));

      const target = await freshTarget();
      const restored = await restoreBackup(taken.path, target, openEmbedded);
      expect(restored.manifest.rowCounts).toEqual(taken.sidecar.rowCounts);
      expect(readFileSync(path.join(target.dataDir, "uploads", "products", "photo.webp"))).toEqual(
        readFileSync(path.join(scratch.sourceDataDir, "uploads", "products", "photo.webp")),
      );
      const reopened = await openTarget(target);
      try {
        expect(await orderCount(reopened)).toBe(1);
      } finally {
        await reopened.close();
      }
    },
    MIGRATING_A_STORE_MS,
  );

  it(
    "refuses a target that is not empty, naming it and --force, and replaces it when forced",
    async () => {
      const [backup] = await listBackups(backupDir);
      const target = await freshTarget();
      writeFileSync(path.join(target.dataDir, "notes.txt"), "the owner's own file");
      const refused = restoreBackup(backup!.path, target, openEmbedded);
      await expect(refused).rejects.toThrow(RestoreRefusedError);
      await expect(refused).rejects.toThrow(/not empty \(.*notes\.txt.*--force/);
      expect(readdirSync(target.dataDir)).toEqual(["notes.txt"]);

      await restoreBackup(backup!.path, { ...target, force: true }, openEmbedded);
      expect(readdirSync(target.dataDir)).not.toContain("notes.txt");
      expect(readdirSync(target.dataDir)).toContain("uploads");
    },
    MIGRATING_A_STORE_MS,
  );

  it(
    "encrypts with the configured key and opens only with it",
    async () => {
      const taken = await takeBackup(source, { backupDir, encryptionKey: key, now, manual: false });
      if (!taken.taken) throw new Error(taken.reason);
      expect(taken.path).toMatch(/\.tar\.gz\.enc$/);
      expect(readFileSync(taken.path).includes(Buffer.from("manifest.json"))).toBe(false);

      const withoutKey = await freshTarget();
      await expect(restoreBackup(taken.path, withoutKey, openEmbedded)).rejects.toThrow(/encrypted: set BACKUP_ENCRYPTION_KEY/);
      const wrongKey = await freshTarget({ encryptionKey: randomBytes(32) });
      await expect(restoreBackup(taken.path, wrongKey, openEmbedded)).rejects.toThrow(/not the key this backup was encrypted with/);
      expect(readdirSync(wrongKey.dataDir)).toEqual([]);

      const rightKey = await freshTarget({ encryptionKey: key });
      const restored = await restoreBackup(taken.path, rightKey, openEmbedded);
      expect(restored.manifest.rowCounts["public.orders"]).toBe(1);
    },
    MIGRATING_A_STORE_MS,
  );

  it(
    "removes what a killed run left, and counts only backups whose file got its final name",
    async () => {
      const leftovers = [
        ".partial-20261127T030000000Z-dead",
        ".partial-elara-backup-20261127T030000000Z.tar.gz",
        "elara-backup-20261127T030000000Z.json",
      ];
      mkdirSync(path.join(backupDir, leftovers[0]!));
      writeFileSync(path.join(backupDir, leftovers[1]!), "half a backup");
      writeFileSync(path.join(backupDir, leftovers[2]!), JSON.stringify({ takenAt: "2026-11-27T03:00:00.000Z" }));
      expect((await listBackups(backupDir)).map((backup) => backup.sidecar.takenAt)).not.toContain("2026-11-27T03:00:00.000Z");
      const taken = await takeBackup(source, { backupDir, encryptionKey: undefined, now, manual: false });
      expect(taken.taken).toBe(true);
      for (const name of leftovers) expect(readdirSync(backupDir)).not.toContain(name);
    },
    MIGRATING_A_STORE_MS,
  );

  it(
    "keeps a manual backup taken before an upgrade when a second one and the daily one follow the same day; takes one an hour when the owner's rhythm is hourly, and one a day again when it is daily",
    async () => {
      const ownDir = path.join(scratch.dir, "same-day");
      const config = storeConfig(ownDir);
      let clock = new Date("2026-11-27T09:00:00.000Z");
      let rhythm: "hourly" | "daily" = "daily";
      const backups = storeBackups(
        config,
        database,
        () => clock,
        async () => rhythm,
      )!;
      const beforeUpgrade = await backups.takeNow();
      clock = new Date("2026-11-27T09:30:00.000Z");
      const afterUpgrade = await backups.takeNow();
      clock = new Date("2026-11-27T10:00:00.000Z");
      const daily = await backups.takeIfDue();
      if (!beforeUpgrade.taken || !afterUpgrade.taken || !daily.taken) throw new Error("a backup was not taken");
      expect(path.basename(beforeUpgrade.path), "named as asked for").toBe("elara-backup-20261127T090000000Z-manual.tar.gz");
      clock = new Date("2026-11-27T11:00:00.000Z");
      expect(await backups.takeIfDue()).toEqual({ taken: false, reason: "today's backup is taken" });

      rhythm = "hourly";
      clock = new Date("2026-11-27T11:02:00.000Z");
      expect((await backups.takeIfDue()).taken).toBe(true);
      clock = new Date("2026-11-27T11:55:00.000Z");
      expect(await backups.takeIfDue()).toEqual({ taken: false, reason: "this hour's backup is taken" });
      rhythm = "daily";
      clock = new Date("2026-11-27T12:02:00.000Z");
      expect(await backups.takeIfDue()).toEqual({ taken: false, reason: "today's backup is taken" });
      expect((await listBackups(ownDir)).map((backup) => [path.basename(backup.path), backup.manual])).toEqual([
        ["elara-backup-20261127T110200000Z.tar.gz", false],
        ["elara-backup-20261127T100000000Z.tar.gz", false],
        ["elara-backup-20261127T093000000Z-manual.tar.gz", true],
        ["elara-backup-20261127T090000000Z-manual.tar.gz", true],
      ]);
    },
    MIGRATING_A_STORE_MS,
  );

  // Only with TEST_DATABASE_URL: the lock it proves is PostgreSQL's advisory lock; PGlite admits one process anyway.
  it.skipIf(!serverUrl)("lets one instance at a time take a backup (PostgreSQL pass only)", async () => {
    const other = new pg.Client({ connectionString: (source as { url: string }).url });
    await other.connect();
    try {
      await other.query("SELECT pg_advisory_lock(hashtext('elara:backup'))");
      expect(await takeBackup(source, { backupDir, encryptionKey: undefined, now, manual: false })).toEqual({
        taken: false,
        reason: "another instance is taking a backup now",
      });
    } finally {
      await other.end();
    }
  });

  it("refuses a file that no longer matches the sha256 beside it", async () => {
    const [backup] = await listBackups(backupDir);
    const copy = path.join(scratch.dir, path.basename(backup!.path));
    const bytes = readFileSync(backup!.path);
    bytes[bytes.length - 40]! ^= 0xff;
    writeFileSync(copy, bytes);
    writeFileSync(copy.replace(/\.tar\.gz(\.enc)?$/, ".json"), readFileSync(backup!.path.replace(/\.tar\.gz(\.enc)?$/, ".json")));
    await expect(restoreBackup(copy, await freshTarget({ encryptionKey: key }), openEmbedded)).rejects.toThrow(/does not match the sha256/);
  });
});
