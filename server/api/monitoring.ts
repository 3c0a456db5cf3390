/**
 * POST /api/monitoring/logs and POST /api/monitoring/metrics (spec §7): browsers report errors,
 * warnings and Core Web Vitals. Each request is limited per client before its body is read, then
 * limited in size, validated with the schemas the browser builds from, stored, and answered
 * 202 {accepted: true}. Errors answer {error, field?} in the shopper's language.
 */
import { Hono, type Context } from "hono";
import { describeBodyRefusal, readJsonObject } from "#server/http/json-body";
import { bodyLimit } from "hono/body-limit";
import { getCookie } from "hono/cookie";
import type { z } from "zod";
import { LANGUAGE_COOKIE, pickLanguage } from "#domain/locale";
import { logEntrySchema, performanceMetricSchema, type ValidLogEntry } from "#domain/monitoring-schemas";
import { MONITORING_BODY_LIMIT, type LogLevel, type WebVitalName } from "#domain/monitoring";
import type { MonitoringService } from "#server/monitoring/client-logs";
import { clientAddress, rateLimit, type RateLimits } from "#server/limits/rate-limit";
import type { RequestVariables } from "#server/http/request-logging";
import { MONITORING_MESSAGES, type MonitoringMessages, type ReportKind } from "#server/messages/monitoring";

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

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string; field?: string };

async function parseReport<S extends z.ZodType>(c: Context, schema: S, kind: ReportKind): Promise<Parsed<z.output<S>>> {
  const messages = messagesFor(c);
  const body = await readJsonObject(c);
  if (!body.ok) return { ok: false, ...describeBodyRefusal(messages, body) };
  const json = body.value;
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { ok: false, error: messages.invalid(kind, issue, valueAt(json, issue.path) === undefined), field: issue.path.join(".") };
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

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
      rateLimit({
        limiter: rateLimits.limiter({ bucket, limit: perMinute, windowMs: 60_000 }),
        key: clientOf,
        onLimited: (c, seconds) => c.json({ error: messagesFor(c).tooMany(seconds) }, 429),
      }),
      bodyLimit({
        maxSize: MONITORING_BODY_LIMIT,
        onError: (c) => c.json({ error: messagesFor(c).tooLarge(MONITORING_BODY_LIMIT / 1024) }, 413),
      }),
    ] as const;

  app.post(LOGS_PATH, ...guards("monitoring.logs", LOGS_PER_MINUTE), async (c) => {
    const report = await parseReport(c, logEntrySchema, "log");
    if (!report.ok) return c.json({ error: report.error, ...(report.field ? { field: report.field } : {}) }, 400);
    const entry = report.value;
    await service.recordLog(entry, clientOf(c));
    observer.observeClientLog(entry.level);
    if (entry.level === "error") c.var.log.warn({ clientLog: summary(entry) }, "browser reported an error");
    else c.var.log.debug({ clientLog: { level: entry.level, component: entry.context.component } }, "browser reported a log entry");
    return c.json({ accepted: true }, 202);
  });

  app.post(METRICS_PATH, ...guards("monitoring.metrics", METRICS_PER_MINUTE), async (c) => {
    const report = await parseReport(c, performanceMetricSchema, "metric");
    if (!report.ok) return c.json({ error: report.error, ...(report.field ? { field: report.field } : {}) }, 400);
    await service.recordMetric(report.value, clientOf(c));
    observer.observeWebVital(report.value.name, report.value.value);
    return c.json({ accepted: true }, 202);
  });

  for (const path of [LOGS_PATH, METRICS_PATH]) {
    app.all(path, (c) => c.json({ error: messagesFor(c).methodNotAllowed }, 405, { Allow: "POST" }));
  }

  return app;
}
