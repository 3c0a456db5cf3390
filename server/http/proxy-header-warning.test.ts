import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { capturingLogger } from "#tests/server/capturing-logger.ts";
import { warnOnceWithoutProxyHeader } from "./proxy-header-warning.ts";

function appWithLog(trustProxyHops: number) {
  const { logger, lines: warnings } = capturingLogger();
  const app = new Hono().use(warnOnceWithoutProxyHeader(logger, trustProxyHops)).all("*", (c) => c.text("ok"));
  const request = (path: string, headers: Record<string, string> = {}) =>
    app.request(path, { headers }, { incoming: { socket: { remoteAddress: "10.0.0.7" } } });
  return { request, warnings };
}

describe("TRUST_PROXY without the proxy's header", () => {
  it("is warned of once, at the first shopper request without X-Forwarded-For, naming where it came from", async () => {
    const { request, warnings } = appWithLog(1);
    await request("/ro", { "X-Forwarded-For": "203.0.113.9" });
    // The load balancer's own checks and the metrics scraper call the store directly.
    await request("/healthz");
    await request("/metrics");
    expect(warnings).toEqual([]);

    await request("/ro/shop");
    await request("/en/shop");
    await request("/api/newsletter-signup");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, path: "/ro/shop", peer: "10.0.0.7" });
    expect(warnings[0]!.msg).toMatch(/^TRUST_PROXY=1 but a request arrived without X-Forwarded-For/);
  });

  it("says nothing when no proxy is trusted", async () => {
    const { request, warnings } = appWithLog(0);
    await request("/ro/shop");
    expect(warnings).toEqual([]);
  });
});
