/**
 * Issue 64 item 6: a store started on a DATA_DIR that does not exist yet makes it, the embedded database's files and
 * its own secrets readable by its user only (0600 files, 0700 folders), as the README says. The database's files are
 * private whatever the umask (PGlite sets their modes itself); the rest by the umask every entry point sets first.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { createLogger } from "./logger.ts";
import { createFilesPrivately } from "./private-files.ts";
import { openStore, storeApp } from "./store-start.ts";
import { MIGRATING_A_STORE_MS } from "#tests/server/test-database.ts";

const scratch = mkdtempSync(path.join(tmpdir(), "elara-private-files-"));
let umaskBefore: number;

beforeAll(() => {
  umaskBefore = process.umask();
});
afterEach(() => {
  process.umask(umaskBefore);
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The entries under `dir` (and `dir` itself) that someone other than the store's user may read, with their modes. */
function readableByOthers(dir: string): string[] {
  return ["", ...readdirSync(dir, { recursive: true, encoding: "utf8" })]
    .map((entry) => [entry || ".", statSync(path.join(dir, entry)).mode & 0o777] as const)
    .filter(([, mode]) => (mode & 0o077) !== 0)
    .map(([entry, mode]) => `${entry} ${mode.toString(8)}`);
}

describe("a production store started on a new data folder (PGlite, no PUBLIC_STOREFRONT_TOKEN)", () => {
  it(
    "creates the folder, the embedded database and its storefront token readable by its user only",
    async () => {
      // What a shell or a service manager usually hands the process; the store narrows it itself.
      process.umask(0o022);
      createFilesPrivately();
      const dataDir = path.join(scratch, "new", "data");
      const config = loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "silent", BASE_URL: "https://shop.example.ro" });
      const store = await openStore(config, createLogger("silent"));
      try {
        storeApp(store, {});
        expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(["PG_VERSION", "base", ".storefront-token"]));
        expect(readableByOthers(dataDir)).toEqual([]);
      } finally {
        await Promise.all([store.platform.mailer.stop(), store.adminChannel?.close()]);
        await store.database.close();
      }
    },
    MIGRATING_A_STORE_MS,
  );

  it(
    "keeps the data folder and the embedded database's files private even under a permissive umask",
    async () => {
      process.umask(0o022);
      const dataDir = path.join(scratch, "permissive");
      const store = await openStore(loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" }), createLogger("silent"));
      try {
        expect(readableByOthers(dataDir)).toEqual([]);
      } finally {
        await Promise.all([store.platform.mailer.stop(), store.adminChannel?.close()]);
        await store.database.close();
      }
    },
    MIGRATING_A_STORE_MS,
  );
});
