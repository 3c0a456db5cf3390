/**
 * The browser's logger (spec §3 "Log entry", §7 "Monitoring", §9): the last 100 entries stay in
 * memory, the last 10 in local storage, and errors and warnings are reported to the server.
 * It never throws and never logs its own failures (only a console warning), so a broken report
 * cannot feed itself. On the server it does nothing: pino logs there.
 */
import type { LogEntry, LogMetadata } from "#domain/monitoring-schemas";
import { MONITORING_BODY_LIMIT, MONITORING_LIMITS, type LogLevel } from "#domain/monitoring";
import { pageUrl, randomId, sessionId, truncate, userAgent, userId } from "./client-context.ts";

export const LOG_BUFFER_SIZE = 100;
export const STORED_LOG_COUNT = 10;
export const LOGS_STORAGE_KEY = "elara_monitoring_logs";
export const LOGS_ENDPOINT = "/api/monitoring/logs";

export interface LogOptions {
  component?: string;
  action?: string;
  tags?: string[];
  metadata?: LogMetadata;
}

const buffer: LogEntry[] = [];

/** Records an error (an Error, a thrown Response, a string, anything) and reports it. */
export function logError(error: unknown, options?: LogOptions): void {
  record("error", error, options);
}

/** Records a warning (a message or an error) and reports it. */
export function logWarn(subject: unknown, options?: LogOptions): void {
  record("warn", subject, options);
}

/** Records a fact for the local trail only; info entries are not sent. */
export function logInfo(message: string, options?: LogOptions): void {
  record("info", message, options);
}

/** The entries of this page's life, oldest first. */
export function getRecentLogs(): readonly LogEntry[] {
  return [...buffer];
}

function record(level: LogLevel, subject: unknown, options: LogOptions = {}): void {
  if (typeof window === "undefined") return;
  try {
    const entry = buildEntry(level, subject, options);
    buffer.push(entry);
    if (buffer.length > LOG_BUFFER_SIZE) buffer.splice(0, buffer.length - LOG_BUFFER_SIZE);
    persist();
    if (level !== "info") send(entry);
  } catch (failure) {
    console.warn("[monitoring] could not record a log entry", failure);
  }
}

function buildEntry(level: LogLevel, subject: unknown, options: LogOptions): LogEntry {
  const { message, error } = describe(subject);
  return {
    id: randomId(),
    timestamp: new Date().toISOString(),
    level,
    message: truncate(message || "Unknown error", MONITORING_LIMITS.message),
    ...(error ? { error } : {}),
    context: {
      url: pageUrl(),
      userAgent: userAgent(),
      userId: userId(),
      sessionId: sessionId(),
      ...(options.component ? { component: truncate(options.component, MONITORING_LIMITS.component) } : {}),
      ...(options.action ? { action: truncate(options.action, MONITORING_LIMITS.action) } : {}),
    },
    tags: (options.tags ?? [])
      .filter((tag) => tag !== "")
      .slice(0, MONITORING_LIMITS.tags)
      .map((tag) => truncate(tag, MONITORING_LIMITS.tag)),
    ...(options.metadata ? { metadata: boundedMetadata(options.metadata) } : {}),
  };
}

type Described = { message: string; error?: NonNullable<LogEntry["error"]> };

function describe(subject: unknown): Described {
  if (typeof subject === "string") return { message: subject };
  if (typeof subject === "object" && subject !== null) {
    // Errors, DOMExceptions and error-likes from other frames all carry a string message.
    if ("message" in subject && typeof subject.message === "string") {
      const name = "name" in subject && typeof subject.name === "string" ? subject.name : "Error";
      const stack = "stack" in subject && typeof subject.stack === "string" ? subject.stack : undefined;
      return {
        message: subject.message || name,
        error: {
          name: truncate(name, MONITORING_LIMITS.errorName),
          message: truncate(subject.message, MONITORING_LIMITS.message),
          ...(stack ? { stack: truncate(stack, MONITORING_LIMITS.stack) } : {}),
        },
      };
    }
    // Loaders throw Responses (and React Router wraps them) with a status but no message.
    if ("status" in subject && typeof subject.status === "number") {
      const statusText = "statusText" in subject && typeof subject.statusText === "string" ? subject.statusText : "";
      return { message: `Response ${subject.status}${statusText ? ` ${statusText}` : ""}` };
    }
  }
  return { message: safeString(subject) };
}

function safeString(value: unknown): string {
  try {
    return typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

function boundedMetadata(metadata: LogMetadata): LogMetadata {
  const bounded: LogMetadata = {};
  for (const [key, value] of Object.entries(metadata).slice(0, MONITORING_LIMITS.metadataKeys)) {
    if (key === "") continue;
    bounded[truncate(key, MONITORING_LIMITS.metadataKey)] =
      typeof value === "string" ? truncate(value, MONITORING_LIMITS.metadataValue) : value;
  }
  return bounded;
}

function persist(): void {
  try {
    window.localStorage.setItem(LOGS_STORAGE_KEY, JSON.stringify(buffer.slice(-STORED_LOG_COUNT)));
  } catch {
    // Full or blocked storage loses only the local trail; the report still goes out.
  }
}

function send(entry: LogEntry): void {
  fetch(LOGS_ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: fittingBody(entry),
    // The report survives the page being closed right after the error.
    keepalive: true,
  }).then(
    (response) => {
      if (!response.ok) console.warn(`[monitoring] log report refused (${response.status})`);
    },
    (failure: unknown) => console.warn("[monitoring] log report failed", failure),
  );
}

// Bounded fields can still exceed the server's byte limit in multi-byte text; shed detail until it fits.
function fittingBody(entry: LogEntry): string {
  const shorter: LogEntry = {
    ...entry,
    metadata: undefined,
    error: entry.error && { ...entry.error, stack: entry.error.stack?.slice(0, 1000) },
  };
  const minimal: LogEntry = {
    ...shorter,
    message: entry.message.slice(0, 500),
    error: entry.error && { name: entry.error.name.slice(0, 100), message: entry.error.message.slice(0, 500) },
    context: { ...entry.context, url: entry.context.url.slice(0, 500) },
  };
  const encoder = new TextEncoder();
  for (const candidate of [entry, shorter]) {
    const body = JSON.stringify(candidate);
    if (encoder.encode(body).length <= MONITORING_BODY_LIMIT) return body;
  }
  return JSON.stringify(minimal);
}
