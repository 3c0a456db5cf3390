import { defineConfig, devices } from "@playwright/test";
import { E2E_METRICS_TOKEN, E2E_STOREFRONT_TOKEN } from "./tests/e2e/store-secrets.ts";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${PORT}`;
/** Journeys that change what every shopper sees: they run after the others, one project after another. */
const STORE_WIDE = /store-wide\.spec\.ts$/;
const STORE_WIDE_SETTINGS = /admin-settings\.spec\.ts$/;
/**
 * Journeys whose pages are the same on a phone as on a desktop (head tags, metrics, brand and blog pages, the
 * review form, the footer's newsletter, focus after navigation, the first-load budget): the phone project skips
 * them, so CI keeps its time for what a phone does differently (menus, drawers, the cart, checkout, account and the
 * admin).
 */
const SAME_ON_PHONES =
  /\/(seo|monitoring|pages|blog|reviews|footer-newsletter|global|invoices|destination|legal|first-load-budget)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // The longest journeys (cart, checkout, account) take 20–30 s on a quiet 2-core machine, and axe on each
  // page they visit; the default 30 s left no margin when the machine is shared.
  timeout: 60_000,
  // A page's client-side state (the signed-in customer, a fetched list) took over 5 s to settle while CI
  // shared the two cores with the server and two browsers.
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: E2E_BASE_URL,
    // The store's shoppers are Romanian first; a browser asking for English is tested on its own.
    locale: "ro-RO",
    trace: "retain-on-failure",
    launchOptions: {
      // Debian's Chromium; test tools cannot download browsers on these machines.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"] }, testIgnore: [STORE_WIDE, STORE_WIDE_SETTINGS] },
    { name: "mobile", use: { ...devices["Pixel 7"] }, testIgnore: [STORE_WIDE, STORE_WIDE_SETTINGS, SAME_ON_PHONES] },
    // The owner's catalogue and blog changes (prices, stock, articles) run once the others are done.
    { name: "store-wide", use: { ...devices["Desktop Chrome"] }, testMatch: STORE_WIDE, dependencies: ["desktop", "mobile"] },
    // The shipping terms and exchange rates change every page (200 lei, 19.99 lei, prices in EUR), which the
    // catalogue journey reads too: last of all (decision 0038).
    { name: "store-settings", use: { ...devices["Desktop Chrome"] }, testMatch: STORE_WIDE_SETTINGS, dependencies: ["store-wide"] },
  ],
  webServer: {
    // A fresh data directory each run: the store seeds itself exactly as on a new machine.
    command: "rm -rf data/e2e && node scripts/start.mjs",
    url: `${E2E_BASE_URL}/healthz`,
    env: {
      PORT: String(PORT),
      DATA_DIR: "data/e2e",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      PUBLIC_STOREFRONT_TOKEN: E2E_STOREFRONT_TOKEN,
      // Tests that post to rate-limited routes name their own client with X-Forwarded-For, so parallel
      // tests from one machine do not share one limit; without the header the peer address counts.
      TRUST_PROXY: "1",
      // No SMTP here: the account journeys read their activation, login and reset emails at /dev/mailbox,
      // which production refuses unless unsafe settings are allowed (for tests only).
      DEV_MAILBOX: "1",
      ALLOW_UNSAFE_DEV_SETTINGS: "1",
      // The card journeys pay on the sandbox's page, in test mode.
      PAYMENTS_SANDBOX: "1",
      // Production serves /metrics only with its bearer token.
      METRICS_TOKEN: E2E_METRICS_TOKEN,
    },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
  },
});
