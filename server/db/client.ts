/**
 * One database handle for the whole process: PGlite (embedded PostgreSQL) in a data directory by
 * default, a PostgreSQL server when a URL is given. Both speak the same SQL and run the same migrations.
 */
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock.ts";
import { PrivateNodeFS } from "./private-node-fs.ts";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema.ts";
import { unwritableDataDirReason } from "./data-dir-check.ts";
import {
  currentDatabaseScope,
  noteDatabaseTrouble,
  type DatabaseScope,
  type DatabaseTrouble,
  type DatabaseWork,
} from "./database-scope.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /** Human-readable location, safe to log. */
  description: string;
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Hears `NOTIFY`s on `channel`, from this process and every other one on the same database, as their transactions
   * commit. `onLost` is called when notifications may have been missed (a dropped connection, heard again).
   */
  listen(channel: string, onPayload: (payload: string) => void, onLost?: () => void): Promise<void>;
  /**
   * The embedded database only (absent on PostgreSQL, which pg_dump reads): runs `work` once the database has written
   * every change into its files, and lets no other statement run until `work` ends, so the files may be copied as
   * they are (a backup, decision 0101); `query` reads at that same moment.
   */
  whileQuiescent?<T>(work: (query: (text: string) => Promise<Record<string, unknown>[]>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Migrations are SQL files read at run time, so resolve them from the project root, not the module. */
export const MIGRATIONS_DIR = path.resolve("server/db/migrations");

/**
 * How long PostgreSQL may take before a request is failed rather than kept waiting (decision 0027). The
 * server cancels a statement at `statementMs`; the client gives up at `queryMs`, later, only when the
 * server cannot even be heard (a dead network), and that connection is then thrown away.
 */
export interface PostgresTimeouts {
  /** The change listener's own connection (issue 20): it waits for no pool, so it may take longer to connect. */
  connectMs: number;
  /**
   * The longest a page's, an API read's or an admin action's query waits for a pool connection, counting a new
   * connection's set-up (issue 20 item 5): under a load the pool cannot keep up with, or with the server gone, the
   * request is answered "busy" (503, Retry-After) instead of queueing for seconds.
   */
  poolWaitMs: number;
  /**
   * The same wait for the checkout's pricing and order (decision 0071), and for work no request waits on (start-up,
   * sweeps, the outbox): a burst of orders queues for the pool instead of being turned away. Also the bound on
   * answering a checkout 503 when the server accepts connections but never answers.
   */
  patientPoolWaitMs: number;
  statementMs: number;
  /**
   * How long the client waits for an answer on a connection it already holds, for work no request waits on (start-up,
   * sweeps, the outbox). Past it the connection is thrown away: the server cannot even be heard.
   */
  queryMs: number;
  /**
   * The same wait for a request's queries, by kind of work (issue 39 item 5): a connection that stops answering
   * mid-request (a black-holed network, a frozen server) is given up after these, so the request is answered 503 fast
   * instead of after `queryMs`. A page's or an admin action's query that legitimately takes seconds is a fault of its
   * own; the checkout's allow for waiting on other orders' stock locks during a burst.
   */
  requestQueryMs: Record<DatabaseWork, number>;
  idleInTransactionMs: number;
}

export const POSTGRES_TIMEOUTS: PostgresTimeouts = {
  connectMs: 3_000,
  poolWaitMs: 500,
  patientPoolWaitMs: 3_000,
  statementMs: 10_000,
  queryMs: 15_000,
  requestQueryMs: { request: 5_000, checkout: 8_000 },
  idleInTransactionMs: 30_000,
};

/** The pool's own words when `poolWaitMs` ran out (pg-pool has no error code for it). */
const POOL_WAIT_EXCEEDED = "timeout exceeded when trying to connect";

/** Whether `error` (or what it wraps: drizzle wraps driver errors) is a query that found no free pool connection in time. */
export function isPoolExhausted(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) if (cause.message.includes(POOL_WAIT_EXCEEDED)) return true;
  return false;
}

export type DatabaseLocation =
  /** `listenUrl`: the server itself, when `url` is a pooler in transaction mode that cannot keep a LISTEN (PgBouncer). */
  | { kind: "postgres"; url: string; listenUrl?: string; timeouts?: Partial<PostgresTimeouts> }
  | { kind: "pglite"; dataDir: string }
  /** `template`: a dumped data directory to start from instead of an empty one (the tests' migrated template). */
  | { kind: "pglite"; dataDir: "memory"; template?: Blob };

export class DatabaseUnavailableError extends Error {
  /** `reason`: a sentence that says what to do, when the store knows better than the driver's error. */
  constructor(description: string, cause: unknown, reason?: string) {
    super(`Cannot open the database at ${description}: ${reason ?? describeCause(cause)}`, { cause });
    this.name = "DatabaseUnavailableError";
  }
}

/**
 * The root reason, on one line: drizzle wraps driver errors as "Failed query: …" with the real one as
 * cause, and pg reports a refused host with several addresses as an AggregateError with no message.
 */
function describeCause(cause: unknown): string {
  if (cause instanceof Error && cause.cause !== undefined) return describeCause(cause.cause);
  if (cause instanceof AggregateError && cause.errors.length > 0) return [...new Set(cause.errors.map(describeCause))].join("; ");
  if (cause instanceof Error) return (cause.message || ("code" in cause ? String(cause.code) : cause.name)).split("\n")[0]!;
  // PGlite's WebAssembly aborts throw plain objects.
  if (typeof cause === "object" && cause !== null) return JSON.stringify(cause).slice(0, 200);
  return String(cause);
}

export async function openDatabase(location: DatabaseLocation, description: string): Promise<DatabaseHandle> {
  const onDisk = location.kind === "pglite" && location.dataDir !== "memory" ? location.dataDir : null;
  const unwritable = onDisk ? await unwritableDataDirReason(onDisk) : null;
  if (unwritable) throw new DatabaseUnavailableError(description, null, unwritable);
  let handle: DatabaseHandle | undefined;
  try {
    handle =
      location.kind === "postgres"
        ? openPostgres(location.url, location.listenUrl ?? location.url, description, { ...POSTGRES_TIMEOUTS, ...location.timeouts })
        : await openPglite(location.dataDir, description, "template" in location ? location.template : undefined);
    await handle.ping();
  } catch (error) {
    await handle?.close().catch(() => undefined);
    // Another process has the directory: that is the whole story, not a broken database.
    if (error instanceof DataDirInUseError) throw error;
    // The probe passed with room for itself only; PGlite's own first writes may still find the disk full.
    throw new DatabaseUnavailableError(description, error, onDisk ? ((await unwritableDataDirReason(onDisk)) ?? undefined) : undefined);
  }
  return handle;
}

function openPostgres(url: string, listenUrl: string, description: string, timeouts: PostgresTimeouts): DatabaseHandle {
  const pool = new ReleasingPool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: timeouts.poolWaitMs,
    patientWaitMs: timeouts.patientPoolWaitMs,
    requestQueryMs: timeouts.requestQueryMs,
    // An idle connection is closed after 30 s; a burst's extra connections do not linger.
    idleTimeoutMillis: 30_000,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    // A silently dropped connection (a restarted server, a NAT forgetting it) is noticed by the OS.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle client losing its connection must not crash the process; the pool drops it and the next query reconnects.
  pool.on("error", () => undefined);
  const db = drizzlePg(pool, { schema });
  const listeners = new Set<PostgresListener>();
  return {
    db,
    description,
    migrate: () => migrateOneInstanceAtATime(db, listenUrl),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    async listen(channel, onPayload, onLost) {
      const listener = new PostgresListener(listenUrl, timeouts, channel, onPayload, onLost);
      listeners.add(listener);
      await listener.start();
    },
    close: async () => {
      await Promise.all([...listeners].map((listener) => listener.stop()));
      await pool.end();
    },
  };
}

/** Quoted as an identifier: channels are the store's own names, quoted anyway. */
const channelIdentifier = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

/**
 * One connection of its own, outside the pool, that LISTENs (a pooled client goes back to the pool and stops
 * hearing). A lost connection is opened again after a pause, and `onLost` told, since what was said meanwhile is gone.
 */
/**
 * Instances started together on a database with a pending migration apply it one after the other, the later ones
 * finding it applied: drizzle's migrator takes no lock, and the second would fail on what the first created. The lock
 * is a session's, on the direct connection (a pooler in transaction mode would not keep it), and a killed instance's
 * is released with its connection.
 */
async function migrateOneInstanceAtATime(db: Parameters<typeof migratePg>[0], directUrl: string): Promise<void> {
  const lock = new pg.Client({ connectionString: directUrl });
  await lock.connect();
  try {
    await lock.query("SELECT pg_advisory_lock(hashtext('elara:migrations'))");
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await lock.end();
  }
}

class PostgresListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly timeouts: PostgresTimeouts,
    private readonly channel: string,
    private readonly onPayload: (payload: string) => void,
    private readonly onLost: (() => void) | undefined,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.url,
      connectionTimeoutMillis: this.timeouts.connectMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on("notification", (message) => {
      if (message.channel === this.channel) this.onPayload(message.payload ?? "");
    });
    client.on("error", () => this.lost(client));
    client.on("end", () => this.lost(client));
    this.client = client;
    await client.connect();
    await client.query(`LISTEN ${channelIdentifier(this.channel)}`);
  }

  private lost(client: pg.Client) {
    if (this.stopped || this.client !== client) return;
    this.client = null;
    client.removeAllListeners("end");
    void client.end().catch(() => undefined);
    this.onLost?.();
    this.retry = setTimeout(() => {
      this.retry = null;
      this.start().catch(() => this.client && this.lost(this.client));
    }, 1_000);
    this.retry.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }
}

