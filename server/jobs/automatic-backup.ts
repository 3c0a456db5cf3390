/**
 * The store's own automatic backups (decisions 0101, 0179), when BACKUP_DIR is set: every ten minutes each instance
 * checks for one taken this hour or today, as the owner's rhythm says, and takes it if not. On PostgreSQL the backup's
 * advisory lock lets one instance take it at a time, and the check after it sees the one another instance wrote when
 * BACKUP_DIR is shared; a run killed mid-way leaves only a `.partial-` file, which is not a backup, and the next run
 * deletes it and takes the one due. With BACKUP_S3_URL set, each check then copies to the bucket what it lacks
 * (decision 0180). Then, once a month, the newest backup is restored into a scratch place and checked (decision 0181).
 */
import type { Logger } from "#server/logger";
import type { StoreBackups } from "#server/backups/store-backups";
import { startRecurringJob } from "./recurring-job.ts";

/** Often enough that an hourly backup is taken within ten minutes of its hour starting. */
export const AUTOMATIC_BACKUP_CHECK_MS = 10 * 60_000;

export function startAutomaticBackups(
  backups: Pick<StoreBackups, "takeIfDue" | "copyOffsite" | "drillIfDue">,
  logger: Pick<Logger, "info" | "error">,
) {
  return startRecurringJob({
    everyMs: AUTOMATIC_BACKUP_CHECK_MS,
    firstWithinMs: 5 * 60_000,
    work: async () => {
      const result = await backups.takeIfDue();
      if (result.taken) logger.info({ path: result.path, bytes: result.sidecar.file.bytes, ms: result.ms }, "automatic backup written");
      // Every check, not only after a new backup: one the bucket missed (down, unreachable) is sent at the next.
      const copied = await backups.copyOffsite();
      if (copied && (copied.uploaded.length > 0 || copied.deleted.length > 0)) logger.info(copied, "backups copied off the machine");
      const drill = await backups.drillIfDue();
      if (drill?.outcome === "passed") logger.info(drill, "restore drill passed: the newest backup restores whole");
      if (drill?.outcome === "failed") logger.error(drill, "restore drill FAILED: the newest backup did not restore whole");
    },
    onError: (error) =>
      logger.error({ err: error }, "automatic backup, its copy off the machine or the restore drill failed; tried again in ten minutes"),
  });
}
