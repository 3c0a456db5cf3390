/**
 * Part of `npm run bench`: the subscription sweeps over BENCH_SUBSCRIPTIONS (default 10,000) subscriptions due
 * on one day, on a fresh database (embedded PGlite in a temporary directory, or a database created on
 * BENCH_DATABASE_URL's server and dropped after). Baseline: the same sweep with nothing due, a scan of every row.
 * Then the reminders, the renewals, the renewals again (nothing left) — and on PostgreSQL two renewal sweeps at
 * once, as two instances would run them. Every subscription must end with exactly one renewal and one reminder.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { eq, sql, type SQL } from "drizzle-orm";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "#server/db/client";
import { productVariants, subscriptions } from "#server/db/schema";
import { seedIfEmpty } from "#server/db/seed/seed";
import { buildOrdersApp, orderBody, variantGid } from "#tests/server/orders-kit.ts";
import { socketFrom, testClock } from "#tests/server/account-kit.ts";

const COUNT = Number(process.env.BENCH_SUBSCRIPTIONS ?? 10_000);
const SERVER_URL = process.env.BENCH_DATABASE_URL;
const NAME = `elara_bench_subs_${randomBytes(4).toString("hex")}`;

async function withAdmin(work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

async function open(): Promise<{ database: DatabaseHandle; cleanUp: () => Promise<void> }> {
  if (SERVER_URL) {
    await withAdmin((client) => client.query(`CREATE DATABASE ${NAME}`));
    const url = new URL(SERVER_URL);
    url.pathname = `/${NAME}`;
    const database = await openDatabase({ kind: "postgres", url: url.toString() }, `PostgreSQL ${NAME}`);
    return {
      database,
      cleanUp: async () => {
        await database.close();
        await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`));
      },
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "elara-bench-subs-"));
  const database = await openDatabase({ kind: "pglite", dataDir }, "PGlite");
  return {
    database,
    cleanUp: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Rows of a raw query; both drivers answer `{ rows }`. */
async function rowsOf<T>(database: DatabaseHandle, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every column of `table` but those named. */
async function columnsOf(database: DatabaseHandle, table: string, except: string[]): Promise<string[]> {
  const rows = await rowsOf<{ column_name: string }>(
    database,
    sql`SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position`,
  );
  return rows.map((row) => row.column_name).filter((name) => !except.includes(name));
}

/** One real subscription bought at the checkout, then COUNT - 1 copies, each with an order of its own. */
async function subscribe(database: DatabaseHandle, kit: ReturnType<typeof buildOrdersApp>) {
  const monthly = await variantGid(database, "PAP-SUB-M");
  const response = await kit.app.request(
    "/api/create-order",
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "ro" },
      body: JSON.stringify(orderBody([{ variantId: monthly, quantity: 1 }], { paymentMethod: "cod" })),
    },
    socketFrom(),
  );
  if (response.status !== 201) throw new Error(`the first subscription was refused: ${response.status} ${await response.text()}`);
  const [first] = await database.db.select().from(subscriptions);
  // Ten thousand deliveries of one product: its stock is not what is measured. A subscription's variant takes its
  // units from the product's bottle (pricing's stockFrom), so every variant of the product stops counting.
  const [subscribed] = await database.db
    .select({ productId: productVariants.productId })
    .from(productVariants)
    .where(eq(productVariants.id, first!.variantId!));
  await database.db.update(productVariants).set({ stockQuantity: null }).where(eq(productVariants.productId, subscribed!.productId));

  const orderColumns = await columnsOf(database, "orders", ["id", "order_number", "idempotency_key", "request_hash"]);
  const list = orderColumns.map((name) => `"${name}"`).join(", ");
  await database.db.execute(
    sql.raw(`INSERT INTO orders (${list}, idempotency_key, request_hash)
             SELECT ${orderColumns.map((name) => `o."${name}"`).join(", ")}, 'bench-sub-' || g, 'bench-sub-' || g
               FROM orders o, generate_series(1, ${COUNT - 1}) AS g WHERE o.id = ${first!.orderId}`),
  );
  const subscriptionColumns = await columnsOf(database, "subscriptions", ["id", "order_id"]);
  await database.db.execute(
    sql.raw(`INSERT INTO subscriptions (${subscriptionColumns.map((name) => `"${name}"`).join(", ")}, order_id)
             SELECT ${subscriptionColumns.map((name) => `s."${name}"`).join(", ")}, o.id
               FROM subscriptions s, orders o WHERE s.id = ${first!.id} AND o.idempotency_key LIKE 'bench-sub-%'`),
  );
  return first!.nextChargeDate;
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { ms: Math.round(performance.now() - started), result };
}

