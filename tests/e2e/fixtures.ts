import AxeBuilder from "@axe-core/playwright";
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from "@playwright/test";
import { recordAxeRun } from "./axe-report.ts";
import { startOwnStore, type OwnStore } from "./e2e-store.ts";
import { startFakeGa4, type FakeGa4 } from "../server/fake-ga4.ts";
import { startFakeMeta, type FakeMeta } from "../server/fake-meta.ts";
import { startFakeOblio, type FakeOblio } from "../server/invoice-issuer-fakes.ts";
import { checkStoreInvoices } from "./efactura-check.ts";

interface PageChecks {
  /** Console errors matching one of these are expected by the test (e.g. the browser logging a 404 document). */
  allowConsoleErrors: (pattern: RegExp) => void;
  /** Runs axe on the page as it is now and fails on serious or critical violations. */
  expectAccessible: (page: Page) => Promise<void>;
}

interface Options {
  /**
   * Whether each page starts as if this browser session had already seen the discount popup, so its
   * random timers cannot cover what a test is looking at. On by default; the popup's own specs turn it off
   * with `test.use({ suppressDiscountPopup: false })`.
   */
  suppressDiscountPopup: boolean;
  /**
   * Whether each page starts with a cookie choice already made (statistics allowed, as before the banner existed),
   * so the banner never covers what a test is looking at. On by default; the consent journey turns it off with
   * `test.use({ presetCookieChoice: false })`.
   */
  presetCookieChoice: boolean;
}

export interface WorkerOptions {
  /**
   * Whether this worker's own store sends conversions to local fakes of GA4 and Meta (issue 67 item 3), which the
   * worker starts first and its journeys read: only with `ownStore`.
   */
  withAdPlatforms: boolean;
  /**
   * Whether this worker's own store may choose Oblio as its invoice issuer (issue 70 item 2): a local fake of Oblio the
   * worker starts first, whose account the store's `OBLIO_*` variables name; only with `ownStore`.
   */
  withOblio: boolean;
  /**
   * Whether this worker's journeys run against a fresh store of their own rather than the shared one: those that
   * change what every shopper sees (playwright.config.ts) then run beside the others, which never read their changes.
   */
  ownStore: boolean;
}

/** The local fakes of the ad platforms a worker's own store sends its conversions to. */
export interface AdPlatforms {
  ga4: FakeGa4;
  meta: FakeMeta;
  /** How far the world the fakes live in runs ahead: it follows the store's clock, as a real day passing moves both. */
  clockAheadMs: number;
}

function adPlatformEnvironment({ ga4, meta }: AdPlatforms): Record<string, string> {
  return {
    GA4_MEASUREMENT_ID: ga4.account.measurementId,
    GA4_API_SECRET: ga4.account.apiSecret,
    GA4_API_BASE: ga4.account.apiBase,
    META_PIXEL_ID: meta.account.pixelId,
    META_ACCESS_TOKEN: meta.account.accessToken,
    META_API_BASE: meta.account.apiBase,
  };
}

/**
 * Holds the page's entry script back, as a slow phone's network does, until the returned function is called: what
 * the test does meanwhile happens on the server's HTML, before React takes the page over.
 */
export async function holdPageScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/entry.client-*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Every page of `context` starts with a cookie choice made (statistics allowed, as before the banner existed), so
 * the banner covers nothing a test clicks. The fixtures' own context has it; a context a test opens itself asks.
 */
export async function withCookieChoice(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(() => {
    if (localStorage.getItem("elara_consent") !== null) return;
    const choice = { id: crypto.randomUUID(), version: "e2e", decidedAt: Date.now(), statistics: true, marketing: false };
    localStorage.setItem("elara_consent", JSON.stringify(choice));
  });
  return context;
}

/** A shopper's page in a browser context of its own (`options`), its cookie choice made as in `withCookieChoice`. */
export async function shopperPage(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  return (await withCookieChoice(await browser.newContext(options))).newPage();
}

/**
 * Waits until the page is live: React has taken it over and run its effects (listeners attached, timers set, stored
 * state read) and the root layout has said so (`window.__elaraLive`, app/lib/held-submits.tsx). The router's global
 * (`__reactRouterDataRouter`) is no such sign: it is set as hydration begins, and on a busy machine the effects (the
 * discount popup's scroll listener and timers among them) came seconds later.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => window.__elaraLive === true);
}

/**
 * Waits until React has taken `control` over (its handlers are attached): the gallery hydrates after the page's first
 * commit, and a section rendered when seen (the reviews, the ingredient carousel: `RenderWhenSeen`) once the shopper
 * comes near it and its code has arrived. Until then such a section hands a click over, but not a changed `<select>`.
 */
export async function handlersAttached(control: Locator) {
  await expect.poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$")))).toBe(true);
}

/** The store's variables for the fake's account (README, "The invoice issuer"). */
function oblioEnvironment({ account }: FakeOblio): Record<string, string> {
  return {
    OBLIO_EMAIL: account.email,
    OBLIO_SECRET: account.secret,
    OBLIO_CIF: account.cif,
    OBLIO_SERIES: account.series,
    OBLIO_API_URL: account.baseUrl,
  };
}

