/**
 * How far PostgreSQL's continuous WAL archiving (pgBackRest, decision 0182) lags, read from the server itself at each
 * /metrics scrape: the segment being written now against the last one `archive_command` reported archived, and
 * whether its last attempt failed. The point-in-time recovery's loss in a disaster is what has not reached the
 * repository: this lag, plus the segment still being filled (at most `archive_timeout`). The files waiting are listed
 * from PostgreSQL's archive status when the store's user may (`pg_monitor`), else counted from the segments' names.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

export interface WalArchiverReading {
  /** `archive_mode`: off, on or always. */
  mode: string;
  /** The WAL file being written now, e.g. `000000010000000000000003`. */
  currentWal: string;
  /** The last file archived (a segment, a `.partial` one or a timeline's `.history`) and when; null: none yet. */
  lastArchivedWal: string | null;
  lastArchivedAt: Date | null;
  lastFailedAt: Date | null;
  /** When the archiver's statistics began (the cluster's creation, or their last reset). */
  since: Date;
  /** `wal_segment_size` in bytes. */
  segmentBytes: number;
  /**
   * Files PostgreSQL has marked ready and archive_command has not taken yet (`pg_ls_archive_statusdir`), exact; null
   * when the store's database user may not list them (it needs `pg_monitor`), and then counted from the files' names.
   */
  readyFiles: number | null;
}

export interface WalArchiveLag {
  /** WAL files (completed segments, a new timeline's history) not yet archived. */
  pendingFiles: number;
  /** 0 while archiving keeps up; else seconds since the last file was archived (or since archiving began). */
  lagSeconds: number;
}

const SEGMENT_NAME = /^[0-9A-F]{8}([0-9A-F]{8})([0-9A-F]{8})(\.partial)?$/;

/** A segment's position in the WAL, across timelines (the timeline's 8 digits left out). */
function segmentIndex(name: string, segmentBytes: number): number | null {
  const named = SEGMENT_NAME.exec(name);
  if (!named) return null;
  const segmentsPerLog = 0x1_0000_0000 / segmentBytes;
  return parseInt(named[1]!, 16) * segmentsPerLog + parseInt(named[2]!, 16);
}

/** The lag of `reading` at `now`; null when archiving is off (nothing to lag). */
export function walArchiveLag(reading: WalArchiverReading, now: Date): WalArchiveLag | null {
  if (reading.mode === "off") return null;
  const current = segmentIndex(reading.currentWal, reading.segmentBytes)!;
  const archived = reading.lastArchivedWal === null ? null : segmentIndex(reading.lastArchivedWal, reading.segmentBytes);
  // The segment being written is not due yet; a `.history` file last says nothing of the segments, so they count as kept up.
  const pendingFiles =
    reading.readyFiles ??
    (reading.lastArchivedWal === null
      ? current
      : archived === null
        ? 0
        : Math.max(0, current - archived - (reading.lastArchivedWal.endsWith(".partial") ? 0 : 1)));
  const failing = reading.lastFailedAt !== null && (reading.lastArchivedAt === null || reading.lastFailedAt > reading.lastArchivedAt);
  if (pendingFiles === 0 && !failing) return { pendingFiles, lagSeconds: 0 };
  const from = reading.lastArchivedAt ?? reading.since;
  return { pendingFiles, lagSeconds: Math.max(0, Math.round((now.getTime() - from.getTime()) / 1000)) };
}

/** Reads the archiver's state from the live PostgreSQL (any user may read it). */
export async function readWalArchiver(db: Database): Promise<WalArchiverReading> {
  const result = (await db.execute(sql`
    SELECT current_setting('archive_mode') AS mode,
           pg_walfile_name(pg_current_wal_lsn()) AS current_wal,
           a.last_archived_wal, a.last_archived_time, a.last_failed_time, a.stats_reset,
           (SELECT setting::bigint FROM pg_settings WHERE name = 'wal_segment_size') AS segment_bytes
      FROM pg_stat_archiver a`)) as unknown as {
    rows: {
      mode: string;
      current_wal: string;
      last_archived_wal: string | null;
      last_archived_time: Date | string | null;
      last_failed_time: Date | string | null;
      stats_reset: Date | string;
      segment_bytes: number | string;
    }[];
  };
  const row = result.rows[0]!;
  const ready = await db.execute(sql`SELECT count(*)::int AS n FROM pg_ls_archive_statusdir() WHERE name LIKE '%.ready'`).then(
    (answer) => Number((answer as unknown as { rows: { n: number }[] }).rows[0]!.n),
    () => null,
  );
  const instant = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    mode: row.mode,
    currentWal: row.current_wal,
    lastArchivedWal: row.last_archived_wal,
    lastArchivedAt: instant(row.last_archived_time),
    lastFailedAt: instant(row.last_failed_time),
    since: instant(row.stats_reset)!,
    segmentBytes: Number(row.segment_bytes),
    readyFiles: ready,
  };
}
