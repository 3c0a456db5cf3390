/**
 * The spec's "Log entry" and "Performance metric" (§3): names, units and size bounds shared by the
 * browser and the server. The zod schemas that enforce them are in monitoring-schemas.ts, apart, so the
 * browser bundle carries these few constants and not the validation library.
 */

export const LOG_LEVELS = ["error", "warn", "info"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

// The vitals web-vitals 5 reports; a closed list keeps one histogram per name on /metrics.
export const WEB_VITAL_NAMES = ["CLS", "INP", "LCP", "FCP", "TTFB"] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

export const METRIC_UNITS = ["ms", "score"] as const;
export type MetricUnit = (typeof METRIC_UNITS)[number];

// CLS is a unitless layout-shift score; every other vital is a duration.
export function unitOf(name: WebVitalName): MetricUnit {
  return name === "CLS" ? "score" : "ms";
}

/** Bounds that keep one report small and a stored row cheap; the client truncates to them. */
export const MONITORING_LIMITS = {
  id: 64,
  message: 2000,
  errorName: 200,
  stack: 8000,
  url: 2048,
  userAgent: 512,
  userId: 256,
  sessionId: 64,
  component: 100,
  action: 100,
  tag: 100,
  tags: 20,
  metadataKey: 64,
  metadataValue: 500,
  metadataKeys: 20,
} as const;

/** Largest body either monitoring route accepts (413 beyond); the client shrinks a report to fit. */
export const MONITORING_BODY_LIMIT = 16 * 1024;

// Reports outlive the page: a query string or an activation link can carry an email or a token.
const SAFE_QUERY_PARAMS: ReadonlySet<string> = new Set(["lng"]);
const ACTIVATION_PATH = /(\/account\/activate\/)[^/]+\/[^/]+/;
/**
 * The signed links emails carry, each page and its API (an order's, decision 0083; a withdrawal's, 0075; a
 * subscription's, issue 18), and the address eMAG calls (decision 0186): the token is the only key to them, so no log
 * or report keeps it.
 */
const SIGNED_LINK_PATH =
  /(\/(?:track-order|api\/order-links|withdrawals|api\/withdrawal-links|subscriptions\/manage|api\/subscription-links|api\/emag\/callback)\/)[^/?#]+/;

/** The page address without secrets: no fragment, only allow-listed query parameters, no activation token. */
export function redactUrl(url: string): string {
  const hash = url.indexOf("#");
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const question = withoutHash.indexOf("?");
  const path = (question === -1 ? withoutHash : withoutHash.slice(0, question))
    .replace(ACTIVATION_PATH, "$1:id/:token")
    .replace(SIGNED_LINK_PATH, "$1:token");
  if (question === -1) return path;
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(withoutHash.slice(question + 1))) {
    if (SAFE_QUERY_PARAMS.has(key)) kept.append(key, value);
  }
  const query = kept.toString();
  return query === "" ? path : `${path}?${query}`;
}
