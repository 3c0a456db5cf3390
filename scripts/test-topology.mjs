#!/usr/bin/env node
/**
 * `npm run test:topology` (issue 47 item 3, decision 0104): the production topology, from Debian's packages, tested.
 *
 *   client ──https (HTTP/2)──▶ Caddy ──▶ Varnish ──round robin──▶ store A ─┐
 *                               tls internal   shared cache        store B ─┴─▶ PgBouncer (transaction) ─▶ PostgreSQL
 *                                                                   (each store's LISTEN connection goes to PostgreSQL)
 *
 * Caddy runs deploy/Caddyfile and Varnish deploy/varnish/elara.vcl, with this run's ports; the two stores are the built
 * store (`node dist/server/main.js`, NODE_ENV=production) on one scratch database created on TOPOLOGY_DATABASE_URL's
 * server (default postgres://postgres@127.0.0.1:5432) and dropped at the end. Through the chain, as a client trusting
 * Caddy's own root certificate and coming from an address of its own (127.0.0.42 …), it checks: the HTTP → HTTPS
 * redirect, HSTS, HTTP/2 and compression; a shopper's journey (pages, the Storefront API, pricing, a card order paid on
 * the store's sandbox payment page); an owner's journey (a member set up from `admin-cli create-staff`, a price changed
 * through the admin API) reaching both instances and the shared cache at once; the order's confirmation written once
 * though both instances dispatch events; a rate limit counted across the instances and per real client address; the
 * client's address in the audit log; purges refused from outside. Then pages per second through the chain and from one
 * store alone. Any failed check ends the run with exit code 1, after everything it started is stopped.
 *
 * Needs: caddy, varnish, pgbouncer (apt-get install -y caddy varnish pgbouncer), a PostgreSQL server, root (PgBouncer
 * is dropped to the postgres user, Varnish to its own). TOPOLOGY_PORT_BASE (default 4160) takes 7 ports from there.
 * TOPOLOGY_SKIP_BUILD=1 uses the existing build.
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpsRequest } from "node:https";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import autocannon from "autocannon";
import { generate } from "otplib";
import pg from "pg";

const PORT_BASE = Number(process.env.TOPOLOGY_PORT_BASE ?? 4160);
const PORTS = {
  storeA: PORT_BASE,
  storeB: PORT_BASE + 1,
  varnish: PORT_BASE + 2,
  varnishPurge: PORT_BASE + 3,
  http: PORT_BASE + 4,
  https: PORT_BASE + 5,
  pgbouncer: PORT_BASE + 6,
};
const SERVER_URL = process.env.TOPOLOGY_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const RUN = `${Date.now().toString(36)}${randomBytes(2).toString("hex")}`;
const DATABASE = `elara_topology_${RUN}`;
const SITE = `https://localhost:${PORTS.https}`;
const STOREFRONT_TOKEN = `topology-storefront-${randomBytes(12).toString("hex")}`;
const METRICS_TOKEN = randomBytes(24).toString("hex");
const PAYMENT_SIGNING_SECRET = randomBytes(32).toString("base64url");
const BENCH_REQUESTS = Number(process.env.TOPOLOGY_BENCH_REQUESTS ?? 2000);
/** Client addresses of their own on the loopback network, so the store's view of "the client" can be told from the proxies'. */
const CLIENT = { shopper: "127.0.0.42", owner: "127.0.0.43", limited: "127.0.0.44", other: "127.0.0.45" };

const work = mkdtempSync(path.join(tmpdir(), "elara-topology-"));
chmodSync(work, 0o755);
const children = [];
const failures = [];
let databaseCreated = false;

function check(condition, description, detail = "") {
  if (condition) console.log(`  ok   ${description}`);
  else {
    console.log(`  FAIL ${description}${detail ? `: ${detail}` : ""}`);
    failures.push(description);
  }
  return condition;
}

// ── processes ──────────────────────────────────────────────────────────────────────────────────────────────────────

