/**
 * What a request's database work is, and what went wrong with the database while it ran (decision 0071).
 *
 * The kind decides how long a query may wait for a PostgreSQL pool connection: a page or an API read waits a moment
 * and is answered "busy" past it; the checkout's two calls wait longer, since a refused order costs a sale (and, in
 * the browser, a retry). The trouble is noted by the pool as it happens, so the request's answer can say 503 even when
 * a layer above swallowed the error (a GraphQL resolver, a page's loader rendering the error page).
 */
import { AsyncLocalStorage } from "node:async_hooks";

/** `request`: a page, an API read or an admin action; `checkout`: pricing and placing an order. */
export type DatabaseWork = "request" | "checkout";

/**
 * `busy`: no pool connection came free (or could be opened) in the wait; `unreachable`: the server refused or
 * dropped the connection.
 */
export type DatabaseTrouble = "busy" | "unreachable";

export interface DatabaseScope {
  readonly work: DatabaseWork;
  /** The worst trouble met so far: unreachable outranks busy. */
  trouble: DatabaseTrouble | null;
}

const scopes = new AsyncLocalStorage<DatabaseScope>();

/** Runs `run` as `work`; what the pool meets meanwhile is noted on the returned scope. */
export function inDatabaseScope<T>(work: DatabaseWork, run: (scope: DatabaseScope) => T): T {
  const scope: DatabaseScope = { work, trouble: null };
  return scopes.run(scope, () => run(scope));
}

/** The current request's scope; undefined outside a request (start-up, sweeps, the outbox). */
export const currentDatabaseScope = (): DatabaseScope | undefined => scopes.getStore();

export function noteDatabaseTrouble(scope: DatabaseScope | undefined, trouble: DatabaseTrouble): void {
  if (scope && scope.trouble !== "unreachable") scope.trouble = trouble;
}
