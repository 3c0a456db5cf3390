/**
 * A write the database refused because its disk is full or failing (issue 39 item 4). PGlite and PostgreSQL report
 * it the same way: an error with a SQLSTATE (53100 disk_full, "could not extend file …: No space left on device";
 * 58030 io_error), which drizzle wraps as the cause of its "Failed query" error. Reads still work, so the store
 * stays up and says it cannot save, rather than failing each order with a 500.
 */

/** SQLSTATEs of a disk that cannot take a write: disk_full, and io_error (EIO, a read-only remount). */
const STORAGE_SQLSTATES = new Set(["53100", "58030"]);
/** The operating system's words, for an error that reaches us without a SQLSTATE (a file the store writes itself). */
const STORAGE_ERRNOS = new Set(["ENOSPC", "EDQUOT", "EIO", "EROFS"]);

/** Whether `error`, or what it wraps, says the database's disk cannot take a write. */
export function isStorageFailure(error: unknown): boolean {
  for (let cause: unknown = error, depth = 0; typeof cause === "object" && cause !== null && depth < 8; depth++) {
    // Codes only: drizzle's wrapper quotes the query's parameters in its message, and a shopper's text is no disk.
    const { code } = cause as { code?: unknown };
    if (typeof code === "string" && (STORAGE_SQLSTATES.has(code) || STORAGE_ERRNOS.has(code))) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
