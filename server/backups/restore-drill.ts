/**
 * The restore drill (issue 72 item 4, decision 0181): a backup is only known to be good once it has been restored. Once
 * a month the store (and `npm run restore -- --verify-latest` whenever asked) takes the newest backup — from the bucket
 * when BACKUP_S3_URL is set, since that is the copy a dead disk leaves, else from BACKUP_DIR — restores it into a
 * scratch place (a private temporary folder, and on PostgreSQL a scratch database on the same server), lets the store's
 * migrations run on it as a start would, and checks it: every file's sha256 and every table's row count against the
 * manifest (the restore's own checks), then a sample of orders (the newest and some at random) each with its lines
 * adding up to its subtotal and, when the live database is at hand, the same order there. The scratch place is removed
 * whatever happens. Each drill's outcome is kept in BACKUP_DIR (`restore-drills.json`, newest first), where the
 * dashboard, /metrics and the alert rules read it.
 */
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../db/client.ts";
import type { BackupBucketCopies } from "./backup-bucket.ts";
import { listBackups, restoreBackup, withClient, type RestoreTarget } from "./backups.ts";

/** The drills' record in BACKUP_DIR: not a backup's name, so neither retention nor the bucket's copy touches it. */
export const RESTORE_DRILLS_FILE = "restore-drills.json";
/** A year of monthly drills, and the failures between them. */
const DRILLS_KEPT = 24;
/** How many orders the drill reads whole: the newest half, the rest at random. */
export const DRILL_SAMPLE_ORDERS = 20;
const SCRATCH_PREFIX = "elara-drill-";
const SCRATCH_DATABASE_PREFIX = "elara_restore_drill_";
/** A drill's scratch folder this old was left by a run that was killed: the next drill removes it. */
const LEFTOVER_AFTER_MS = 6 * 3_600_000;
/** Session advisory lock on PostgreSQL: one instance drills at a time; a killed one's connection lets it go. */
const DRILL_LOCK_KEY = "elara:restore-drill";

export interface RestoreDrill {
  at: string;
  outcome: "passed" | "failed";
  /** Where the backup came from. */
  source: "local" | "bucket";
  /** The backup restored (its file name) and when it was taken; null when there was none to take. */
  backup: string | null;
  backupTakenAt: string | null;
  tables: number;
  orders: number;
  ordersChecked: number;
  ms: number;
  /** Why it failed, in the words of the step that failed. */
  problem: string | null;
}

export interface DrillSetup {
  backupDir: string;
  /** The bucket the backups are copied to: the drill takes its newest from there. */
  bucket: BackupBucketCopies | null;
  encryptionKey: Buffer | undefined;
  /** The live store's PostgreSQL: the scratch database is made on its server. Unset: the embedded database. */
  databaseUrl: string | undefined;
  openEmbedded: (dataDir: string) => Promise<DatabaseHandle>;
  openPostgres: (url: string) => Promise<DatabaseHandle>;
  /** The live store's orders by number, to compare the sample with; absent when the live database is not at hand. */
  liveOrders?: (orderNumbers: number[]) => Promise<SampledOrder[]>;
  now: () => Date;
}

export interface SampledOrder {
  orderNumber: number;
  email: string;
  createdAt: string;
}

/** The drills kept in `backupDir`, newest first; none when the record is missing or unreadable. */
export async function readRestoreDrills(backupDir: string): Promise<RestoreDrill[]> {
  const text = await readFile(path.join(backupDir, RESTORE_DRILLS_FILE), "utf8").catch(() => null);
  if (text === null) return [];
  try {
    const drills = JSON.parse(text) as unknown;
    return Array.isArray(drills) ? (drills as RestoreDrill[]) : [];
  } catch {
    return [];
  }
}

/** Adds a drill to the record, written whole under another name first so a crash never leaves half of it. */
async function recordDrill(backupDir: string, drill: RestoreDrill): Promise<void> {
  await mkdir(backupDir, { recursive: true, mode: 0o700 });
  const drills = [drill, ...(await readRestoreDrills(backupDir))].slice(0, DRILLS_KEPT);
  const partial = path.join(backupDir, `.partial-${RESTORE_DRILLS_FILE}-${randomBytes(4).toString("hex")}`);
  await writeFile(partial, JSON.stringify(drills, null, 2), { mode: 0o600 });
  await rename(partial, path.join(backupDir, RESTORE_DRILLS_FILE));
}