export const test = base.extend<
  PageChecks & Options & { consoleErrors: string[] },
  WorkerOptions & { store: OwnStore | null; adPlatforms: AdPlatforms | null; oblio: FakeOblio | null }
>({
  ownStore: [false, { option: true, scope: "worker" }],
  withAdPlatforms: [false, { option: true, scope: "worker" }],
  withOblio: [false, { option: true, scope: "worker" }],
  oblio: [
    async ({ withOblio }, use) => {
      if (!withOblio) return use(null);
      const oblio = await startFakeOblio();
      await use(oblio);
      await oblio.close();
    },
    { scope: "worker" },
  ],
  adPlatforms: [
    async ({ withAdPlatforms }, use) => {
      if (!withAdPlatforms) return use(null);
      const platforms = { clockAheadMs: 0 } as AdPlatforms;
      [platforms.ga4, platforms.meta] = await Promise.all([
        startFakeGa4(),
        startFakeMeta({ now: () => Date.now() + platforms.clockAheadMs }),
      ]);
      await use(platforms);
      const { ga4, meta } = platforms;
      await Promise.all([ga4.close(), meta.close()]);
    },
    { scope: "worker" },
  ],
  store: [
    async ({ ownStore, adPlatforms, oblio }, use, workerInfo) => {
      if (!ownStore) return use(null);
      const store = await startOwnStore(`${workerInfo.project.name}-${workerInfo.workerIndex}`, {
        env: { ...(adPlatforms ? adPlatformEnvironment(adPlatforms) : {}), ...(oblio ? oblioEnvironment(oblio) : {}) },
      });
      await use({
        ...store,
        setClockAhead(milliseconds) {
          store.setClockAhead(milliseconds);
          if (adPlatforms) adPlatforms.clockAheadMs = milliseconds;
        },
      });
      // Before the store goes: the invoices its journeys issued pass ANAF's rules (efactura-check.ts).
      try {
        await checkStoreInvoices(store.dataDir);
      } finally {
        await store.stop();
      }
    },
    // Starting and seeding a store took 30-60 s while the machine was busy.
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ baseURL, store }, use) => {
    await use(store?.url ?? baseURL);
  },
  suppressDiscountPopup: [true, { option: true }],
  presetCookieChoice: [true, { option: true }],
  context: async ({ context, suppressDiscountPopup, presetCookieChoice }, use) => {
    if (suppressDiscountPopup) await context.addInitScript(() => sessionStorage.setItem("discountPopupShown", "true"));
    if (presetCookieChoice) await withCookieChoice(context);
    await use(context);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
  },
  allowConsoleErrors: [
    async ({ consoleErrors }, use) => {
      const allowed: RegExp[] = [];
      await use((pattern) => allowed.push(pattern));
      // Runs after the test body: every visited page must have kept a clean console.
      expect(consoleErrors.filter((text) => !allowed.some((pattern) => pattern.test(text)))).toEqual([]);
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright requires a destructured first argument even with no dependencies.
  expectAccessible: async ({}, use, testInfo) => {
    await use(async (page) => {
      // A toast still fading in has a lower contrast than it settles at; let finite transitions end first
      // (the marquee's endless animation is left running).
      const settle = () =>
        page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
              .map((animation) => animation.finished.catch(() => undefined)),
          ),
        );
      // Legacy mode runs axe in the page's own frames; the default opens a blank page for each check to gather the
      // frames' results in, which doubled its time (1.5 s → 0.7 s a page). The store's pages hold no cross-origin frame,
      // the one kind only the default reaches. Only violations are read, so only they are gathered.
      const analyze = () =>
        new AxeBuilder({ page })
          .setLegacyMode(true)
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
          .options({ resultTypes: ["violations"] })
          .analyze();
      await settle();
      let results = await analyze();
      // A toast that began to fade in while axe ran is measured half transparent: look again once it has settled.
      if (results.violations.some((violation) => violation.id === "color-contrast")) {
        await settle();
        results = await analyze();
      }
      // The per-release report (axe-report.ts): every check, passed or not, with its violations by impact.
      const violations = { critical: 0, serious: 0, moderate: 0, minor: 0 };
      for (const violation of results.violations) if (violation.impact) violations[violation.impact] += violation.nodes.length;
      recordAxeRun(
        { url: page.url(), project: testInfo.project.name, violations, rules: results.violations.map((violation) => violation.id) },
        `${testInfo.project.name}-${testInfo.workerIndex}-${process.pid}`,
      );
      const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
      expect(
        serious.map(
          (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
        ),
      ).toEqual([]);
    });
  },
});

export { expect };

/**
 * A client address of its own for `seed` (the suite's name with the test's id and retry), so the server's per-client
 * limits (it trusts one proxy hop) never count two tests together.
 */
export function clientAddress(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `10.${(hash >> 16) & 255}.${(hash >> 8) & 255}.${hash & 255}`;
}
