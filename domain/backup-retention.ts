/**
 * Which backups the store keeps (decisions 0101, 0125 and 0179). Of the automatic ones the store takes itself (hourly or
 * daily, as the owner chose): the newest of each hour of the day before the newest one, the newest of each
 * of the last 7 days that have one, and the newest of each of the last 4 weeks (Monday to Sunday, UTC) that have one,
 * so a bad week is still behind a good one a month on. Of the manual ones (`npm run backup`, named `…-manual`): every
 * one of the last 4 weeks, so the copy taken before an upgrade is deleted neither by the next one of the same day nor by
 * the daily one. Days and weeks with no backup do not count, and the manual ones' 4 weeks are counted back from the
 * newest backup, not from today: a store that was down a fortnight keeps its last good copies.
 */
/** Hourly backups are kept for the day before the newest automatic one (not for 24 hours that have one: dailies would count). */
const KEPT_HOURLY_MS = 24 * 3_600_000;
export const KEPT_DAILY_BACKUPS = 7;
export const KEPT_WEEKLY_BACKUPS = 4;
const KEPT_MANUAL_BACKUPS_MS = KEPT_WEEKLY_BACKUPS * 7 * 86_400_000;

/** The backups to keep of these, each named by when it was taken and whether someone asked for it; the others may be deleted. */
export function backupsToKeep<T extends { takenAt: Date; manual: boolean }>(backups: readonly T[]): T[] {
  const newestFirst = [...backups].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const manualSince = (newestFirst[0]?.takenAt.getTime() ?? 0) - KEPT_MANUAL_BACKUPS_MS;
  const automatic = newestFirst.filter((backup) => !backup.manual);
  const hourlySince = (automatic[0]?.takenAt.getTime() ?? 0) - KEPT_HOURLY_MS;
  const lastDay = automatic.filter((backup) => backup.takenAt.getTime() > hourlySince);
  const keep = new Set<T>([
    ...newestOfEach(lastDay, utcHour, Infinity),
    ...newestOfEach(automatic, utcDay, KEPT_DAILY_BACKUPS),
    ...newestOfEach(automatic, utcWeek, KEPT_WEEKLY_BACKUPS),
    ...newestFirst.filter((backup) => backup.manual && backup.takenAt.getTime() >= manualSince),
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
const utcHour = (instant: Date) => instant.toISOString().slice(0, 13);

/** The Monday that starts the instant's week, in UTC. */
function utcWeek(instant: Date): string {
  const daysSinceMonday = (instant.getUTCDay() + 6) % 7;
  return utcDay(new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate() - daysSinceMonday)));
}