const { database, cleanUp } = await open();
try {
  await database.migrate();
  await seedIfEmpty(database.db);
  const kit = buildOrdersApp({ database, clock: testClock(new Date("2026-01-31T09:00:00Z")) });
  const due = await subscribe(database, kit);
  const { renewals, reminders } = kit.platform.subscriptions;
  kit.clock.set(new Date(`${due}T06:00:00Z`));

  const rows: { step: string; ms: number; done: number; failed: number }[] = [];
  const baseline = await timed(() => renewals.sweep("2026-02-20"));
  rows.push({ step: "renewals, nothing due (baseline)", ms: baseline.ms, done: baseline.result.created, failed: baseline.result.failed });
  const reminded = await timed(() => reminders.sweep("2026-02-25"));
  rows.push({ step: "reminders", ms: reminded.ms, done: reminded.result.sent, failed: reminded.result.failed });
  // On PostgreSQL, two instances at once; PGlite has one connection and one process, so one sweep.
  const renewed = await timed(async () => {
    const reports = await Promise.all(SERVER_URL ? [renewals.sweep(due), renewals.sweep(due)] : [renewals.sweep(due)]);
    return reports.reduce((sum, report) => ({ created: sum.created + report.created, failed: sum.failed + report.failed }));
  });
  rows.push({
    step: SERVER_URL ? "renewals, two sweeps at once" : "renewals",
    ms: renewed.ms,
    done: renewed.result.created,
    failed: renewed.result.failed,
  });
  const again = await timed(() => renewals.sweep(due));
  rows.push({ step: "renewals again (nothing left)", ms: again.ms, done: again.result.created, failed: again.result.failed });
  await kit.platform.mailer.idle();

  console.log(`\n${COUNT} subscriptions due on ${due}, ${SERVER_URL ? "PostgreSQL" : "embedded PGlite"}\n`);
  console.table(rows.map((row) => ({ ...row, "ms per subscription": row.done > 0 ? Number((row.ms / row.done).toFixed(2)) : "—" })));
  const [totals] = await rowsOf<{ renewals: number; distinct_orders: number; reminders: number }>(
    database,
    sql`SELECT (SELECT count(*)::int FROM subscription_renewals) AS renewals,
               (SELECT count(DISTINCT order_id)::int FROM subscription_renewals) AS distinct_orders,
               (SELECT count(*)::int FROM subscription_reminders) AS reminders`,
  );
  if (!totals) throw new Error("the counts did not answer");
  console.log(`Database: ${totals.renewals} renewals (${totals.distinct_orders} orders), ${totals.reminders} reminders`);
  const problems = [
    totals.renewals !== COUNT && `${totals.renewals} renewals for ${COUNT} subscriptions`,
    totals.distinct_orders !== COUNT && `${totals.distinct_orders} renewal orders for ${COUNT} subscriptions`,
    totals.reminders !== COUNT && `${totals.reminders} reminders for ${COUNT} subscriptions`,
    rows.some((row) => row.failed > 0) && "a sweep reported failures",
  ].filter(Boolean);
  if (problems.length > 0) {
    console.error(`\nFAILED:\n  - ${problems.join("\n  - ")}`);
    process.exitCode = 1;
  } else console.log("Every subscription was renewed once and reminded once.");
} finally {
  await cleanUp();
}
