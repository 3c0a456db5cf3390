/**
 * Validation of the monitoring bodies (POST /api/monitoring/logs and /metrics). One schema for both
 * ends, so the client never builds what the server would refuse; browser code imports only its types.
 */
import { z } from "zod";
import { LOG_LEVELS, METRIC_UNITS, MONITORING_LIMITS, unitOf, WEB_VITAL_NAMES } from "./monitoring.ts";

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

/** What both monitoring routes answer a report they kept (spec §7). */
export const reportAcceptedSchema = z.object({ accepted: z.literal(true) });
