import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DatabaseUnavailableError, openDatabase } from "./client.ts";
import { products } from "./schema.ts";
import { seedIfEmpty } from "./seed/seed.ts";

describe("openDatabase", () => {
  it("refuses an unreachable PostgreSQL server with one clear line", async () => {
    // Port 1 on loopback is never a PostgreSQL server: the connection is refused at once.
    const attempt = openDatabase({ kind: "postgres", url: "postgres://shop@127.0.0.1:1/elara" }, "postgres://shop@127.0.0.1:1/elara");
    await expect(attempt).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(attempt).rejects.toThrow(/^Cannot open the database at postgres:\/\/shop@127\.0\.0\.1:1\/elara: .*ECONNREFUSED/);
    const message = await attempt.catch((error: Error) => error.message);
    expect(message).not.toContain("\n");
  });

  describe("PGlite in a data directory", () => {
    let dataDir: string;
    afterAll(async () => {
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it("keeps the seeded catalogue across restarts and seeds only once", async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), "elara-data-"));
      const first = await openDatabase({ kind: "pglite", dataDir }, "first start");
      await first.migrate();
      expect(await seedIfEmpty(first.db)).toBe(true);
      await first.close();

      const second = await openDatabase({ kind: "pglite", dataDir }, "second start");
      await second.migrate();
      expect(await seedIfEmpty(second.db)).toBe(false);
      expect(await second.db.$count(products)).toBe(6);
      await second.close();
      // Two starts on disk with a full seed (catalogue, blog, codes): seconds alone, much more on a busy CI machine.
    }, 90_000);
  });

  it("says in one sentence why a data directory cannot hold the embedded database", async () => {
    const parent = await mkdtemp(path.join(tmpdir(), "elara-file-"));
    const file = path.join(parent, "not-a-directory");
    await writeFile(file, "");
    try {
      const attempt = openDatabase({ kind: "pglite", dataDir: path.join(file, "db") }, "PGlite under a file");
      await expect(attempt).rejects.toThrow(
        /^Cannot open the database at PGlite under a file: DATA_DIR \(.*not-a-directory\/db\) is not a directory\. Set DATA_DIR to a directory the store may write in\.$/,
      );
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});
