/**
 * What the admin's dashboard says of backups (decisions 0101, 0179): when the last good one was, or a warning when
 * there is none or it is older than its rhythm allows: two hours for hourly backups, a day and two hours for daily
 * ones (a backup that ran late is not yet a warning; one that failed is; the daily threshold is the alert's on
 * `elara_backup_last_success_timestamp_seconds`), and what the last restore drill found (decision 0181).
 */
export const BACKUP_STALE_AFTER_HOURS = { hourly: 2, daily: 26 } as const;

export type BackupRhythm = keyof typeof BACKUP_STALE_AFTER_HOURS;

export type BackupStatus =
  | { state: "off" }
  | { state: "none"; drill: RestoreDrillStatus }
  | { state: "recent" | "stale"; lastAt: string; staleAfterHours: number; drill: RestoreDrillStatus };

/**
 * `lastAt` of the newest good backup; `configured`: whether BACKUP_DIR is set; `rhythm`: the owner's choice; `drills`:
 * the restore drills recorded, newest first.
 */
export function backupStatus(
  configured: boolean,
  lastAt: Date | null,
  now: Date,
  rhythm: BackupRhythm,
  drills: readonly RestoreDrillFacts[] = [],
): BackupStatus {
  if (!configured) return { state: "off" };
  const drill = restoreDrillStatus(drills, now);
  if (!lastAt) return { state: "none", drill };
  const staleAfterHours = BACKUP_STALE_AFTER_HOURS[rhythm];
  const stale = now.getTime() - lastAt.getTime() > staleAfterHours * 3_600_000;
  return { state: stale ? "stale" : "recent", lastAt: lastAt.toISOString(), staleAfterHours, drill };
}

/** A drill is due a month after the last that passed, or a day after one that failed (decision 0181). */
export const RESTORE_DRILL_EVERY_DAYS = 30;
export const RESTORE_DRILL_RETRY_AFTER_FAILURE_HOURS = 24;
/** The dashboard and the alert rule warn when no drill has passed for this long: a monthly drill missed by days. */
export const RESTORE_DRILL_STALE_AFTER_DAYS = 35;

/** What a drill recorded that the dashboard and the schedule read. */
export interface RestoreDrillFacts {
  at: string;
  outcome: "passed" | "failed";
  backupTakenAt: string | null;
  ordersChecked: number;
  problem: string | null;
}

export type RestoreDrillStatus =
  | { state: "none" }
  | { state: "passed" | "stale"; at: string; backupTakenAt: string; ordersChecked: number }
  | { state: "failed"; at: string; problem: string; lastPassedAt: string | null };

const DAY_MS = 86_400_000;

/** Whether the monthly drill is due now, given the drills recorded, newest first. */
export function restoreDrillDue(drills: readonly RestoreDrillFacts[], now: Date): boolean {
  const [newest] = drills;
  if (!newest) return true;
  const age = now.getTime() - new Date(newest.at).getTime();
  return newest.outcome === "passed"
    ? age >= RESTORE_DRILL_EVERY_DAYS * DAY_MS
    : age >= RESTORE_DRILL_RETRY_AFTER_FAILURE_HOURS * 3_600_000;
}

/** The dashboard's line on drills: the newest failed, the last that passed (stale after 35 days), or none yet. */
export function restoreDrillStatus(drills: readonly RestoreDrillFacts[], now: Date): RestoreDrillStatus {
  const [newest] = drills;
  const passed = drills.find((drill) => drill.outcome === "passed");
  if (newest && newest.outcome === "failed")
    return { state: "failed", at: newest.at, problem: newest.problem ?? "", lastPassedAt: passed?.at ?? null };
  if (!passed) return { state: "none" };
  const stale = now.getTime() - new Date(passed.at).getTime() > RESTORE_DRILL_STALE_AFTER_DAYS * DAY_MS;
  return {
    state: stale ? "stale" : "passed",
    at: passed.at,
    backupTakenAt: passed.backupTakenAt ?? passed.at,
    ordersChecked: passed.ordersChecked,
  };
}
