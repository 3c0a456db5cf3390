/**
 * POST /api/monitoring/logs and POST /api/monitoring/metrics (spec §7): browsers report errors,
 * warnings and Core Web Vitals. Each request is limited per client before its body is read, then
 * limited in size, validated with the schemas the browser builds from, stored, and answered
 * 202 {accepted: true}. Refusals answer the one problem shape in the shopper's language.
 */
import { Hono, type Context } from "hono";
import { getCookie } from "hono/cookie";
import { LANGUAGE_COOKIE, pickLanguage } from "#domain/locale";
import { logEntrySchema, performanceMetricSchema, reportAcceptedSchema, type ValidLogEntry } from "#domain/monitoring-schemas";
import { MONITORING_BODY_LIMIT, type LogLevel, type WebVitalName } from "#domain/monitoring";
import type { MonitoringService } from "#server/monitoring/client-logs";
import { contract } from "#server/http/kit/contract";
import { body, type FieldDescriber } from "#server/http/kit/read-body";
import { clientAddress, type RateLimits } from "#server/limits/rate-limit";
import type { RequestVariables } from "#server/http/request-logging";
import { MONITORING_MESSAGES, type MonitoringMessages, type ReportKind } from "#server/messages/monitoring";
import { methodNotAllowed, perClientLimit } from "./orders-http.ts";
import { sizeLimit } from "#server/http/kit/size-limit";

export const LOGS_PATH = "/api/monitoring/logs";
export const METRICS_PATH = "/api/monitoring/metrics";

// Far above what one visitor's browser sends (errors are rare; five vitals per page view), and
// generous for shoppers sharing one address behind a NAT; a flood is cut off within a minute.
export const LOGS_PER_MINUTE = 120;
export const METRICS_PER_MINUTE = 600;

/** Where accepted reports are also counted (the Prometheus metrics). */
export interface ReportObserver {
  observeClientLog(level: LogLevel): void;
  observeWebVital(name: WebVitalName, value: number): void;
}

export interface MonitoringRoutesOptions {
  service: MonitoringService;
  observer: ReportObserver;
  /** The shared counters (decision 0026). */
  rateLimits: RateLimits;
  /** Reverse proxies whose X-Forwarded-For is believed (config TRUST_PROXY). */
  trustProxyHops: number;
}

type Env = { Variables: RequestVariables };

function messagesFor(c: Context): MonitoringMessages {
  return MONITORING_MESSAGES[pickLanguage({ cookie: getCookie(c, LANGUAGE_COOKIE), acceptLanguage: c.req.header("Accept-Language") })];
}

/** A wrong field in the monitoring catalogue's words, which name the field's expected type for the developer reading it. */
const describeReportField =
  (kind: ReportKind): FieldDescriber =>
  ({ issue, missing }, c) =>
    messagesFor(c).invalid(kind, issue, missing);

// Message, error name and where it happened are enough to notice a broken page in the server log;
// the stack, metadata and customer id stay in the database.
function summary(entry: ValidLogEntry) {
  return {
    level: entry.level,
    message: entry.message.slice(0, 300),
    errorName: entry.error?.name,
    component: entry.context.component,
    action: entry.context.action,
    url: entry.context.url.slice(0, 300),
  };
}

export function monitoringRoutes({ service, observer, rateLimits, trustProxyHops }: MonitoringRoutesOptions): Hono<Env> {
  const app = new Hono<Env>();
  const clientOf = (c: Context) => clientAddress(c, trustProxyHops);

  const guards = (bucket: string, perMinute: number) =>
    [
      perClientLimit({ rateLimits, trustProxyHops }, bucket, perMinute, 60_000, (c, seconds) => messagesFor(c).tooMany(seconds)),
      sizeLimit(MONITORING_BODY_LIMIT, (c) => messagesFor(c).tooLarge(MONITORING_BODY_LIMIT / 1024)),
    ] as const;
  const described = (summary: string, example: object) =>
    contract({
      summary,
      tags: ["Monitoring"],
      responses: { 202: { description: "Kept.", schema: reportAcceptedSchema } },
      problems: [400, 413, 429],
      examples: [{ name: "an empty report", body: example, status: 400 }],
    });

  app.post(
    LOGS_PATH,
    described("Report a browser's error, warning or log entry", {}),
    ...guards("monitoring.logs", LOGS_PER_MINUTE),
    body(logEntrySchema, describeReportField("log")),
    async (c) => {
      const entry = c.req.valid("json");
      await service.recordLog(entry, clientOf(c));
      observer.observeClientLog(entry.level);
      if (entry.level === "error") c.var.log.warn({ clientLog: summary(entry) }, "browser reported an error");
      else c.var.log.debug({ clientLog: { level: entry.level, component: entry.context.component } }, "browser reported a log entry");
      return c.json({ accepted: true as const }, 202);
    },
  );

  app.post(
    METRICS_PATH,
    described("Report a Core Web Vital", {}),
    ...guards("monitoring.metrics", METRICS_PER_MINUTE),
    body(performanceMetricSchema, describeReportField("metric")),
    async (c) => {
      const metric = c.req.valid("json");
      await service.recordMetric(metric, clientOf(c));
      observer.observeWebVital(metric.name, metric.value);
      return c.json({ accepted: true as const }, 202);
    },
  );

  for (const path of [LOGS_PATH, METRICS_PATH])
    app.all(
      path,
      methodNotAllowed("POST", (c) => messagesFor(c).methodNotAllowed),
    );

  return app;
}