/** SQLSTATE classes and codes that mean the connection itself is gone (class 08, admin shutdown, crash). */
function isConnectionFailure(error: unknown): boolean {
  const code = typeof error === "object" && error !== null && "code" in error ? String((error as { code: unknown }).code) : "";
  // Node's own errors (ECONNRESET, …) and pg's "Connection terminated" / "Query read timeout" carry no SQLSTATE.
  if (!/^[0-9A-Z]{5}$/.test(code)) return true;
  return code.startsWith("08") || code === "57P01" || code === "57P02" || code === "57P03";
}

/** What a failed checkout from the pool says about the database: a timeout is a wait run out, anything else a refusal. */
function troubleOf(error: unknown): DatabaseTrouble {
  if (isPoolExhausted(error)) return "busy";
  for (let cause = error; cause instanceof Error; cause = cause.cause) if (cause.message.includes("connection timeout")) return "busy";
  return "unreachable";
}

export interface ReleasingPoolConfig extends pg.PoolConfig {
  /** `connectionTimeoutMillis` for the checkout's work and work outside requests; absent, the same as for requests. */
  patientWaitMs?: number;
  /** `query_timeout` for a request's queries by kind of work; absent, `query_timeout` for all. */
  requestQueryMs?: Record<DatabaseWork, number>;
}

