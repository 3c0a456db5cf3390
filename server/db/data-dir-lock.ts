/**
 * One process per embedded database. PGlite takes no lock of its own, and a second process opening the
 * same directory (a second `npm start`, `npm run db:seed` or `npm run admin` beside a running store)
 * corrupts it for good (electric-sql/pglite#1106). The first opener writes its process id to
 * `DATA_DIR/.elara.lock`, created exclusively; a later opener finds a live process there and stops,
 * naming it. A lock left by a process that is gone (a crash, a kill -9) is taken over.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

export const LOCK_FILE = ".elara.lock";

export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `${dataDir} is in use by another process (pid ${pid}): the embedded database allows one process at a time. ` +
        `Stop that process first; if none is running, delete ${path.join(dataDir, LOCK_FILE)}.`,
    );
  }
}

/** Handles of this process per directory: tests reopen a directory, and only the last close unlocks it. */
const heldHere = new Map<string, number>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function createLockFile(file: string): boolean {
  try {
    const descriptor = openSync(file, "wx", 0o600);
    writeSync(descriptor, String(process.pid));
    closeSync(descriptor);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/** Takes the directory for this process; answers the function that lets it go. */
export function lockDataDir(dataDir: string): () => void {
  const directory = path.resolve(dataDir);
  const file = path.join(directory, LOCK_FILE);
  const release = () => {
    const count = (heldHere.get(directory) ?? 1) - 1;
    if (count > 0) return void heldHere.set(directory, count);
    heldHere.delete(directory);
    rmSync(file, { force: true });
  };
  if (heldHere.has(directory)) {
    heldHere.set(directory, heldHere.get(directory)! + 1);
    return release;
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    if (createLockFile(file)) {
      heldHere.set(directory, 1);
      return release;
    }
    const holder = Number.parseInt(readFileSync(file, "utf8"), 10);
    if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) throw new DataDirInUseError(directory, holder);
    rmSync(file, { force: true });
  }
  throw new DataDirInUseError(directory, Number.NaN);
}

// A process that exits without closing its database (a crash, process.exit) still frees the directory.
process.on("exit", () => {
  for (const directory of heldHere.keys()) rmSync(path.join(directory, LOCK_FILE), { force: true });
});
