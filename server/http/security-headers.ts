/**
 * Security headers on every response. A route that set its own (the payment page's stricter CSP and
 * `X-Frame-Options: DENY`, an image's CSP, a page's nonce policy) keeps it: defaults only fill gaps.
 * HSTS is sent only when the request really came over HTTPS, directly or through a trusted proxy.
 */
import type { Context, MiddlewareHandler } from "hono";
import { CSP_REPORT_GROUP, CSP_REPORT_PATH, RESOURCE_POLICY } from "./content-security-policy.ts";

const HSTS = "max-age=15552000; includeSubDomains";

const DEFAULTS: Record<string, string> = {
  "Content-Security-Policy": RESOURCE_POLICY,
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Origin-Agent-Cluster": "?1",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Reporting-Endpoints": `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`,
  "X-Content-Type-Options": "nosniff",
  "X-DNS-Prefetch-Control": "off",
  "X-Download-Options": "noopen",
  "X-Frame-Options": "DENY",
  "X-Permitted-Cross-Domain-Policies": "none",
  "X-XSS-Protection": "0",
};

/** Whether the shopper's connection is HTTPS: the request's own scheme, or the trusted proxy's `X-Forwarded-Proto`. */
export function cameOverHttps(c: Context, trustProxyHops: number): boolean {
  // The request's URL is absolute with its scheme in lower case (WHATWG URL), so no parse is needed to read it.
  if (c.req.url.startsWith("https:")) return true;
  if (trustProxyHops === 0) return false;
  const forwarded = (c.req.header("X-Forwarded-Proto") ?? "").split(",").map((entry) => entry.trim().toLowerCase());
  // The outermost trusted proxy wrote the entry `trustProxyHops` from the right; entries left of it are the client's.
  return (forwarded[forwarded.length - trustProxyHops] ?? forwarded[0]) === "https";
}

const DEFAULTS_OVER_HTTPS: Record<string, string> = { ...DEFAULTS, "Strict-Transport-Security": HSTS };

/**
 * The headers `securityHeaders` gives a response that set none of its own, for an answer sent before the middleware
 * runs (the Storefront API's kept answers): the same values, from the same list. `overHttps`: `cameOverHttps`.
 */
export function securityHeadersFor(overHttps: boolean): Readonly<Record<string, string>> {
  return overHttps ? DEFAULTS_OVER_HTTPS : DEFAULTS;
}

export function securityHeaders({ trustProxyHops }: { trustProxyHops: number }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(DEFAULTS)) {
      if (!headers.has(name)) headers.set(name, value);
    }
    if (cameOverHttps(c, trustProxyHops)) headers.set("Strict-Transport-Security", HSTS);
  };
}