function start(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], ...options });
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const entry = { name, child, output: () => output, stopping: false };
  child.once("exit", (code, signal) => {
    if (!entry.stopping) console.error(`topology: ${name} ended unexpectedly (${signal ?? `exit code ${code}`}):\n${output.slice(-3000)}`);
  });
  children.push(entry);
  return entry;
}

async function stopAll() {
  for (const entry of children.reverse()) {
    entry.stopping = true;
    if (entry.child.exitCode === null && entry.child.signalCode === null) {
      const exited = new Promise((resolve) => entry.child.once("exit", resolve));
      entry.child.kill("SIGTERM");
      await Promise.race([exited, sleep(10_000).then(() => entry.child.kill("SIGKILL"))]);
    }
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(description, probe, { timeoutMs = 60_000, entry } = {}) {
  const until = Date.now() + timeoutMs;
  let last;
  while (Date.now() < until) {
    if (entry && (entry.child.exitCode !== null || entry.child.signalCode !== null))
      throw new Error(`${entry.name} ended before ${description}:\n${entry.output().slice(-3000)}`);
    try {
      if (await probe()) return;
    } catch (error) {
      last = error;
    }
    await sleep(200);
  }
  throw new Error(`timed out waiting for ${description}${last ? ` (${last.message})` : ""}`);
}

// ── HTTP as the test client sees it ────────────────────────────────────────────────────────────────────────────────

let caddyRoot;

/**
 * One request, with node's own client so that it can come from `from` (a loopback address) and trust Caddy's root
 * certificate (and nothing else: no --insecure). Answers { status, headers, body (decoded text), raw (bytes as sent) }.
 */
function send(url, { method = "GET", headers = {}, body, from = CLIENT.shopper } = {}) {
  const target = new URL(url);
  const requester = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = requester(
      target,
      { method, headers, localAddress: from, ...(target.protocol === "https:" ? { ca: caddyRoot, servername: "localhost" } : {}) },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers["content-encoding"];
          const decoded = encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;
          resolve({ status: response.statusCode, headers: response.headers, body: decoded.toString("utf8"), raw });
        });
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error(`${method} ${url} timed out`)));
    if (body !== undefined) outgoing.write(typeof body === "string" ? body : JSON.stringify(body));
    outgoing.end();
  });
}

const json = (body, headers = {}) => ({ body, headers: { "content-type": "application/json", ...headers } });

const storefront = (query, from) =>
  send(`${SITE}/api/2024-01/graphql.json`, {
    method: "POST",
    from,
    ...json({ query }, { "x-shopify-storefront-access-token": STOREFRONT_TOKEN }),
  }).then((answer) => JSON.parse(answer.body));

// ── the database ───────────────────────────────────────────────────────────────────────────────────────────────────

const databaseUrl = (name) => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const query = (text, values) => withClient(databaseUrl(DATABASE), (client) => client.query(text, values)).then((result) => result.rows);

// ── the topology ───────────────────────────────────────────────────────────────────────────────────────────────────

function requireTools() {
  const missing = ["caddy", "varnishd", "pgbouncer"].filter((tool) => spawnSync("sh", ["-c", `command -v ${tool}`]).status !== 0);
  if (missing.length > 0)
    throw new Error(`missing ${missing.join(", ")}: apt-get install -y caddy varnish pgbouncer (Debian's packages, as .ci/run does)`);
  const version = (command, args) => spawnSync(command, args, { encoding: "utf8" }).stdout.split("\n")[0]?.trim();
  return {
    caddy: version("caddy", ["version"]),
    varnish: spawnSync("varnishd", ["-V"], { encoding: "utf8" }).stderr.split("\n")[0]?.trim(),
    pgbouncer: version("pgbouncer", ["--version"]),
  };
}

async function createDatabase() {
  await withClient(SERVER_URL, async (client) => {
    await client.query(`CREATE DATABASE ${DATABASE}`);
    databaseCreated = true;
    // PgBouncer 1.18 refuses start-up parameters it does not track, so the pool's timeouts (decision 0027) are not
    // sent by the store through it (ignore_startup_parameters): the database holds them instead, as a host would set.
    await client.query(`ALTER DATABASE ${DATABASE} SET statement_timeout = '10s'`);
    await client.query(`ALTER DATABASE ${DATABASE} SET idle_in_transaction_session_timeout = '30s'`);
  });
}

