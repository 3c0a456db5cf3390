/**
 * The headers every response carries, what a route sets for itself that the defaults must not overwrite,
 * HSTS only over HTTPS, and the CSP violation reports counted in /metrics.
 */
import { describe, expect, it } from "vitest";
import { testDatabaseForFile } from "#tests/server/test-database.ts";
import { socketFrom } from "#tests/server/account-kit.ts";
import { buildOrdersApp, orderBody, variantGid } from "#tests/server/orders-kit.ts";
import { buildTestApp, testConfig } from "#tests/server/platform-kit.ts";
import { CSP_REPORT_PATH, pagePolicy } from "./content-security-policy.ts";

const database = testDatabaseForFile({ seeded: true });

describe("security headers", () => {
  it("sends the defaults on an API answer, with a policy that lets nothing load or frame it", async () => {
    const { app } = buildTestApp(database);
    const response = await app.request("/api/order-status", { method: "GET" }, socketFrom());
    expect(response.headers.get("Content-Security-Policy")).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("Reporting-Endpoints")).toBe(`csp="${CSP_REPORT_PATH}"`);
  });

  it("keeps what a route set for itself: the payment page's own policy and referrer rule", async () => {
    const kit = buildOrdersApp({ database });
    const variant = await variantGid(database, "PAP-1");
    const placed = await kit.app.request(
      "/api/create-order",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(orderBody([{ variantId: variant, quantity: 1 }], { paymentMethod: "card" })),
      },
      socketFrom(),
    );
    const { paymentUrl } = (await placed.json()) as { paymentUrl: string };
    const page = await kit.app.request(new URL(paymentUrl).pathname, {}, socketFrom());
    expect(page.status).toBe(200);
    expect(page.headers.get("Content-Security-Policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(page.headers.get("Referrer-Policy")).toBe("same-origin");
    expect(page.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("sends HSTS only over HTTPS: the request's own scheme, or a trusted proxy's X-Forwarded-Proto", async () => {
    const hsts = async (trustProxyHops: number, url: string, headers: Record<string, string> = {}) => {
      const { app } = buildTestApp(database, { config: { ...testConfig, trustProxyHops } });
      return (await app.request(url, { headers }, socketFrom())).headers.get("Strict-Transport-Security");
    };
    expect(await hsts(0, "http://shop.example/healthz")).toBeNull();
    expect(await hsts(0, "https://shop.example/healthz")).toBe("max-age=15552000; includeSubDomains");
    expect(await hsts(0, "http://shop.example/healthz", { "X-Forwarded-Proto": "https" })).toBeNull();
    expect(await hsts(1, "http://shop.example/healthz", { "X-Forwarded-Proto": "https" })).toBe("max-age=15552000; includeSubDomains");
    // Only the entry the trusted proxy wrote counts, not one the client put before it.
    expect(await hsts(1, "http://shop.example/healthz", { "X-Forwarded-Proto": "https, http" })).toBeNull();
  });
});

describe("the pages' Content-Security-Policy", () => {
  it("allows scripts only from the store or with this response's nonce, and names the payment provider only when there is one", () => {
    const policy = pagePolicy({ nonce: "abc123", stripe: false, shopifyDomain: undefined, secure: false });
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' 'nonce-abc123'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
        "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; " +
        `report-uri ${CSP_REPORT_PATH}; report-to csp`,
    );
    expect(policy).not.toContain("unsafe-eval");
    const withProviders = pagePolicy({ nonce: "n", stripe: true, shopifyDomain: "elara.myshopify.com", secure: true });
    expect(withProviders).toContain("form-action 'self' https://checkout.stripe.com");
    expect(withProviders).toContain("connect-src 'self' https://elara.myshopify.com");
    expect(withProviders).toContain("img-src 'self' data: blob: https://cdn.shopify.com");
    expect(withProviders.endsWith("upgrade-insecure-requests")).toBe(true);
  });

  it("counts reported violations by directive in /metrics, in both report formats, and refuses anything else", async () => {
    const { app } = buildTestApp(database);
    const report = (body: string, type: string) =>
      app.request(CSP_REPORT_PATH, { method: "POST", headers: { "Content-Type": type }, body }, socketFrom());
    const legacy = JSON.stringify({
      "csp-report": {
        "document-uri": "https://shop.example/",
        "violated-directive": "script-src-elem",
        "effective-directive": "script-src-elem",
      },
    });
    expect((await report(legacy, "application/csp-report")).status).toBe(204);
    const reportingApi = JSON.stringify([
      { type: "csp-violation", body: { effectiveDirective: "img-src", blockedURL: "https://tracker.example/p.gif" } },
      { type: "csp-violation", body: { effectiveDirective: "made-up-directive" } },
    ]);
    expect((await report(reportingApi, "application/reports+json")).status).toBe(204);
    expect((await report("{", "application/csp-report")).status).toBe(400);
    expect((await report("{}", "application/csp-report")).status).toBe(400);
    expect((await app.request(CSP_REPORT_PATH, {}, socketFrom())).status).toBe(405);

    const metrics = await (await app.request("/metrics", {}, socketFrom())).text();
    expect(metrics).toContain('csp_violations_total{directive="script-src-elem"} 1');
    expect(metrics).toContain('csp_violations_total{directive="img-src"} 1');
    expect(metrics).toContain('csp_violations_total{directive="other"} 1');
    expect(metrics).not.toContain("tracker.example");
  });
});
