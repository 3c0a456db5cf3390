/**
 * What the admin's dashboard says of backups (decision 0101): when the last good one was, or a warning when there is
 * none or it is older than a day and two hours (a daily backup that ran late is not yet a warning; one that failed
 * is, the same threshold as the alert on `elara_backup_last_success_timestamp_seconds`).
 */
export const BACKUP_STALE_AFTER_HOURS = 26;

export type BackupStatus = { state: "off" } | { state: "none" } | { state: "recent" | "stale"; lastAt: string };

/** `lastAt` of the newest good backup; `configured`: whether BACKUP_DIR is set. */
export function backupStatus(configured: boolean, lastAt: Date | null, now: Date): BackupStatus {
  if (!configured) return { state: "off" };
  if (!lastAt) return { state: "none" };
  const stale = now.getTime() - lastAt.getTime() > BACKUP_STALE_AFTER_HOURS * 3_600_000;
  return { state: stale ? "stale" : "recent", lastAt: lastAt.toISOString() };
}
