#!/usr/bin/env node
/**
 * `npm run audit:lighthouse [-- /path … --runs=N]`: Lighthouse 12, mobile preset (simulated slow 4G and a mid-range
 * phone), on the built store started here with a fresh data directory. Each page is audited N times (5 unless told),
 * the pages taking turns, and the figures are the median of the runs, as Lighthouse's variability guide advises
 * (decision 0068). Prints each page's median scores with every run's performance score, the representative run's lab
 * metrics and the gzipped JavaScript each page loads first, and writes the representative reports to
 * reports/lighthouse/.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { firstLoadScripts, gzippedKilobytes } from "./first-load-js.mjs";

const PORT = Number(process.env.AUDIT_PORT ?? 3300);
const BASE = `http://localhost:${PORT}`;
const paths = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
// Issue 20's target pages, unless others are named.
const pages = paths.length > 0 ? paths : ["/", "/shop", "/products/papillex", "/blog"];
const RUNS = Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice("--runs=".length) ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error("--runs must be a whole number of at least 1");
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = mkdtempSync(path.join(tmpdir(), "elara-lighthouse-"));
const server = spawn("node", ["dist/server/main.js"], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: "production", LOG_LEVEL: "warn" },
  stdio: ["ignore", "inherit", "inherit"],
});

try {
  await waitForHealth();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      // The store's first language; English pages are audited by their own URLs (?lng=en).
      "--accept-lang=ro-RO,ro",
    ],
  });
  const reportDir = path.resolve("reports/lighthouse");
  mkdirSync(reportDir, { recursive: true });
  const runsByPage = new Map(pages.map((page) => [page, []]));
  const htmlByPage = new Map();
  try {
    // The pages take turns, so a moment of load on the machine touches one run of each rather than every run of one.
    for (let run = 0; run < RUNS; run += 1) {
      for (const page of pages) {
        // A first visit warms the server's caches, as a real deployment's would be, and names the page's scripts.
        htmlByPage.set(page, await (await fetch(BASE + page, { headers: { "Accept-Language": "ro" } })).text());
        const lhr = await audit(chrome.port, BASE + page);
        if (lhr.runtimeError) console.warn(`${page}, run ${run + 1}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        else runsByPage.get(page).push(lhr);
      }
    }
  } finally {
    await chrome.kill();
  }
  const rows = [];
  for (const page of pages) {
    const lhrs = runsByPage.get(page);
    if (lhrs.length === 0) throw new Error(`Lighthouse gave no usable run for ${page}`);
    const representative = computeMedianRun(lhrs);
    const median = (key) => Math.round(medianOf(lhrs.map((lhr) => lhr.categories[key]?.score ?? 0)) * 100);
    const metric = (key) => representative.audits[key]?.displayValue ?? "-";
    rows.push({
      page,
      performance: median("performance"),
      "every run": lhrs.map((lhr) => Math.round(lhr.categories.performance.score * 100)).join(" "),
      accessibility: median("accessibility"),
      "best-practices": median("best-practices"),
      seo: median("seo"),
      FCP: metric("first-contentful-paint"),
      LCP: metric("largest-contentful-paint"),
      TBT: metric("total-blocking-time"),
      CLS: metric("cumulative-layout-shift"),
      "first-load JS (KB gz)": gzippedKilobytes(firstLoadScripts(htmlByPage.get(page))),
    });
    const file = path.join(reportDir, `${page === "/" ? "home" : page.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-")}.json`);
    writeFileSync(file, JSON.stringify(representative));
  }
  console.table(rows);
  console.log(`Scores are the median of ${RUNS} run(s) per page; the reports in ${reportDir} are each page's representative run.`);
} finally {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}

async function audit(port, url) {
  // A fresh Chrome sometimes loses the first trace (NO_NAVSTART); one more run is the documented remedy.
  let result = await lighthouse(url, { port, output: "json", logLevel: "error" });
  if (result?.lhr.runtimeError) result = await lighthouse(url, { port, output: "json", logLevel: "error" });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

function medianOf(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function waitForHealth() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the store did not become healthy within 30 s");
}
