#!/usr/bin/env node
/**
 * How long a shopper waits between pressing "Place order" and the thank-you page (issue 45 item 5), on a phone as
 * Lighthouse's mobile profile models it: 4× slower CPU, 150 ms round trips, 1.6 Mbps down and 750 Kbps up, applied
 * through the DevTools protocol once the form is filled (filling it is not what is measured). Each run is a fresh
 * browser, a bottle added on the product page, the checkout filled in English, cash on delivery, timed from the click
 * to the thank-you heading; the median of the runs is printed. A measuring tool, not a test: not run in CI.
 *
 *   node scripts/measure-checkout.mjs http://127.0.0.1:3000 [runs=5]
 *
 * The store must be a production build with the payment sandbox (as `npm start` runs it with a fresh DATA_DIR).
 */
import { chromium } from "@playwright/test";

const [base = "http://127.0.0.1:3000", runsArgument = "5"] = process.argv.slice(2);
const runs = Number(runsArgument);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// Lighthouse's mobile throttling (its "simulated" defaults, applied here for real): RTT 150 ms, 1.6 Mbps down, 750 Kbps up.
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

async function oneRun(run) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--headless", "--disable-gpu"] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, baseURL: base });
    // The cookie choice made and the discount popup seen, as the e2e suite starts its shoppers: neither covers the button.
    await context.addInitScript(() => {
      localStorage.setItem(
        "elara_consent",
        JSON.stringify({ id: crypto.randomUUID(), version: "measure", decidedAt: Date.now(), statistics: true, marketing: false }),
      );
      sessionStorage.setItem("discountPopupShown", "true");
    });
    const page = await context.newPage();
    // Each run its own client address, so the store's per-client limits never decide a figure.
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.100.${10 + run}` });
    await page.goto("/products/papillex?lng=en");
    await page.waitForFunction(() => window.__elaraLive === true);
    await page.waitForFunction(() => localStorage.getItem("elara_cart") !== null);
    await page
      .getByRole("group", { name: "Purchase options" })
      .getByRole("radio", { name: /Single bottle/ })
      .check();
    await page.getByRole("button", { name: "Add to cart", exact: true }).click();
    await page.waitForFunction(() => JSON.parse(localStorage.getItem("elara_cart") ?? "[]").length === 1);
    await page.goto("/checkout?lng=en");
    await page.waitForFunction(() => window.__elaraLive === true);
    await page.getByLabel("Email", { exact: true }).fill(`measure.${Date.now()}.${run}@example.ro`);
    await page.getByLabel("First name", { exact: true }).fill("Ana");
    await page.getByLabel("Last name", { exact: true }).fill("Pop");
    await page.getByLabel("Address", { exact: true }).fill("Str. Lalelelor 3");
    await page.getByLabel("City", { exact: true }).fill("Cluj-Napoca");
    await page.getByLabel("Postal code / ZIP", { exact: true }).fill("400001");
    await page.getByLabel("County", { exact: true }).selectOption("Cluj");
    await page.getByLabel("Phone", { exact: true }).fill("0722 000 000");
    await page.getByRole("radio", { name: "Cash on delivery" }).check();
    await page.getByRole("checkbox", { name: "I have read and agree to the terms and conditions" }).check();
    await page.getByText("Total to pay", { exact: true }).waitFor();

    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const requests = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/")) requests.push(new URL(request.url()).pathname);
    });

    const started = performance.now();
    await page.getByRole("button", { name: "Place order" }).click();
    await page.getByRole("heading", { name: "Thank you for your order!", level: 1 }).waitFor({ timeout: 60_000 });
    const elapsed = performance.now() - started;
    return { elapsed, requests };
  } finally {
    await browser.close();
  }
}

const times = [];
for (let run = 0; run < runs; run += 1) {
  const { elapsed, requests } = await oneRun(run);
  times.push(elapsed);
  console.log(`run ${run + 1}: ${Math.round(elapsed)} ms  (${requests.join(", ")})`);
}
const sorted = [...times].sort((a, b) => a - b);
console.log(
  `median of ${runs}: ${Math.round(sorted[Math.floor(sorted.length / 2)])} ms (min ${Math.round(sorted[0])}, max ${Math.round(sorted.at(-1))})`,
);
