import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { redactUrl } from "#domain/monitoring";
import type { Logger } from "#server/logger";

export interface RequestVariables {
  requestId: string;
  log: Logger;
}

const INCOMING_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The request's id: a trusted proxy's X-Request-Id when it is a plain token, else a new one. */
export function requestIdFor(c: Context): string {
  const incoming = c.req.header("X-Request-Id");
  return incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

/** The one line logged for each answered request, through the request's own logger (its id on the line). */
export function logAnswered(log: Logger, c: Context, status: number, startedAt: number) {
  const durationMs = Math.round((performance.now() - startedAt) * 10) / 10;
  // The activation page carries its one-time token in the path; the log never holds it.
  const line = { method: c.req.method, path: redactUrl(c.req.path), status, durationMs };
  if (status >= 500) log.error(line, "request failed");
  else log.info(line, "request");
}

/** Gives each request an id (kept from a trusted proxy's X-Request-Id), a child logger, and a log line. */
export function requestLogging(logger: Logger): MiddlewareHandler<{ Variables: RequestVariables }> {
  return async (c, next) => {
    const requestId = requestIdFor(c);
    const log = logger.child({ reqId: requestId });
    c.set("requestId", requestId);
    c.set("log", log);
    const started = performance.now();
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    logAnswered(log, c, c.res.status, started);
  };
}