async function startPgbouncer() {
  const server = new URL(SERVER_URL);
  const dir = path.join(work, "pgbouncer");
  mkdirSync(dir);
  writeFileSync(path.join(dir, "userlist.txt"), `"${decodeURIComponent(server.username || "postgres")}" ""\n`);
  writeFileSync(
    path.join(dir, "pgbouncer.ini"),
    [
      "[databases]",
      `${DATABASE} = host=${server.hostname} port=${server.port || 5432} dbname=${DATABASE}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${PORTS.pgbouncer}`,
      `unix_socket_dir = ${dir}`,
      "auth_type = trust",
      `auth_file = ${path.join(dir, "userlist.txt")}`,
      "pool_mode = transaction",
      "default_pool_size = 20",
      "max_client_conn = 200",
      "ignore_startup_parameters = extra_float_digits,statement_timeout,idle_in_transaction_session_timeout",
      "",
    ].join("\n"),
  );
  // PgBouncer will not run as root; it drops to the postgres user, who must read its files.
  if (process.getuid?.() === 0) {
    const [uid, gid] = spawnSync("sh", ["-c", "id -u postgres; id -g postgres"], { encoding: "utf8" })
      .stdout.trim()
      .split("\n")
      .map(Number);
    for (const file of ["", "userlist.txt", "pgbouncer.ini"]) chownSync(path.join(dir, file), uid, gid);
  }
  const args = process.getuid?.() === 0 ? ["-u", "postgres", path.join(dir, "pgbouncer.ini")] : [path.join(dir, "pgbouncer.ini")];
  const entry = start("pgbouncer", "pgbouncer", args);
  const pooled = `postgres://${server.username || "postgres"}@127.0.0.1:${PORTS.pgbouncer}/${DATABASE}`;
  await waitFor("PgBouncer", () => withClient(pooled, (client) => client.query("select 1")).then(() => true), { entry, timeoutMs: 15_000 });
  return pooled;
}

async function startStore(name, port, pooledUrl) {
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: path.join(work, name),
    DATABASE_URL: pooledUrl,
    // PgBouncer in transaction mode hands a connection to another client between transactions: a LISTEN must not go there.
    DATABASE_LISTEN_URL: databaseUrl(DATABASE),
    BASE_URL: SITE,
    TRUST_PROXY: "2",
    CACHE_PURGE_URL: `http://127.0.0.1:${PORTS.varnishPurge}/`,
    CACHE_PURGE_STYLE: "varnish",
    PUBLIC_STOREFRONT_TOKEN: STOREFRONT_TOKEN,
    PAYMENT_SIGNING_SECRET,
    PAYMENTS_SANDBOX: "1",
    METRICS_TOKEN,
    LOG_LEVEL: "warn",
  };
  const entry = start(`store ${name}`, "node", ["dist/server/main.js"], { env });
  await waitFor(`store ${name} to be healthy`, async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).ok, {
    entry,
    timeoutMs: 120_000,
  });
  return entry;
}

async function startVarnish() {
  const vcl = readFileSync("deploy/varnish/elara.vcl", "utf8")
    .replace('.port = "3001"', `.port = "${PORTS.storeA}"`)
    .replace('.port = "3002"', `.port = "${PORTS.storeB}"`);
  const file = path.join(work, "elara.vcl");
  writeFileSync(file, vcl);
  const entry = start("varnish", "varnishd", [
    "-F",
    "-n",
    path.join(work, "varnish"),
    "-a",
    `public=127.0.0.1:${PORTS.varnish}`,
    "-a",
    `purge=127.0.0.1:${PORTS.varnishPurge}`,
    "-f",
    file,
    "-s",
    "malloc,64m",
    "-p",
    "http_gzip_support=off",
    "-T",
    "none",
  ]);
  await waitFor("Varnish", async () => (await fetch(`http://127.0.0.1:${PORTS.varnish}/healthz`)).status === 200, { entry });
  return entry;
}

