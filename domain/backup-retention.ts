/**
 * Which backups the store keeps (decision 0101): the newest of each of the last 7 days that have one, and the newest
 * of each of the last 4 weeks (Monday to Sunday, UTC) that have one, so a bad week is still behind a good one a month
 * on. Days and weeks with no backup do not count: a store that was down a fortnight keeps its last good copies.
 */
export const KEPT_DAILY_BACKUPS = 7;
export const KEPT_WEEKLY_BACKUPS = 4;

/** The backups to keep of these, each named by when it was taken; the others may be deleted. */
export function backupsToKeep<T extends { takenAt: Date }>(backups: readonly T[]): T[] {
  const newestFirst = [...backups].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const keep = new Set<T>([
    ...newestOfEach(newestFirst, utcDay, KEPT_DAILY_BACKUPS),
    ...newestOfEach(newestFirst, utcWeek, KEPT_WEEKLY_BACKUPS),
  ]);
  return newestFirst.filter((backup) => keep.has(backup));
}

function newestOfEach<T extends { takenAt: Date }>(newestFirst: readonly T[], period: (instant: Date) => string, count: number): T[] {
  const seen = new Map<string, T>();
  for (const backup of newestFirst) {
    const key = period(backup.takenAt);
    if (!seen.has(key)) {
      if (seen.size === count) break;
      seen.set(key, backup);
    }
  }
  return [...seen.values()];
}

const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);

/** The Monday that starts the instant's week, in UTC. */
function utcWeek(instant: Date): string {
  const daysSinceMonday = (instant.getUTCDay() + 6) % 7;
  return utcDay(new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate() - daysSinceMonday)));
}
