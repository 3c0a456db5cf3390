/**
 * The clock a store under test reads when `STORE_CLOCK_FILE` is set (decision 0163): the machine's time plus the
 * milliseconds the file holds, so a browser test can bring a shopper back "a day later" to a running store. Read
 * again whenever the file changes, so the next request after a test writes it already sees the new time.
 */
import { readFileSync, statSync } from "node:fs";
import type { Clock } from "./commerce/shared/clock.ts";
import type { Config } from "./config.ts";

/** The clock the config names: the file's, or none (the platform's default, the machine's). */
export function configuredClock({ storeClockFile }: Pick<Config, "storeClockFile">): Clock | undefined {
  return storeClockFile ? fileOffsetClock(storeClockFile) : undefined;
}

export function fileOffsetClock(path: string): Clock {
  let seenVersion = "";
  let offsetMs = 0;
  return () => {
    const file = statSync(path, { throwIfNoEntry: false });
    // A rename brings a new inode, and two writes can fall within the file system's timestamp granularity.
    const version = file ? `${file.ino}:${file.mtimeMs}:${file.size}` : "none";
    if (version !== seenVersion) {
      seenVersion = version;
      offsetMs = file ? offsetIn(path) : 0;
    }
    return new Date(Date.now() + offsetMs);
  };
}

function offsetIn(path: string): number {
  const text = readFileSync(path, "utf8").trim();
  const offset = Number(text);
  // A mistyped file is the test's mistake: said at once rather than read as no offset. (Tests write it by rename, whole.)
  if (!Number.isSafeInteger(offset)) throw new Error(`STORE_CLOCK_FILE ${path} must hold whole milliseconds, not ${JSON.stringify(text)}`);
  return offset;
}
