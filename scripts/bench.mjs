#!/usr/bin/env node
/**
 * `npm run bench`, in parts run in this order (BENCH_ONLY, a comma-separated list of part names, runs only those):
 *
 * `orders`: POST /api/create-order under 20 concurrent clients against the built store, started here with a fresh
 * data directory, beside a baseline measured in the same run (GET /healthz: the server and the database answering,
 * nothing else). Every order carries its own idempotency key, comes from its own client address (TRUST_PROXY=1 and
 * X-Forwarded-For, so the per-client limits see twenty shoppers, not one) and its own email; half use a first-order
 * code, their own (a new store has no public one: each of them signs up through the popup's route first, untimed,
 * decision 0080). Then every key is sent again at once, which must answer the same order, and the database is counted:
 * one order per key that was answered, none missing, none twice.
 * Then a mixed load as shoppers make it (BENCH_MIXED requests, default 10,000, at BENCH_MIXED_CONNECTIONS, 50):
 * home, shop, product and blog pages in both languages, the Storefront API's product list, a product's
 * reviews and a discount check, each from a rotating client address. Every answer must be a 2xx and no
 * request may fail; any other answer fails the run.
 *
 * `pages` (scripts/bench-pages.mjs): /products/papillex, /shop, / and the Storefront API's product list (first 20),
 * each measured with BENCH_PAGES requests (default 10,000) at BENCH_PAGE_CONNECTIONS (50), after BENCH_PAGES_WARMUP requests
 * (1,000) that are not counted, three ways: cold (a fresh
 * store with PAGE_CACHE_MAX_BYTES=0, its page cache off), warm (a fresh store with the cache on, primed by a first
 * request; a PAGE_CACHE_MAX_BYTES above 0 in this environment is passed on, 0 is not), and bare (a bare Node server on
 * BENCH_PORT + 1 answering the warm store's exact bytes); the product page also as a campaign links it (the warm store,
 * fresh utm_* and fbclid values on every request, which must be a page-cache hit with the bare URL's bytes and headers). One table: requests/s, p50, p99, errors, non-2xx and the
 * store's share of the bare requests/s, then issues 20's and 45's targets, met or not (reported, never failing the run). Any
 * error or non-2xx answer fails the run. BENCH_TARGETS (a comma-separated list of `product`, `page`, `graphql`)
 * measures only those: `graphql` alone is the GraphQL product list, `page` is /shop and /. BENCH_PAGE_RUNS (a
 * comma-separated list of `uncached`, `cold`, `warm`; warm among them) measures only those stores: `warm` alone gives
 * the warm, campaign and plain rows against the bare servers in a minute or two.
 *
 * `burst` (scripts/bench-burst.mjs): 50 shoppers checking out at once across two instances of the store on one
 * database (PostgreSQL; one instance with PGlite), then 200 on one instance, each retrying a 503 as the browser does;
 * orders placed, 503s retried and the checkout's p99 per burst. A shopper left with an error fails the run.
 *
 * `subscriptions` (scripts/bench-subscriptions.ts): the subscription renewal and reminder sweeps over
 * BENCH_SUBSCRIPTIONS (default 10,000) subscriptions due on one day, on a fresh database of the same engine.
 *
 * Options: BENCH_ONLY (e.g. `pages`, or `orders,burst`; default all four), BENCH_ORDERS (default 600),
 * BENCH_CONNECTIONS (20), BENCH_PORT (3400; the bare server takes the next port, the burst's second instance the one after), BENCH_SKIP_BUILD=1, and
 * BENCH_DATABASE_URL (a PostgreSQL server: each store runs on a fresh database created there and dropped after;
 * without it, on embedded PGlite in a fresh data directory).
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import autocannon from "autocannon";
import pg from "pg";
import { SHIPPING_ADDRESS, benchBurst } from "./bench-burst.mjs";
import { benchPages, STORE_RUNS, TARGET_KINDS } from "./bench-pages.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const BASE = `http://localhost:${PORT}`;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 600);
const MIXED = Number(process.env.BENCH_MIXED ?? 10_000);
const MIXED_CONNECTIONS = Number(process.env.BENCH_MIXED_CONNECTIONS ?? 50);
const PAGES = Number(process.env.BENCH_PAGES ?? 10_000);
const PAGES_WARMUP = Number(process.env.BENCH_PAGES_WARMUP ?? 1_000);
const PAGE_CONNECTIONS = Number(process.env.BENCH_PAGE_CONNECTIONS ?? 50);
const STOREFRONT_TOKEN = "bench-storefront-token-000000000000";
const RUN = randomBytes(4).toString("hex");
const SERVER_URL = process.env.BENCH_DATABASE_URL;
const ENGINE = SERVER_URL ? "PostgreSQL" : "embedded PGlite";
const PARTS = ["orders", "burst", "pages", "subscriptions"];
const PAGE_TARGETS = listOption("BENCH_TARGETS");
const PAGE_RUNS = listOption("BENCH_PAGE_RUNS");
const unknownRuns = PAGE_RUNS.filter((run) => !STORE_RUNS.includes(run));
if (unknownRuns.length > 0 || (PAGE_RUNS.length > 0 && !PAGE_RUNS.includes("warm"))) {
  console.error(`BENCH_PAGE_RUNS: ${STORE_RUNS.join(", ")}, warm among them (the bare servers repeat its answers)`);
  process.exit(2);
}
const unknownTargets = PAGE_TARGETS.filter((kind) => !TARGET_KINDS.includes(kind));
if (unknownTargets.length > 0) {
  console.error(`BENCH_TARGETS: unknown target ${unknownTargets.join(", ")} (the targets are ${TARGET_KINDS.join(", ")})`);
  process.exit(2);
}
const only = listOption("BENCH_ONLY");
const unknown = only.filter((part) => !PARTS.includes(part));
if (unknown.length > 0) {
  console.error(`BENCH_ONLY: unknown part ${unknown.join(", ")} (the parts are ${PARTS.join(", ")})`);
  process.exit(2);
}
const runs = (part) => only.length === 0 || only.includes(part);
let stores = 0;

if (process.env.BENCH_SKIP_BUILD !== "1") {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (runs("orders")) await benchOrders();

if (runs("burst")) {
  const problems = await benchBurst({
    startStore,
    purchasableVariants,
    countOrders,
    engine: ENGINE,
    run: RUN,
    secondPort: PORT + 2,
    shared: SERVER_URL !== undefined,
  });
  if (problems.length > 0) {
    console.error(`\nFAILED:\n  - ${problems.join("\n  - ")}`);
    process.exitCode = 1;
  }
}

if (runs("pages")) {
  const configured = process.env.PAGE_CACHE_MAX_BYTES;
  const problems = await benchPages({
    startStore,
    storefrontToken: STOREFRONT_TOKEN,
    barePort: PORT + 1,
    amount: PAGES,
    warmup: PAGES_WARMUP,
    connections: PAGE_CONNECTIONS,
    engine: ENGINE,
    // Warm: the cache on, at its default size unless a size above 0 is asked for here.
    warmEnv: { PAGE_CACHE_MAX_BYTES: configured && Number(configured) > 0 ? configured : undefined },
    ...(PAGE_TARGETS.length > 0 ? { kinds: PAGE_TARGETS } : {}),
    ...(PAGE_RUNS.length > 0 ? { storeRuns: PAGE_RUNS } : {}),
  });
  if (problems.length > 0) {
    console.error(`\nFAILED:\n  - ${problems.join("\n  - ")}`);
    process.exitCode = 1;
  }
}

if (runs("subscriptions")) {
  const sweeps = spawnSync("npx", ["tsx", "scripts/bench-subscriptions.ts"], { stdio: "inherit" });
  if (sweeps.status !== 0) process.exitCode = 1;
}

/** A comma-separated environment variable as its non-empty, trimmed items. */
function listOption(name) {
  return (process.env[name] ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * The built store on BENCH_PORT (or `port`) with a fresh data directory (and, with BENCH_DATABASE_URL, a fresh
 * database; or `database`, another store's, as a second instance of the same shop), once it answers /healthz. `env`
 * is laid over the bench's environment; an undefined value removes a variable. stop() ends it gracefully; dispose()
 * also removes its data directory and drops its database (the store that made it drops it).
 */
async function startStore(env = {}, { port = PORT, database: sharedWith } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "elara-bench-"));
  const database = `elara_bench_${RUN}_${++stores}`;
  const ownsDatabase = SERVER_URL && !sharedWith;
  const databaseUrl = sharedWith ? sharedWith.databaseUrl : SERVER_URL ? await createBenchDatabase(database) : "";
  const base = `http://localhost:${port}`;
  const childEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    NODE_ENV: "production",
    LOG_LEVEL: "error",
    TRUST_PROXY: "1",
    PUBLIC_STOREFRONT_TOKEN: STOREFRONT_TOKEN,
    PAYMENT_SIGNING_SECRET: randomBytes(32).toString("base64url"),
    // Card orders go to the sandbox page, as in a store in test mode; without a gateway production takes cash only.
    PAYMENTS_SANDBOX: "1",
    ...env,
  };
  for (const [name, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[name];
  const server = spawn("node", ["dist/server/main.js"], { env: childEnv, stdio: ["ignore", "inherit", "inherit"] });
  let stopping = false;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.once("exit", (code, signal) => {
    if (!stopping) console.error(`bench: the store (pid ${server.pid}) ended unexpectedly: ${signal ?? `exit code ${code}`}`);
  });
  const store = {
    base,
    dataDir,
    databaseUrl,
    async stop() {
      stopping = true;
      if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
      await exited;
    },
    async dispose() {
      await store.stop();
      rmSync(dataDir, { recursive: true, force: true });
      if (ownsDatabase) await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    },
  };
  try {
    await waitForHealth(server, base);
  } catch (error) {
    await store.dispose();
    throw error;
  }
  return store;
}

/** Create-order and its replay against a /healthz baseline, then the mixed load, on one store; the database counted after. */
async function benchOrders() {
  const store = await startStore();
  try {
    const variants = await purchasableVariants(BASE);

    const clientOf = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    const emailOf = (n) => `shopper-${RUN}-${n}@example.ro`;
    const codes = new Map(); // shopper → their personal code
    for (let n = 0; n < ORDERS; n += 2) {
      const signup = await fetch(`${BASE}/api/newsletter-signup`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": clientOf(n) },
        body: JSON.stringify({ email: emailOf(n), acceptsMarketing: true, source: "discount_popup" }),
      });
      if (!signup.ok) throw new Error(`bench: shopper ${n}'s sign-up answered ${signup.status}`);
      codes.set(n, (await signup.json()).discountCode);
    }

    const baseline = await autocannon({ url: `${BASE}/healthz`, connections: CONNECTIONS, amount: ORDERS * 4 });

    let sent = 0;
    const answered = new Map(); // idempotency key → order number
    const statuses = new Map();
    const bodies = [];
    const nextBody = () => {
      const n = sent++;
      const body = {
        idempotencyKey: `bench-${RUN}-${n}`,
        email: emailOf(n),
        shippingAddress: SHIPPING_ADDRESS,
        lines: [
          { variantId: variants[n % variants.length], quantity: 1 + (n % 3) },
          { variantId: variants[(n + 1) % variants.length], quantity: 1 },
        ],
        ...(n % 2 === 0 ? { discountCode: codes.get(n) } : {}),
        paymentMethod: n % 3 === 0 ? "cod" : "card",
        acceptTerms: true,
        // A fresh store's terms are edition 1, the template (editions count from 1 since issue 40); without it every order is refused (400).
        termsVersion: 1,
      };
      bodies.push(body);
      return { body, client: clientOf(n) };
    };
    const record = (status, text, context) => {
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 200 || status === 201) answered.set(context.key, JSON.parse(text).orderNumber);
    };

    const orders = await autocannon({
      url: BASE,
      connections: CONNECTIONS,
      amount: ORDERS,
      timeout: 30,
      requests: [
        {
          method: "POST",
          path: "/api/create-order",
          setupRequest: (request, context) => {
            const { body, client } = nextBody();
            context.key = body.idempotencyKey;
            return { ...request, headers: { "content-type": "application/json", "x-forwarded-for": client }, body: JSON.stringify(body) };
          },
          onResponse: record,
        },
      ],
    });

    // The same keys again, twenty at a time: each must answer the order it created, never a new one.
    let replayed = 0;
    const replayMismatches = [];
    const replay = await autocannon({
      url: BASE,
      connections: CONNECTIONS,
      amount: bodies.length,
      timeout: 30,
      requests: [
        {
          method: "POST",
          path: "/api/create-order",
          setupRequest: (request, context) => {
            const body = bodies[replayed++ % bodies.length];
            context.key = body.idempotencyKey;
            return {
              ...request,
              headers: { "content-type": "application/json", "x-forwarded-for": `10.200.0.${replayed % 250}` },
              body: JSON.stringify(body),
            };
          },
          onResponse: (status, text, context) => {
            const number = status === 200 ? JSON.parse(text).orderNumber : undefined;
            if (number === undefined || number !== answered.get(context.key)) replayMismatches.push({ key: context.key, status, number });
          },
        },
      ],
    });

    const mixed = await mixedLoad(codes.get(0));

    await store.stop();
    const stored = await countOrders(store, `bench-${RUN}-%`);

    const row = (name, result) => ({
      run: name,
      requests: result.requests.total,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      "max ms": result.latency.max,
      non2xx: result.non2xx,
      errors: result.errors,
    });
    console.log(
      `\n${CONNECTIONS} concurrent clients, ${ORDERS} orders (two lines each, half with a personal code, a third cash on delivery), ${ENGINE}\n`,
    );
    console.table([
      row("GET /healthz (baseline)", baseline),
      row("POST /api/create-order", orders),
      row("same keys again (replay)", replay),
      row(`mixed shopping, ${MIXED_CONNECTIONS} clients`, mixed.result),
    ]);
    console.log(`mixed answers: ${[...mixed.statuses].map(([status, n]) => `${n} × ${status}`).join(", ")}`);
    console.log(
      `create-order p50 is ${(orders.latency.p50 / Math.max(baseline.latency.p50, 0.001)).toFixed(1)}× the baseline's p50; answers: ${[...statuses].map(([status, n]) => `${n} × ${status}`).join(", ")}`,
    );

    const orderNumbers = [...answered.values()];
    const problems = [];
    if (answered.size !== ORDERS) problems.push(`${ORDERS - answered.size} requests were not answered with an order`);
    if (new Set(orderNumbers).size !== orderNumbers.length) problems.push("two keys were answered with the same order number");
    if (stored.orders !== answered.size) problems.push(`${stored.orders} orders stored for ${answered.size} keys answered`);
    if (stored.distinctKeys !== stored.orders) problems.push("an idempotency key has more than one order");
    if (stored.withoutLines > 0 || stored.withoutPayment > 0)
      problems.push(`${stored.withoutLines} orders without lines, ${stored.withoutPayment} without a payment`);
    if (stored.redemptions !== Math.ceil(ORDERS / 2))
      problems.push(`${stored.redemptions} personal-code redemptions for ${Math.ceil(ORDERS / 2)} orders using one`);
    const mixedFailures = mixed.result.non2xx + mixed.result.errors + mixed.result.timeouts;
    if (mixed.result.requests.total < MIXED) problems.push(`the mixed load sent ${mixed.result.requests.total} of ${MIXED} requests`);
    if (mixedFailures > 0)
      problems.push(
        `${mixedFailures} of the mixed load's answers were not 2xx or failed (${mixed.result.non2xx} non-2xx, ${mixed.result.errors} errors, ${mixed.result.timeouts} timeouts)`,
      );
    if (replayMismatches.length > 0)
      problems.push(`${replayMismatches.length} replays did not answer their first order (e.g. ${JSON.stringify(replayMismatches[0])})`);
    console.log(
      `Database: ${stored.orders} orders for ${answered.size} answered keys (${stored.distinctKeys} distinct keys), ${stored.redemptions} personal-code redemptions, ` +
        `${stored.confirmationEmails} confirmation emails (cash on delivery), replays matching: ${bodies.length - replayMismatches.length}/${bodies.length}`,
    );
    if (problems.length > 0) {
      console.error(`\nFAILED:\n  - ${problems.join("\n  - ")}`);
      process.exitCode = 1;
    } else {
      console.log("No order was duplicated or lost.");
    }
  } finally {
    await store.dispose();
  }
}

