import { describe, expect, it } from "vitest";
import { backupsToKeep } from "./backup-retention.ts";
import { backupStatus, restoreDrillDue, restoreDrillStatus } from "./backup-status.ts";

const at = (iso: string) => ({ takenAt: new Date(iso), manual: false });
const manualAt = (iso: string) => ({ takenAt: new Date(iso), manual: true });
const taken = (kept: { takenAt: Date; manual: boolean }[]) => kept.map((backup) => backup.takenAt.toISOString().slice(0, 16));

/** One backup a day at 03:00 UTC for `days` days ending on `last`. */
function daily(last: string, days: number) {
  const end = new Date(`${last}T03:00:00Z`).getTime();
  return Array.from({ length: days }, (_, i) => ({ takenAt: new Date(end - i * 86_400_000), manual: false }));
}

describe("which backups are kept", () => {
  it("keeps every backup while there are fewer than a week's", () => {
    expect(taken(backupsToKeep(daily("2026-11-27", 3)))).toEqual(["2026-11-27T03:00", "2026-11-26T03:00", "2026-11-25T03:00"]);
  });

  it("keeps the last 7 days and the newest of each of the last 4 weeks out of two months of dailies", () => {
    // 2026-11-27 is a Friday; the weeks start on Mondays 11-23, 11-16, 11-09 and 11-02.
    expect(taken(backupsToKeep(daily("2026-11-27", 60)))).toEqual([
      "2026-11-27T03:00",
      "2026-11-26T03:00",
      "2026-11-25T03:00",
      "2026-11-24T03:00",
      "2026-11-23T03:00",
      "2026-11-22T03:00",
      "2026-11-21T03:00",
      "2026-11-15T03:00",
      "2026-11-08T03:00",
    ]);
  });

  it("keeps the newest of an hour's automatic backups, and every manual one of the day (the copy before an upgrade)", () => {
    const kept = backupsToKeep([
      at("2026-11-27T03:00:00Z"),
      manualAt("2026-11-27T09:00:00Z"),
      manualAt("2026-11-27T14:30:00Z"),
      at("2026-11-27T01:40:00Z"),
      at("2026-11-27T01:10:00Z"),
      // More than a day before the newest: only the day's newest stays.
      at("2026-11-26T02:00:00Z"),
      at("2026-11-26T01:00:00Z"),
    ]);
    expect(taken(kept)).toEqual(["2026-11-27T14:30", "2026-11-27T09:00", "2026-11-27T03:00", "2026-11-27T01:40", "2026-11-26T02:00"]);
  });

  it("keeps the last 24 hours of hourly backups, then the newest of each day and week", () => {
    const end = new Date("2026-11-27T23:05:00Z").getTime();
    const hourly = Array.from({ length: 10 * 24 }, (_, i) => ({ takenAt: new Date(end - i * 3_600_000), manual: false }));
    const kept = taken(backupsToKeep(hourly));
    // 24 hours back from 23:05 on the 27th is 00:05 on the 27th: that day's hours, then the 6 days before at 23:05.
    expect(kept.slice(0, 24)).toEqual(Array.from({ length: 24 }, (_, i) => `2026-11-27T${String(23 - i).padStart(2, "0")}:05`));
    expect(kept.slice(24)).toEqual([
      "2026-11-26T23:05",
      "2026-11-25T23:05",
      "2026-11-24T23:05",
      "2026-11-23T23:05",
      "2026-11-22T23:05",
      "2026-11-21T23:05",
    ]);
  });

  it("keeps a manual backup 4 weeks from the newest backup, then only as the daily and weekly rule keeps any other", () => {
    const dailies = daily("2026-11-27", 60);
    const kept = taken(backupsToKeep([...dailies, manualAt("2026-10-30T12:00:00Z"), manualAt("2026-10-29T12:00:00Z")]));
    expect(kept).toContain("2026-10-30T12:00");
    expect(kept).not.toContain("2026-10-29T12:00");
    // A fortnight down does not age them: the weeks count back from the newest backup.
    expect(taken(backupsToKeep([manualAt("2026-10-01T12:00:00Z"), manualAt("2026-09-20T12:00:00Z"), at("2026-09-10T03:00:00Z")]))).toEqual([
      "2026-10-01T12:00",
      "2026-09-20T12:00",
      "2026-09-10T03:00",
    ]);
  });

  it("counts only days that have a backup: after a fortnight down, the last good ones stay", () => {
    const beforeOutage = daily("2026-11-10", 10);
    const kept = backupsToKeep([at("2026-11-27T03:00:00Z"), ...beforeOutage]);
    expect(taken(kept)).toEqual([
      "2026-11-27T03:00",
      "2026-11-10T03:00",
      "2026-11-09T03:00",
      "2026-11-08T03:00",
      "2026-11-07T03:00",
      "2026-11-06T03:00",
      "2026-11-05T03:00",
      "2026-11-01T03:00",
    ]);
  });

  it("keeps nothing of nothing, and the same whatever order the backups come in", () => {
    expect(backupsToKeep([])).toEqual([]);
    expect(taken(backupsToKeep([...daily("2026-11-27", 9)].reverse()))).toEqual(taken(backupsToKeep(daily("2026-11-27", 9))));
  });
});