/**
 * The query's arguments with the read timeout of `scope`'s work, when it has one of its own: pg reads `query_timeout`
 * from a query's config object before its connection's default. The caller's config is copied, never changed (drizzle
 * reuses a prepared query's config).
 */
function withReadTimeout(args: unknown[], scope: DatabaseScope | undefined, byWork: Record<DatabaseWork, number> | undefined): unknown[] {
  const timeout = scope && byWork?.[scope.work];
  if (!timeout) return args;
  const [config, ...rest] = args;
  if (typeof config === "string") return [{ text: config, query_timeout: timeout }, ...rest];
  if (typeof config === "object" && config !== null && typeof (config as { submit?: unknown }).submit !== "function")
    return [{ ...config, query_timeout: timeout }, ...rest];
  return args;
}

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

/**
 * A pool whose checked-out clients are thrown away, not returned, once a query on them has lost its
 * connection. drizzle's transactions check out a client, run BEGIN outside their try and release without
 * an error: a BEGIN that fails would keep the client forever, and a dead one would go back to the pool.
 * Here such a client is released (destroyed) at the failure, and the transaction's own release is a no-op.
 *
 * Each checkout waits as long as its kind of work may (database-scope.ts), and a checkout that fails notes the
 * trouble on the request, for its answer.
 */
export class ReleasingPool extends pg.Pool {
  private readonly requestWaitMs: number | undefined;
  private readonly patientWaitMs: number | undefined;
  private readonly requestQueryMs: Record<DatabaseWork, number> | undefined;

  constructor({ patientWaitMs, requestQueryMs, ...config }: ReleasingPoolConfig = {}) {
    super(config);
    this.requestWaitMs = config.connectionTimeoutMillis;
    this.patientWaitMs = patientWaitMs ?? config.connectionTimeoutMillis;
    this.requestQueryMs = requestQueryMs;
    // The pool's own query() (drizzle's queries outside transactions) checks out through connect(), but its client's
    // lost connection is reported to the pool only: the request hears of it here.
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((...args: unknown[]) => {
      const scope = currentDatabaseScope();
      const result = query(...withReadTimeout(args, scope, this.requestQueryMs));
      if (!(result instanceof Promise)) return result;
      return result.catch((error: unknown) => {
        if (isConnectionFailure(error)) noteDatabaseTrouble(scope, "unreachable");
        throw error;
      });
    }) as typeof this.query;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const scope = currentDatabaseScope();
    // pg-pool reads the option while connect() runs, for both the wait in its queue and a new connection's set-up,
    // and nowhere after: set for this checkout, then put back.
    this.options.connectionTimeoutMillis = scope?.work === "request" ? this.requestWaitMs : this.patientWaitMs;
    try {
      // pg-pool's own query() uses the callback form and releases with the error itself.
      if (callback)
        return super.connect((error, client, done) => {
          if (error) noteDatabaseTrouble(scope, troubleOf(error));
          callback(error, client, done);
        });
      return super.connect().then(
        (client) => releaseOnConnectionFailure(client, scope, this.requestQueryMs),
        (error: unknown) => {
          noteDatabaseTrouble(scope, troubleOf(error));
          throw error;
        },
      );
    } finally {
      this.options.connectionTimeoutMillis = this.requestWaitMs;
    }
  }
}