async function startCaddy() {
  const env = {
    ...process.env,
    HOME: work,
    XDG_DATA_HOME: path.join(work, "caddy-data"),
    XDG_CONFIG_HOME: path.join(work, "caddy-config"),
    ELARA_DOMAIN: "localhost",
    ELARA_TLS: "internal",
    ELARA_HTTP_PORT: String(PORTS.http),
    ELARA_HTTPS_PORT: String(PORTS.https),
    ELARA_CADDY_ADMIN: "off",
    ELARA_VARNISH: `127.0.0.1:${PORTS.varnish}`,
  };
  const entry = start("caddy", "caddy", ["run", "--config", "deploy/Caddyfile", "--adapter", "caddyfile"], { env });
  const root = path.join(env.XDG_DATA_HOME, "caddy/pki/authorities/local/root.crt");
  await waitFor("Caddy's root certificate", () => existsSync(root), { entry });
  caddyRoot = readFileSync(root);
  await waitFor("Caddy over HTTPS", async () => (await send(`${SITE}/healthz`)).status === 200, { entry });
  return root;
}

// ── the checks ─────────────────────────────────────────────────────────────────────────────────────────────────────

function checkTransport(rootFile) {
  console.log("\nTransport (Caddy)");
  const redirect = spawnSync(
    "curl",
    ["-sS", "-o", "/dev/null", "-w", "%{http_code} %{redirect_url}", `http://localhost:${PORTS.http}/shop?lng=en`],
    {
      encoding: "utf8",
    },
  );
  const [status, location = ""] = redirect.stdout.split(" ");
  // Caddy's redirect names the standard HTTPS port (what a host runs on), not this run's test port.
  check(
    status === "308" && /^https:\/\/localhost(:\d+)?\/shop\?lng=en$/.test(location),
    "http:// answers 308 to the same address over https://",
    redirect.stdout,
  );
  const head = spawnSync(
    "curl",
    ["-sS", "--http2", "--cacert", rootFile, "-D", "-", "-o", "/dev/null", "-H", "Accept-Encoding: br, gzip", `${SITE}/`],
    { encoding: "utf8" },
  ).stdout;
  check(/^HTTP\/2 200/m.test(head), "HTTP/2 with a certificate from Caddy's internal CA", head.split("\n")[0]);
  check(
    /^strict-transport-security: max-age=15552000; includeSubDomains\r?$/im.test(head),
    "HSTS on a page answered over HTTPS",
    /^strict-transport-security:.*$/im.exec(head)?.[0] ?? "absent",
  );
  check(
    /^content-encoding: br\r?$/im.test(head),
    "the page arrives compressed (brotli)",
    /^content-encoding:.*$/im.exec(head)?.[0] ?? "absent",
  );
  check(!/^cache-tag:/im.test(head), "the purge tags stay between the store and Varnish");
}

async function checkSharedCache(productHandle) {
  console.log("\nShared cache (Varnish)");
  const first = await send(`${SITE}/products/${productHandle}`, { headers: { "accept-encoding": "br" } });
  const second = await send(`${SITE}/products/${productHandle}`, { headers: { "accept-encoding": "br" } });
  check(
    first.status === 200 && /s-maxage=60, stale-while-revalidate=300/.test(first.headers["cache-control"] ?? ""),
    "a product page says s-maxage and stale-while-revalidate",
    first.headers["cache-control"],
  );
  check(second.headers["x-shared-cache"] === "HIT", "the second request is answered by the shared cache", second.headers["x-shared-cache"]);
  const tagged = await send(`${SITE}/products/${productHandle}?utm_source=newsletter&fbclid=x${RUN}`, {
    headers: { "accept-encoding": "br" },
  });
  check(tagged.headers["x-shared-cache"] === "HIT", "a campaign link is the same copy (decision 0098)", tagged.headers["x-shared-cache"]);
  const cart = await send(`${SITE}/cart`);
  check(/no-store/.test(cart.headers["cache-control"] ?? "") && cart.headers["x-shared-cache"] !== "HIT", "the cart is never shared");
  const fromOutside = await send(`${SITE}/`, { method: "PURGE", headers: { "x-purge-tags": "html" } });
  check(fromOutside.status === 405, "a PURGE from the internet is refused by Caddy", String(fromOutside.status));
  const pastCaddy = await send(`http://127.0.0.1:${PORTS.varnish}/`, { method: "PURGE", headers: { "x-purge-tags": "html" } });
  check(pastCaddy.status === 405, "a PURGE on Varnish's public listener is refused", String(pastCaddy.status));
}

