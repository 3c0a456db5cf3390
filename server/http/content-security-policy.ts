/**
 * The Content-Security-Policy of the store's pages (decision 0025). Scripts run only from the store's own
 * files or with the nonce made for this one response, which React Router's inline scripts and hydration
 * data carry — or, on a page the page cache keeps, the hashes of exactly the inline scripts it holds (decision 0098); styles still allow inline `style` attributes, which React writes for a few components.
 * Violations are reported to `CSP_REPORT_PATH` and counted in /metrics.
 */
import { createHash, randomBytes } from "node:crypto";

export const CSP_REPORT_PATH = "/api/csp-report";
/** The name `report-to` uses; `Reporting-Endpoints` maps it to the report path. */
export const CSP_REPORT_GROUP = "csp";

/** Checkout Sessions live on Stripe's origin; the shopper is sent there after a form-less fetch, but a redirect after a form post would need it. */
const STRIPE_CHECKOUT_ORIGIN = "https://checkout.stripe.com";
const SHOPIFY_CDN_ORIGIN = "https://cdn.shopify.com";

export interface PagePolicyOptions {
  nonce: string;
  /** Stripe takes card payments: its Checkout origin may receive forms. */
  stripe: boolean;
  /** The Shopify store the blog may come from (`SHOPIFY_STORE_DOMAIN`). */
  shopifyDomain: string | undefined;
  /** Over HTTPS, any http:// subresource is upgraded rather than blocked. */
  secure: boolean;
}

/** A fresh nonce per response: 128 random bits, as CSP Level 3 asks. */
export function newCspNonce(): string {
  return randomBytes(16).toString("base64");
}

export function pagePolicy({ nonce, stripe, shopifyDomain, secure }: PagePolicyOptions): string {
  const shopify = shopifyDomain ? [`https://${shopifyDomain}`] : [];
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", `'nonce-${nonce}'`],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", ...(shopifyDomain ? [SHOPIFY_CDN_ORIGIN] : [])],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...shopify],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'", ...(stripe ? [STRIPE_CHECKOUT_ORIGIN] : [])],
    ["frame-ancestors", "'none'"],
    ["report-uri", CSP_REPORT_PATH],
    ["report-to", CSP_REPORT_GROUP],
  ];
  if (secure) directives.push(["upgrade-insecure-requests"]);
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** What every other response (JSON, images, files) gets unless its route set its own: nothing may load or frame it. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** An inline script: a `<script>` without `src`, its text up to the first `</script` (HTML's raw-text rule). */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(^|\s)src\s*=/i;

/**
 * A rendered page made fit to share (decision 0098): its policy allows its inline scripts by their SHA-256 hashes
 * instead of the render's nonce, and the nonce leaves the HTML, so every visitor and any CDN get bytes and a header
 * that hold no secret and still allow no other inline script. The hashes are of the exact text between the tags, as
 * browsers hash it. A policy without that nonce is the page's own (no script of ours needs it): left as it was.
 */
export function hashedScriptsPage(html: string, policy: string): { html: string; policy: string } {
  const nonce = /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(policy)?.[1];
  if (nonce === undefined) return { html, policy };
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (!HAS_SRC.test(attributes)) hashes.add(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
  }
  const nonceSource = `'nonce-${nonce}'`;
  const directives = policy.split(";").map((directive) => {
    const sources = directive.trim().split(/\s+/);
    return sources.includes(nonceSource) ? [...sources.filter((source) => source !== nonceSource), ...hashes].join(" ") : directive.trim();
  });
  return { html: html.replaceAll(` nonce="${nonce}"`, ""), policy: directives.join("; ") };
}