/** What shoppers do between orders, each request from a client of its own so no per-client limit is reached. */
async function mixedLoad(code) {
  const statuses = new Map();
  const graphql = (query) => ({
    method: "POST",
    path: "/api/2024-01/graphql.json",
    headers: { "content-type": "application/json", "x-shopify-storefront-access-token": STOREFRONT_TOKEN },
    body: JSON.stringify({ query }),
  });
  const requests = [
    { method: "GET", path: "/" },
    { method: "GET", path: "/shop" },
    { method: "GET", path: "/products/papillex" },
    { method: "GET", path: "/products/ahcc?lng=en" },
    { method: "GET", path: "/shop?lng=en" },
    { method: "GET", path: "/blog" },
    { method: "GET", path: "/faq?lng=en" },
    graphql("{ products(first: 12) { nodes { handle title priceRange { minVariantPrice { amount currencyCode } } } } }"),
    { method: "GET", path: "/api/reviews?product=papillex" },
    { method: "POST", path: "/api/validate-discount", headers: { "content-type": "application/json" }, body: JSON.stringify({ code }) },
  ];
  let sent = 0;
  const result = await autocannon({
    url: BASE,
    connections: MIXED_CONNECTIONS,
    amount: MIXED,
    timeout: 30,
    requests: [
      {
        setupRequest: (request) => {
          const n = sent++;
          const chosen = requests[n % requests.length];
          return {
            ...request,
            ...chosen,
            headers: { ...request.headers, ...chosen.headers, "x-forwarded-for": `10.100.${(n >> 8) & 255}.${n & 255}` },
          };
        },
        onResponse: (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1),
      },
    ],
  });
  return { result, statuses };
}

