/**
 * One database handle for the whole process: PGlite (embedded PostgreSQL) in a data directory by
 * default, a PostgreSQL server when a URL is given. Both speak the same SQL and run the same migrations.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /** Human-readable location, safe to log. */
  description: string;
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Migrations are SQL files read at run time, so resolve them from the project root, not the module. */
export const MIGRATIONS_DIR = path.resolve("server/db/migrations");

export type DatabaseLocation = { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string | "memory" };

export class DatabaseUnavailableError extends Error {
  constructor(description: string, cause: unknown) {
    super(`Cannot open the database at ${description}: ${describeCause(cause)}`, { cause });
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
  return String(cause);
}

export async function openDatabase(location: DatabaseLocation, description: string): Promise<DatabaseHandle> {
  const handle = location.kind === "postgres" ? openPostgres(location.url, description) : await openPglite(location.dataDir, description);
  try {
    await handle.ping();
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw new DatabaseUnavailableError(description, error);
  }
  return handle;
}

function openPostgres(url: string, description: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => undefined);
  const db = drizzlePg(pool, { schema });
  return {
    db,
    description,
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | "memory", description: string): Promise<DatabaseHandle> {
  if (dataDir !== "memory") await mkdir(dataDir, { recursive: true });
  const client = dataDir === "memory" ? new PGlite() : new PGlite(dataDir);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    description,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
