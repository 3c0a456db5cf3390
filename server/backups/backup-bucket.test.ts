/**
 * Issue 72 item 2: backups off the machine. Against a local S3-compatible server (s3rver, tests/server/s3-kit.ts): a
 * real backup of a store with an order is copied to the bucket, verified; with the local copy gone, the newest in the
 * bucket restores into a fresh place with the same rows; an object changed in the bucket is refused; the bucket keeps
 * what BACKUP_DIR's retention keeps; wrong keys fail loudly and send nothing. On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { backupScratch, openEmbedded } from "#tests/server/backup-kit.ts";
import { buildOrdersApp, orderBody, placeOrder, variantGid } from "#tests/server/orders-kit.ts";
import { startLocalBucket } from "#tests/server/s3-kit.ts";
import { MIGRATING_A_STORE_MS } from "#tests/server/test-database.ts";
import { backupBucketCopies, BucketCopyError } from "./backup-bucket.ts";
import { restoreBackup, RestoreRefusedError, takeBackup, type BackupSource } from "./backups.ts";

const scratch = backupScratch("bucket");
const backupDir = path.join(scratch.dir, "backups");
const key = randomBytes(32);
let database: DatabaseHandle;
let source: BackupSource;
let local: Awaited<ReturnType<typeof startLocalBucket>>;

beforeAll(async () => {
  ({ database, source } = await scratch.openSource());
  const kit = buildOrdersApp({ database });
  await placeOrder(kit, orderBody([{ variantId: await variantGid(database, "PAP-1"), quantity: 1 }]));
  await kit.platform.mailer.idle();
  local = await startLocalBucket();
}, MIGRATING_A_STORE_MS);

afterAll(async () => {
  await local?.stop();
  await scratch.cleanUp();
});

/** A backup's pair of files in `directory`, as the store names them, its manifest saying when it was taken. */
function fakeBackup(directory: string, takenAt: string, manual = false): string {
  mkdirSync(directory, { recursive: true });
  const name = `elara-backup-${takenAt.replace(/[-:.]/g, "")}${manual ? "-manual" : ""}.tar.gz`;
  const bytes = randomBytes(64);
  writeFileSync(path.join(directory, name), bytes);
  writeFileSync(path.join(directory, name.replace(".tar.gz", ".json")), JSON.stringify({ takenAt, file: { name, bytes: bytes.length } }));
  return name;
}

describe("backups copied to an S3-compatible bucket", () => {
  it(
    "copies an encrypted backup, verified; with the local copy gone, restores the bucket's newest; refuses one changed there",
    async () => {
      const taken = await takeBackup(source, { backupDir, encryptionKey: key, now: () => new Date(), manual: false });
      if (!taken.taken) throw new Error(taken.reason);
      const copies = backupBucketCopies(local.bucket());
      const name = path.basename(taken.path);
      expect(await copies.sync(backupDir)).toEqual({ uploaded: [name], deleted: [] });
      // Already there whole: nothing is sent again.
      expect(await copies.sync(backupDir)).toEqual({ uploaded: [], deleted: [] });
      expect((await copies.list()).map((backup) => backup.name)).toEqual([name]);

      rmSync(backupDir, { recursive: true, force: true });
      const downloaded = await copies.download((await copies.list())[0]!.name, path.join(scratch.dir, "downloaded"));
      const target = await scratch.freshTarget({ encryptionKey: key });
      const restored = await restoreBackup(downloaded, target, openEmbedded);
      expect(restored.manifest.rowCounts).toEqual(taken.sidecar.rowCounts);
      expect(restored.manifest.rowCounts["public.orders"]).toBe(1);

      // Someone (or a fault) replaces the object in the bucket: its bytes no longer match the manifest beside it.
      const client = new S3Client({
        endpoint: local.bucket().endpoint,
        region: "us-east-1",
        forcePathStyle: true,
        credentials: local.bucket(),
      });
      await client.send(new PutObjectCommand({ Bucket: local.bucket().bucket, Key: `shop/${name}`, Body: randomBytes(4096) }));
      const tampered = await copies.download(name, path.join(scratch.dir, "tampered"));
      const untouched = await scratch.freshTarget({ encryptionKey: key });
      await expect(restoreBackup(tampered, untouched, openEmbedded)).rejects.toThrow(RestoreRefusedError);
      expect(readdirSync(untouched.dataDir)).toEqual([]);
    },
    MIGRATING_A_STORE_MS,
  );

  it("keeps in the bucket what the retention keeps, and what the store still has", async () => {
    const directory = path.join(scratch.dir, "retention");
    const copies = backupBucketCopies(local.bucket("retention/"));
    // Nine dailies, then the store keeps only the newest seven (its own pruning): the bucket follows.
    const names = Array.from({ length: 9 }, (_, day) =>
      fakeBackup(directory, `2026-11-${String(20 + day).padStart(2, "0")}T03:00:00.000Z`),
    );
    const manual = fakeBackup(directory, "2026-11-22T09:00:00.000Z", true);
    expect((await copies.sync(directory)).uploaded).toHaveLength(10);
    for (const name of names.slice(0, 2)) {
      rmSync(path.join(directory, name));
      rmSync(path.join(directory, name.replace(".tar.gz", ".json")));
    }
    // Still the newest of their weeks (Mondays 16 and 23 November): the weekly rule keeps 20-22's newest, the 22nd.
    const sync = await copies.sync(directory);
    expect(sync).toEqual({ uploaded: [], deleted: [names[0], names[1]] });
    const inBucket = (await copies.list()).map((backup) => backup.name);
    expect(inBucket).toContain(manual);
    expect(inBucket).not.toContain(names[0]);
    expect(inBucket).toHaveLength(8);
  });

  it("fails loudly with wrong keys and sends nothing; a name not in the bucket is refused", async () => {
    const directory = path.join(scratch.dir, "wrong-keys");
    fakeBackup(directory, "2026-11-27T03:00:00.000Z");
    const wrong = backupBucketCopies({ ...local.bucket("wrong/"), accessKeyId: "NOT-THE-KEY", secretAccessKey: "not-the-secret" });
    await expect(wrong.sync(directory)).rejects.toThrow();
    const copies = backupBucketCopies(local.bucket("wrong/"));
    expect(await copies.list()).toEqual([]);
    await expect(copies.download("elara-backup-20261127T030000000Z.tar.gz", path.join(scratch.dir, "nothing"))).rejects.toThrow(
      BucketCopyError,
    );
    await expect(copies.download("../../etc/passwd", path.join(scratch.dir, "nothing"))).rejects.toThrow(/not the name of a backup/);
  });
});
