import type { APIRequestContext, Response } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { E2E_METRICS_TOKEN } from "./store-secrets.ts";

const METRICS_AUTH = { Authorization: `Bearer ${E2E_METRICS_TOKEN}` };

const LOGS = "/api/monitoring/logs";
const METRICS = "/api/monitoring/metrics";

const isPostTo = (path: string) => (response: Response) =>
  response.request().method() === "POST" && new URL(response.url()).pathname === path;

// Beacons carry no body Playwright can read, so what arrived is read back from the server's own counts.
async function vitalCounts(request: APIRequestContext) {
  const text = await (await request.get("/metrics", { headers: METRICS_AUTH })).text();
  const count = (metric: string) => Number(new RegExp(`^${metric}_count (\\d+)$`, "m").exec(text)?.[1] ?? 0);
  return {
    TTFB: count("web_vitals_ttfb_seconds"),
    FCP: count("web_vitals_fcp_seconds"),
    LCP: count("web_vitals_lcp_seconds"),
    CLS: count("web_vitals_cls"),
  };
}

test.describe("browser monitoring", () => {
  test("reports Core Web Vitals: TTFB and FCP on load, LCP at the first input, CLS when the page is hidden", async ({
    page,
    request,
    expectAccessible,
  }) => {
    const before = await vitalCounts(request);
    const accepted = page.waitForResponse(isPostTo(METRICS));
    await page.goto("/shop");
    expect((await accepted).status()).toBe(202);
    await expect.poll(async () => (await vitalCounts(request)).TTFB).toBeGreaterThan(before.TTFB);
    await expect.poll(async () => (await vitalCounts(request)).FCP).toBeGreaterThan(before.FCP);
    await expectAccessible(page);

    // The shopper's first click ends the largest paint's observation. web-vitals heeds only a trusted event for
    // that, so a real click: a visibilitychange dispatched by script (below) never finalised LCP, and this test
    // passed only when an earlier test's input had already done it.
    await page.getByRole("heading", { level: 1 }).click();
    await expect.poll(async () => (await vitalCounts(request)).LCP).toBeGreaterThan(before.LCP);

    // What the browser does when the shopper switches tab: the moment web-vitals finalises CLS.
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect.poll(async () => (await vitalCounts(request)).CLS).toBeGreaterThan(before.CLS);
  });

  test("reports an uncaught error and an unhandled rejection, and keeps them in local storage", async ({
    page,
    expectAccessible,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/e2e: (uncaught|unhandled)/);
    // The first vital proves the page hydrated and monitoring started.
    const hydrated = page.waitForResponse(isPostTo(METRICS));
    await page.goto("/products/papillex?token=secret");
    await hydrated;
    await expectAccessible(page);

    const reported = (message: string) =>
      page.waitForResponse(
        (response) => isPostTo(LOGS)(response) && (response.request().postDataJSON() as { message?: string }).message === message,
      );
    const uncaught = reported("e2e: uncaught");
    await page.evaluate(() => {
      setTimeout(() => {
        throw new TypeError("e2e: uncaught");
      });
    });
    const uncaughtResponse = await uncaught;
    expect(uncaughtResponse.status()).toBe(202);
    expect(uncaughtResponse.request().postDataJSON()).toMatchObject({
      level: "error",
      error: { name: "TypeError", message: "e2e: uncaught" },
      context: { url: expect.stringMatching(/\/products\/papillex$/) as unknown, component: "window", action: "error" },
    });

    const rejection = reported("e2e: unhandled");
    await page.evaluate(() => {
      void Promise.reject(new Error("e2e: unhandled"));
    });
    expect((await rejection).status()).toBe(202);

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("elara_monitoring_logs") ?? "[]") as { message: string }[]);
    expect(stored.map((entry) => entry.message)).toEqual(["e2e: uncaught", "e2e: unhandled"]);
  });

  test("GET /metrics counts requests by route class, never cached", async ({ page, request }) => {
    const accepted = page.waitForResponse(isPostTo(METRICS));
    await page.goto("/");
    await accepted;
    const response = await request.get("/metrics", { headers: METRICS_AUTH });
    expect(response.headers()["cache-control"]).toBe("no-store");
    const text = await response.text();
    expect(text).toMatch(/^http_requests_total\{method="GET",route="page",status="200"\} \d+$/m);
    expect(text).toMatch(/^http_requests_total\{method="POST",route="\/api\/monitoring\/metrics",status="202"\} \d+$/m);
    expect(text).not.toMatch(/route="\/(shop|products)/);
  });
});
