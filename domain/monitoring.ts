/**
 * The spec's "Log entry" and "Performance metric" (§3) as the browser sends them to
 * POST /api/monitoring/logs and /api/monitoring/metrics. One schema for both ends, so the
 * client never builds what the server would refuse.
 */
import { z } from "zod";

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

/** The page address without secrets: no fragment, only allow-listed query parameters, no activation token. */
export function redactUrl(url: string): string {
  const hash = url.indexOf("#");
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const question = withoutHash.indexOf("?");
  const path = (question === -1 ? withoutHash : withoutHash.slice(0, question)).replace(ACTIVATION_PATH, "$1:id/:token");
  if (question === -1) return path;
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(withoutHash.slice(question + 1))) {
    if (SAFE_QUERY_PARAMS.has(key)) kept.append(key, value);
  }
  const query = kept.toString();
  return query === "" ? path : `${path}?${query}`;
}

const text = (max: number) => z.string().max(max);
const id = z.string().min(1).max(MONITORING_LIMITS.id);
const timestamp = z.iso.datetime({ offset: true });
const tags = z.array(z.string().min(1).max(MONITORING_LIMITS.tag)).max(MONITORING_LIMITS.tags).default([]);

export const logErrorSchema = z.object({
  name: text(MONITORING_LIMITS.errorName),
  message: text(MONITORING_LIMITS.message),
  stack: text(MONITORING_LIMITS.stack).optional(),
});

export const logContextSchema = z.object({
  url: text(MONITORING_LIMITS.url),
  userAgent: text(MONITORING_LIMITS.userAgent),
  userId: text(MONITORING_LIMITS.userId).optional(),
  sessionId: text(MONITORING_LIMITS.sessionId),
  component: text(MONITORING_LIMITS.component).optional(),
  action: text(MONITORING_LIMITS.action).optional(),
});

// Flat scalars only: metadata is for small facts (a handle, a status code), not for objects
// that could carry a whole form or a customer record.
const metadataValue = z.union([text(MONITORING_LIMITS.metadataValue), z.number(), z.boolean(), z.null()]);

export const logMetadataSchema = z
  .record(z.string().min(1).max(MONITORING_LIMITS.metadataKey), metadataValue)
  .refine((value) => Object.keys(value).length <= MONITORING_LIMITS.metadataKeys, {
    message: `at most ${MONITORING_LIMITS.metadataKeys} keys`,
  });

export const logEntrySchema = z.object({
  id,
  timestamp,
  level: z.enum(LOG_LEVELS),
  message: z.string().min(1).max(MONITORING_LIMITS.message),
  error: logErrorSchema.optional(),
  context: logContextSchema,
  tags,
  metadata: logMetadataSchema.optional(),
});

export type LogEntry = z.input<typeof logEntrySchema>;
export type ValidLogEntry = z.output<typeof logEntrySchema>;
export type LogContext = z.infer<typeof logContextSchema>;
export type LogMetadata = z.infer<typeof logMetadataSchema>;

export const metricContextSchema = z.object({
  url: text(MONITORING_LIMITS.url),
  userAgent: text(MONITORING_LIMITS.userAgent).optional(),
  sessionId: text(MONITORING_LIMITS.sessionId).optional(),
  navigationType: text(MONITORING_LIMITS.tag).optional(),
});

export const performanceMetricSchema = z
  .object({
    id,
    name: z.enum(WEB_VITAL_NAMES),
    // An hour in ms is far beyond any real vital; larger values are broken clocks, not pages.
    value: z.number().finite().min(0).max(3_600_000),
    unit: z.enum(METRIC_UNITS),
    timestamp,
    context: metricContextSchema,
    tags,
  })
  .refine((metric) => metric.unit === unitOf(metric.name), {
    path: ["unit"],
    message: "CLS is measured as a score, every other vital in ms",
  });

export type PerformanceMetric = z.input<typeof performanceMetricSchema>;
export type ValidPerformanceMetric = z.output<typeof performanceMetricSchema>;
