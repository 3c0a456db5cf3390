/**
 * The store's backups as the running store takes them (decision 0101): now, when `npm run backup` asks through the
 * admin channel or the daily job finds none taken today, into BACKUP_DIR, of the database the config names.
 */
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { lastGoodBackupAt, takeBackup, type BackupResult, type BackupSource } from "./backups.ts";

export interface StoreBackups {
  directory: string;
  /** A manual backup, now: what `npm run backup` asks of the running store. */
  takeNow(): Promise<BackupResult>;
  /** Takes one unless one was taken today (UTC): what the daily job runs, hourly, in every instance. */
  takeIfDue(): Promise<BackupResult>;
  lastGoodAt(): Promise<Date | null>;
}

/** Null when BACKUP_DIR is unset: the store then takes none. */
export function storeBackups(
  config: Pick<Config, "backupDir" | "backupEncryptionKey" | "databaseUrl" | "dataDir">,
  database: DatabaseHandle,
  clock: () => Date,
): StoreBackups | null {
  const directory = config.backupDir;
  if (!directory) return null;
  const source: BackupSource = config.databaseUrl
    ? { kind: "postgresql", url: config.databaseUrl, dataDir: config.dataDir }
    : { kind: "pglite", dataDir: config.dataDir, database };
  const options = { backupDir: directory, encryptionKey: config.backupEncryptionKey, now: clock };
  return {
    directory,
    takeNow: () => takeBackup(source, { ...options, manual: true }),
    async takeIfDue() {
      // A manual backup (before an upgrade, say) is not the day's: the daily rotation stays one a day.
      const last = await lastGoodBackupAt(directory, "daily");
      if (last && last.toISOString().slice(0, 10) === clock().toISOString().slice(0, 10))
        return { taken: false, reason: "today's backup is taken" };
      return takeBackup(source, { ...options, manual: false });
    },
    lastGoodAt: () => lastGoodBackupAt(directory),
  };
}

/** The channel's `{ command: "backup" }`, answered with where the backup went and what it holds. */
export async function runBackupCommand(backups: StoreBackups | null): Promise<{ status: number; body: unknown }> {
  if (!backups) return { status: 400, body: { error: "BACKUP_DIR is not set for the running store: set it and restart the store." } };
  const result = await backups.takeNow();
  return result.taken ? { status: 200, body: result } : { status: 409, body: { error: `No backup taken: ${result.reason}.` } };
}

export const isBackupCommand = (command: unknown) => (command as { command?: unknown } | null)?.command === "backup";
