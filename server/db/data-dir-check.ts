/**
 * PGlite reports a full disk or a read-only directory as a WebAssembly abort with no useful message.
 * Before it opens, the store writes a small file where PGlite will write, and turns the operating
 * system's answer into one sentence an operator can act on.
 */
import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** About what PGlite writes first (a WAL segment page and catalog pages); less free space than this fails it. */
const PROBE_BYTES = 256 * 1024;

const REASONS: Record<string, (dir: string) => string> = {
  ENOSPC: (dir) =>
    `The disk that holds DATA_DIR (${dir}) is full, so the embedded database cannot write. Free some space and start the store again.`,
  EDQUOT: (dir) =>
    `The disk quota for DATA_DIR (${dir}) is used up, so the embedded database cannot write. Free some space and start the store again.`,
  EACCES: (dir) =>
    `DATA_DIR (${dir}) is not writable by this user. Give the store's user write access to it, or set DATA_DIR to a writable directory.`,
  EPERM: (dir) =>
    `DATA_DIR (${dir}) is not writable by this user. Give the store's user write access to it, or set DATA_DIR to a writable directory.`,
  EROFS: (dir) => `DATA_DIR (${dir}) is on a read-only file system. Set DATA_DIR to a writable directory.`,
  ENOTDIR: (dir) => `DATA_DIR (${dir}) is not a directory. Set DATA_DIR to a directory the store may write in.`,
};

/** One sentence saying why the embedded database cannot write in `dataDir`, or null when it can. */
export async function unwritableDataDirReason(dataDir: string): Promise<string | null> {
  const probe = path.join(dataDir, `.write-probe-${randomBytes(6).toString("hex")}`);
  try {
    // The customers' data: a folder the store makes is its user's only (the umask narrows the parents it makes too).
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    await writeFile(probe, Buffer.alloc(PROBE_BYTES));
    return null;
  } catch (error) {
    const code = error instanceof Error && "code" in error ? String(error.code) : "";
    const reason = REASONS[code];
    return reason ? reason(path.resolve(dataDir)) : null;
  } finally {
    await rm(probe, { force: true }).catch(() => undefined);
  }
}
