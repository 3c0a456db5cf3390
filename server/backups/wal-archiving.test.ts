/**
 * The WAL archiving lag /metrics reports (decision 0182), from the archiver's state: nothing pending while the last
 * segment archived is the one before the segment being written; the files waiting counted from PostgreSQL's archive
 * status when listed, else from the segments' names (across a 4 GB log boundary, a `.partial` and a `.history`); the
 * lag counted from the last archived file while anything waits or the last attempt failed; none while archiving is off.
 */
import { describe, expect, it } from "vitest";
import { walArchiveLag, type WalArchiverReading } from "./wal-archiving.ts";

const now = new Date("2026-12-02T10:00:00Z");
const reading = (changes: Partial<WalArchiverReading>): WalArchiverReading => ({
  mode: "on",
  currentWal: "000000010000000000000010",
  lastArchivedWal: "00000001000000000000000F",
  lastArchivedAt: new Date("2026-12-02T09:59:30Z"),
  lastFailedAt: null,
  since: new Date("2026-11-01T00:00:00Z"),
  segmentBytes: 16 * 1024 * 1024,
  readyFiles: null,
  ...changes,
});

describe("the WAL archiving lag", () => {
  it("is nothing while the segment before the one being written is archived", () => {
    expect(walArchiveLag(reading({}), now)).toEqual({ pendingFiles: 0, lagSeconds: 0 });
    // 256 segments of 16 MB to a 4 GB log: the first of the next log follows the last of this one.
    expect(walArchiveLag(reading({ currentWal: "000000010000000100000000", lastArchivedWal: "0000000100000000000000FF" }), now)).toEqual({
      pendingFiles: 0,
      lagSeconds: 0,
    });
    // After a promotion: the old timeline's last segment archived as .partial, the new one written at the same place.
    expect(
      walArchiveLag(reading({ currentWal: "000000020000000000000010", lastArchivedWal: "000000010000000000000010.partial" }), now),
    ).toEqual({
      pendingFiles: 0,
      lagSeconds: 0,
    });
  });

  it("counts the segments waiting and the time since the last file archived", () => {
    expect(walArchiveLag(reading({ currentWal: "000000010000000000000013" }), now)).toEqual({ pendingFiles: 3, lagSeconds: 30 });
    expect(walArchiveLag(reading({ lastArchivedWal: null, lastArchivedAt: null, currentWal: "000000010000000000000002" }), now)).toEqual({
      pendingFiles: 2,
      lagSeconds: 2_714_400,
    });
  });

  it("takes PostgreSQL's own count when it is listed, and lags while the last attempt failed", () => {
    expect(walArchiveLag(reading({ lastArchivedWal: "00000002.history", readyFiles: 2 }), now)).toEqual({
      pendingFiles: 2,
      lagSeconds: 30,
    });
    expect(walArchiveLag(reading({ lastArchivedWal: "00000002.history", lastFailedAt: new Date("2026-12-02T09:59:50Z") }), now)).toEqual({
      pendingFiles: 0,
      lagSeconds: 30,
    });
    expect(walArchiveLag(reading({ lastFailedAt: new Date("2026-12-02T09:59:00Z") }), now)).toEqual({ pendingFiles: 0, lagSeconds: 0 });
  });

  it("says nothing while archiving is off", () => {
    expect(walArchiveLag(reading({ mode: "off" }), now)).toBeNull();
  });
});
