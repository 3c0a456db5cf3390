/**
 * The store's backups as the running store takes them (decisions 0101, 0179): now, when `npm run backup` asks through
 * the admin channel, or when the automatic job finds none taken this hour or today (the owner's rhythm), into
 * BACKUP_DIR, of the database the config names; and the monthly restore drill of the newest (decision 0181).
 */
import { restoreDrillDue, type BackupRhythm } from "#domain/backup-status";
import { backupBucketCopies, type BackupBucketCopies, type BucketSync } from "./backup-bucket.ts";
import type { Config } from "../config.ts";
import { openDatabase, type DatabaseHandle } from "../db/client.ts";
import { liveOrdersOf, runRestoreDrill, type DrillSetup, type RestoreDrill } from "./restore-drill.ts";
import { lastGoodBackupAt, takeBackup, type BackupResult, type BackupSource } from "./backups.ts";

export interface StoreBackups {
  directory: string;
  /** A manual backup, now: what `npm run backup` asks of the running store. */
  takeNow(): Promise<BackupResult>;
  /** Takes one unless one was taken this hour or today (UTC), as the owner's rhythm says: what the automatic job runs in every instance. */
  takeIfDue(): Promise<BackupResult>;
  /** The owner's rhythm now (a setting, read on every use). */
  rhythm(): Promise<BackupRhythm>;
  /** Copies to BACKUP_S3_URL's bucket what it lacks and applies the retention there; null without a bucket. */
  copyOffsite(): Promise<BucketSync | null>;
  lastGoodAt(): Promise<Date | null>;
  /** Runs the restore drill when a month has passed since the last that passed (a day after one that failed): decision 0181. */
  drillIfDue(): Promise<RestoreDrill | null>;
}

/** Whether the store takes backups and of which database: what the settings page states beside the rhythm. */
export function backupStoreFacts(config: Pick<Config, "backupDir" | "databaseUrl">): {
  configured: boolean;
  database: "embedded" | "postgresql";
} {
  return { configured: config.backupDir !== undefined, database: config.databaseUrl ? "postgresql" : "embedded" };
}

/** What a restore drill of this store's backups needs, from its config (without the live database's orders). */
export function restoreDrillSetup(
  config: Pick<Config, "backupDir" | "backupEncryptionKey" | "databaseUrl">,
  bucket: BackupBucketCopies | null,
  now: () => Date,
): DrillSetup {
  return {
    backupDir: config.backupDir!,
    bucket,
    encryptionKey: config.backupEncryptionKey,
    databaseUrl: config.databaseUrl,
    openEmbedded: (dataDir) => openDatabase({ kind: "pglite", dataDir }, `the restore drill's PGlite in ${dataDir}`),
    openPostgres: (url) => openDatabase({ kind: "postgres", url }, "the restore drill's scratch database"),
    now,
  };
}

/** Null when BACKUP_DIR is unset: the store then takes none. */
export function storeBackups(
  config: Pick<Config, "backupDir" | "backupEncryptionKey" | "backupBucket" | "databaseUrl" | "dataDir">,
  database: DatabaseHandle,
  clock: () => Date,
  rhythm: () => Promise<BackupRhythm>,
): StoreBackups | null {
  const directory = config.backupDir;
  if (!directory) return null;
  const source: BackupSource = config.databaseUrl
    ? { kind: "postgresql", url: config.databaseUrl, dataDir: config.dataDir }
    : { kind: "pglite", dataDir: config.dataDir, database };
  const options = { backupDir: directory, encryptionKey: config.backupEncryptionKey, now: clock };
  const bucket = config.backupBucket ? backupBucketCopies(config.backupBucket) : null;
  return {
    directory,
    takeNow: () => takeBackup(source, { ...options, manual: true }),
    async takeIfDue() {
      // A manual backup (before an upgrade, say) is not the rhythm's: the automatic rotation stays one an hour or a day.
      const hourly = (await rhythm()) === "hourly";
      const period = (instant: Date) => instant.toISOString().slice(0, hourly ? 13 : 10);
      const last = await lastGoodBackupAt(directory, "automatic");
      if (last && period(last) === period(clock()))
        return { taken: false, reason: hourly ? "this hour's backup is taken" : "today's backup is taken" };
      return takeBackup(source, { ...options, manual: false });
    },
    rhythm,
    copyOffsite: async () => (bucket ? bucket.sync(directory) : null),
    lastGoodAt: () => lastGoodBackupAt(directory),
    async drillIfDue() {
      // The first drill waits for the first backup: before it there is nothing to restore, and nothing to warn of.
      if ((await lastGoodBackupAt(directory)) === null) return null;
      const setup = restoreDrillSetup(config, bucket, clock);
      return runRestoreDrill({ ...setup, liveOrders: liveOrdersOf(database) }, (drills) => restoreDrillDue(drills, clock()));
    },
  };
}

/** The channel's `{ command: "backup" }`, answered with where the backup went and what it holds. */
export async function runBackupCommand(backups: StoreBackups | null): Promise<{ status: number; body: unknown }> {
  if (!backups) return { status: 400, body: { error: "BACKUP_DIR is not set for the running store: set it and restart the store." } };
  const result = await backups.takeNow();
  if (!result.taken) return { status: 409, body: { error: `No backup taken: ${result.reason}.` } };
  // The backup stands on disk whatever the bucket answers; the automatic job sends it again if this copy failed.
  const offsite = await backups.copyOffsite().then(
    (sync) => (sync ? { copied: true as const, ...sync } : null),
    (error: unknown) => ({ copied: false as const, error: error instanceof Error ? error.message : String(error) }),
  );
  return { status: 200, body: { ...result, offsite } };
}

export const isBackupCommand = (command: unknown) => (command as { command?: unknown } | null)?.command === "backup";
