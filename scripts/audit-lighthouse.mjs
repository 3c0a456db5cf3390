#!/usr/bin/env node
/**
 * `npm run audit:lighthouse [-- /path …]`: Lighthouse 12, mobile preset (simulated slow 4G and a mid-range
 * phone), on the built store started here with a fresh data directory. Prints each page's scores and
 * lab metrics, the gzipped JavaScript each page loads first, and writes the full reports to reports/lighthouse/.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { firstLoadScripts, gzippedKilobytes } from "./first-load-js.mjs";

const PORT = Number(process.env.AUDIT_PORT ?? 3300);
const BASE = `http://localhost:${PORT}`;
const paths = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const pages = paths.length > 0 ? paths : ["/", "/our-story", "/shop", "/products/papillex"];
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
  const rows = [];
  try {
    for (const page of pages) {
      // A first visit warms the server's caches, as a real deployment's would be, and names the page's scripts.
      const html = await (await fetch(BASE + page, { headers: { "Accept-Language": "ro" } })).text();
      // A fresh Chrome sometimes loses the first trace (NO_NAVSTART); one more run is the documented remedy.
      let result = await lighthouse(BASE + page, { port: chrome.port, output: "json", logLevel: "error" });
      if (result?.lhr.runtimeError) result = await lighthouse(BASE + page, { port: chrome.port, output: "json", logLevel: "error" });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      if (result.lhr.runtimeError) console.warn(`${page}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      const { categories, audits } = result.lhr;
      const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
      const metric = (key) => audits[key]?.displayValue ?? "-";
      rows.push({
        page,
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
        FCP: metric("first-contentful-paint"),
        LCP: metric("largest-contentful-paint"),
        TBT: metric("total-blocking-time"),
        CLS: metric("cumulative-layout-shift"),
        "first-load JS (KB gz)": gzippedKilobytes(firstLoadScripts(html)),
      });
      const file = path.join(reportDir, `${page === "/" ? "home" : page.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-")}.json`);
      writeFileSync(file, typeof result.report === "string" ? result.report : JSON.stringify(result.lhr));
    }
  } finally {
    await chrome.kill();
  }
  console.table(rows);
  console.log(`Full reports in ${reportDir}`);
} finally {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
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
