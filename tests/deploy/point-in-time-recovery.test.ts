/**
 * Issue 72 item 1's "done when": PostgreSQL with WAL archiving through pgBackRest (deploy/pgbackrest, decision 0182) to
 * a local repository; orders A placed after the full backup, the moment T noted, orders B placed; the data directory
 * lost whole; the README's restore command to T gives exactly A, and the store migrates and reads them on it. Then
 * the archiving lag the store reports on /metrics: 0 while archiving keeps up, segments pending while it fails.
 *
 * A cluster of its own (initdb on a free port, owned by the `postgres` user when the tests run as root, as PostgreSQL
 * and pgBackRest refuse root), never the shared test server. Needs Debian's pgbackrest (.ci/run installs it) and
 * PostgreSQL's server binaries.
 */
import { spawnSync } from "node:child_process";
import { chownSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createMetrics } from "#server/http/metrics";
import { readWalArchiver, walArchiveLag } from "#server/backups/wal-archiving";
import { openDatabase, type DatabaseHandle } from "#server/db/client";
import { seedIfEmpty } from "#server/db/seed/seed";
import { buildOrdersApp, orderBody, placeOrder, variantGid } from "#tests/server/orders-kit.ts";
import { testPlatform } from "#tests/server/platform-kit.ts";
import { MIGRATING_A_STORE_MS } from "#tests/server/test-database.ts";

const PGBACKREST = "/usr/bin/pgbackrest";
/** The newest PostgreSQL server binaries Debian installed (initdb, pg_ctl). */
const serverBin = (() => {
  const versions = existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => `/usr/lib/postgresql/${version}/bin`).find((bin) => existsSync(`${bin}/initdb`));
  return found ?? null;
})();
const runnable = existsSync(PGBACKREST) && serverBin !== null;
const asRoot = process.getuid?.() === 0;
const SHOPPER = "ana.pitr@example.ro";

