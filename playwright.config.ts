import { defineConfig, devices } from "@playwright/test";
import { SHARED_DATA_DIR, storeEnvironment } from "./tests/e2e/e2e-store.ts";
import { ENGLISH_REPEAT, ENGLISH_RUN, SAME_ON_PHONES_TAG } from "./tests/e2e/journey-tags.ts";
import type { WorkerOptions } from "./tests/e2e/fixtures.ts";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${PORT}`;
/**
 * Journeys that change what every shopper sees: the owner's catalogue and blog changes (prices, stock, articles),
 * subscriptions swept as of a later day, and the shipping terms and exchange rates (200 lei, 19.99 lei, prices in EUR),
 * which the catalogue journeys read too. They run against a store of their own (decisions 0038 and 0073).
 */
const STORE_WIDE = /(store-wide|admin-settings)\.spec\.ts$/;
/**
 * Journeys whose pages are the same on a phone as on a desktop (head tags, metrics, brand and blog pages, the
 * review form, the footer's newsletter, focus after navigation, the first-load budget, the HTML weight, the reflow at
 * 320 px and 200 %, which sets its own viewports, the accessibility statement, and the pages hydrated on another day): the phone project skips
 * them, so CI keeps its time for what a phone does differently (menus, drawers, the cart, checkout, account and the
 * admin).
 */
const SAME_ON_PHONES =
  /\/(seo|monitoring|pages|blog|reviews|footer-newsletter|global|invoices|destination|legal|first-load-budget|page-weight|reflow|accessibility-statement|far-time-zone)\.spec\.ts$/;
/**
 * The admin's journeys beyond its orders: staff work at a desk, and these pages (setup, staff, reviews, discounts,
 * customers, subscriptions, returns, reports, the stock ledger, the store credit's refund, the feeds' addresses) lay out and behave on a
 * phone as on a desktop. admin-orders.spec.ts alone runs on phones too, proving the admin's menu, a list and an
 * order's page work there (with axe); the rest took some 6 of the phone project's worker-minutes. The courier's
 * journey is mostly the owner's desk and the courier's days; its checkout's locker picker on a phone is
 * checkout-locker.spec.ts's.
 */
const ADMIN_SAME_ON_PHONES =
  /\/(admin|admin-launch-checklist|admin-returns|admin-shipping|stock-ledger|reports|store-credit|courier-journey|product-feeds|attribution-journey)\.spec\.ts$/;
/**
 * After-sale pages a shopper reaches from an email or their account (order link, tracking, returns, withdrawal, the
 * subscription found after an order) and the catalogue's listing: single-column forms and lists that lay out on a phone
 * as on a desktop. The phone keeps what it does differently: the header's menu and bottom bar, the cart drawer, the
 * currency in the menu, the product page and its purchase panel, checkout and its locker picker, the account, the home
 * page and the popup (decision 0107).
 */
const AFTER_SALE_SAME_ON_PHONES =
  /\/(catalogue|order-link|parcel-tracking|returns|withdrawal|withdrawal-before-shipping|checkout-after-order|review-request)\.spec\.ts$/;

/**
 * The screenshot comparison (issue 45 item 3): a store of its own that nothing else changes, since the store-wide
 * journeys' own store gains the products, prices and reviews they make before or after it, in any order.
 */
const OWN_PICTURES = /\/page-looks\.spec\.ts$/;

/**
 * What only a phone adds to a desktop's journey: the locker picker, which a desktop meets in courier-journey.spec.ts,
 * and the purchase with the keyboard alone, on the smallest screen a keyboard user buys on (issue 66 item 3).
 */
const ONLY_ON_PHONES = /\/(checkout-locker|keyboard-checkout)\.spec\.ts$/;

/** Debian's Chromium, for the screenshot comparison; CHROMIUM_PATH names another. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/**
 * Debian's `chromium-headless-shell`, for every other journey: the same engine without the full browser around it, it
 * took a third less CPU over the cart, product and checkout journeys (130 → 87 s, decision 0166). CHROMIUM_SHELL_PATH
 * names another.
 */
const CHROMIUM_HEADLESS_SHELL = process.env.CHROMIUM_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
const CHROMIUM_ARGS = ["--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

export default defineConfig<object, WorkerOptions>({
  testDir: "tests/e2e",
  // Every invoice the journeys issued, checked with ANAF's CIUS-RO Schematron (issue 44, decision 0095).
  globalTeardown: "./tests/e2e/global-teardown.ts",
  fullyParallel: true,
  // The longest unmarked journeys (store credit, withdrawal, the popup's checkout) take 15–21 s on a quiet 2-core
  // machine, with axe on each page they visit; CI's machine ran the suite three times slower (46 against 15 minutes),
  // where a 17 s journey crossed 60 s. The margin costs nothing while a journey passes.
  timeout: 90_000,
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
    // Debian's headless shell, the browser Playwright itself runs headless tests in (decision 0166); test tools cannot
    // download browsers on these machines.
    launchOptions: { executablePath: CHROMIUM_HEADLESS_SHELL, args: CHROMIUM_ARGS },
  },
  projects: [
    // First, and on one worker: its store starts once (a fresh store is seeded, 20-45 s of CPU) and its journeys run
    // one after another beside the other worker's, from the run's start. Each puts back what it changed for the next
    // one (the settings journey its defaults, the product editor its title); a journey that fails takes its worker, and
    // with it the store, away, so the next one starts on a fresh store. One at a time, their subscriptions' sweeps
    // never wait on each other's calendar (subscription-jobs.ts).
    { name: "store-wide", use: { ...devices["Desktop Chrome"], ownStore: true }, testMatch: STORE_WIDE, workers: 1 },
    // The reference pictures are Debian Chromium's own drawing, which the headless shell's differs from by a few hundred
    // pixels of text.
    {
      name: "looks",
      use: { ...devices["Desktop Chrome"], ownStore: true, launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS } },
      testMatch: OWN_PICTURES,
      workers: 1,
    },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"] },
      testIgnore: [STORE_WIDE, OWN_PICTURES, ONLY_ON_PHONES],
      // English runs that repeat a component's texts (journey-tags.ts says why).
      grepInvert: new RegExp(ENGLISH_REPEAT),
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"] },
      testIgnore: [STORE_WIDE, OWN_PICTURES, SAME_ON_PHONES, ADMIN_SAME_ON_PHONES, AFTER_SALE_SAME_ON_PHONES],
      // A journey run once per language runs on phones in Romanian only, and one with no layout of its own not at all
      // (journey-tags.ts says why).
      grepInvert: new RegExp(`${ENGLISH_RUN}|${SAME_ON_PHONES_TAG}`),
    },
  ],
  webServer: {
    // A fresh data directory each run: the store seeds itself exactly as on a new machine.
    command: `rm -rf ${SHARED_DATA_DIR} && node scripts/start.mjs`,
    url: `${E2E_BASE_URL}/healthz`,
    env: storeEnvironment(PORT, SHARED_DATA_DIR),
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
  },
});
