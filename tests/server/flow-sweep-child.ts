/**
 * A second process for the flow sweep's kill test (server/retention-flows.test.ts): opens the database it is given,
 * plans one review request due now for `--to`, and sweeps with a mailer that writes the email to the outbox, says so
 * on stdout and never finishes, so the test can SIGKILL it inside the sweep's transaction.
 *
 *   node --import tsx tests/server/flow-sweep-child.ts (--url <postgres url> | --pglite <dir>) --to <address>
 */
import { parseArgs } from "node:util";
import { openDatabase } from "#server/db/client";
import { createLogger } from "#server/logger";
import { createMailer } from "#server/mail/outbox";
import { flowSweepParts } from "./flow-sweep-parts.ts";

const { values } = parseArgs({ options: { url: { type: "string" }, pglite: { type: "string" }, to: { type: "string" } } });
const database = values.url
  ? await openDatabase({ kind: "postgres", url: values.url }, "the test's PostgreSQL")
  : await openDatabase({ kind: "pglite", dataDir: values.pglite! }, "the test's PGlite directory");
await database.migrate();
const mailer = createMailer({
  db: database.db,
  transport: null,
  from: "shop@example.ro",
  baseUrl: "https://shop.example",
  logger: createLogger("silent"),
  logLinks: false,
});
const messages = flowSweepParts(database.db, {
  enqueue: async (tx, message) => {
    await mailer.enqueue(tx, message);
    process.stdout.write("enqueued\n");
    // Held open by a timer: PGlite keeps no handle of its own that would stop the process from ending.
    return new Promise<number>(() => setInterval(() => undefined, 60_000));
  },
  deliver: async () => undefined,
});
await messages.plan(database.db, {
  flow: "review_request",
  subject: "order:1",
  recipient: values.to!,
  language: "ro",
  content: { orderNumber: 1001, products: [{ handle: "papillex", title: "Papillex" }] },
  dueAt: new Date(Date.now() - 60_000),
});
await messages.sweep();