/** The release of a client's current checkout, and its request; its query wrapper, installed once, reaches them through this. */
const currentCheckout = new WeakMap<
  pg.PoolClient,
  { release: (error: Error) => void; scope: DatabaseScope | undefined; requestQueryMs: Record<DatabaseWork, number> | undefined }
>();
const wrappedQueries = new WeakSet<pg.PoolClient>();

function releaseOnConnectionFailure(
  client: pg.PoolClient,
  scope: DatabaseScope | undefined,
  requestQueryMs: Record<DatabaseWork, number> | undefined,
): pg.PoolClient {
  // pg-pool gives every checkout a release of its own; the client object, and its query(), are reused.
  const release = client.release.bind(client);
  let released = false;
  // A checked-out client whose connection drops emits "error"; unheard, that would end the process.
  const onConnectionError = (error: Error) => releaseOnce(error);
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off("error", onConnectionError);
    currentCheckout.delete(client);
    release(error);
  };
  client.on("error", onConnectionError);
  client.release = releaseOnce;
  // Wrapped at the first checkout only: wrapping at each would stack one more layer on every query, forever.
  if (!wrappedQueries.has(client)) {
    wrappedQueries.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const sentFor = currentCheckout.get(client);
      const result = query(...withReadTimeout(args, sentFor?.scope, sentFor?.requestQueryMs));
      if (result instanceof Promise)
        return result.catch((error: unknown) => {
          const checkout = currentCheckout.get(client);
          if (checkout && isConnectionFailure(error)) {
            noteDatabaseTrouble(checkout.scope, "unreachable");
            checkout.release(error instanceof Error ? error : new Error(String(error)));
          }
          throw error;
        });
      return result;
    }) as typeof client.query;
  }
  currentCheckout.set(client, { release: (error) => releaseOnce(error), scope, requestQueryMs });
  return client;
}

/**
 * How often PGlite writes its changes into the data files (issue 39 item 6). It has no checkpointer process, so
 * otherwise it checkpoints only when it closes or its WAL reaches max_wal_size (1 GB): after a kill -9 the next
 * start replays every write since the last clean stop, seconds per tens of megabytes. Each checkpoint holds the
 * database for as long as it writes out what changed since the one before, milliseconds at a store's pace.
 */
export const PGLITE_CHECKPOINT_INTERVAL_MS = 60_000;

async function openPglite(dataDir: string | "memory", description: string, template?: Blob): Promise<DatabaseHandle> {
  const unlock = dataDir === "memory" ? () => undefined : lockDataDir(dataDir);
  const client = dataDir === "memory" ? new PGlite({ loadDataDir: template }) : new PGlite({ fs: new PrivateNodeFS(dataDir) });
  const db = drizzlePglite(client, { schema });
  // A failed checkpoint (a full disk) leaves the WAL to the next one; writes report the disk themselves.
  const checkpoints =
    dataDir === "memory" ? null : setInterval(() => void client.exec("CHECKPOINT").catch(() => undefined), PGLITE_CHECKPOINT_INTERVAL_MS);
  checkpoints?.unref();
  return {
    db,
    description,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    async listen(channel, onPayload) {
      // One process owns an embedded database, so every change is this process's own, heard on its commit.
      await client.listen(channel, onPayload);
    },
    // PGlite runs every statement, its own checkpoints included, under one lock that a transaction holds from BEGIN to
    // its end: inside one, after a CHECKPOINT, nothing touches the files until it ends.
    whileQuiescent: (work) =>
      client.transaction(async (tx) => {
        await tx.exec("CHECKPOINT");
        return work(async (text) => (await tx.query<Record<string, unknown>>(text)).rows);
      }),
    close: () => {
      if (checkpoints) clearInterval(checkpoints);
      return client.close().finally(unlock);
    },
  };
}
