/**
 * A second process for the order handlers' kill test (server/events/order-handlers.test.ts): opens the database it is
 * given, builds the platform as the store does, and delivers one order's pending events to its handlers — the
 * confirmation email's wrapped so that, once it has written the email (after the invoice, issued by the handler
 * before it), it says so on stdout and never finishes, for the test to SIGKILL it mid-handler.
 *
 *   node --import tsx tests/server/confirmation-child.ts (--url <postgres url> | --pglite <dir>) --order <id>
 */
import { parseArgs } from "node:util";
import { openDatabase } from "#server/db/client";
import { createEventDispatcher } from "#server/events/dispatcher";
import { testPlatform } from "./platform-kit.ts";

const { values } = parseArgs({ options: { url: { type: "string" }, pglite: { type: "string" }, order: { type: "string" } } });
const database = values.url
  ? await openDatabase({ kind: "postgres", url: values.url }, "the test's PostgreSQL")
  : await openDatabase({ kind: "pglite", dataDir: values.pglite! }, "the test's PGlite directory");
const platform = testPlatform(database.db);
const dispatcher = createEventDispatcher({
  db: database.db,
  clock: platform.clock,
  handlers: platform.events.handlers.map((handler) =>
    handler.name !== "orders.confirmation-emails"
      ? handler
      : {
          ...handler,
          async handle(tx, event, now) {
            await handler.handle(tx, event, now);
            process.stdout.write(`handled ${event.id}\n`);
            // Held open by a timer: PGlite keeps no handle of its own that would stop the process from ending.
            await new Promise(() => setInterval(() => undefined, 60_000));
          },
        },
  ),
});
await dispatcher.deliverAggregate({ type: "order", id: Number(values.order) });