async function catalogue() {
  const answer = await storefront(
    '{ products(first: 20) { nodes { handle variants(first: 5) { nodes { id availableForSale price { amount } metafield(namespace: "custom", key: "subscription") { value } } } } } }',
  );
  for (const product of answer.data.products.nodes) {
    const variant = product.variants.nodes.find((each) => each.availableForSale && !each.metafield);
    if (variant) return { handle: product.handle, variant };
  }
  throw new Error("no purchasable variant in the catalogue");
}

async function shopperJourney({ handle, variant }) {
  console.log("\nShopper journey (through Caddy and Varnish)");
  const home = await send(`${SITE}/`);
  check(home.status === 200 && home.body.includes("</html>"), "the home page", String(home.status));
  const product = await send(`${SITE}/products/${handle}`);
  check(product.status === 200 && product.body.includes(handle), `the product page /products/${handle}`, String(product.status));
  const cartCookie = `elara_cart=${encodeURIComponent(JSON.stringify([[variant.id, handle, 2]]))}`;
  const cart = await send(`${SITE}/cart`, { headers: { cookie: `i18next=ro; ${cartCookie}` } });
  check(
    cart.status === 200 && cart.body.includes("2 produse") && !cart.body.includes('aria-busy="true"'),
    "the cart page draws the cart cookie's line past the shared cache (decision 0183)",
    String(cart.status),
  );
  const email = `shopper-${RUN}@example.ro`;
  // The cart lives in the browser; these are the calls its checkout makes (app/features/checkout/place-order.ts).
  const lines = [{ variantId: variant.id, quantity: 2 }];
  const priced = await send(`${SITE}/api/price-order`, { method: "POST", ...json({ lines, email, country: "RO" }) });
  check(priced.status === 200, "the cart priced by the server", `${priced.status} ${priced.body.slice(0, 200)}`);
  const placed = await send(`${SITE}/api/create-order`, {
    method: "POST",
    ...json({
      idempotencyKey: `topology-${RUN}`,
      email,
      shippingAddress: {
        firstName: "Ana",
        lastName: "Pop",
        phone: "0722 123 456",
        address1: "Str. Memorandumului 28",
        city: "Cluj-Napoca",
        province: "Cluj",
        zip: "400114",
        country: "RO",
      },
      lines,
      paymentMethod: "card",
      acceptTerms: true,
      // The seeded store's terms are version 1 (as tests/e2e/admin-kit.ts sends).
      termsVersion: 1,
    }),
  });
  const order = JSON.parse(placed.body);
  if (!check(placed.status === 201 && order.paymentUrl?.startsWith(`${SITE}/pay/`), "a card order placed", placed.body.slice(0, 300)))
    return null;
  const payPage = await send(order.paymentUrl);
  check(payPage.status === 200, "the sandbox payment page", String(payPage.status));
  const paid = await send(order.paymentUrl, {
    method: "POST",
    body: "outcome=pay",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE },
  });
  const finish = new URL(paid.headers.location ?? "/", SITE);
  check(paid.status === 303 && finish.pathname === "/finish", "paid, and sent back to /finish", `${paid.status} ${paid.headers.location}`);
  const verified = await send(`${SITE}/api/verify-payment`, {
    method: "POST",
    ...json({
      orderNumber: Number(finish.searchParams.get("order")),
      paymentId: finish.searchParams.get("payment"),
      result: finish.searchParams.get("result"),
      sig: finish.searchParams.get("sig"),
    }),
  });
  check(
    verified.status === 200 && JSON.parse(verified.body).result === "paid",
    "/finish's verification says paid",
    verified.body.slice(0, 200),
  );
  const [stored] = await query("SELECT status FROM orders WHERE order_number = $1", [order.orderNumber]);
  check(stored?.status === "paid", "the database holds the order as paid", stored?.status);
  return { orderNumber: order.orderNumber, email };
}

