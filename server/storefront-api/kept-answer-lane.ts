/**
 * The Storefront API's kept answers served before the app's middleware chain (issue 20, decision 0062). A request
 * that came before in exactly the same form (the same body, or the same GET query string) and whose answer is kept
 * and fresh is answered here with the kept bytes and one plain header record, which @hono/node-server writes as they
 * are. Everything the chain would have done for it is done here from the same sources: the token check, the request
 * id and log line (request-logging.ts), the request metrics (metrics.ts), the security headers
 * (security-headers.ts), CORS and the answer's own headers (http.ts). Anything else — a first ask, a changed answer,
 * a wrong token, a body sent in chunks — goes on down the chain as before.
 *
 * Why: a warm product list spent most of its time in the chain rather than in the answer: a web Request and
 * ReadableStream made to read the body, then every middleware setting headers on a Headers object that the server
 * copies again into Node's own.
 */
import type { MiddlewareHandler } from "hono";
import { STOREFRONT_API_PATH, STOREFRONT_TOKEN_HEADER } from "#domain/storefront-endpoint";
import type { Config } from "#server/config";
import type { AppMetrics } from "#server/http/metrics";
import { logAnswered, requestIdFor } from "#server/http/request-logging";
import { secretCheck } from "#server/http/same-secret";
import { cameOverHttps, securityHeadersFor } from "#server/http/security-headers";
import type { Logger } from "#server/logger";
import { CORS_HEADERS, exactGetRequest, exactPostRequest, keptEncoding, keptHttpAnswer, searchOf, storefrontCacheControl } from "./http.ts";
import type { CachedResult } from "./result-cache.ts";
import type { StorefrontApi } from "./storefront-api.ts";

/** A longer body cannot be a remembered request (their text is at most 16 KB): not read here. */
const MAX_LANE_BODY_BYTES = 32 * 1024;

/**
 * The response headers of each kept answer by its form (method, status, encoding, scheme), all but the request id.
 * Weak: they go when the kept answer goes.
 */
const headerRecords = new WeakMap<CachedResult, Map<string, Record<string, string>>>();

export interface KeptAnswerLaneOptions {
  api: Pick<StorefrontApi, "keptAnswer">;
  config: Pick<Config, "publicStorefrontToken" | "trustProxyHops"> & Partial<Pick<Config, "pageCache">>;
  metrics: Pick<AppMetrics, "observeRequest">;
  logger: Logger;
}

/** Mount first, on STOREFRONT_API_PATH only: what it answers, no later middleware sees. */
export function keptAnswerLane({ api, config, metrics, logger }: KeptAnswerLaneOptions): MiddlewareHandler {
  const tokenAccepted = secretCheck(config.publicStorefrontToken);
  const sharedCacheControl = storefrontCacheControl(config);

  return async (c, next) => {
    const startedAt = performance.now();
    const method = c.req.method;
    if ((method !== "POST" && method !== "GET") || !tokenAccepted(c.req.header(STOREFRONT_TOKEN_HEADER))) return next();
    const search = searchOf(c.req.url);
    let exactRequest: string;
    if (method === "GET") exactRequest = exactGetRequest(search);
    else {
      // A POST with a query string is the NUL check's to judge (refuseUnstorableUrl), and never remembered.
      const declared = c.req.header("Content-Length");
      if (search !== "" || declared === undefined || c.req.header("Transfer-Encoding") !== undefined) return next();
      if (Number.parseInt(declared, 10) > MAX_LANE_BODY_BYTES) return next();
      let body: string;
      try {
        // Read straight from the socket; the route reads the same text from Hono's copy when it gets the request.
        body = await c.req.text();
      } catch {
        // The client went away mid-body: the chain meets the same failure and logs it as it always did.
        return next();
      }
      exactRequest = exactPostRequest(c.req.header("Content-Type"), body);
    }
    const kept = api.keptAnswer(exactRequest);
    if (!kept) return next();
    const acceptEncoding = c.req.header("Accept-Encoding");
    const encoding = keptEncoding(acceptEncoding);
    const copies = encoding ? (kept.encodedIfMade() ?? (await kept.encoded())) : null;
    const asked = { get: method === "GET", acceptEncoding, ifNoneMatch: c.req.header("If-None-Match"), sharedCacheControl };
    const overHttps = cameOverHttps(c, config.trustProxyHops);
    const answer = keptHttpAnswer(kept, true, asked, copies);
    // One header record per kept answer and form of answer, made once: copying a single record is far cheaper than
    // merging three on every request.
    const variant = `${asked.get ? "GET" : "POST"} ${answer.status} ${encoding ?? "identity"} ${overHttps ? "https" : "http"}`;
    let forms = headerRecords.get(kept);
    if (!forms) headerRecords.set(kept, (forms = new Map()));
    let shared = forms.get(variant);
    if (!shared) forms.set(variant, (shared = { ...securityHeadersFor(overHttps), ...CORS_HEADERS, ...answer.headers }));
    const requestId = requestIdFor(c);
    const headers = { ...shared, "X-Request-Id": requestId };
    metrics.observeRequest({ method, route: STOREFRONT_API_PATH, status: String(answer.status) }, (performance.now() - startedAt) / 1000);
    // The line requestLogging writes, through the same child logger, made only when the line is written at all.
    if (logger.isLevelEnabled("info")) logAnswered(logger.child({ reqId: requestId }), c, answer.status, startedAt);
    return new Response(answer.body as Uint8Array<ArrayBuffer> | string | null, { status: answer.status, headers });
  };
}
