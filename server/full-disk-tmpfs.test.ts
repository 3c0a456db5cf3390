/**
 * Issue 39 item 4 on a real full disk: the embedded database in a small tmpfs, filled up beside it. Every write
 * answers 200 or 503 (never 500), /healthz turns 503 at the first refused one, and every write acknowledged before
 * or during it is there after the store is stopped, the disk freed and the store started again. Mounting needs root
 * (CI runs as root); elsewhere the test is skipped, loudly. server/full-disk.test.ts injects the same fault and
 * always runs.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { buildTestApp } from "#tests/server/platform-kit.ts";
import { newsletterSubscribers } from "#server/db/schema";
import { NEWSLETTER_SIGNUP_PATH } from "./api/newsletter.ts";
import { openDatabase, type DatabaseHandle } from "./db/client.ts";

/** Room for the migrated database (about 40 MB with its first WAL segment) and a little more. */
const TMPFS_SIZE = "64m";

const mountPoint = mkdtempSync(path.join(tmpdir(), "elara-full-disk-"));
/** The PostgreSQL run has no embedded database to fill; its disk_full is the injected fault's. */
const onPglite = !process.env.TEST_DATABASE_URL;
const mounted = onPglite && tryMount();

function tryMount(): boolean {
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${TMPFS_SIZE}`, "tmpfs", mountPoint], { stdio: "ignore" });
    return true;
  } catch {
    console.warn(
      `\n!!! SKIPPED: the full-disk test on a real tmpfs needs \`mount -t tmpfs\` (root), which is not permitted here.\n` +
        `!!! Only the injected fault (server/full-disk.test.ts) was tested.\n`,
    );
    return false;
  }
}

let database: DatabaseHandle | null = null;

afterAll(async () => {
  await database?.close().catch(() => undefined);
  // Lazily: a failed test may leave a file open, and the mount must not outlive the run.
  if (mounted) execFileSync("umount", ["--lazy", mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

const dataDir = path.join(mountPoint, "data");
const filler = path.join(mountPoint, "filler");

/** Writes zeros beside the database until the file system refuses one more byte. */
function fillTheDisk() {
  try {
    writeFileSync(filler, Buffer.alloc(256 * 1024 * 1024));
  } catch (error) {
    expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
  }
}

let nextAddress = 1;
function signUp(app: ReturnType<typeof buildTestApp>["app"], email: string) {
  return app.request(
    NEWSLETTER_SIGNUP_PATH,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "en" },
      body: JSON.stringify({ email, acceptsMarketing: true, source: "footer" }),
    },
    { incoming: { socket: { remoteAddress: `198.51.100.${nextAddress++}` } } },
  );
}

// Skipped on the PostgreSQL run (no embedded database to fill) and where tmpfs cannot be mounted (not root): the
// injected fault of full-disk.test.ts covers both engines there.
describe.skipIf(!mounted)("the embedded database on a full tmpfs (PGlite pass only, needs tmpfs)", () => {
  it("answers 503, never 500, says so on /healthz at once, and keeps every acknowledged write across a restart", async () => {
    // The run's migrated template, unpacked into the tmpfs: initdb and the migrations would cost many seconds.
    const template = new PGlite(dataDir, { loadDataDir: new Blob([readFileSync(inject("pgliteTemplatePath"))]) });
    await template.close();

    database = await openDatabase({ kind: "pglite", dataDir }, "PGlite on a small tmpfs");
    const acknowledged: string[] = [];
    let { app } = buildTestApp(database);
    for (let i = 0; i < 5; i++) {
      const email = `before-${i}@example.ro`;
      expect((await signUp(app, email)).status).toBe(200);
      acknowledged.push(email);
    }
    expect((await app.request("/healthz")).status).toBe(200);

    fillTheDisk();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const email = `during-${i}@example.ro`;
      const answer = await signUp(app, email);
      statuses.push(answer.status);
      if (answer.status === 200) acknowledged.push(email);
      if (answer.status === 503) {
        expect(((await answer.json()) as { error: string }).error).toMatch(/storage is full/);
        expect((await app.request("/healthz")).status).toBe(503);
      }
    }
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses).toContain(503);

    // Stopped on the full disk, started again once there is room, as an operator would.
    await database.close().catch(() => undefined);
    database = null;
    rmSync(filler);
    const restarted = await openDatabase({ kind: "pglite", dataDir }, "PGlite on a small tmpfs, again");
    database = restarted;
    ({ app } = buildTestApp(restarted));
    for (const email of acknowledged) {
      const rows = await restarted.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
      expect(rows, email).toHaveLength(1);
    }
    expect((await app.request("/healthz")).status).toBe(200);
    expect((await signUp(app, "after@example.ro")).status).toBe(200);
  }, 120_000);
});