/** Scratch folders of drills killed mid-way (older than a few hours, so never a running one's). */
async function removeLeftoverFolders(now: Date): Promise<void> {
  const tmp = os.tmpdir();
  for (const name of await readdir(tmp).catch(() => [] as string[])) {
    if (!name.startsWith(SCRATCH_PREFIX)) continue;
    const folder = path.join(tmp, name);
    const made = await stat(folder).catch(() => null);
    if (made && now.getTime() - made.mtime.getTime() > LEFTOVER_AFTER_MS) await rm(folder, { recursive: true, force: true });
  }
}

/** The scratch database's URL: the live one's server and credentials, another database. */
const urlOfDatabase = (url: string, name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();

/** An order's creation instant as text to the millisecond, the same whichever database reads it. */
const CREATED_AT_TEXT = `to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Reads the sample of orders from the restored database and says what in it does not hold. */
async function checkOrders(handle: DatabaseHandle, liveOrders: DrillSetup["liveOrders"]): Promise<{ orders: number; checked: number }> {
  const rows = async <T>(text: string) => ((await handle.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
  const [{ n }] = (await rows<{ n: number }>("SELECT count(*)::int AS n FROM orders")) as [{ n: number }];
  const half = DRILL_SAMPLE_ORDERS / 2;
  const sample = await rows<{
    order_number: number;
    email: string;
    created_at: string;
    subtotal_minor: number;
    lines: number;
    lines_minor: number;
  }>(
    `WITH chosen AS (
       (SELECT id FROM orders ORDER BY id DESC LIMIT ${half})
       UNION
       (SELECT id FROM orders ORDER BY random() LIMIT ${half}))
     SELECT o.order_number, o.email, ${CREATED_AT_TEXT} AS created_at,
            o.subtotal_minor, count(l.id)::int AS lines, coalesce(sum(l.total_minor), 0)::int AS lines_minor
       FROM orders o JOIN chosen c ON c.id = o.id LEFT JOIN order_lines l ON l.order_id = o.id
      GROUP BY o.id ORDER BY o.order_number`,
  );
  for (const order of sample) {
    if (order.lines === 0) throw new Error(`order ${order.order_number} came back without its lines`);
    if (order.lines_minor !== order.subtotal_minor)
      throw new Error(
        `order ${order.order_number}'s lines come to ${order.lines_minor}, its subtotal to ${order.subtotal_minor} (minor units)`,
      );
  }
  if (liveOrders && sample.length > 0) {
    const live = new Map((await liveOrders(sample.map((order) => order.order_number))).map((order) => [order.orderNumber, order]));
    for (const order of sample) {
      const same = live.get(order.order_number);
      if (!same || same.email !== order.email || same.createdAt !== order.created_at)
        throw new Error(`order ${order.order_number} in the backup is not the store's order ${order.order_number}`);
    }
  }
  return { orders: n, checked: sample.length };
}

/** The newest backup, downloaded into `scratch` when it comes from the bucket. */
async function newestBackup(setup: DrillSetup, scratch: string) {
  if (setup.bucket) {
    const [newest] = await setup.bucket.list();
    if (!newest) return null;
    return { file: await setup.bucket.download(newest.name, path.join(scratch, "download")), name: newest.name, takenAt: newest.takenAt };
  }
  const [newest] = await listBackups(setup.backupDir);
  return newest ? { file: newest.path, name: path.basename(newest.path), takenAt: newest.takenAt } : null;
}

