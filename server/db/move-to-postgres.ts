/**
 * `npm run db:move -- --to postgres://…` (decision 0102): a stopped embedded store's whole database, copied into a new,
 * empty PostgreSQL database, then checked table by table.
 *
 * - The source is the PGlite data directory, opened as the store opens it: its lock (data-dir-lock.ts) refuses while
 *   the store runs, and it is migrated to this version first, as the store's start would.
 * - The target gets this version's migrations and every row in ONE transaction: a failure or a kill at any point leaves
 *   it as empty as it was, so the move can simply be run again.
 * - Tables are filled parents first (an order from the foreign keys in the catalogue), so each row is checked as it
 *   goes in; the few keys no order satisfies (a table that refers to itself: an invoice's credit note, a variant that
 *   takes its stock from another) are made DEFERRABLE for the copy, checked before the commit, and put back.
 * - Rows travel as PostgreSQL's own text form of each value (the form pg_dump copies), read through a cursor and
 *   written in batches, so no table is held in memory and no value is reinterpreted by JavaScript (microseconds,
 *   bigints, doubles).
 * - Every sequence is set to the source's value: order numbers and every id continue where the store stopped. Invoice
 *   numbers are a row per series (`invoice_series.last_number`, decision 0058), copied with the rows.
 * - Then both sides count and hash every table with the same SQL; any difference fails the move.
 */
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import pg from "pg";
import { redactDatabaseUrl } from "#server/config";
import { MIGRATIONS_DIR, openDatabase, type DatabaseHandle } from "./client.ts";
import { DataDirInUseError } from "./data-dir-lock.ts";
import { MOVED_MARKER_FILE } from "./database-location.ts";

/** Where drizzle's migrator keeps what it applied (drizzle-orm/pg-core/dialect.js): the same journal, so the store's start applies nothing twice. */
const JOURNAL_SCHEMA = "drizzle";
const JOURNAL_TABLE = "__drizzle_migrations";

/** PostgreSQL's limit on a statement's parameters. */
const MAX_PARAMETERS = 65_535;
const DEFAULT_BATCH_ROWS = 500;

/**
 * The same text for the same value on both sides: times in UTC, ISO dates, doubles written exactly, bytea in hex.
 * PGlite and the server may be different PostgreSQL versions; these outputs have not changed between them.
 */
const SESSION_SETTINGS = [
  "SET TimeZone = 'UTC'",
  "SET DateStyle = 'ISO, YMD'",
  "SET IntervalStyle = 'postgres'",
  "SET extra_float_digits = 1",
  "SET bytea_output = 'hex'",
];

const SYSTEM_SCHEMAS = `n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'`;

/** A reason not to move, said so the owner knows what to do; nothing was written anywhere. */
export class MoveRefusedError extends Error {
  override name = "MoveRefusedError";
}

export interface MoveOptions {
  /** The embedded store's data directory (DATA_DIR). */
  dataDir: string;
  /** A new, empty PostgreSQL database. */
  targetUrl: string;
  /** Rows per INSERT (fewer for tables whose columns would pass PostgreSQL's parameter limit). */
  batchRows?: number;
}

export interface TableCheck {
  table: string;
  sourceRows: number;
  targetRows: number;
  sourceChecksum: string;
  targetChecksum: string;
  matches: boolean;
}

export interface SequenceCheck {
  sequence: string;
  source: string;
  target: string;
  matches: boolean;
}

export interface MoveReport {
  tables: TableCheck[];
  sequences: SequenceCheck[];
  /** Foreign keys checked at the end of the copy instead of row by row. */
  deferredConstraints: string[];
  /** The folders and files the store keeps beside its database, left in DATA_DIR. */
  keptInDataDir: string[];
  migrations: number;
  durationMs: number;
  ok: boolean;
}

interface Column {
  name: string;
  type: string;
  generated: boolean;
}

interface Table {
  schema: string;
  name: string;
  columns: Column[];
}

interface ForeignKey {
  name: string;
  child: string;
  parent: string;
}

