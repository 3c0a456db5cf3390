import type { MiddlewareHandler } from "hono";
import type { Logger } from "#server/logger";
import { rawClientAddress } from "#server/limits/rate-limit";

/** What a load balancer's checks and a metrics scraper call directly, past the proxy and without its header. */
const CALLED_DIRECTLY = new Set(["/healthz", "/metrics"]);

/**
 * With `TRUST_PROXY` set, the client is read from the proxy's X-Forwarded-For (decision 0025). A request without
 * it either came past the proxy or through one that does not add it, and then every shopper is counted as one
 * client in the rate limits (issue 39 item 6). Said once, at the first such request: a log line per request would
 * bury it.
 */
export function warnOnceWithoutProxyHeader(logger: Logger, trustProxyHops: number): MiddlewareHandler {
  let warned = trustProxyHops === 0;
  return async (c, next) => {
    if (!warned && !CALLED_DIRECTLY.has(c.req.path) && !c.req.header("X-Forwarded-For")) {
      warned = true;
      logger.warn(
        { path: c.req.path, peer: rawClientAddress(c, 0) },
        `TRUST_PROXY=${trustProxyHops} but a request arrived without X-Forwarded-For: it came past the proxy, or the proxy ` +
          "does not add the header, and then all its clients share one rate limit. Set the header in the proxy, or " +
          "TRUST_PROXY=0 when nothing is in front of the store. (Said once.)",
      );
    }
    await next();
  };
}