async function ownerJourney({ handle }) {
  console.log("\nOwner journey (a price change reaches both instances and the shared cache)");
  const email = `owner-${RUN}@elara.test`;
  const created = await runJob(["create-staff", "--email", email, "--role", "owner"], "dist/server/admin-cli.js");
  const link = /https:\/\/\S+\/admin\/setup\?token=([\w-]+)/.exec(created.output);
  if (!check(link !== null, "`admin-cli create-staff` gives the owner a setup link", created.output)) return;
  const token = link[1];
  const from = CLIENT.owner;
  const setupPage = JSON.parse((await send(`${SITE}/api/admin/setup?token=${token}`, { from })).body);
  const secret = setupPage.enrolment.secret;
  const setUp = await send(`${SITE}/api/admin/setup`, {
    method: "POST",
    from,
    ...json(
      {
        token,
        password: "a long owner password for the topology",
        confirmPassword: "a long owner password for the topology",
        totpSecret: secret,
        totpCode: await generate({ secret }),
      },
      { origin: SITE },
    ),
  });
  const cookie = (setUp.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]).find((pair) => pair.startsWith("elara_staff="));
  if (!check(setUp.status === 200 && cookie !== undefined, "the owner sets up a password and two-step sign-in", setUp.body.slice(0, 200)))
    return;
  const me = JSON.parse((await send(`${SITE}/api/admin/me`, { from, headers: { cookie } })).body);

  const [row] = await query(
    `SELECT v.id, v.price_minor AS "priceMinor", v.compare_at_price_minor AS "compareAtMinor", v.stock_quantity AS stock FROM product_variants v JOIN products p ON p.id = v.product_id WHERE p.handle = $1 ORDER BY v.position, v.id LIMIT 1`,
    [handle],
  );
  const newPriceMinor = row.priceMinor + 1234;
  // The admin's inputs and the Romanian pages write lei with a decimal comma.
  const lei = (minor) => (minor / 100).toFixed(2).replace(".", ",");
  const shown = lei(newPriceMinor);
  // Every copy warm first: each instance's own page cache and the shared cache hold the old price.
  const pageOf = (base) => send(`${base}/products/${handle}`, { from: CLIENT.other });
  for (const base of [`http://127.0.0.1:${PORTS.storeA}`, `http://127.0.0.1:${PORTS.storeB}`, SITE]) await pageOf(base);
  const warm = await pageOf(SITE);
  check(warm.headers["x-shared-cache"] === "HIT" && !warm.body.includes(shown), "before: the shared cache holds the page at the old price");

  const changed = await send(`${SITE}/api/admin/products/variants/${row.id}`, {
    method: "POST",
    from,
    ...json(
      {
        price: lei(newPriceMinor),
        compareAtPrice: row.compareAtMinor > newPriceMinor ? lei(row.compareAtMinor) : "",
        stock: row.stock === null ? "" : String(row.stock),
        expectedStock: row.stock,
        availableForSale: true,
      },
      { origin: SITE, cookie, "x-csrf-token": me.csrfToken },
    ),
  });
  check(changed.status === 200, "the owner changes the price through the admin API", `${changed.status} ${changed.body.slice(0, 200)}`);
  const changedAt = Date.now();
  const places = {
    "store A": `http://127.0.0.1:${PORTS.storeA}`,
    "store B": `http://127.0.0.1:${PORTS.storeB}`,
    "the chain (Caddy → Varnish)": SITE,
  };
  for (const [name, base] of Object.entries(places)) {
    try {
      await waitFor(`the new price on ${name}`, async () => (await pageOf(base)).body.includes(shown), { timeoutMs: 10_000 });
      check(true, `the new price ${shown} lei on ${name}, ${Date.now() - changedAt} ms after the change (s-maxage is 60 s)`);
    } catch (error) {
      check(false, `the new price on ${name}`, error.message);
    }
  }
  const graphql = await storefront(`{ product(handle: "${handle}") { variants(first: 1) { nodes { price { amount } } } } }`, CLIENT.other);
  check(
    graphql.data.product.variants.nodes[0].price.amount === (newPriceMinor / 100).toFixed(2),
    "the Storefront API answers the new price",
  );

  const [audit] = await query(`SELECT client FROM audit_log WHERE staff_email = $1 AND target_id = $2 ORDER BY id DESC LIMIT 1`, [
    email,
    String(row.id),
  ]);
  check(audit?.client === from, `the audit log names the owner's own address ${from} through both proxies (TRUST_PROXY=2)`, audit?.client);

  for (const [name, port] of [
    ["store A", PORTS.storeA],
    ["store B", PORTS.storeB],
  ]) {
    const metrics = await send(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const purged = Number(/^cache_purges_total\{result="purged"\} (\d+)/m.exec(metrics.body)?.[1] ?? 0);
    const failed = Number(/^cache_purges_total\{result="failed"\} (\d+)/m.exec(metrics.body)?.[1] ?? 0);
    check(purged >= 1 && failed === 0, `${name} purged the shared cache (cache_purges_total purged ${purged}, failed ${failed})`);
  }
}