/** Runs one statement and answers its rows. */
type Query = (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;

/** drizzle types a raw statement's answer per driver; PGlite's and node-postgres's both carry `rows`. */
const rowsOf = (answer: unknown) => (answer as { rows: Record<string, unknown>[] }).rows;

const identifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
const qualified = (schema: string, name: string) => `${identifier(schema)}.${identifier(name)}`;
/** How tables are named to people: the schema only when it is not the usual one. */
const displayName = (schema: string, name: string) => (schema === "public" ? name : `${schema}.${name}`);

export async function moveToPostgres({ dataDir, targetUrl, batchRows = DEFAULT_BATCH_ROWS }: MoveOptions): Promise<MoveReport> {
  const started = performance.now();
  if (!/^postgres(ql)?:\/\//.test(targetUrl))
    throw new MoveRefusedError(`--to must be a postgres:// or postgresql:// URL, not ${targetUrl}`);
  const directory = path.resolve(dataDir);
  // Opening a directory without a database would make a new, empty one there.
  if (!existsSync(path.join(directory, "PG_VERSION")))
    throw new MoveRefusedError(`There is no embedded database in ${directory}: set DATA_DIR to the store's data folder.`);

  const source = await openSource(directory);
  const target = new pg.Client({ connectionString: targetUrl });
  const targetDescription = redactDatabaseUrl(targetUrl);
  try {
    await target.connect().catch((error: unknown) => {
      throw new MoveRefusedError(`Cannot connect to ${targetDescription}: ${error instanceof Error ? error.message : String(error)}`);
    });
    const targetQuery: Query = async (text, values) => (await target.query(text, values)).rows as Record<string, unknown>[];
    await refuseUnlessEmpty(targetQuery, targetDescription);

    await source.migrate();
    const sourceQuery: Query = async (text) => rowsOf(await source.db.execute(sql.raw(text)));
    for (const setting of [...SESSION_SETTINGS, "SET statement_timeout = 0"]) {
      await sourceQuery(setting);
      await targetQuery(setting);
    }
    const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
    await refuseUnlessSameMigrations(sourceQuery, migrations, directory);
    const tables = await readTables(sourceQuery);
    const { order, deferred } = fillingOrder(tables, await readForeignKeys(sourceQuery));
    const sequences = await readSequences(sourceQuery);

    await targetQuery("BEGIN");
    try {
      await applyMigrations(targetQuery, migrations);
      await refuseUnlessSameTables(tables, await readTables(targetQuery));
      // The migrations' own rows (VAT rates, authorised claims) give way to the source's, which the owner may have changed.
      if (tables.length > 0) await targetQuery(`TRUNCATE ${tables.map((t) => qualified(t.schema, t.name)).join(", ")}`);
      for (const key of deferred)
        await targetQuery(`ALTER TABLE ${key.child} ALTER CONSTRAINT ${identifier(key.name)} DEFERRABLE INITIALLY DEFERRED`);
      await source.db.transaction(
        async (tx) => {
          const readQuery: Query = async (text) => rowsOf(await tx.execute(sql.raw(text)));
          for (const table of order) await copyTable(readQuery, targetQuery, table, batchRows);
        },
        { isolationLevel: "repeatable read", accessMode: "read only" },
      );
      if (deferred.length > 0) {
        // Checks every deferred key now; a pending check would also stop the ALTER TABLE that follows.
        await targetQuery("SET CONSTRAINTS ALL IMMEDIATE");
        for (const key of deferred) await targetQuery(`ALTER TABLE ${key.child} ALTER CONSTRAINT ${identifier(key.name)} NOT DEFERRABLE`);
      }
      for (const sequence of sequences) {
        const [value] = await sourceQuery(`SELECT last_value::text AS value, is_called FROM ${sequence}`);
        await targetQuery("SELECT setval($1::regclass, $2::bigint, $3)", [sequence, value!.value, value!.is_called]);
      }
      await targetQuery("COMMIT");
    } catch (error) {
      await targetQuery("ROLLBACK").catch(() => undefined);
      throw error;
    }

    const tableChecks: TableCheck[] = [];
    for (const table of tables) {
      const [sourceSum, targetSum] = [await tableChecksum(sourceQuery, table), await tableChecksum(targetQuery, table)];
      tableChecks.push({
        table: displayName(table.schema, table.name),
        sourceRows: sourceSum.rows,
        targetRows: targetSum.rows,
        sourceChecksum: sourceSum.checksum,
        targetChecksum: targetSum.checksum,
        matches: sourceSum.rows === targetSum.rows && sourceSum.checksum === targetSum.checksum,
      });
    }
    const sequenceChecks: SequenceCheck[] = [];
    for (const sequence of sequences) {
      const read = async (query: Query) => {
        const [row] = await query(
          `SELECT last_value::text || CASE WHEN is_called THEN '' ELSE ' (not used)' END AS value FROM ${sequence}`,
        );
        return String(row!.value);
      };
      const [sourceValue, targetValue] = [await read(sourceQuery), await read(targetQuery)];
      sequenceChecks.push({ sequence, source: sourceValue, target: targetValue, matches: sourceValue === targetValue });
    }
    const ok = tableChecks.every((check) => check.matches) && sequenceChecks.every((check) => check.matches);
    if (ok)
      await writeFile(
        path.join(directory, MOVED_MARKER_FILE),
        `${JSON.stringify({ movedTo: targetDescription, at: new Date().toISOString() })}\n`,
        { mode: 0o600 },
      );
    return {
      tables: tableChecks,
      sequences: sequenceChecks,
      deferredConstraints: deferred.map((key) => `${key.child}.${key.name}`),
      keptInDataDir: keptFiles(directory),
      migrations: migrations.length,
      durationMs: performance.now() - started,
      ok,
    };
  } finally {
    await target.end().catch(() => undefined);
    await source.close();
  }
}

async function openSource(directory: string): Promise<DatabaseHandle> {
  try {
    return await openDatabase({ kind: "pglite", dataDir: directory }, `PGlite in ${directory}`);
  } catch (error) {
    if (error instanceof DataDirInUseError)
      throw new MoveRefusedError(
        `The store is running on ${directory} (process ${error.pid}). Stop it first: the move copies a stopped store, so no ` +
          `order is taken during the copy and lost after it. Then run db:move again.`,
      );
    throw error;
  }
}

/** Empty: no table, sequence or view of anyone's but an extension's (the move creates the store's own, in its transaction). */
async function refuseUnlessEmpty(query: Query, description: string): Promise<void> {
  const relations = await query(
    `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f') AND ${SYSTEM_SCHEMAS}
       -- An extension's own views (pg_stat_statements on a managed server) are not a store.
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
     ORDER BY 1, 2`,
  );
  if (relations.length === 0) return;
  const named = relations.slice(0, 5).map((row) => displayName(String(row.schema), String(row.name)));
  throw new MoveRefusedError(
    `${description} is not empty: it holds ${relations.length} tables, sequences or views (${named.join(", ")}` +
      `${relations.length > named.length ? ", …" : ""}). db:move fills a new, empty database, so it never mixes two ` +
      `stores: create one (createdb) and name it in --to.`,
  );
}

/** After its own migration, the source must stand where this version's migrations leave a database. */
async function refuseUnlessSameMigrations(query: Query, migrations: { hash: string }[], directory: string): Promise<void> {
  const applied = (await query(`SELECT hash FROM ${qualified(JOURNAL_SCHEMA, JOURNAL_TABLE)} ORDER BY created_at, id`)).map((row) =>
    String(row.hash),
  );
  const expected = migrations.map((migration) => migration.hash);
  if (applied.length === expected.length && applied.every((hash, index) => hash === expected[index])) return;
  throw new MoveRefusedError(
    applied.length > expected.length
      ? `The store in ${directory} was migrated by a newer version of the store (${applied.length} migrations; this one has ` +
          `${expected.length}): run db:move from that version.`
      : `The store in ${directory} has migrations this version does not know: run db:move from the version that last ran it.`,
  );
}

/** drizzle's migrator's work (the statements, then one journal row each), inside the move's transaction. */
async function applyMigrations(query: Query, migrations: { sql: string[]; hash: string; folderMillis: number }[]): Promise<void> {
  await query(`CREATE SCHEMA ${identifier(JOURNAL_SCHEMA)}`);
  await query(`CREATE TABLE ${qualified(JOURNAL_SCHEMA, JOURNAL_TABLE)} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`);
  for (const migration of migrations) {
    for (const statement of migration.sql) await query(statement);
    await query(`INSERT INTO ${qualified(JOURNAL_SCHEMA, JOURNAL_TABLE)} (hash, created_at) VALUES ($1, $2)`, [
      migration.hash,
      migration.folderMillis,
    ]);
  }
}

/** Every table the store holds data in (drizzle's journal is written by the migrations, not copied). */
async function readTables(query: Query): Promise<Table[]> {
  const rows = await query(
    `SELECT n.nspname AS schema, c.relname AS name,
       (SELECT json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod), 'generated', a.attgenerated <> '')
                        ORDER BY a.attnum)::text
          FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped) AS columns
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'r' AND ${SYSTEM_SCHEMAS} AND n.nspname <> '${JOURNAL_SCHEMA}'
     ORDER BY 1, 2`,
  );
  return rows.map((row) => ({ schema: String(row.schema), name: String(row.name), columns: JSON.parse(String(row.columns)) as Column[] }));
}

async function refuseUnlessSameTables(source: Table[], target: Table[]): Promise<void> {
  const describe = (table: Table) =>
    `${displayName(table.schema, table.name)}(${table.columns.map((c) => `${c.name} ${c.type}`).join(", ")})`;
  const targetTables = new Map(target.map((table) => [displayName(table.schema, table.name), describe(table)]));
  const differing = source.filter((table) => targetTables.get(displayName(table.schema, table.name)) !== describe(table));
  if (differing.length > 0)
    throw new MoveRefusedError(
      `These tables of the embedded store are not what this version's migrations make: ${differing
        .map((table) => displayName(table.schema, table.name))
        .join(", ")}. Were they changed by hand? Nothing was moved.`,
    );
}

async function readForeignKeys(query: Query): Promise<ForeignKey[]> {
  const rows = await query(
    `SELECT con.conname AS name, con.conrelid::regclass::text AS child, con.confrelid::regclass::text AS parent
     FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE con.contype = 'f' AND ${SYSTEM_SCHEMAS} ORDER BY 1`,
  );
  return rows.map((row) => ({ name: String(row.name), child: String(row.child), parent: String(row.parent) }));
}

/** Every sequence, named as `regclass` prints it (drizzle's journal keeps its own). */
async function readSequences(query: Query): Promise<string[]> {
  const rows = await query(
    `SELECT c.oid::regclass::text AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'S' AND ${SYSTEM_SCHEMAS} AND n.nspname <> '${JOURNAL_SCHEMA}' ORDER BY 1`,
  );
  return rows.map((row) => String(row.name));
}

/**
 * Parents before children, so each foreign key is checked as its row goes in. A key that no order satisfies (a table
 * referring to itself, or a cycle) is deferred: it is checked once, at the end of the copy.
 */
export function fillingOrder<T extends { schema: string; name: string }>(
  tables: T[],
  foreignKeys: ForeignKey[],
): { order: T[]; deferred: ForeignKey[] } {
  // Foreign keys name tables as `regclass` prints them: schema-qualified only outside the search path.
  const keyName = (table: T) =>
    table.schema === "public" ? identifierIfNeeded(table.name) : `${identifierIfNeeded(table.schema)}.${identifierIfNeeded(table.name)}`;
  const byName = new Map(tables.map((table) => [keyName(table), table]));
  const deferred = foreignKeys.filter((key) => key.child === key.parent);
  const waiting = foreignKeys.filter((key) => key.child !== key.parent && byName.has(key.child) && byName.has(key.parent));
  const placed = new Set<string>();
  const order: T[] = [];
  while (order.length < tables.length) {
    const ready = tables.find(
      (table) => !placed.has(keyName(table)) && waiting.every((key) => key.child !== keyName(table) || placed.has(key.parent)),
    );
    // A cycle: the first table left goes in now, and its keys to tables still waiting are checked at the end.
    const next = ready ?? tables.find((table) => !placed.has(keyName(table)))!;
    if (!ready) deferred.push(...waiting.filter((key) => key.child === keyName(next) && !placed.has(key.parent)));
    placed.add(keyName(next));
    order.push(next);
  }
  return { order, deferred };
}

/** How `regclass` prints a name: bare when it is a plain lower-case identifier, quoted otherwise. */
function identifierIfNeeded(name: string): string {
  return /^[a-z_][a-z0-9_$]*$/.test(name) ? name : identifier(name);
}

async function copyTable(source: Query, target: Query, table: Table, batchRows: number): Promise<void> {
  // Generated columns are computed again by the target.
  const columns = table.columns.filter((column) => !column.generated);
  if (columns.length === 0) return;
  const rowsPerInsert = Math.max(1, Math.min(batchRows, Math.floor(MAX_PARAMETERS / columns.length)));
  const into = `INSERT INTO ${qualified(table.schema, table.name)} (${columns.map((c) => identifier(c.name)).join(", ")}) OVERRIDING SYSTEM VALUE VALUES `;
  await source(
    `DECLARE move_rows NO SCROLL CURSOR FOR SELECT ${columns.map((c) => `${identifier(c.name)}::text`).join(", ")} FROM ${qualified(table.schema, table.name)}`,
  );
  for (;;) {
    const rows = await source(`FETCH FORWARD ${rowsPerInsert} FROM move_rows`);
    if (rows.length === 0) break;
    const values: unknown[] = [];
    const tuples = rows.map((row) => `(${columns.map((column) => `$${values.push(row[column.name] ?? null)}`).join(", ")})`);
    // Untyped text parameters: the server reads each with its column's own input function, as COPY would.
    await target(into + tuples.join(", "), values);
  }
  await source("CLOSE move_rows");
}

/**
 * The row count, and the md5 of every row's md5 in order of those hashes: the same statement on both sides. Ordering by
 * the hashes rather than the primary key keeps text keys out of the two servers' collations, which may differ.
 */
async function tableChecksum(query: Query, table: Table): Promise<{ rows: number; checksum: string }> {
  const row = `ROW(${table.columns.map((c) => identifier(c.name)).join(", ")})::text`;
  const [result] = await query(
    `SELECT count(*)::text AS rows, md5(coalesce(string_agg(hash, '' ORDER BY hash COLLATE "C"), '')) AS checksum
     FROM (SELECT md5(${row}) AS hash FROM ${qualified(table.schema, table.name)}) AS hashed`,
  );
  return { rows: Number(result!.rows), checksum: String(result!.checksum) };
}

/** What the store keeps in DATA_DIR besides the database: uploads, private photos, its kept secrets. */
function keptFiles(directory: string): string[] {
  return ["uploads", "private", ".payment-signing-secret", ".storefront-token"].filter((name) => existsSync(path.join(directory, name)));
}

/** The summary the command prints: every table, the sequences that differ, and what to do next. */
export function formatMoveReport(report: MoveReport, { dataDir, targetUrl }: { dataDir: string; targetUrl: string }): string {
  const width = Math.max(5, ...report.tables.map((check) => check.table.length));
  const lines = [
    `${"table".padEnd(width)}  ${"rows".padStart(9)}  ${"in target".padStart(9)}  checksum (md5)                    result`,
    // Tables empty on both sides fill no line each; one line counts them.
    ...report.tables
      .filter((check) => !check.matches || check.sourceRows > 0)
      .map(
        (check) =>
          `${check.table.padEnd(width)}  ${String(check.sourceRows).padStart(9)}  ${String(check.targetRows).padStart(9)}  ` +
          `${check.sourceChecksum}  ${check.matches ? "same" : `DIFFERS (target ${check.targetChecksum})`}`,
      ),
    `(${report.tables.filter((check) => check.matches && check.sourceRows === 0).length} more tables, empty on both sides)`,
    "",
    `${report.sequences.filter((check) => check.matches).length} of ${report.sequences.length} sequences continue from the same value` +
      (report.deferredConstraints.length > 0 ? `; checked at the end of the copy: ${report.deferredConstraints.join(", ")}` : ""),
    ...report.sequences.filter((check) => !check.matches).map((check) => `DIFFERS: ${check.sequence} ${check.source} → ${check.target}`),
    `${report.tables.reduce((sum, check) => sum + check.sourceRows, 0)} rows in ${report.tables.length} tables, ` +
      `${report.migrations} migrations, in ${(report.durationMs / 1000).toFixed(1)} s`,
  ];
  if (!report.ok) {
    const differing = [
      ...report.tables.filter((c) => !c.matches).map((c) => c.table),
      ...report.sequences.filter((c) => !c.matches).map((c) => c.sequence),
    ];
    lines.push(
      `The move did not verify: ${differing.join(", ")} differ. Keep running on the embedded store; the target is not to be used.`,
    );
    return lines.join("\n");
  }
  const directory = path.resolve(dataDir);
  lines.push(
    "",
    `Moved to ${redactDatabaseUrl(targetUrl)}. Start the store with DATABASE_URL set to it and DATA_DIR still ${directory}:`,
    report.keptInDataDir.includes("uploads") || report.keptInDataDir.includes("private")
      ? `  uploaded pictures and return photos stay there (${report.keptInDataDir.filter((name) => !name.startsWith(".")).join(", ")}).`
      : "  uploaded pictures and return photos will be kept there.",
  );
  if (report.keptInDataDir.includes(".payment-signing-secret"))
    lines.push(`  In production set PAYMENT_SIGNING_SECRET to the contents of ${path.join(directory, ".payment-signing-secret")}.`);
  if (report.keptInDataDir.includes(".storefront-token"))
    lines.push(`  In production set PUBLIC_STOREFRONT_TOKEN to the contents of ${path.join(directory, ".storefront-token")}.`);
  lines.push(
    `  The embedded copy stays in ${directory}, marked moved (${MOVED_MARKER_FILE}): the store will not start on it without DATABASE_URL.`,
  );
  return lines.join("\n");
}
