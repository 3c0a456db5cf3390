/**
 * The store's own daily backup (decision 0101), when BACKUP_DIR is set: every hour each instance checks for one taken
 * today and takes it if not. On PostgreSQL the backup's advisory lock lets one instance take it at a time, and the
 * check after it sees the one another instance wrote when BACKUP_DIR is shared; a run killed mid-way leaves only a
 * `.partial-` file, which is not a backup, and the next hour's run deletes it and takes the day's.
 */
import type { Logger } from "#server/logger";
import type { StoreBackups } from "#server/backups/store-backups";
import { startRecurringJob } from "./recurring-job.ts";

export const DAILY_BACKUP_CHECK_MS = 60 * 60_000;

export function startDailyBackup(backups: Pick<StoreBackups, "takeIfDue">, logger: Pick<Logger, "info" | "error">) {
  return startRecurringJob({
    everyMs: DAILY_BACKUP_CHECK_MS,
    firstWithinMs: 5 * 60_000,
    work: async () => {
      const result = await backups.takeIfDue();
      if (result.taken) logger.info({ path: result.path, bytes: result.sidecar.file.bytes, ms: result.ms }, "daily backup written");
    },
    onError: (error) => logger.error({ err: error }, "daily backup failed; it is tried again in an hour"),
  });
}
