/**
 * The one body size limit of the REST routes (decision 0091): a body larger than the route takes is refused with 413
 * `too_large` in the problem shape before it is read, worded by the route's sentence or the request catalogue's.
 */
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { shopperLanguage } from "#server/http/shopper-language";
import { REQUEST_MESSAGES } from "#server/messages/request";
import { problem } from "./problem.ts";

/** A body limit whose refusal is `sentence` in the caller's language. */
export function sizeLimit(
  maxSize: number,
  sentence: (c: Context) => string = (c) => REQUEST_MESSAGES[shopperLanguage(c)].tooLarge,
): MiddlewareHandler {
  return bodyLimit({ maxSize, onError: (c) => problem(c, 413, "too_large", sentence(c)) });
}
