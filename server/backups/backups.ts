/**
 * Backups of the whole store (issue 47 item 1, decision 0101): its database and the files kept in its data folder
 * (uploaded pictures, return photos, the secrets the store made itself), as one file in BACKUP_DIR with a manifest
 * beside it, and the restore of such a file into an empty data folder or database.
 *
 * A backup file is a gzipped tar, encrypted when BACKUP_ENCRYPTION_KEY is set (backup-encryption.ts), holding
 *
 *   manifest.json   when, which database, the last applied migration, every table's row count, every file's sha256
 *   database/       PGlite: its files, copied while it lets no statement run; PostgreSQL: database.pgdump (pg_dump -Fc)
 *   files/          the rest of the data folder
 *
 * and `<name>.json` beside it repeats the manifest with the file's own sha256. A backup is written under a `.partial-`
 * name and renamed when complete, its manifest first: a run killed at any point leaves no file that looks good, and the
 * next run deletes what it left.
 */
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { cp, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { PassThrough, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import pg from "pg";
import * as tar from "tar";
import { backupsToKeep } from "#domain/backup-retention";
import { ADMIN_CHANNEL_FILE } from "../admin-channel.ts";
import { MIGRATIONS_DIR, type DatabaseHandle } from "../db/client.ts";
import { LOCK_FILE } from "../db/data-dir-lock.ts";
import { decryptingStream, encryptingStream, isEncryptedBackup } from "./backup-encryption.ts";

export const BACKUP_FORMAT = 1;
/** `-manual`: asked for (`npm run backup`), kept by its own rule (domain/backup-retention.ts), not the automatic one. */
const BACKUP_NAME = /^elara-backup-(\d{8}T\d{9}Z)(-manual)?\.tar\.gz(\.enc)?$/;
const PARTIAL_PREFIX = ".partial-";
/** Session advisory lock of the backup on PostgreSQL: one instance takes it, a killed one's connection lets it go. */
const BACKUP_LOCK_KEY = "elara:backup";

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  takenAt: string;
  database: "pglite" | "postgresql";
  /** The last migration applied to the database (its tag, e.g. `0047_label-nutrients-carry-claim-codes`). */
  schemaVersion: string;
  /** Rows of every table, `schema.table`, read at the same moment as the copy. */
  rowCounts: Record<string, number>;
  /** sha256 of every file in the backup but this manifest, by its path in it. */
  checksums: Record<string, string>;
}

/** The manifest written beside a backup file: the same, with the file's own name, size and sha256. */
export interface BackupSidecar extends BackupManifest {
  file: { name: string; bytes: number; sha256: string; encrypted: boolean };
}

/** Where a backup reads from, or a restore writes to. */
export type BackupSource =
  { kind: "pglite"; dataDir: string; database: DatabaseHandle } | { kind: "postgresql"; dataDir: string; url: string };

export type BackupResult = { taken: true; path: string; sidecar: BackupSidecar; ms: number } | { taken: false; reason: string };

/** A refusal to restore, with the sentence that says why and what to do: nothing was changed. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreRefusedError";
  }
}

/** The data folder's entries that are the embedded database's own files (PostgreSQL's data directory layout). */
export function isEmbeddedDatabaseEntry(name: string): boolean {
  return name === "PG_VERSION" || name === "base" || name === "global" || /^(pg_|postgresql\.|postmaster\.)/.test(name);
}

/** The data folder's entries that belong to the running process, not to the store's data. */
const RUNTIME_ENTRIES: ReadonlySet<string> = new Set([LOCK_FILE, ADMIN_CHANNEL_FILE, "postmaster.pid"]);

/** Entries of `dataDir` that a backup copies as files: not the database's, not the process's, not the backups'. */
async function dataFolderFiles(dataDir: string, backupDir: string | undefined): Promise<string[]> {
  const entries = await readdir(dataDir).catch(() => [] as string[]);
  return entries.filter(
    (name) => !isEmbeddedDatabaseEntry(name) && !RUNTIME_ENTRIES.has(name) && !isInside(path.join(dataDir, name), backupDir),
  );
}

const isInside = (entry: string, directory: string | undefined) =>
  directory !== undefined && (entry === directory || directory.startsWith(entry + path.sep));

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** Every table's rows and the last applied migration, through `query` (one snapshot). */
async function readDatabaseState(query: Query): Promise<{ rowCounts: Record<string, number>; schemaVersion: string }> {
  const tables = await query(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`,
  );
  const rowCounts: Record<string, number> = {};
  for (const { schema, name } of tables as { schema: string; name: string }[]) {
    const [row] = await query(`SELECT count(*)::int AS n FROM ${quoteIdentifier(schema)}.${quoteIdentifier(name)}`);
    rowCounts[`${schema}.${name}`] = Number(row!.n);
  }
  const [last] = await query(`SELECT created_at::text AS "when" FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`);
  return { rowCounts, schemaVersion: await migrationTag(last ? String(last.when) : null) };
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A migration's tag from its journal time, as drizzle records it; the time itself when the journal does not know it. */
async function migrationTag(when: string | null): Promise<string> {
  if (when === null) return "none";
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")) as {
    entries: { when: number; tag: string }[];
  };
  return journal.entries.find((entry) => String(entry.when) === when)?.tag ?? `unknown migration of ${when}`;
}

/** When a backup file named `name` was taken and whether someone asked for it; null for any other name. */
export function backupNamed(name: string): { takenAt: Date; manual: boolean } | null {
  const named = BACKUP_NAME.exec(name);
  if (!named) return null;
  const [, stamp, manual] = named;
  const iso = stamp!.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z$/, "$1-$2-$3T$4:$5:$6.$7Z");
  return { takenAt: new Date(iso), manual: manual !== undefined };
}

/** The backups in `backupDir` that completed, newest first. */
export async function listBackups(backupDir: string): Promise<{ path: string; takenAt: Date; manual: boolean; sidecar: BackupSidecar }[]> {
  const names = await readdir(backupDir).catch(() => [] as string[]);
  const backups = [];
  for (const name of names) {
    const named = BACKUP_NAME.exec(name);
    if (!named) continue;
    const sidecar = await readFile(sidecarPath(path.join(backupDir, name)), "utf8")
      .then((text) => JSON.parse(text) as BackupSidecar)
      .catch(() => null);
    if (sidecar)
      backups.push({ path: path.join(backupDir, name), takenAt: new Date(sidecar.takenAt), manual: named[2] !== undefined, sidecar });
  }
  return backups.sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/** When the newest complete backup in `backupDir` was taken (only the store's own, not manual: `automatic`); null when there is none. */
export async function lastGoodBackupAt(backupDir: string, which: "any" | "automatic" = "any"): Promise<Date | null> {
  return (await listBackups(backupDir)).find((backup) => which === "any" || !backup.manual)?.takenAt ?? null;
}

export const sidecarPath = (backupFile: string) => backupFile.replace(/\.tar\.gz(\.enc)?$/, ".json");

export interface BackupOptions {
  backupDir: string;
  encryptionKey: Buffer | undefined;
  now: () => Date;
  /** Asked for by someone (`npm run backup`) rather than the automatic job: named `…-manual` and kept by its own rule. */
  manual: boolean;
}

let runningHere: Promise<BackupResult> | null = null;

/**
 * Takes a backup into `backupDir`, then deletes what the retention rule no longer keeps. One at a time: in this
 * process, and on PostgreSQL across instances (an advisory lock); a second caller is told it is running.
 */
export function takeBackup(source: BackupSource, options: BackupOptions): Promise<BackupResult> {
  if (runningHere) return Promise.resolve({ taken: false, reason: "a backup is already running in this process" });
  runningHere = (source.kind === "pglite" ? backupEmbedded(source, options) : backupPostgres(source, options)).finally(
    () => (runningHere = null),
  );
  return runningHere;
}

interface Staging {
  directory: string;
  databaseDir: string;
  filesDir: string;
}

async function newStaging(backupDir: string, now: Date): Promise<Staging> {
  // Customers' data and the store's secrets: readable by the store's user only.
  await mkdir(backupDir, { recursive: true, mode: 0o700 });
  await removeLeftovers(backupDir);
  const directory = path.join(backupDir, `${PARTIAL_PREFIX}${stampOf(now)}-${randomBytes(4).toString("hex")}`);
  const staging = { directory, databaseDir: path.join(directory, "database"), filesDir: path.join(directory, "files") };
  await mkdir(staging.databaseDir, { recursive: true, mode: 0o700 });
  await mkdir(staging.filesDir, { recursive: true });
  return staging;
}

/** What killed runs left: partial files and folders, and manifests whose backup never got its name. */
async function removeLeftovers(backupDir: string): Promise<void> {
  const names = await readdir(backupDir);
  const complete = new Set(names.filter((name) => BACKUP_NAME.test(name)).map((name) => path.basename(sidecarPath(name))));
  for (const name of names) {
    const orphanSidecar = /^elara-backup-.*\.json$/.test(name) && !complete.has(name);
    if (name.startsWith(PARTIAL_PREFIX) || orphanSidecar) await rm(path.join(backupDir, name), { recursive: true, force: true });
  }
}

const stampOf = (instant: Date) => instant.toISOString().replace(/[-:.]/g, "");

async function backupEmbedded(source: Extract<BackupSource, { kind: "pglite" }>, options: BackupOptions): Promise<BackupResult> {
  const started = performance.now();
  const { whileQuiescent } = source.database;
  if (!whileQuiescent) throw new Error("This database cannot be copied as files (it is not the embedded one).");
  const takenAt = options.now();
  const staging = await newStaging(options.backupDir, takenAt);
  try {
    const state = await whileQuiescent(async (query) => {
      const read = await readDatabaseState(query);
      const entries = (await readdir(source.dataDir)).filter((name) => isEmbeddedDatabaseEntry(name) && !RUNTIME_ENTRIES.has(name));
      for (const name of entries) await cp(path.join(source.dataDir, name), path.join(staging.databaseDir, name), { recursive: true });
      return read;
    });
    return await completeBackup(staging, { ...state, takenAt, database: "pglite", dataDir: source.dataDir }, options, started);
  } finally {
    await rm(staging.directory, { recursive: true, force: true });
  }
}

async function backupPostgres(source: Extract<BackupSource, { kind: "postgresql" }>, options: BackupOptions): Promise<BackupResult> {
  const started = performance.now();
  // A connection of its own, straight to the server (not through PgBouncer): the lock and the snapshot are a session's.
  const client = new pg.Client({ connectionString: source.url });
  await client.connect();
  try {
    const [{ locked }] = (await client.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(hashtext($1)) AS locked`, [BACKUP_LOCK_KEY]))
      .rows as [{ locked: boolean }];
    if (!locked) return { taken: false, reason: "another instance is taking a backup now" };
    const takenAt = options.now();
    const staging = await newStaging(options.backupDir, takenAt);
    try {
      // pg_dump reads the snapshot this transaction exported, so its copy and these counts are of one moment.
      await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
      const [{ snapshot }] = (await client.query<{ snapshot: string }>("SELECT pg_export_snapshot() AS snapshot")).rows as [
        { snapshot: string },
      ];
      const state = await readDatabaseState(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
      await run("pg_dump", [
        "--format=custom",
        `--snapshot=${snapshot}`,
        `--file=${path.join(staging.databaseDir, "database.pgdump")}`,
        `--dbname=${source.url}`,
      ]);
      await client.query("COMMIT");
      return await completeBackup(staging, { ...state, takenAt, database: "postgresql", dataDir: source.dataDir }, options, started);
    } finally {
      await rm(staging.directory, { recursive: true, force: true });
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Copies the data folder's files, writes the manifest, packs, names the backup and prunes the old ones. */
async function completeBackup(
  staging: Staging,
  state: { rowCounts: Record<string, number>; schemaVersion: string; takenAt: Date; database: BackupManifest["database"]; dataDir: string },
  options: Omit<BackupOptions, "now">,
  started: number,
): Promise<BackupResult> {
  for (const name of await dataFolderFiles(state.dataDir, options.backupDir))
    await cp(path.join(state.dataDir, name), path.join(staging.filesDir, name), { recursive: true });
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    takenAt: state.takenAt.toISOString(),
    database: state.database,
    schemaVersion: state.schemaVersion,
    rowCounts: state.rowCounts,
    checksums: await checksumsOf(staging.directory, ["database", "files"]),
  };
  await writeFile(path.join(staging.directory, "manifest.json"), JSON.stringify(manifest, null, 2));

  const name = `elara-backup-${stampOf(state.takenAt)}${options.manual ? "-manual" : ""}.tar.gz${options.encryptionKey ? ".enc" : ""}`;
  const partial = path.join(options.backupDir, `${PARTIAL_PREFIX}${name}`);
  const hash = createHash("sha256");
  let bytes = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  const packed = tar.c({ cwd: staging.directory, gzip: true, portable: true }, ["manifest.json", "database", "files"]);
  const encrypted = options.encryptionKey ? encryptingStream(options.encryptionKey) : new PassThrough();
  await pipeline(packed, encrypted, counted, createWriteStream(partial, { mode: 0o600 }));
  await fsyncFile(partial);

  const sidecar: BackupSidecar = {
    ...manifest,
    file: { name, bytes, sha256: hash.digest("hex"), encrypted: Boolean(options.encryptionKey) },
  };
  const finalPath = path.join(options.backupDir, name);
  const partialSidecar = path.join(options.backupDir, `${PARTIAL_PREFIX}${path.basename(sidecarPath(name))}`);
  await writeFile(partialSidecar, JSON.stringify(sidecar, null, 2), { mode: 0o600 });
  await fsyncFile(partialSidecar);
  await rename(partialSidecar, sidecarPath(finalPath));
  await rename(partial, finalPath);
  await fsyncFile(options.backupDir);
  await pruneBackups(options.backupDir);
  return { taken: true, path: finalPath, sidecar, ms: Math.round(performance.now() - started) };
}

/** Deletes the complete backups the retention rule (domain/backup-retention.ts) no longer keeps. */
export async function pruneBackups(backupDir: string): Promise<void> {
  const backups = await listBackups(backupDir);
  const kept = new Set(backupsToKeep(backups));
  for (const backup of backups.filter((each) => !kept.has(each))) {
    await rm(backup.path, { force: true });
    await rm(sidecarPath(backup.path), { force: true });
  }
}

async function fsyncFile(file: string): Promise<void> {
  const handle = await open(file, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** sha256 of every file under `roots` of `directory`, by its path relative to `directory` (with `/`). */
async function checksumsOf(directory: string, roots: string[]): Promise<Record<string, string>> {
  const checksums: Record<string, string> = {};
  for (const root of roots) {
    for (const relative of (await readdir(path.join(directory, root), { recursive: true })).sort()) {
      const file = path.join(directory, root, relative);
      if (!(await stat(file)).isFile()) continue;
      const hash = createHash("sha256");
      await pipeline(createReadStream(file), hash);
      checksums[`${root}/${relative.split(path.sep).join("/")}`] = hash.digest("hex");
    }
  }
  return checksums;
}

/** Runs a PostgreSQL client tool, failing with its own words. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new Error(
              `${command} was not found: install PostgreSQL's client tools (Debian: postgresql-client), of the server's version or newer.`,
            )
          : error,
      ),
    );
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${errors.trim()}`))));
  });
}

export interface RestoreTarget {
  dataDir: string;
  /** Set: the backup goes into this PostgreSQL database; unset: into the embedded database in `dataDir`. */
  databaseUrl: string | undefined;
  backupDir: string | undefined;
  encryptionKey: Buffer | undefined;
  /** Replaces what the target holds instead of refusing a target that is not empty. */
  force: boolean;
}

/**
 * Restores the backup `file` into the target and checks it: every file's sha256 against the manifest before anything
 * is changed, every table's row count after. Refuses (RestoreRefusedError, nothing changed) a target that is not
 * empty unless `force`, a backup of the other kind of database, and an encrypted backup without its key.
 */
export async function restoreBackup(file: string, target: RestoreTarget, openEmbedded: (dataDir: string) => Promise<DatabaseHandle>) {
  const started = performance.now();
  if (!existsSync(file)) throw new RestoreRefusedError(`${file} does not exist.`);
  const encrypted = isEncryptedBackup(await firstBytes(file, 8));
  if (encrypted && !target.encryptionKey)
    throw new RestoreRefusedError("This backup is encrypted: set BACKUP_ENCRYPTION_KEY to the key it was written with.");
  await checkAgainstSidecar(file);
  const occupied = await whatTheTargetHolds(target);
  if (occupied.length > 0 && !target.force)
    throw new RestoreRefusedError(
      `The target is not empty (${occupied.slice(0, 5).join(", ")}${occupied.length > 5 ? ", …" : ""}): restore into an empty ${target.databaseUrl ? "database and data folder" : "data folder"}, or add --force to replace what is there.`,
    );

  await mkdir(path.dirname(target.dataDir), { recursive: true });
  const unpacked = path.join(path.dirname(target.dataDir), `${PARTIAL_PREFIX}restore-${randomBytes(4).toString("hex")}`);
  await mkdir(unpacked);
  try {
    await pipeline(
      createReadStream(file),
      encrypted ? decryptingStream(target.encryptionKey!) : new PassThrough(),
      tar.x({ cwd: unpacked, strict: true }),
    );
    const manifest = JSON.parse(await readFile(path.join(unpacked, "manifest.json"), "utf8")) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT)
      throw new RestoreRefusedError(`This backup's format (${manifest.format}) is not one this version reads.`);
    const expectedKind = target.databaseUrl ? "postgresql" : "pglite";
    if (manifest.database !== expectedKind)
      throw new RestoreRefusedError(
        manifest.database === "pglite"
          ? "This backup holds an embedded (PGlite) database: restore it with DATABASE_URL unset (to move it to PostgreSQL afterwards, see the README)."
          : "This backup holds a PostgreSQL database: restore it with DATABASE_URL set to an empty database.",
      );
    const found = await checksumsOf(unpacked, ["database", "files"]);
    const differing = Object.keys({ ...found, ...manifest.checksums }).filter((name) => found[name] !== manifest.checksums[name]);
    if (differing.length > 0)
      throw new RestoreRefusedError(`This backup is damaged: ${differing.slice(0, 3).join(", ")} do not match its manifest's checksums.`);

    if (occupied.length > 0) await emptyTarget(target);
    await mkdir(target.dataDir, { recursive: true, mode: 0o700 });
    const rowCounts = target.databaseUrl
      ? await restorePostgres(target.databaseUrl, path.join(unpacked, "database", "database.pgdump"))
      : await restoreEmbedded(target.dataDir, path.join(unpacked, "database"), openEmbedded);
    for (const name of await readdir(path.join(unpacked, "files")))
      await rename(path.join(unpacked, "files", name), path.join(target.dataDir, name));
    const wrong = Object.keys({ ...rowCounts, ...manifest.rowCounts }).filter((table) => rowCounts[table] !== manifest.rowCounts[table]);
    if (wrong.length > 0)
      throw new Error(
        `The restored database's row counts differ from the backup's manifest in ${wrong.join(", ")}: do not start the store on it.`,
      );
    return { manifest, tables: Object.keys(rowCounts).length, ms: Math.round(performance.now() - started) };
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}

async function firstBytes(file: string, count: number): Promise<Buffer> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(count);
    const { bytesRead } = await handle.read(buffer, 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The manifest beside the file, when it is there, must name this file's sha256. */
async function checkAgainstSidecar(file: string): Promise<void> {
  const sidecar = await readFile(sidecarPath(file), "utf8")
    .then((text) => JSON.parse(text) as BackupSidecar)
    .catch(() => null);
  if (!sidecar) return;
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  if (hash.digest("hex") !== sidecar.file.sha256)
    throw new RestoreRefusedError(
      `${path.basename(file)} does not match the sha256 in ${path.basename(sidecarPath(file))}: the file is damaged or not the one written.`,
    );
}

/** What is in the way: the data folder's entries (the backups' own folder aside) and, on PostgreSQL, the tables. */
async function whatTheTargetHolds(target: RestoreTarget): Promise<string[]> {
  const entries = (await readdir(target.dataDir).catch(() => [] as string[])).filter(
    (name) => !isInside(path.join(target.dataDir, name), target.backupDir),
  );
  const held = entries.map((name) => path.join(target.dataDir, name));
  if (target.databaseUrl) {
    const rows = await withClient(
      target.databaseUrl,
      async (client) =>
        (
          await client.query<{ name: string }>(
            `SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
            WHERE table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
          )
        ).rows,
    );
    if (rows.length > 0) held.unshift(`${rows.length} tables in the database (${rows[0]!.name}, …)`);
  }
  return held;
}

async function emptyTarget(target: RestoreTarget): Promise<void> {
  if (existsSync(path.join(target.dataDir, ADMIN_CHANNEL_FILE)) || existsSync(path.join(target.dataDir, LOCK_FILE)))
    throw new RestoreRefusedError(`A store seems to be running on ${target.dataDir}: stop it before restoring over it.`);
  for (const name of await readdir(target.dataDir).catch(() => [] as string[]))
    if (!isInside(path.join(target.dataDir, name), target.backupDir))
      await rm(path.join(target.dataDir, name), { recursive: true, force: true });
  if (target.databaseUrl)
    await withClient(target.databaseUrl, (client) =>
      client.query("DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public"),
    );
}

async function restoreEmbedded(dataDir: string, databaseFiles: string, openEmbedded: (dataDir: string) => Promise<DatabaseHandle>) {
  for (const name of await readdir(databaseFiles)) await rename(path.join(databaseFiles, name), path.join(dataDir, name));
  const database = await openEmbedded(dataDir);
  try {
    return (
      await readDatabaseState(
        async (text) => ((await database.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows,
      )
    ).rowCounts;
  } finally {
    await database.close();
  }
}

async function restorePostgres(url: string, dump: string) {
  await run("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${url}`, dump]);
  return withClient(
    url,
    async (client) => (await readDatabaseState(async (text) => (await client.query<Record<string, unknown>>(text)).rows)).rowCounts,
  );
}

/** A connection of its own to `url` for `work`, closed after it. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
