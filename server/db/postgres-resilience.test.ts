/**
 * A PostgreSQL server that goes away or stalls must fail requests fast and be used again at once when it
 * answers (decision 0027). Runs only with TEST_DATABASE_URL.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPoolExhausted, openDatabase, ReleasingPool, type DatabaseHandle } from "./client.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const name = `elara_resilience_${process.pid}_${randomBytes(4).toString("hex")}`;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Ends every connection the store holds, as a database restart or a failover does. */
const terminateStoreConnections = () =>
  admin((client) =>
    client.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [name]),
  );

// Skipped without TEST_DATABASE_URL: PGlite runs in this process, so it has no connections to terminate.
describe.skipIf(!serverUrl)("PostgreSQL that fails and recovers", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    await admin((client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    handle = await openDatabase({ kind: "postgres", url: url.toString(), timeouts: { statementMs: 300, queryMs: 2_000 } }, name);
  });

  afterAll(async () => {
    await handle?.close();
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it("cancels a statement that runs past the timeout, fast, and keeps answering", async () => {
    const started = performance.now();
    await expect(handle.db.execute(sql`SELECT pg_sleep(5)`)).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(2_000);
    await expect(handle.ping()).resolves.toBeUndefined();
  });

  it("lets a query wait for a pool connection a few hundred ms at most, and says the pool was busy", async () => {
    // Ten transactions hold the pool's ten connections until released.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: 10 }, () => handle.db.transaction(async (tx) => (await tx.execute(sql`SELECT 1`), await held)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    const refused = await handle.ping().then(
      () => null,
      (error: unknown) => error,
    );
    const waited = performance.now() - started;
    release();
    await Promise.all(holders);
    expect(isPoolExhausted(refused)).toBe(true);
    expect(waited).toBeLessThan(1_000);
    await expect(handle.ping()).resolves.toBeUndefined();
  });

  it("answers again right after every connection was cut", async () => {
    await Promise.all(Array.from({ length: 5 }, () => handle.ping()));
    await terminateStoreConnections();
    const started = performance.now();
    let answered = false;
    while (!answered && performance.now() - started < 5_000)
      answered = await handle.ping().then(
        () => true,
        () => false,
      );
    expect(answered).toBe(true);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("does not lose pool connections to transactions whose connection died", async () => {
    // More failed transactions than the pool's 10 connections: a client kept by any of them would starve the pool.
    for (let i = 0; i < 12; i++) {
      await expect(
        handle.db.transaction(async (tx) => {
          await tx.execute(sql`SELECT pg_terminate_backend(pg_backend_pid())`);
        }),
      ).rejects.toThrow();
    }
    const started = performance.now();
    await expect(handle.ping()).resolves.toBeUndefined();
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("gives back a checked-out connection that died before its transaction began (drizzle's BEGIN runs outside its try)", async () => {
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const pool = new ReleasingPool({ connectionString: url.toString(), max: 1, connectionTimeoutMillis: 1_000 });
    pool.on("error", () => undefined);
    try {
      const client = await pool.connect();
      const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
      await admin((adminClient) => adminClient.query("SELECT pg_terminate_backend($1)", [rows[0]!.pid]));
      // drizzle would now run BEGIN, see it fail, and never release the client.
      await expect(client.query("BEGIN")).rejects.toThrow();
      // The pool's one connection is free again: without the release a connect would time out.
      await expect(pool.query("SELECT 1")).resolves.toMatchObject({ rowCount: 1 });
    } finally {
      await pool.end();
    }
  });
  it("wraps a reused connection's queries once, however many times it is checked out, and still gives it back when it dies later", async () => {
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const pool = new ReleasingPool({ connectionString: url.toString(), max: 1, connectionTimeoutMillis: 1_000 });
    pool.on("error", () => undefined);
    try {
      const first = await pool.connect();
      const query = first.query;
      first.release();
      for (let checkout = 0; checkout < 20; checkout += 1) {
        const client = await pool.connect();
        // The same connection (max 1) keeps the same query(): one layer, not one more per checkout.
        expect(client).toBe(first);
        expect(client.query).toBe(query);
        await client.query("SELECT 1");
        client.release();
      }
      const client = await pool.connect();
      const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
      await admin((adminClient) => adminClient.query("SELECT pg_terminate_backend($1)", [rows[0]!.pid]));
      await expect(client.query("BEGIN")).rejects.toThrow();
      await expect(pool.query("SELECT 1")).resolves.toMatchObject({ rowCount: 1 });
    } finally {
      await pool.end();
    }
  });
});