describe("what the dashboard says of backups", () => {
  const now = new Date("2026-11-27T12:00:00Z");
  it("says nothing without BACKUP_DIR, warns of none, and of one older than 26 hours when daily", () => {
    expect(backupStatus(false, null, now, "daily")).toEqual({ state: "off" });
    expect(backupStatus(true, null, now, "daily")).toEqual({ state: "none", drill: { state: "none" } });
    expect(backupStatus(true, new Date("2026-11-26T10:00:00Z"), now, "daily")).toEqual({
      state: "recent",
      lastAt: "2026-11-26T10:00:00.000Z",
      staleAfterHours: 26,
      drill: { state: "none" },
    });
    expect(backupStatus(true, new Date("2026-11-26T09:59:00Z"), now, "daily")).toEqual({
      state: "stale",
      lastAt: "2026-11-26T09:59:00.000Z",
      staleAfterHours: 26,
      drill: { state: "none" },
    });
  });

  it("warns of an hourly backup older than two hours", () => {
    expect(backupStatus(true, new Date("2026-11-27T10:00:00Z"), now, "hourly")).toEqual({
      state: "recent",
      lastAt: "2026-11-27T10:00:00.000Z",
      staleAfterHours: 2,
      drill: { state: "none" },
    });
    expect(backupStatus(true, new Date("2026-11-27T09:59:00Z"), now, "hourly")).toEqual({
      state: "stale",
      lastAt: "2026-11-27T09:59:00.000Z",
      staleAfterHours: 2,
      drill: { state: "none" },
    });
  });
});

describe("the restore drill's schedule and what the dashboard says of it", () => {
  const now = new Date("2026-12-31T12:00:00Z");
  const drill = (at: string, outcome: "passed" | "failed") => ({
    at,
    outcome,
    backupTakenAt: at,
    ordersChecked: 20,
    problem: outcome === "failed" ? "damaged" : null,
  });

  it("is due with none, 30 days after one that passed, and a day after one that failed", () => {
    expect(restoreDrillDue([], now)).toBe(true);
    expect(restoreDrillDue([drill("2026-12-01T12:00:01Z", "passed")], now)).toBe(false);
    expect(restoreDrillDue([drill("2026-12-01T12:00:00Z", "passed")], now)).toBe(true);
    expect(restoreDrillDue([drill("2026-12-30T12:00:01Z", "failed")], now)).toBe(false);
    expect(restoreDrillDue([drill("2026-12-30T12:00:00Z", "failed")], now)).toBe(true);
  });

  it("says the newest failure, else the last that passed, stale after 35 days", () => {
    expect(restoreDrillStatus([], now)).toEqual({ state: "none" });
    expect(restoreDrillStatus([drill("2026-11-26T12:00:00Z", "passed")], now)).toMatchObject({ state: "passed" });
    expect(restoreDrillStatus([drill("2026-11-26T11:59:59Z", "passed")], now)).toMatchObject({ state: "stale" });
    expect(restoreDrillStatus([drill("2026-12-30T00:00:00Z", "failed"), drill("2026-12-01T00:00:00Z", "passed")], now)).toEqual({
      state: "failed",
      at: "2026-12-30T00:00:00Z",
      problem: "damaged",
      lastPassedAt: "2026-12-01T00:00:00Z",
    });
    expect(restoreDrillStatus([drill("2026-12-01T00:00:00Z", "passed"), drill("2026-11-01T00:00:00Z", "failed")], now)).toMatchObject({
      state: "passed",
      at: "2026-12-01T00:00:00Z",
    });
  });
});
