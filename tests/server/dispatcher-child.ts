/**
 * A second process for the dispatcher's kill test (server/events/dispatcher.test.ts): opens the database it is
 * given, optionally publishes one event, and dispatches with a handler that does its work, says so on stdout and
 * never finishes, so the test can SIGKILL it mid-handler.
 *
 *   node --import tsx tests/server/dispatcher-child.ts (--url <postgres url> | --pglite <dir>) [--publish]
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase } from "#server/db/client";
import { publishDomainEvents } from "#server/commerce/shared/domain-events";
import { createEventDispatcher } from "#server/events/dispatcher";

const { values } = parseArgs({ options: { url: { type: "string" }, pglite: { type: "string" }, publish: { type: "boolean" } } });
const database = values.url
  ? await openDatabase({ kind: "postgres", url: values.url }, "the test's PostgreSQL")
  : await openDatabase({ kind: "pglite", dataDir: values.pglite! }, "the test's PGlite directory");
await database.migrate();
await database.db.execute(sql`CREATE TABLE IF NOT EXISTS test_effects (event_id bigint NOT NULL, handler text NOT NULL)`);
if (values.publish)
  await database.db.transaction((tx) =>
    publishDomainEvents(tx, { type: "order", id: 1 }, [{ type: "order.paid", payload: { orderNumber: 1001 } }], new Date()),
  );
const dispatcher = createEventDispatcher({
  db: database.db,
  clock: () => new Date(),
  handlers: [
    {
      name: "effect",
      types: ["order.paid"],
      async handle(tx, event) {
        await tx.execute(sql`INSERT INTO test_effects (event_id, handler) VALUES (${event.id}, 'effect')`);
        process.stdout.write(`handling ${event.id}\n`);
        // Held open by a timer: PGlite keeps no handle of its own that would stop the process from ending.
        await new Promise(() => setInterval(() => undefined, 60_000));
      },
    },
  ],
});
await dispatcher.dispatchDue();
