/**
 * A rolling upgrade, one step of it (decision 0105): `npm run db:migrate` has brought the database to the newest
 * schema while instances of the previous release still serve. Those must keep working. The previous release is the
 * tree just before the commit that added the newest migration, taken out of git into a scratch directory; the current
 * code migrates and seeds a scratch database; the old tree's code then starts on it (its own migrator meeting a
 * database newer than itself) and runs tests/upgrade/previous-release-smoke.ts: the catalogue, an order.
 */
import { execFile, execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR, openDatabase, type DatabaseHandle } from "#server/db/client";
import { orders } from "#server/db/schema";
import { seedIfEmpty } from "#server/db/seed/seed";
import { createTestDatabase, MIGRATING_A_STORE_MS } from "#tests/server/test-database.ts";

const ROOT = process.cwd();
const SMOKE_SCRIPT = "upgrade-smoke.ts";

const git = (...args: string[]) => execFileSync("git", args, { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();

/**
 * The commit just before the newest migration was added, or why there is none to test here. Found by the migration's
 * file, not by the journal's last change: a branch that renumbers its migration after another landed touches the
 * journal again, and the commit before that change already holds the migration.
 */
function previousRelease(): { commit: string } | { skip: string } {
  try {
    if (git("rev-parse", "--is-shallow-repository") === "true") return { skip: "a shallow clone lacks the previous release" };
    const newestFile = readdirSync(MIGRATIONS_DIR)
      .filter((file) => file.endsWith(".sql"))
      .sort()
      .at(-1)!;
    const added = git("log", "--diff-filter=A", "--format=%H", "--", path.join(path.relative(ROOT, MIGRATIONS_DIR), newestFile)).split(
      "\n",
    );
    return { commit: git("rev-parse", "--verify", `${added.at(-1)}^`) };
  } catch (error) {
    return { skip: `no git history to take the previous release from (${error instanceof Error ? error.message.split("\n")[0] : error})` };
  }
}

const previous = previousRelease();
const migrationCount = readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith(".sql")).length;

async function appliedMigrations(database: Pick<DatabaseHandle, "db">): Promise<number> {
  const { rows } = (await database.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`)) as unknown as {
    rows: { n: number }[];
  };
  return rows[0]!.n;
}

// Skipped only without git history (an exported tarball, a shallow clone); the clones on these machines are full.
describe.skipIf("skip" in previous)(
  `the previous release on the newest schema (needs the previous release in git${"skip" in previous ? `; skipped: ${previous.skip}` : ""})`,
  () => {
    let oldTree = "";
    beforeAll(() => {
      const { commit } = previous as { commit: string };
      oldTree = mkdtempSync(path.join(tmpdir(), "elara-previous-release-"));
      // An archive, not a worktree: nothing is registered in the repository, and a killed run leaves only a directory.
      execFileSync("sh", ["-c", `git archive --format=tar "${commit}" | tar -x -C "${oldTree}"`], { cwd: ROOT });
      // The previous release's lockfile differs by a version here and there; the code it runs is its own.
      symlinkSync(path.join(ROOT, "node_modules"), path.join(oldTree, "node_modules"));
      copyFileSync(path.join(ROOT, "tests/upgrade/previous-release-smoke.ts"), path.join(oldTree, SMOKE_SCRIPT));
    });
    afterAll(() => rmSync(oldTree, { recursive: true, force: true }));

    it("knows fewer migrations than the current code", () => {
      const oldMigrations = readdirSync(path.join(oldTree, "server/db/migrations")).filter((file) => file.endsWith(".sql"));
      expect(oldMigrations.length).toBeLessThan(migrationCount);
    });

    /** Migrates and seeds with the current code, runs the old tree's smoke journey on it, and checks what it left. */
    async function upgradeJourney(open: () => Promise<DatabaseHandle>, env: Record<string, string>) {
      const current = await open();
      try {
        await current.migrate();
        await seedIfEmpty(current.db);
        expect(await appliedMigrations(current)).toBe(migrationCount);
      } finally {
        await current.close();
      }

      const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", SMOKE_SCRIPT], {
        cwd: oldTree,
        env: {
          PATH: process.env.PATH ?? "",
          HOME: tmpdir(),
          NODE_ENV: "test",
          LOG_LEVEL: "silent",
          BASE_URL: "https://shop.example",
          ...env,
        },
        timeout: MIGRATING_A_STORE_MS,
      });
      expect(JSON.parse(stdout.trim().split("\n").at(-1)!)).toEqual({ products: expect.any(Number), orderNumber: expect.any(Number) });

      const after = await open();
      try {
        // The old migrator met a database newer than itself and left it as it was.
        expect(await appliedMigrations(after)).toBe(migrationCount);
        expect(await after.db.$count(orders)).toBe(1);
      } finally {
        await after.close();
      }
    }

    // Like every database-backed suite: on PGlite (on disk here: another process opens it), and on PostgreSQL when
    // TEST_DATABASE_URL names a server (npm test's second pass).
    it(
      `starts, reads the catalogue and takes an order on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "the embedded database"}`,
      async () => {
        const dataDir = mkdtempSync(path.join(tmpdir(), "elara-upgraded-store-"));
        const server = process.env.TEST_DATABASE_URL ? await createTestDatabase() : undefined;
        try {
          if (server) await upgradeJourney(() => server.anotherConnection(), { DATABASE_URL: server.url!, DATA_DIR: dataDir });
          else await upgradeJourney(() => openDatabase({ kind: "pglite", dataDir }, "the upgraded store"), { DATA_DIR: dataDir });
        } finally {
          await server?.close();
          rmSync(dataDir, { recursive: true, force: true });
        }
      },
      MIGRATING_A_STORE_MS * 2,
    );
  },
);
