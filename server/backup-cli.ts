/**
 * `npm run backup` and `npm run restore -- FILE [--force]` (decision 0101).
 *
 *   backup                 a backup now into BACKUP_DIR: asked of the running store when it holds the embedded
 *                          database (only it may open it), else taken here (PostgreSQL: pg_dump; PGlite: stopped store)
 *   restore FILE [--force] the backup FILE into DATA_DIR (and the database DATABASE_URL names, when set), which must be
 *                          empty unless --force; with the store stopped. Encrypted backups need BACKUP_ENCRYPTION_KEY.
 *   restore --from-bucket [NAME] [--force]
 *                          the same from BACKUP_S3_URL's bucket (decision 0180): the newest backup there, or NAME
 *   restore --verify-latest
 *                          the restore drill (decision 0181): the newest backup (the bucket's when BACKUP_S3_URL is set)
 *                          restored into a scratch place, migrated, checked and removed; recorded for the dashboard
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { askAdminChannel, readAdminChannel } from "./admin-channel.ts";
import { BackupKeyError } from "./backups/backup-encryption.ts";
import { backupBucketCopies, BucketCopyError, type BucketSync } from "./backups/backup-bucket.ts";
import { restoreBackup, RestoreRefusedError, takeBackup, type BackupResult } from "./backups/backups.ts";
import { liveOrdersOf, RESTORE_DRILLS_FILE, runRestoreDrill } from "./backups/restore-drill.ts";
import { restoreDrillSetup } from "./backups/store-backups.ts";
import { loadConfig, type Config } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { DataDirInUseError } from "./db/data-dir-lock.ts";
import { createFilesPrivately } from "./private-files.ts";

const USAGE = `Usage:
  npm run backup
  npm run restore -- FILE [--force]
  npm run restore -- --from-bucket [NAME] [--force]
  npm run restore -- --verify-latest`;

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

async function backup(config: Config): Promise<void> {
  if (!config.backupDir) throw new UsageError("BACKUP_DIR is not set: set it to the folder backups go to.");
  const channel = config.databaseUrl ? null : readAdminChannel(config.dataDir);
  let result: BackupResult;
  let offsite: ({ copied: true } & BucketSync) | { copied: false; error: string } | null = null;
  if (channel) {
    const answer = await askAdminChannel(channel, { command: "backup" }).catch((error: unknown) => {
      throw new Error(
        `The running store stopped answering before the backup was written (${error instanceof Error ? error.message : String(error)}): see its log. No backup was written; the next one removes what this one left.`,
      );
    });
    if (answer.status !== 200) throw new Error((answer.body as { error?: string }).error ?? "the store could not take the backup");
    ({ offsite = null, ...result } = answer.body as BackupResult & { offsite?: typeof offsite });
  } else {
    const options = { backupDir: config.backupDir, encryptionKey: config.backupEncryptionKey, now: () => new Date(), manual: true };
    if (config.databaseUrl) {
      result = await takeBackup({ kind: "postgresql", url: config.databaseUrl, dataDir: config.dataDir }, options);
    } else {
      const database = await openDatabase({ kind: "pglite", dataDir: config.dataDir }, `PGlite in ${config.dataDir}`);
      try {
        result = await takeBackup({ kind: "pglite", dataDir: config.dataDir, database }, options);
      } finally {
        await database.close();
      }
    }
  }
  if (!result.taken) throw new Error(`No backup taken: ${result.reason}.`);
  if (!channel && config.backupBucket)
    offsite = await backupBucketCopies(config.backupBucket)
      .sync(config.backupDir)
      .then(
        (sync) => ({ copied: true as const, ...sync }),
        (error: unknown) => ({ copied: false as const, error: error instanceof Error ? error.message : String(error) }),
      );
  const { sidecar } = result;
  const rows = Object.values(sidecar.rowCounts).reduce((sum, n) => sum + n, 0);
  console.log(
    `Backup written: ${result.path}\n` +
      `  ${megabytes(sidecar.file.bytes)}${sidecar.file.encrypted ? ", encrypted" : ""}, ${Object.keys(sidecar.rowCounts).length} tables, ${rows} rows, ` +
      `${Object.keys(sidecar.checksums).filter((name) => name.startsWith("files/")).length} files of the data folder, schema ${sidecar.schemaVersion}, ` +
      `in ${(result.ms / 1000).toFixed(1)} s\n  sha256 ${sidecar.file.sha256} (manifest: ${path.basename(result.path).replace(/\.tar\.gz(\.enc)?$/, ".json")})`,
  );
  if (offsite?.copied)
    console.log(`  copied to the bucket (${offsite.uploaded.length} sent, ${offsite.deleted.length} old ones deleted there)`);
  if (offsite && !offsite.copied) {
    // The backup is written; the copy is the store's to retry, but whoever runs this must know it is not off the machine yet.
    console.error(`  NOT copied to the bucket: ${offsite.error}\n  The store sends it again at its next check (every ten minutes).`);
    process.exitCode = 1;
  }
}

/** The bucket's newest backup, or `name`, downloaded into a private scratch folder: its path there, and the folder. */
async function fromBucket(config: Config, name: string | undefined): Promise<{ file: string; scratch: string }> {
  if (!config.backupBucket) throw new UsageError("BACKUP_S3_URL is not set: set it (with its keys) to restore from the bucket.");
  const bucket = backupBucketCopies(config.backupBucket);
  const chosen = name ?? (await bucket.list())[0]?.name;
  if (!chosen) throw new UsageError("The bucket holds no complete backup.");
  const scratch = await mkdtemp(path.join(os.tmpdir(), "elara-restore-"));
  console.log(`Downloading ${chosen} from the bucket…`);
  return { file: await bucket.download(chosen, scratch), scratch };
}

