import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { redactUrl } from "#domain/monitoring";
import type { Logger } from "#server/logger";

export interface RequestVariables {
  requestId: string;
  log: Logger;
}

const INCOMING_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Gives each request an id (kept from a trusted proxy's X-Request-Id), a child logger, and a log line. */
export function requestLogging(logger: Logger): MiddlewareHandler<{ Variables: RequestVariables }> {
  return async (c, next) => {
    const incoming = c.req.header("X-Request-Id");
    const requestId = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ reqId: requestId });
    c.set("requestId", requestId);
    c.set("log", log);
    const started = performance.now();
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    // The activation page carries its one-time token in the path; the log never holds it.
    const line = { method: c.req.method, path: redactUrl(c.req.path), status: c.res.status, durationMs };
    if (c.res.status >= 500) log.error(line, "request failed");
    else log.info(line, "request");
  };
}
