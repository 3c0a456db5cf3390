/**
 * What the admin's dashboard says of backups (decisions 0101, 0179): when the last good one was, or a warning when
 * there is none or it is older than its rhythm allows: two hours for hourly backups, a day and two hours for daily
 * ones (a backup that ran late is not yet a warning; one that failed is; the daily threshold is the alert's on
 * `elara_backup_last_success_timestamp_seconds`).
 */
export const BACKUP_STALE_AFTER_HOURS = { hourly: 2, daily: 26 } as const;

export type BackupRhythm = keyof typeof BACKUP_STALE_AFTER_HOURS;

export type BackupStatus = { state: "off" } | { state: "none" } | { state: "recent" | "stale"; lastAt: string };

/** `lastAt` of the newest good backup; `configured`: whether BACKUP_DIR is set; `rhythm`: the owner's choice. */
export function backupStatus(configured: boolean, lastAt: Date | null, now: Date, rhythm: BackupRhythm): BackupStatus {
  if (!configured) return { state: "off" };
  if (!lastAt) return { state: "none" };
  const stale = now.getTime() - lastAt.getTime() > BACKUP_STALE_AFTER_HOURS[rhythm] * 3_600_000;
  return { state: stale ? "stale" : "recent", lastAt: lastAt.toISOString() };
}
