/**
 * Reads inside a transaction go one after another (its one connection takes one query at a time); on the pool they
 * start together. (node-postgres warns once per process when a query reaches a busy connection, and refuses it from
 * pg 9; the order of starts and ends is what shows none does.)
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabaseForFile } from "#tests/server/test-database.ts";
import type { Database } from "./client.ts";
import { readTogether } from "./reads.ts";

const database = testDatabaseForFile();

/** Three reads that note when each starts and ends. */
function notedReads(db: Database, log: string[]) {
  const read = (value: number) => async () => {
    log.push(`start ${value}`);
    const result = (await db.execute(sql`SELECT ${value}::int AS value`)) as unknown as { rows: { value: number }[] };
    log.push(`end ${value}`);
    return result.rows[0]!.value;
  };
  return [read(1), read(2), read(3)] as const;
}

describe("reads together", () => {
  it("runs a transaction's reads one after another, answering in order", async () => {
    const log: string[] = [];
    expect(await database.db.transaction((tx) => readTogether(tx, notedReads(tx, log)))).toEqual([1, 2, 3]);
    expect(log).toEqual(["start 1", "end 1", "start 2", "end 2", "start 3", "end 3"]);
  });

  it("starts the pool's reads together", async () => {
    const log: string[] = [];
    expect(await readTogether(database.db, notedReads(database.db, log))).toEqual([1, 2, 3]);
    expect(log.slice(0, 3)).toEqual(["start 1", "start 2", "start 3"]);
  });
});
