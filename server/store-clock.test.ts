import { mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { configuredClock, fileOffsetClock } from "./store-clock.ts";

const DAY_MS = 86_400_000;

describe("the store's clock under test (STORE_CLOCK_FILE)", () => {
  const folder = mkdtempSync(join(tmpdir(), "elara-clock-"));
  const file = join(folder, "clock");
  afterEach(() => rmSync(file, { force: true }));

  /** As the browser tests write it: whole, by rename. */
  function setOffset(offsetMs: number | string) {
    writeFileSync(`${file}.next`, String(offsetMs));
    renameSync(`${file}.next`, file);
  }

  const within = (date: Date, expectedMs: number) => expect(Math.abs(date.getTime() - expectedMs)).toBeLessThan(1_000);

  it("is the machine's time while the file does not exist", () => {
    within(fileOffsetClock(file)(), Date.now());
  });

  it("runs ahead by the file's milliseconds, and follows each new value at the next reading", () => {
    const clock = fileOffsetClock(file);
    setOffset(DAY_MS);
    within(clock(), Date.now() + DAY_MS);
    setOffset(2 * DAY_MS);
    within(clock(), Date.now() + 2 * DAY_MS);
    rmSync(file);
    within(clock(), Date.now());
  });

  it("refuses a file that does not hold whole milliseconds, naming it", () => {
    setOffset("a day");
    expect(() => fileOffsetClock(file)()).toThrow(`STORE_CLOCK_FILE ${file} must hold whole milliseconds, not "a day"`);
  });

  it("is the platform's default clock when the config names no file", () => {
    expect(configuredClock({ storeClockFile: undefined })).toBeUndefined();
  });
});
