/**
 * What the shop's routes share: the order routes' body limit, the per-client limit and the answer to a method a
 * route does not take, each refusing in the one problem shape (decision 0091).
 */
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { problem } from "#server/http/kit/problem";
import { clientAddress, rateLimit, type RateLimits } from "#server/limits/rate-limit";
import { REQUEST_MESSAGES } from "#server/messages/request";
import { shopperLanguage } from "#server/http/shopper-language";
import { fieldMessage, ORDER_MESSAGES } from "#server/messages/orders";
import type { FieldProblems } from "./orders-schemas.ts";

/** An order of 50 lines with two addresses and a note is under 8 KB. */
export const ORDER_BODY_LIMIT = 16 * 1024;

export const orderMessages = (c: Context) => ORDER_MESSAGES[shopperLanguage(c)];
const requestMessages = (c: Context) => REQUEST_MESSAGES[shopperLanguage(c)];

export function orderBodyLimit(): MiddlewareHandler {
  return bodyLimit({
    maxSize: ORDER_BODY_LIMIT,
    onError: (c) => problem(c, 413, "too_large", orderMessages(c).tooLarge(ORDER_BODY_LIMIT / 1024)),
  });
}

/** A body limit whose refusal is `sentence` in the caller's language. */
export function sizeLimit(maxSize: number, sentence: (c: Context) => string = (c) => requestMessages(c).tooLarge): MiddlewareHandler {
  return bodyLimit({ maxSize, onError: (c) => problem(c, 413, "too_large", sentence(c)) });
}

/** What a route module needs to limit its clients: the shared counters and how to find the client's address. */
export interface ClientLimiting {
  rateLimits: RateLimits;
  /** Reverse proxies whose X-Forwarded-For is believed (config TRUST_PROXY). */
  trustProxyHops: number;
}

/** At most `limit` requests per `windowMs` per client, counted in `bucket` (one per limited route). */
export function perClientLimit(
  { rateLimits, trustProxyHops }: ClientLimiting,
  bucket: string,
  limit: number,
  windowMs = 60_000,
  sentence: (c: Context, seconds: number) => string = (c, seconds) => requestMessages(c).tooMany(seconds),
): MiddlewareHandler {
  return rateLimit({
    limiter: rateLimits.limiter({ bucket, limit, windowMs }),
    key: (c) => clientAddress(c, trustProxyHops),
    onLimited: (c, seconds) => problem(c, 429, "rate_limited", sentence(c, seconds)),
  });
}

/** 400 naming every wrong field with its sentence, the first as the refusal's own. */
export function invalidFields(c: Context, fields: FieldProblems): Response {
  const language = shopperLanguage(c);
  const sentences = Object.fromEntries(Object.entries(fields).map(([path, found]) => [path, fieldMessage(language, found)]));
  const [field] = Object.keys(sentences);
  return problem(c, 400, "invalid_field", ORDER_MESSAGES[language].fixFields, { field, fields: sentences });
}

/** The answer to a method the path does not take; `allow` lists those it does. */
export function methodNotAllowed(allow = "POST", sentence: (c: Context) => string = (c) => requestMessages(c).methodNotAllowed) {
  return (c: Context): Response => problem(c, 405, "method_not_allowed", sentence(c), {}, { Allow: allow });
}

export const postOnly = methodNotAllowed();