async function restore(config: Config, file: string | undefined, force: boolean, bucketed: boolean): Promise<void> {
  if (!file && !bucketed) throw new UsageError("Name the backup file to restore, or --from-bucket.");
  const downloaded = bucketed ? await fromBucket(config, file) : null;
  const restored = await restoreBackup(
    downloaded?.file ?? path.resolve(file!),
    {
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      backupDir: config.backupDir,
      encryptionKey: config.backupEncryptionKey,
      force,
    },
    (dataDir) => openDatabase({ kind: "pglite", dataDir }, `PGlite in ${dataDir}`),
  ).finally(() => (downloaded ? rm(downloaded.scratch, { recursive: true, force: true }) : undefined));
  const { manifest } = restored;
  console.log(
    `Restored the backup of ${manifest.takenAt} (schema ${manifest.schemaVersion}) into ${config.databaseUrl ? "the PostgreSQL database and " : ""}${config.dataDir}\n` +
      `  every file's sha256 and ${restored.tables} tables' row counts match its manifest (orders: ${manifest.rowCounts["public.orders"] ?? 0}), in ${(restored.ms / 1000).toFixed(1)} s\n` +
      `  start the store on it: it applies any newer migrations itself.`,
  );
}

/** The restore drill, now: exit 1 when it fails, so a cron job or a runbook step notices. */
async function verifyLatest(config: Config): Promise<void> {
  if (!config.backupDir) throw new UsageError("BACKUP_DIR is not set: the drill records its outcome there, beside the backups.");
  const bucket = config.backupBucket ? backupBucketCopies(config.backupBucket) : null;
  const setup = restoreDrillSetup(config, bucket, () => new Date());
  // On PostgreSQL the live orders are at hand to compare the sample with; the embedded database is the running store's.
  const live = config.databaseUrl ? await openDatabase({ kind: "postgres", url: config.databaseUrl }, "the live database") : null;
  console.log(`Restoring the newest backup ${bucket ? "in the bucket" : "in BACKUP_DIR"} into a scratch place…`);
  const drill = await runRestoreDrill(live ? { ...setup, liveOrders: liveOrdersOf(live) } : setup).finally(() => live?.close());
  if (!drill) throw new Error("Another restore drill is running now (in the store, or another instance): try again when it ends.");
  const seconds = (drill.ms / 1000).toFixed(1);
  if (drill.outcome === "failed") {
    console.error(`Restore drill FAILED${drill.backup ? ` on ${drill.backup}` : ""} after ${seconds} s: ${drill.problem}`);
    process.exitCode = 1;
    return;
  }
  console.log(
    `Restore drill passed: ${drill.backup} (taken ${drill.backupTakenAt}) restored whole in ${seconds} s\n` +
      `  ${drill.tables} tables' row counts and every file's sha256 match its manifest; the store's migrations ran on it\n` +
      `  ${drill.ordersChecked} of its ${drill.orders} orders read whole${live ? " and found the same in the live database" : ""}\n` +
      `  recorded in ${path.join(config.backupDir, RESTORE_DRILLS_FILE)}, which the dashboard and /metrics read`,
  );
}

class UsageError extends Error {}

try {
  createFilesPrivately();
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      force: { type: "boolean", default: false },
      "from-bucket": { type: "boolean", default: false },
      "verify-latest": { type: "boolean", default: false },
    },
  });
  const [command, file] = positionals;
  const config = loadConfig();
  if (command === "backup") await backup(config);
  else if (command === "restore" && values["verify-latest"]) await verifyLatest(config);
  else if (command === "restore") await restore(config, file, values.force, values["from-bucket"]);
  else throw new UsageError(`Unknown command ${JSON.stringify(command ?? "")}.`);
} catch (error) {
  const known =
    error instanceof UsageError ||
    error instanceof RestoreRefusedError ||
    error instanceof BackupKeyError ||
    error instanceof BucketCopyError ||
    error instanceof DataDirInUseError;
  console.error(error instanceof Error ? error.message : String(error));
  if (error instanceof UsageError) console.error(`\n${USAGE}`);
  process.exit(known ? 2 : 1);
}
