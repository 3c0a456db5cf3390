import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createMetrics, httpMetrics, metricsRoutes } from "./metrics.ts";

describe("HTTP metrics", () => {
  const app = () => {
    const metrics = createMetrics();
    const hono = new Hono();
    hono.use(httpMetrics(metrics));
    hono.route("/", metricsRoutes(metrics, { token: undefined, open: true }));
    hono.get("/products/:handle", (c) => c.text("ok"));
    hono.use("/assets/*", async (c, next) => {
      await next();
    });
    hono.get("/assets/*", (c) => c.notFound());
    hono.on(["GET", "HEAD", "POST"], "*", (c) => c.html("page"));
    return hono;
  };

  it("labels by route pattern, or by class for wildcard routes, never by raw path", async () => {
    const hono = app();
    await hono.request("/products/papillex");
    await hono.request("/products/ahcc");
    await hono.request("/assets/app-1234.js");
    await hono.request("/our-story");
    await hono.request("/api/unknown");
    await hono.request("/our-story", { method: "PROPFIND" });
    const text = await (await hono.request("/metrics")).text();
    expect(text).toContain('http_requests_total{method="GET",route="/products/:handle",status="200"} 2');
    expect(text).toContain('http_requests_total{method="GET",route="assets",status="404"} 1');
    expect(text).toContain('http_requests_total{method="GET",route="page",status="200"} 1');
    expect(text).toContain('http_requests_total{method="GET",route="api:other",status="200"} 1');
    expect(text).toContain('route="page",status="404"');
    expect(text).toContain('method="other"');
    expect(text).not.toMatch(/papillex|our-story|app-1234/);
  });

  it("reports the page cache's and the Storefront API cache's hits, misses, bytes and entries at each scrape", async () => {
    let storefront: { hits: number; misses: number; entries: number; bytes: number } | null = {
      hits: 7,
      misses: 2,
      entries: 2,
      bytes: 900,
    };
    const metrics = createMetrics({
      pageCacheStats: () => ({ hits: 3, misses: 1, staleServed: 1, entries: 1, bytes: 4096 }),
      storefrontCacheStats: () => storefront,
    });
    const text = await metrics.registry.metrics();
    expect(text).toContain('page_cache_requests_total{result="stale"} 1');
    expect(text).toContain("page_cache_bytes 4096");
    expect(text).toContain('storefront_cache_requests_total{result="hit"} 7');
    expect(text).toContain("storefront_cache_entries 2");
    expect(text).not.toContain('storefront_cache_requests_total{result="stale"}');
    storefront = null;
    expect(await metrics.registry.metrics()).toContain("storefront_cache_bytes 0");
  });

  it("gives when the last good backup was, 0 while there is none, and no such gauge without BACKUP_DIR", async () => {
    let last: Date | null = null;
    const metrics = createMetrics({ lastGoodBackupAt: async () => last });
    expect(await metrics.registry.metrics()).toContain("elara_backup_last_success_timestamp_seconds 0");
    last = new Date("2026-11-27T03:00:00.500Z");
    expect(await metrics.registry.metrics()).toContain("elara_backup_last_success_timestamp_seconds 1795748400");
    expect(await createMetrics().registry.metrics()).not.toContain("elara_backup");
  });

  it("reports web vitals in seconds, CLS as a score, and log entries by level", async () => {
    const metrics = createMetrics();
    metrics.observeWebVital("INP", 180);
    metrics.observeWebVital("CLS", 0.12);
    metrics.observeClientLog("warn");
    metrics.observeClientLog("warn");
    const text = await metrics.registry.metrics();
    expect(text).toContain('web_vitals_inp_seconds_bucket{le="0.2"} 1');
    expect(text).toContain('web_vitals_inp_seconds_bucket{le="0.1"} 0');
    expect(text).toContain('web_vitals_cls_bucket{le="0.15"} 1');
    expect(text).toContain('web_vitals_cls_bucket{le="0.1"} 0');
    expect(text).toContain('client_log_entries_total{level="warn"} 2');
  });

  it("answers only with the bearer token when one is set, and not at all in production without one", async () => {
    const token = "m".repeat(40);
    const guarded = new Hono().route("/", metricsRoutes(createMetrics(), { token, open: false }));
    const refused = await guarded.request("/metrics");
    expect(refused.status).toBe(401);
    expect(refused.headers.get("WWW-Authenticate")).toBe('Bearer realm="metrics"');
    expect((await guarded.request("/metrics", { headers: { Authorization: `Bearer ${"x".repeat(40)}` } })).status).toBe(401);
    const allowed = await guarded.request("/metrics", { headers: { Authorization: `Bearer ${token}` } });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain("http_requests_total");

    const closed = new Hono().route("/", metricsRoutes(createMetrics(), { token: undefined, open: false }));
    expect((await closed.request("/metrics")).status).toBe(404);
  });
});