/** Runs a PostgreSQL or pgBackRest program as the cluster's owner: `postgres` when the tests run as root. */
function asOwner(program: string, args: string[]): string {
  const [command, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", program, ...args]] : [program, args];
  const result = spawnSync(command, argv, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${program} ${args.join(" ")} failed (${result.status}): ${result.stderr}${result.stdout}`);
  return result.stdout;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The cluster's files, the repository and pgBackRest's configuration: deploy/pgbackrest's, with this test's paths. */
function clusterPlace(port: number) {
  const dir = mkdtempSync(path.join(tmpdir(), "elara-pitr-"));
  const place = {
    dir,
    data: path.join(dir, "pgdata"),
    config: path.join(dir, "pgbackrest.conf"),
    url: (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`,
  };
  for (const folder of ["repo", "log", "lock", "spool"]) mkdirSync(path.join(dir, folder));
  const deployed = readFileSync(path.join(process.cwd(), "deploy", "pgbackrest", "pgbackrest.conf"), "utf8");
  // The deployed file as a host installs it, but its paths this test's, the bucket (repo2) and the encryption
  // passphrase (given to a host by its environment) left out.
  const config = deployed
    .split("\n")
    .filter((line) => !/^repo2-|^repo1-cipher-type=/.test(line))
    .join("\n")
    .replace(/^repo1-path=.*$/m, `repo1-path=${dir}/repo`)
    .replace(/^spool-path=.*$/m, `spool-path=${dir}/spool`)
    .replace(/^pg1-path=.*$/m, `pg1-path=${place.data}\npg1-port=${port}\npg1-socket-path=${dir}`)
    .replace(/^log-level-console=.*$/m, "log-level-console=warn")
    .replace(/^\[global\]$/m, `[global]\nlog-path=${dir}/log\nlock-path=${dir}/lock`);
  writeFileSync(place.config, config);
  return place;
}

function chownToOwner(dir: string) {
  if (!asRoot) return;
  const owner = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" }).stdout.trim();
  const group = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" }).stdout.trim();
  const walk = (entry: string) => {
    chownSync(entry, Number(owner), Number(group));
    if (spawnSync("test", ["-d", entry]).status === 0) for (const name of readdirSync(entry)) walk(path.join(entry, name));
  };
  walk(dir);
}

/** The rows of one statement (or several, the last one's) run outside any transaction. */
async function rows<T>(handle: DatabaseHandle, text: string): Promise<T[]> {
  return ((await handle.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!runnable)("point-in-time recovery with pgBackRest (needs pgbackrest and PostgreSQL's server binaries)", () => {
  let place: ReturnType<typeof clusterPlace> | undefined;
  /** The database restored to the moment, which the second test watches archive. */
  let restoredStore: DatabaseHandle | undefined;
  const handles: DatabaseHandle[] = [];
  const pgbackrest = (...args: string[]) => asOwner(PGBACKREST, [`--config=${place!.config}`, "--stanza=elara", ...args]);
  const pgCtl = (...args: string[]) =>
    asOwner(`${serverBin}/pg_ctl`, ["-D", place!.data, "-l", path.join(place!.dir, "log", "postgresql.log"), ...args]);
  const open = async (database: string) => {
    const handle = await openDatabase({ kind: "postgres", url: place!.url(database) }, `the PITR test's ${database}`);
    handles.push(handle);
    return handle;
  };
  const closeAll = async () => {
    for (const handle of handles.splice(0)) await handle.close();
  };

  afterAll(async () => {
    await closeAll();
    if (place && existsSync(path.join(place.data, "postmaster.pid"))) pgCtl("-m", "immediate", "-w", "stop");
    if (place) rmSync(place.dir, { recursive: true, force: true });
  });

  it("names in its deployed configuration only options pgBackRest knows, for both repositories", () => {
    // A copy in a folder of the owner's own: the checkout may be one only its user can read (CI's clone is 0700).
    const scratch = mkdtempSync(path.join(tmpdir(), "elara-pgbackrest-options-"));
    copyFileSync(path.join(process.cwd(), "deploy", "pgbackrest", "pgbackrest.conf"), path.join(scratch, "pgbackrest.conf"));
    chownToOwner(scratch);
    const args = [
      `--config=${path.join(scratch, "pgbackrest.conf")}`,
      `--log-path=${scratch}`,
      `--lock-path=${scratch}`,
      "--stanza=elara",
      "--repo=1",
      "info",
    ];
    const [command, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", PGBACKREST, ...args]] : [PGBACKREST, args];
    // The passphrases and the bucket's keys come from the environment on a host; the repository does not exist here.
    const said = spawnSync(command, argv, {
      encoding: "utf8",
      env: {
        ...process.env,
        PGBACKREST_REPO1_CIPHER_PASS: "test",
        PGBACKREST_REPO2_CIPHER_PASS: "test",
        PGBACKREST_REPO2_S3_KEY: "test",
        PGBACKREST_REPO2_S3_KEY_SECRET: "test",
      },
    });
    rmSync(scratch, { recursive: true, force: true });
    expect(said.stdout + said.stderr).toContain("stanza: elara");
    expect(said.stdout + said.stderr).not.toMatch(/invalid option|requires option/);
  });

  it(
    "restores the database to the moment between two orders, exactly as it was then, and the store starts on it",
    async () => {
      const port = await freePort();
      place = clusterPlace(port);
      chownToOwner(place.dir);
      asOwner(`${serverBin}/initdb`, ["-D", place.data, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
      // deploy/pgbackrest/postgresql-archiving.conf as a host installs it, with this test's pgBackRest configuration.
      const archiving = readFileSync(path.join(process.cwd(), "deploy", "pgbackrest", "postgresql-archiving.conf"), "utf8").replace(
        "pgbackrest --stanza=elara archive-push %p",
        `pgbackrest --config=${place.config} --stanza=elara archive-push %p`,
      );
      writeFileSync(
        path.join(place.data, "postgresql.conf"),
        `${readFileSync(path.join(place.data, "postgresql.conf"), "utf8")}\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${place.dir}'\n${archiving}`,
      );
      chownToOwner(place.dir);
      pgCtl("-w", "start");
      pgbackrest("stanza-create");
      pgbackrest("--type=full", "backup");

      const admin = await open("postgres");
      await rows(admin, "CREATE DATABASE elara");
      const store = await open("elara");
      await store.migrate();
      await seedIfEmpty(store.db);
      const kit = buildOrdersApp({ database: store });
      const variantId = await variantGid(store, "PAP-1");
      const place1 = async () => (await placeOrder(kit, orderBody([{ variantId, quantity: 1 }], { email: SHOPPER }))).orderNumber;
      const ordersA = [await place1(), await place1()];
      await kit.platform.mailer.idle();
      const [{ moment }] = (await rows<{ moment: string }>(store, "SELECT now()::text AS moment")) as [{ moment: string }];
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const orderB = await place1();
      await kit.platform.mailer.idle();
      // pgBackRest's own check switches the WAL segment and waits until it is in the repository: B's commit included.
      pgbackrest("check");
      // PostgreSQL marks the segment archived once archive-push answers, a moment after the repository has it.
      await until(
        async () => walArchiveLag(await readWalArchiver(store.db), new Date())?.pendingFiles === 0,
        "PostgreSQL to mark the segment archived",
      );

      // The disk is lost: the server stops dead and its data directory is gone.
      await closeAll();
      pgCtl("-m", "immediate", "-w", "stop");
      rmSync(place.data, { recursive: true, force: true });
      mkdirSync(place.data, { mode: 0o700 });
      chownToOwner(place.data);
      // The README's runbook command, with this test's configuration.
      pgbackrest("--type=time", `--target=${moment}`, "--target-action=promote", "restore");
      pgCtl("-w", "start");
      // The server answers while it still replays the archive (a hot standby), before the database even exists again.
      const server = await open("postgres");
      await until(
        async () => !(await rows<{ recovering: boolean }>(server, "SELECT pg_is_in_recovery() AS recovering"))[0]!.recovering,
        "the restored server's promotion",
      );
      const restored = await open("elara");
      restoredStore = restored;

      const numbers = (await rows<{ order_number: number }>(restored, "SELECT order_number FROM orders ORDER BY order_number")).map((row) =>
        Number(row.order_number),
      );
      expect(numbers).toEqual(ordersA);
      // The store starts on it: its migrations find nothing to do, and it reads A's orders and not B's.
      await restored.migrate();
      const { lookup } = testPlatform(restored.db).orders;
      for (const orderNumber of ordersA) expect(await lookup.findForEmail(orderNumber, SHOPPER)).not.toBeNull();
      expect(await lookup.findForEmail(orderB, SHOPPER)).toBeNull();
    },
    MIGRATING_A_STORE_MS + 60_000,
  );

  it("reports the archiving lag on /metrics: nothing pending while it keeps up, segments pending while archive-push fails", async () => {
    if (!restoredStore) throw new Error("the restore above did not complete");
    const store = restoredStore;
    const metrics = createMetrics({ walArchiveLag: async () => walArchiveLag(await readWalArchiver(store.db), new Date()) });
    await until(async () => (await metrics.registry.metrics()).includes("elara_wal_archive_pending_files 0"), "archiving to keep up");

    await rows(store, "ALTER SYSTEM SET archive_command = 'false'");
    await rows(store, "SELECT pg_reload_conf()");
    for (let segment = 0; segment < 2; segment++) {
      await rows(store, "CREATE TABLE IF NOT EXISTS wal_filler (n int); INSERT INTO wal_filler VALUES (1)");
      await rows(store, "SELECT pg_switch_wal()");
    }
    await until(async () => {
      const reading = await readWalArchiver(store.db);
      return reading.lastFailedAt !== null && (reading.lastArchivedAt === null || reading.lastFailedAt > reading.lastArchivedAt);
    }, "archive-push to fail");
    const scraped = await metrics.registry.metrics();
    expect(Number(/^elara_wal_archive_pending_files (\d+)$/m.exec(scraped)?.[1])).toBeGreaterThanOrEqual(2);
    expect(scraped).toMatch(/^elara_wal_archive_lag_seconds \d+$/m);

    await rows(store, "ALTER SYSTEM RESET archive_command");
    await rows(store, "SELECT pg_reload_conf()");
    await until(
      async () => (await metrics.registry.metrics()).includes("elara_wal_archive_lag_seconds 0"),
      "archiving to catch up",
      60_000,
    );
  }, 120_000);
});
