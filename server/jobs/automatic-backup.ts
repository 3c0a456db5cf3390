/**
 * The store's own automatic backups (decisions 0101, 0179), when BACKUP_DIR is set: every ten minutes each instance
 * checks for one taken this hour or today, as the owner's rhythm says, and takes it if not. On PostgreSQL the backup's
 * advisory lock lets one instance take it at a time, and the check after it sees the one another instance wrote when
 * BACKUP_DIR is shared; a run killed mid-way leaves only a `.partial-` file, which is not a backup, and the next run
 * deletes it and takes the one due.
 */
import type { Logger } from "#server/logger";
import type { StoreBackups } from "#server/backups/store-backups";
import { startRecurringJob } from "./recurring-job.ts";

/** Often enough that an hourly backup is taken within ten minutes of its hour starting. */
export const AUTOMATIC_BACKUP_CHECK_MS = 10 * 60_000;

export function startAutomaticBackups(backups: Pick<StoreBackups, "takeIfDue">, logger: Pick<Logger, "info" | "error">) {
  return startRecurringJob({
    everyMs: AUTOMATIC_BACKUP_CHECK_MS,
    firstWithinMs: 5 * 60_000,
    work: async () => {
      const result = await backups.takeIfDue();
      if (result.taken) logger.info({ path: result.path, bytes: result.sidecar.file.bytes, ms: result.ms }, "automatic backup written");
    },
    onError: (error) => logger.error({ err: error }, "automatic backup failed; it is tried again in ten minutes"),
  });
}
