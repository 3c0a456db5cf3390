/**
 * Independent reads, run at once where that is possible: on the pool each takes its own connection; inside a
 * transaction, whose one connection answers one query at a time, they run one after another (node-postgres warns of
 * a query sent while another runs, and refuses it from pg 9).
 */
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Database } from "./client.ts";

export async function readTogether<T extends readonly unknown[]>(
  db: Database,
  reads: readonly [...{ [K in keyof T]: () => PromiseLike<T[K]> }],
): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