async function withAdmin(work) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function createBenchDatabase(name) {
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function waitForHealth(server, base) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`the store ended (${server.exitCode ?? server.signalCode}) before it was healthy`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the store did not become healthy within 60 s");
}

/** One-time purchases that are for sale, read through the Storefront API as a browser would. */
async function purchasableVariants(base) {
  const response = await fetch(`${base}/api/2024-01/graphql.json`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": STOREFRONT_TOKEN },
    body: JSON.stringify({
      query:
        '{ products(first: 20) { nodes { variants(first: 10) { nodes { id availableForSale metafield(namespace: "custom", key: "subscription") { value } } } } } }',
    }),
  });
  const { data } = await response.json();
  const ids = data.products.nodes.flatMap((product) =>
    product.variants.nodes.filter((variant) => variant.availableForSale && !variant.metafield).map((variant) => variant.id),
  );
  if (ids.length < 2) throw new Error("the catalogue has fewer than two purchasable variants");
  return ids;
}

/** The server has stopped, so even its embedded database can be opened here and counted. */
async function countOrders({ databaseUrl, dataDir }, keyPattern) {
  const db = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : new PGlite(dataDir);
  if (databaseUrl) await db.connect();
  try {
    const { rows } = await db.query(
      `SELECT count(*)::int AS orders,
              count(DISTINCT o.idempotency_key)::int AS "distinctKeys",
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id))::int AS "withoutLines",
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id))::int AS "withoutPayment",
              (SELECT count(*)::int FROM discount_redemptions r JOIN orders ro ON ro.id = r.order_id WHERE ro.idempotency_key LIKE $1) AS redemptions,
              (SELECT count(*)::int FROM email_outbox WHERE kind = 'order_confirmation') AS "confirmationEmails"
         FROM orders o WHERE o.idempotency_key LIKE $1`,
      [keyPattern],
    );
    return rows[0];
  } finally {
    await (databaseUrl ? db.end() : db.close());
  }
}