async function checkOnceAcrossInstances(shopper) {
  console.log("\nBackground work once across the two instances");
  if (!shopper) return check(false, "the order's confirmation (no order was placed)");
  let count = 0;
  await waitFor("the order's confirmation in the outbox", async () => {
    [{ count }] = await query(`SELECT count(*)::int AS count FROM email_outbox WHERE kind = 'order_confirmation' AND recipient = $1`, [
      shopper.email,
    ]);
    return count > 0;
  }).catch(() => undefined);
  // Both instances dispatch events every few seconds: give the second one time to (wrongly) write it again.
  await sleep(6_000);
  [{ count }] = await query(`SELECT count(*)::int AS count FROM email_outbox WHERE kind = 'order_confirmation' AND recipient = $1`, [
    shopper.email,
  ]);
  check(count === 1, "the paid order's confirmation email is written once (both instances dispatch its event)", `${count} written`);
  // A subscription due today, on the shopper's order (cash on delivery, so no card is charged): two renewal sweeps
  // at the same moment, as two instances' five-minute sweeps may run, make one renewal order between them.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Bucharest" }).format(new Date());
  const [subscription] = await query(
    `INSERT INTO subscriptions (email, order_id, variant_id, sku, product_handle, quantity, next_charge_date, anchor_day, agreed_unit_price_ron_minor)
     SELECT o.email, o.id, v.id, v.sku, p.handle, 1, $2::date, extract(day FROM $2::date)::int, v.price_minor
       FROM orders o JOIN order_lines l ON l.order_id = o.id JOIN product_variants v ON v.id = l.variant_id JOIN products p ON p.id = v.product_id
      WHERE o.order_number = $1 LIMIT 1
     RETURNING id`,
    [shopper.orderNumber, today],
  );
  const sweeps = await Promise.all([runJob(["renewals", "--as-of", today]), runJob(["renewals", "--as-of", today])]);
  const [renewed] = await query(`SELECT count(*)::int AS count FROM subscription_renewals WHERE subscription_id = $1`, [subscription.id]);
  check(
    renewed.count === 1 && sweeps.every((sweep) => sweep.code === 0),
    "two renewal sweeps at once make the due delivery one order",
    `${renewed.count} renewal(s); ${sweeps.map((sweep) => sweep.output.trim()).join(" | ")}`,
  );
}

