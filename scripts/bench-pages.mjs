/**
 * Part of `npm run bench` (issue 20): the pages an anonymous shopper asks for most, and the Storefront API's product
 * list, each measured three ways with autocannon (the same connections and number of requests every time):
 *
 * - uncached (the product page only): both the page cache and the Storefront API's kept answers off, so every
 *   request renders and reads its product from the database, as before issue 20;
 * - cold: the store with its page cache off (PAGE_CACHE_MAX_BYTES=0), so every request renders (its products read
 *   from the Storefront API's kept answers, decision 0061);
 * - warm: the store with its page cache on, after one request primed it;
 * - campaign (the product page only, issue 45): the same warm store asked for the product page as an ad or a newsletter
 *   links it, with fresh `utm_*` and `fbclid` values on every request (decision 0098: one kept page for all of them);
 * - plain (issue 69): the same warm store asked as a client without compression asks (Accept-Encoding: identity: a
 *   bot, a feed reader, a monitor), against "bare plain", the bare server answering those uncompressed bytes;
 * - bare: a bare Node HTTP server (scripts/bench-bare-server.mjs) answering every request with the exact bytes and
 *   Content-Type/Content-Encoding the warm store answered, fetched once as a browser asks (Accept-Encoding: br, gzip):
 *   the ceiling for serving those bytes on this machine.
 *
 * Each store run is a fresh store (startStore); the bare servers are measured last, with no store running.
 * Requests per second are the requests answered divided by the time from the first request to the last answer.
 */
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import http from "node:http";
import { availableParallelism, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";

const BROWSER_HEADERS = { "accept-encoding": "br, gzip" };
const PRODUCT_LIST_QUERY = "{ products(first: 20) { nodes { id title handle priceRange { minVariantPrice { amount currencyCode } } } } }";

/** The issue's targets: warm pages and the GraphQL list against the bare server, the cold product page against before. */
export const TARGETS = {
  requests: 10_000,
  warmPageShare: 0.5,
  warmPageP99Ms: 50,
  warmGraphqlShare: 0.4,
  /** Issue 20: about 30 requests/s measured before it, three times over. */
  coldProductRate: 3 * 30,
  /** Issue 45: a fresh render three times cheaper than its ≈ 104 requests/s. */
  coldProductRateIssue45: 300,
  /** Issue 45: a campaign link's product page as fast as the warm one is asked to be. */
  campaignPageShare: 0.5,
  /** Issue 69: a client without compression served from the page cache as a browser is. */
  plainPageShare: 0.5,
};

/** This target as a client without compression asks for it (a bot, a feed reader, a monitor). */
function plain(target) {
  return { ...target, headers: { ...target.headers, "accept-encoding": "identity" } };
}

/** Numbers the campaign URLs, so that no two are alike even with the same random part. */
let campaignSerial = 0;

/** The product page as a campaign links it, never the same URL twice. */
export function campaignPath(path) {
  campaignSerial += 1;
  const click = randomBytes(12).toString("base64url");
  return `${path}?utm_source=newsletter&utm_medium=email&utm_campaign=issue-${campaignSerial}&utm_content=${click}&fbclid=IwAR${click}`;
}

/** The stores a run may measure (BENCH_PAGE_RUNS); the bare servers repeat the warm store's answers. */
export const STORE_RUNS = ["uncached", "cold", "warm"];

/** What BENCH_TARGETS may select: the product page, the other pages (/shop, /), the GraphQL product list. */
export const TARGET_KINDS = ["product", "page", "graphql"];

export function pageTargets(storefrontToken) {
  return [
    { label: "/products/papillex", kind: "product", path: "/products/papillex", campaign: true },
    { label: "/shop", kind: "page", path: "/shop" },
    { label: "/", kind: "page", path: "/" },
    {
      label: "GraphQL products(first: 20)",
      kind: "graphql",
      path: "/api/2024-01/graphql.json",
      method: "POST",
      headers: { "content-type": "application/json", "x-shopify-storefront-access-token": storefrontToken },
      body: JSON.stringify({ query: PRODUCT_LIST_QUERY }),
    },
  ];
}

/**
 * Runs the cold store, the warm store, then the bare servers; prints one table and the targets met or not.
 * `startStore(env)` starts a fresh store with these environment variables over the bench's own (a value of
 * undefined removes one) and resolves to { base, dispose() } once it is healthy.
 * Resolves to the problems that must fail the run (errors, non-2xx answers, requests not answered).
 */
export async function benchPages({
  startStore,
  storefrontToken,
  barePort,
  amount,
  warmup,
  connections,
  engine,
  warmEnv,
  kinds = TARGET_KINDS,
  storeRuns = STORE_RUNS,
}) {
  const targets = pageTargets(storefrontToken).filter((target) => kinds.includes(target.kind));
  const loadBefore = loadavg()[0];
  const measured = new Map(); // `${label} ${run}` → { result, bytes }
  const problems = [];
  const warmAnswers = new Map(); // label → the answer the bare server repeats
  const plainAnswers = new Map(); // label → the uncompressed answer the bare plain server repeats
  const runs = [
    ["uncached", { PAGE_CACHE_MAX_BYTES: "0", STOREFRONT_CACHE_MAX_BYTES: "0" }, ["product"]],
    ["cold", { PAGE_CACHE_MAX_BYTES: "0" }],
    ["warm", warmEnv],
  ].filter(([run]) => storeRuns.includes(run));

  for (const [run, env, runKinds] of runs) {
    const runTargets = targets.filter((candidate) => !runKinds || runKinds.includes(candidate.kind));
    // A store is started only for a run that has something to measure (BENCH_TARGETS may leave the product page out).
    if (runTargets.length === 0) continue;
    const store = await startStore(env);
    try {
      for (const target of runTargets) {
        // The first request primes the cache (when it is on); the second is what every later request gets.
        await fetchRaw(store.base, target);
        const answer = await fetchRaw(store.base, target);
        if (answer.status !== 200)
          throw new Error(`${run} ${target.label} answered ${answer.status}: ${answer.body.toString().slice(0, 200)}`);
        if (run === "warm") warmAnswers.set(target.label, answer);
        console.log(`pages: ${run} ${target.label} (${answer.body.length} bytes, ${answer.headers["content-encoding"] ?? "identity"})…`);
        const result = await measureWarm(store.base, target, { amount, warmup, connections });
        measured.set(`${target.label} ${run}`, { result, bytes: answer.body.length });
        if (run === "warm" && target.campaign) {
          problems.push(...(await campaignProblems(store.base, target, answer)));
          console.log(`pages: campaign ${target.label} (a fresh utm_*/fbclid on every request)…`);
          const campaignTarget = { ...target, freshPath: () => campaignPath(target.path) };
          const campaign = await measureWarm(store.base, campaignTarget, { amount, warmup, connections });
          measured.set(`${target.label} campaign`, { result: campaign, bytes: answer.body.length });
        }
        if (run === "warm") {
          const plainTarget = plain(target);
          const plainAnswer = await fetchRaw(store.base, plainTarget);
          if (plainAnswer.status !== 200 || plainAnswer.headers["content-encoding"])
            throw new Error(`plain ${target.label} answered ${plainAnswer.status}, ${plainAnswer.headers["content-encoding"]}`);
          plainAnswers.set(target.label, plainAnswer);
          console.log(`pages: plain ${target.label} (${plainAnswer.body.length} bytes, identity)…`);
          const result = await measureWarm(store.base, plainTarget, { amount, warmup, connections });
          measured.set(`${target.label} plain`, { result, bytes: plainAnswer.body.length });
        }
      }
    } finally {
      await store.dispose();
    }
  }

  for (const target of targets) {
    for (const [run, answer, asked] of [
      ["bare", warmAnswers.get(target.label), target],
      ["bare plain", plainAnswers.get(target.label), plain(target)],
    ]) {
      console.log(`pages: ${run} ${target.label}…`);
      const bare = await startBareServer(barePort, answer);
      try {
        const result = await measureWarm(`http://localhost:${barePort}`, asked, { amount, warmup, connections });
        measured.set(`${target.label} ${run}`, { result, bytes: answer.body.length });
      } finally {
        await bare.stop();
      }
    }
  }

  const rows = [];
  for (const target of targets) {
    const bareRate = rate(measured.get(`${target.label} bare`).result);
    const barePlainRate = rate(measured.get(`${target.label} bare plain`).result);
    for (const run of ["bare", "uncached", "cold", "warm", "campaign", "bare plain", "plain"]) {
      if (!measured.has(`${target.label} ${run}`)) continue;
      const { result, bytes } = measured.get(`${target.label} ${run}`);
      rows.push({
        target: target.label,
        run,
        bytes,
        "req/s": Math.round(rate(result)),
        "p50 ms": formatMs(result.latency.p50),
        "p99 ms": formatMs(result.latency.p99),
        "max ms": formatMs(result.latency.max),
        errors: result.errors,
        "non-2xx": result.non2xx,
        "store/bare": run.startsWith("bare") ? "" : formatShare(rate(result) / (run === "plain" ? barePlainRate : bareRate)),
      });
      const failed = result.errors + result.non2xx;
      if (failed > 0) {
        const statuses = Object.entries(result.statusCodeStats ?? {})
          .filter(([status]) => !status.startsWith("2"))
          .map(([status, { count }]) => `${count} × ${status}`);
        problems.push(
          `${run} ${target.label}: ${result.non2xx} non-2xx answers (${statuses.join(", ")}), ${result.errors} errors ` +
            `(${result.timeouts} timeouts) of ${result.requests.total}`,
        );
      } else if (result.requests.total < amount)
        problems.push(`${run} ${target.label}: ${result.requests.total} of ${amount} requests answered`);
    }
  }

  console.log(
    `\nPages and the GraphQL product list, ${connections} connections, ${amount} requests each after ${warmup} not counted, ${engine}. ` +
      `bare: a bare Node server answering the warm store's bytes; uncached: page cache and Storefront API answers off; ` +
      `cold: page cache off (PAGE_CACHE_MAX_BYTES=0); warm: on, primed; campaign: the warm store, a fresh utm_*/fbclid each request; ` +
      `plain: the warm store asked without compression (Accept-Encoding: identity), against bare plain, its uncompressed bytes. ` +
      `Load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after, on ${availableParallelism()} cores.\n`,
  );
  console.log(formatTable(rows));
  console.log(`\nTargets of issues 20, 45 and 69 (reported, never failing the run):`);
  for (const line of targetLines(targets, measured, amount)) console.log(`  ${line}`);
  return problems;
}

function targetLines(targets, measured, amount) {
  const lines = [];
  const status = (failures) =>
    failures.length > 0
      ? `NOT MET (${failures.join("; ")})`
      : amount < TARGETS.requests
        ? `met over ${amount.toLocaleString("en-US")} requests only`
        : "met";
  for (const target of targets) {
    const warm = measured.get(`${target.label} warm`).result;
    const share = rate(warm) / rate(measured.get(`${target.label} bare`).result);
    if (target.kind === "graphql") {
      const failures = share < TARGETS.warmGraphqlShare ? [`${formatShare(share)} of bare`] : [];
      lines.push(`warm ${target.label} ≥ ${formatShare(TARGETS.warmGraphqlShare)} of bare: ${status(failures)}`);
    } else {
      const failures = [];
      if (share < TARGETS.warmPageShare) failures.push(`${formatShare(share)} of bare`);
      if (warm.latency.p99 > TARGETS.warmPageP99Ms) failures.push(`p99 ${formatMs(warm.latency.p99)} ms`);
      if (warm.errors + warm.non2xx > 0) failures.push(`${warm.errors + warm.non2xx} errors or non-2xx`);
      lines.push(
        `warm ${target.label} ≥ ${formatShare(TARGETS.warmPageShare)} of bare, p99 ≤ ${TARGETS.warmPageP99Ms} ms, ` +
          `0 errors over ${TARGETS.requests.toLocaleString("en-US")}: ${status(failures)}`,
      );
    }
    if (measured.has(`${target.label} campaign`)) {
      const campaign = measured.get(`${target.label} campaign`).result;
      const campaignShare = rate(campaign) / rate(measured.get(`${target.label} bare`).result);
      const failures = campaignShare < TARGETS.campaignPageShare ? [`${formatShare(campaignShare)} of bare`] : [];
      lines.push(`campaign ${target.label} ≥ ${formatShare(TARGETS.campaignPageShare)} of bare (issue 45): ${status(failures)}`);
    }
    if (measured.has(`${target.label} plain`)) {
      const plainShare = rate(measured.get(`${target.label} plain`).result) / rate(measured.get(`${target.label} bare plain`).result);
      const failures = plainShare < TARGETS.plainPageShare ? [`${formatShare(plainShare)} of bare plain`] : [];
      lines.push(`plain ${target.label} ≥ ${formatShare(TARGETS.plainPageShare)} of bare plain (issue 69): ${status(failures)}`);
    }
    if (target.kind === "product" && measured.has(`${target.label} cold`)) {
      const cold = rate(measured.get(`${target.label} cold`).result);
      const failures = cold < TARGETS.coldProductRate ? [`${Math.round(cold)} req/s`] : [];
      lines.push(`cold ${target.label} ≥ ${TARGETS.coldProductRate} req/s (issue 20: 3 × ~30 before): ${status(failures)}`);
      const belowIssue45 = cold < TARGETS.coldProductRateIssue45 ? [`${Math.round(cold)} req/s`] : [];
      lines.push(`cold ${target.label} ≥ ${TARGETS.coldProductRateIssue45} req/s (issue 45: 3 × ≈ 104): ${status(belowIssue45)}`);
    }
  }
  return lines;
}

/**
 * A campaign link must get the warm page itself, shared as the bare URL is: kept (a hit), the same bytes, and the
 * same headers a browser or CDN keeps it by. A difference fails the run, as an error does.
 */
async function campaignProblems(base, target, bareAnswer) {
  const answer = await fetchRaw(base, { ...target, path: campaignPath(target.path) });
  const problems = [];
  if (answer.status !== 200) problems.push(`campaign ${target.label} answered ${answer.status}`);
  if (answer.headers["x-page-cache"] !== "HIT")
    problems.push(`campaign ${target.label}: page cache ${answer.headers["x-page-cache"]}, not HIT`);
  for (const name of ["cache-control", "vary", "etag", "content-security-policy"])
    if (answer.headers[name] !== bareAnswer.headers[name])
      problems.push(`campaign ${target.label}: ${name} "${answer.headers[name]}", the bare URL's "${bareAnswer.headers[name]}"`);
  if (!answer.body.equals(bareAnswer.body)) problems.push(`campaign ${target.label}: other bytes than the bare URL's`);
  return problems;
}

/** One answer's status, headers and raw bytes, as sent on the wire (not decompressed, unlike fetch). */
export function fetchRaw(base, { path, method = "GET", headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, base), { method, headers: { ...BROWSER_HEADERS, ...headers } }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** A bare server (its own process) answering every request with this answer's bytes, Content-Type and Content-Encoding. */
export async function startBareServer(port, answer) {
  const child = fork(new URL("./bench-bare-server.mjs", import.meta.url), { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const headers = { "Content-Type": answer.headers["content-type"] };
  if (answer.headers["content-encoding"]) headers["Content-Encoding"] = answer.headers["content-encoding"];
  child.send({ port, headers, body: answer.body.toString("base64") });
  await Promise.race([
    new Promise((resolve) => child.once("message", resolve)),
    exited.then((code) => Promise.reject(new Error(`the bare server ended (${code}) before listening on ${port}`))),
  ]);
  return {
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * `warmup` requests first, not counted (their failures are, in the measured result), then the measured ones: what a
 * running store sustains, not its first seconds, while the JIT compiles the render's code and the heap grows to its
 * load; the bare server gets the same.
 */
async function measureWarm(base, target, { amount, warmup, connections }) {
  const warm = warmup > 0 ? await measure(base, target, { amount: warmup, connections }) : undefined;
  const result = await measure(base, target, { amount, connections });
  if (!warm) return result;
  const statusCodeStats = { ...result.statusCodeStats };
  for (const [status, { count }] of Object.entries(warm.statusCodeStats ?? {}))
    statusCodeStats[status] = { count: (statusCodeStats[status]?.count ?? 0) + count };
  return {
    ...result,
    errors: result.errors + warm.errors,
    non2xx: result.non2xx + warm.non2xx,
    timeouts: result.timeouts + warm.timeouts,
    statusCodeStats,
  };
}

/**
 * autocannon, with the time of its last answer kept: its own duration runs on to the next whole second. `freshPath`:
 * a new path for every request.
 */
export async function measure(base, { path, method = "GET", headers = {}, body, freshPath }, { amount, connections }) {
  const started = performance.now();
  let answered = started;
  const instance = autocannon({
    url: new URL(path, base).toString(),
    method,
    headers: { ...BROWSER_HEADERS, ...headers },
    body,
    connections,
    amount,
    timeout: 30,
    ...(freshPath ? { requests: [{ setupRequest: (request) => ({ ...request, path: freshPath() }) }] } : {}),
  });
  instance.on("response", () => {
    answered = performance.now();
  });
  const result = await instance;
  return { ...result, elapsedSeconds: (answered - started) / 1000 };
}

/**
 * Requests answered per second, from the first request sent to the last answer. autocannon's own average of
 * per-second samples, and its duration, both run on to the next whole second after the last answer.
 */
export function rate(result) {
  return result.requests.total / Math.max(result.elapsedSeconds, 0.001);
}

function formatMs(ms) {
  return Number.isInteger(ms) ? ms : Number(ms.toFixed(1));
}

function formatShare(share) {
  return `${(share * 100).toFixed(share < 0.1 ? 1 : 0)} %`;
}

/** Rows of plain objects as aligned text columns: text to the left, numbers to the right. */
export function formatTable(rows) {
  const columns = Object.keys(rows[0] ?? {});
  const cell = (value) => (typeof value === "number" ? value.toLocaleString("en-US") : String(value));
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => cell(row[column]).length)));
  const numeric = columns.map((column) => rows.some((row) => typeof row[column] === "number") || column === "store/bare");
  const line = (values) =>
    values
      .map((value, i) => (numeric[i] ? value.padStart(widths[i]) : value.padEnd(widths[i])))
      .join("  ")
      .trimEnd();
  return [line(columns), line(widths.map((width) => "-".repeat(width))), ...rows.map((row) => line(columns.map((c) => cell(row[c]))))].join(
    "\n",
  );
}