/** Restores, migrates and checks the newest backup in a scratch place it then removes. */
async function drill(
  setup: DrillSetup,
  scratchDatabase: string | null,
  progress: { backup: { name: string; takenAt: Date } | null },
): Promise<Pick<RestoreDrill, "tables" | "orders" | "ordersChecked">> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), SCRATCH_PREFIX));
  try {
    const found = await newestBackup(setup, scratch);
    if (!found) throw new Error(setup.bucket ? "the bucket holds no complete backup" : "BACKUP_DIR holds no complete backup");
    progress.backup = found;
    const target: RestoreTarget = {
      dataDir: path.join(scratch, "data"),
      databaseUrl: scratchDatabase ?? undefined,
      backupDir: undefined,
      encryptionKey: setup.encryptionKey,
      force: false,
    };
    const restored = await restoreBackup(found.file, target, setup.openEmbedded);
    const handle = scratchDatabase ? await setup.openPostgres(scratchDatabase) : await setup.openEmbedded(target.dataDir);
    try {
      // What a start of this version does to it first: a backup the store cannot migrate is not one to restore.
      await handle.migrate();
      const orders = await checkOrders(handle, setup.liveOrders);
      return { tables: restored.tables, orders: orders.orders, ordersChecked: orders.checked };
    } finally {
      await handle.close();
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

let runningHere: Promise<RestoreDrill | null> | null = null;

/**
 * Runs a drill now and records it; null when another runs (in this process, or on PostgreSQL in another instance).
 * `due`, checked once the drill is this instance's alone, lets the monthly job skip one another instance has just run.
 */
export function runRestoreDrill(setup: DrillSetup, due: (drills: RestoreDrill[]) => boolean = () => true): Promise<RestoreDrill | null> {
  if (runningHere) return Promise.resolve(null);
  runningHere = (setup.databaseUrl ? drillOnPostgres(setup, due) : drillAndRecord(setup, null, due)).finally(() => (runningHere = null));
  return runningHere;
}

async function drillOnPostgres(setup: DrillSetup, due: (drills: RestoreDrill[]) => boolean): Promise<RestoreDrill | null> {
  const url = setup.databaseUrl!;
  return withClient(url, async (client) => {
    const [{ locked }] = (await client.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(hashtext($1)) AS locked`, [DRILL_LOCK_KEY]))
      .rows as [{ locked: boolean }];
    if (!locked) return null;
    // Under the lock no other drill runs: any scratch database left is a killed run's.
    const left = await client.query<{ name: string }>(`SELECT datname AS name FROM pg_database WHERE starts_with(datname, $1)`, [
      SCRATCH_DATABASE_PREFIX,
    ]);
    for (const { name } of left.rows) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    const name = `${SCRATCH_DATABASE_PREFIX}${randomBytes(6).toString("hex")}`;
    let created = false;
    try {
      const made = await client.query(`CREATE DATABASE "${name}"`).then(
        () => null,
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      if (made !== null) {
        const at = setup.now();
        const failed: RestoreDrill = {
          ...emptyDrill(setup, at),
          problem: `no scratch database could be made (${made}): give the store's database user CREATEDB`,
        };
        if (!due(await readRestoreDrills(setup.backupDir))) return null;
        await recordDrill(setup.backupDir, failed);
        return failed;
      }
      created = true;
      return await drillAndRecord(setup, urlOfDatabase(url, name), due);
    } finally {
      if (created) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  });
}

const emptyDrill = (setup: DrillSetup, at: Date): RestoreDrill => ({
  at: at.toISOString(),
  outcome: "failed",
  source: setup.bucket ? "bucket" : "local",
  backup: null,
  backupTakenAt: null,
  tables: 0,
  orders: 0,
  ordersChecked: 0,
  ms: 0,
  problem: null,
});

async function drillAndRecord(
  setup: DrillSetup,
  scratchDatabase: string | null,
  due: (drills: RestoreDrill[]) => boolean,
): Promise<RestoreDrill | null> {
  if (!due(await readRestoreDrills(setup.backupDir))) return null;
  await removeLeftoverFolders(setup.now());
  const at = setup.now();
  const started = performance.now();
  const progress: { backup: { name: string; takenAt: Date } | null } = { backup: null };
  const outcome = await drill(setup, scratchDatabase, progress).then(
    (checked): Partial<RestoreDrill> => ({ ...checked, outcome: "passed" }),
    (error: unknown): Partial<RestoreDrill> => ({ problem: error instanceof Error ? error.message : String(error) }),
  );
  const recorded: RestoreDrill = {
    ...emptyDrill(setup, at),
    backup: progress.backup?.name ?? null,
    backupTakenAt: progress.backup?.takenAt.toISOString() ?? null,
    ...outcome,
    ms: Math.round(performance.now() - started),
  };
  await recordDrill(setup.backupDir, recorded);
  return recorded;
}

/** The live store's orders of `orderNumbers`, read as the drill reads the restored ones, for the sample's comparison. */
export function liveOrdersOf(handle: Pick<DatabaseHandle, "db">): (orderNumbers: number[]) => Promise<SampledOrder[]> {
  return async (orderNumbers) => {
    const numbers = orderNumbers.filter(Number.isSafeInteger).join(",");
    if (numbers === "") return [];
    const rows = (
      (await handle.db.execute(
        sql.raw(`SELECT order_number, email, ${CREATED_AT_TEXT} AS created_at FROM orders o WHERE order_number IN (${numbers})`),
      )) as unknown as { rows: { order_number: number; email: string; created_at: string }[] }
    ).rows;
    return rows.map((row) => ({ orderNumber: Number(row.order_number), email: row.email, createdAt: row.created_at }));
  };
}