/** A command line of the built store (jobs-cli, admin-cli) on the scratch database, as an operator runs it. */
function runJob(args, script = "dist/server/jobs-cli.js") {
  return new Promise((resolve) => {
    const child = spawn("node", [script, ...args], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: databaseUrl(DATABASE),
        BASE_URL: SITE,
        LOG_LEVEL: "silent",
        PUBLIC_STOREFRONT_TOKEN: STOREFRONT_TOKEN,
        PAYMENT_SIGNING_SECRET,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("exit", (code) => resolve({ code, output }));
  });
}

async function checkRateLimit() {
  console.log("\nRate limits across the instances, per real client");
  // POST /api/retry-payment counts 10 a minute per client before reading the body (server/api/payments.ts).
  // Each try also forges an X-Forwarded-For of its own: the store reads the entry its two proxies wrote, not it.
  const attempt = (from, n = 0) =>
    send(`${SITE}/api/retry-payment`, {
      method: "POST",
      from,
      ...json({ orderNumber: 1, email: "nobody@example.ro" }, { "x-forwarded-for": `198.51.100.${n}` }),
    });
  const statuses = [];
  for (let n = 0; n < 12; n += 1) statuses.push((await attempt(CLIENT.limited, n)).status);
  const allowed = statuses.filter((status) => status !== 429).length;
  check(
    allowed === 10 && statuses.at(-1) === 429,
    "one client gets 10 tries a minute in all, across both instances (round robin), whatever X-Forwarded-For it forges",
    statuses.join(" "),
  );
  const other = await attempt(CLIENT.other);
  check(other.status !== 429, "another client's own count is untouched: the store sees each client, not the proxies", String(other.status));
}

async function measure(label, url, tlsOptions) {
  const result = await autocannon({
    url,
    connections: 20,
    amount: BENCH_REQUESTS,
    headers: { "accept-encoding": "br" },
    ...(tlsOptions ? { tlsOptions } : {}),
  });
  // Over the whole run: autocannon's per-second average has a whole second's resolution, and a run lasts a few.
  const seconds = (new Date(result.finish).getTime() - new Date(result.start).getTime()) / 1000;
  return {
    label,
    "pages/s": Math.round(result["2xx"] / seconds),
    "p99 ms": result.latency.p99,
    "2xx": result["2xx"],
    errors: result.errors + result.non2xx,
  };
}

async function throughput() {
  console.log(`\nThroughput: ${BENCH_REQUESTS} requests for the home page, 20 connections, brotli`);
  const rows = [
    await measure("through Caddy (HTTPS) → Varnish → 2 stores", `${SITE}/`, { ca: caddyRoot }),
    await measure("one store alone (HTTP, its own page cache)", `http://127.0.0.1:${PORTS.storeA}/`),
  ];
  console.table(rows);
  check(
    rows.every((row) => row.errors === 0),
    "every measured request answered 2xx",
  );
}

async function main() {
  const versions = requireTools();
  console.log(`Topology: ${versions.caddy} · ${versions.varnish} · ${versions.pgbouncer} · PostgreSQL at ${new URL(SERVER_URL).host}`);
  if (process.env.TOPOLOGY_SKIP_BUILD !== "1") {
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("the build failed");
  }
  await createDatabase();
  const pooled = await startPgbouncer();
  await startStore("a", PORTS.storeA, pooled);
  // The second instance starts on the migrated, seeded database, as a rolling start would.
  await startStore("b", PORTS.storeB, pooled);
  await startVarnish();
  const rootFile = await startCaddy();

  const chosen = await catalogue();
  checkTransport(rootFile);
  await checkSharedCache(chosen.handle);
  const shopper = await shopperJourney(chosen);
  await ownerJourney(chosen);
  await checkOnceAcrossInstances(shopper);
  await checkRateLimit();
  await throughput();
}

try {
  await main();
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
  console.error(`\ntopology: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
} finally {
  await stopAll();
  if (databaseCreated)
    await withClient(SERVER_URL, (client) => client.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`)).catch((error) =>
      console.error(`topology: could not drop ${DATABASE}: ${error.message}`),
    );
  rmSync(work, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`\nTopology: ${failures.length} check(s) failed:\n${failures.map((failure) => `  - ${failure}`).join("\n")}`);
  process.exit(1);
}
console.log("\nTopology: every check passed");
