/** What the order routes share: the language, the JSON body, the error answers and the per-client limit. */
import type { Context, MiddlewareHandler } from "hono";
import { describeBodyRefusal, readJsonObject } from "#server/http/json-body";
import { bodyLimit } from "hono/body-limit";
import type { Language } from "#domain/locale";
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
    onError: (c) => c.json({ error: orderMessages(c).tooLarge(ORDER_BODY_LIMIT / 1024) }, 413),
  });
}

/** What a route module needs to limit its clients: the shared counters and how to find the client's address. */
export interface ClientLimiting {
  rateLimits: RateLimits;
  /** Reverse proxies whose X-Forwarded-For is believed (config TRUST_PROXY). */
  trustProxyHops: number;
}

/** At most `limit` requests a minute per client, counted in `bucket` (one per limited route). */
export function perClientLimit({ rateLimits, trustProxyHops }: ClientLimiting, bucket: string, limit: number): MiddlewareHandler {
  return rateLimit({
    limiter: rateLimits.limiter({ bucket, limit, windowMs: 60_000 }),
    key: (c) => clientAddress(c, trustProxyHops),
    onLimited: (c, seconds) => c.json({ error: requestMessages(c).tooMany(seconds) }, 429),
  });
}

type Read = { ok: true; value: Record<string, unknown> } | { ok: false; response: Response };

/** The body as a JSON object, or the 400 in the shopper's language that says why it is not one. */
export async function readOrderBody(c: Context): Promise<Read> {
  const body = await readJsonObject(c);
  if (body.ok) return body;
  const { error, field } = describeBodyRefusal(requestMessages(c), body);
  return { ok: false, response: c.json({ error, ...(field === undefined ? {} : { fields: { [field]: error } }) }, 400) };
}

export function fieldsJson(language: Language, fields: FieldProblems): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([path, problem]) => [path, fieldMessage(language, problem)]));
}

/** 400 `{error, fields}`: every wrong field with its message. */
export function invalidFields(c: Context, fields: FieldProblems): Response {
  const language = shopperLanguage(c);
  return c.json({ error: ORDER_MESSAGES[language].fixFields, fields: fieldsJson(language, fields) }, 400);
}

export function postOnly(c: Context): Response {
  return c.json({ error: requestMessages(c).methodNotAllowed }, 405, { Allow: "POST" });
}
