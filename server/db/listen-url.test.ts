/**
 * DATABASE_LISTEN_URL (decision 0104): behind PgBouncer in transaction mode the pool's URL cannot keep a LISTEN, so the
 * change listener's own connection goes where `listenUrl` says. Runs only with TEST_DATABASE_URL (PGlite has no
 * connections to tell apart): the two URLs differ here only by application_name, which pg_stat_activity shows.
 */
import { randomBytes } from "node:crypto";
import { withPostgresClient } from "#tests/server/test-database.ts";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "./client.ts";

const serverUrl = process.env.TEST_DATABASE_URL;

function named(application: string): string {
  const url = new URL(serverUrl!);
  url.searchParams.set("application_name", application);
  return url.toString();
}

/** The application names of the sessions whose last statement was LISTEN on `channel`. */
async function listeningApplications(channel: string): Promise<string[]> {
  const { rows } = await withPostgresClient(serverUrl!, (client) =>
    client.query<{ application_name: string }>("SELECT application_name FROM pg_stat_activity WHERE query = $1 ORDER BY application_name", [
      `LISTEN "${channel}"`,
    ]),
  );
  return rows.map((row) => row.application_name);
}

// Only with TEST_DATABASE_URL: PGlite has no connections to tell apart.
describe.skipIf(!serverUrl)("the change listener's connection (PostgreSQL pass only)", () => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  it("goes to listenUrl when one is given, and hears what is said there", async () => {
    const channel = `listen_url_${randomBytes(4).toString("hex")}`;
    handle = await openDatabase({ kind: "postgres", url: named("elara-pool"), listenUrl: named("elara-listener") }, "listen-url test");
    const heard: string[] = [];
    await handle.listen(channel, (payload) => heard.push(payload));
    expect(await listeningApplications(channel)).toEqual(["elara-listener"]);
    await withPostgresClient(serverUrl!, (client) => client.query("SELECT pg_notify($1, 'product.update')", [channel]));
    await expect.poll(() => heard).toEqual(["product.update"]);
  });

  it("goes to the pool's URL without one", async () => {
    const channel = `listen_url_${randomBytes(4).toString("hex")}`;
    handle = await openDatabase({ kind: "postgres", url: named("elara-pool") }, "listen-url test");
    await handle.listen(channel, () => undefined);
    expect(await listeningApplications(channel)).toEqual(["elara-pool"]);
  });
});
