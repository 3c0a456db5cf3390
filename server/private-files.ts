/**
 * The data folder holds customers' data and the store's secrets, and the backups hold all of it: whatever umask the
 * shell or service manager started the process with, every file and folder it creates (PGlite's among them) is
 * readable by the store's user only, 0600 and 0700. Each entry point (the store, its command lines) calls this first.
 */
export function createFilesPrivately(): void {
  process.umask(0o077);
}
