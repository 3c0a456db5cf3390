/**
 * What the shop's routes share: the order routes' body limit, the per-client limit and the answer to a method a
 * route does not take, each refusing in the one problem shape (decision 0091).
 */
import type { Context, Hono, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { contract } from "#server/http/kit/contract";
import { problem } from "#server/http/kit/problem";
import type { RequestVariables } from "#server/http/request-logging";
import { body, type FieldDescriber } from "#server/http/kit/read-body";
import { sizeLimit } from "#server/http/kit/size-limit";
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
  return sizeLimit(ORDER_BODY_LIMIT, (c) => orderMessages(c).tooLarge(ORDER_BODY_LIMIT / 1024));
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

/** One person's answer, never kept by a shared cache. */
export const noStore: MiddlewareHandler = async (c, next) => {
  c.header("Cache-Control", "no-store");
  await next();
};

/** What a signed link opens is one person's: never kept by a shared cache, and the token never sent on as a referrer. */
export const privateLink: MiddlewareHandler = async (c, next) => {
  c.header("Cache-Control", "no-store");
  c.header("Referrer-Policy", "no-referrer");
  await next();
};

/** A signed link's page read and a reload or two; a script guessing tokens is stopped. */
export const LINK_READS_PER_MINUTE = 30;

/** Reading what a signed link opens: counted per client in `bucket`, and answered as one person's. */
export function signedLinkRead(limiting: ClientLimiting, bucket: string) {
  return [perClientLimit(limiting, bucket, LINK_READS_PER_MINUTE), privateLink] as const;
}

/** A forged token: what every signed link's route answers 404 to, as its documented example. */
export const FORGED_TOKEN_EXAMPLE = { name: "a forged token", params: { token: "not-a-token" }, status: 404 };

/** A guest's signed link (decisions 0075, 0083): where it is read, how it is described, and what it opens. */
export interface SignedLink<Found> {
  path: string;
  /** The per-client counter of its reads. */
  bucket: string;
  summary: string;
  description: string;
  answer: { description: string; schema: z.ZodType };
  /** The row the token names, or null for a forged, altered or expired token. */
  read(token: string): number | null;
  find(id: number): Promise<Found | null | undefined>;
  /** The sentence of the 404 when the link opens nothing. */
  gone(c: Context): string;
  open(c: Context, found: Found): Response;
}

/**
 * `GET {path}/{token}`: the one route every signed link has. The token is the only proof and names one row; a forged,
 * altered or expired one, or one whose row is gone, answers 404 with the link's own sentence.
 */
export function signedLinkRoute<Found>(app: Hono<{ Variables: RequestVariables }>, limiting: ClientLimiting, link: SignedLink<Found>) {
  app.get(
    `${link.path}/:token`,
    contract({
      summary: link.summary,
      description: link.description,
      tags: ["Orders"],
      responses: { 200: link.answer },
      problems: [404, 429],
      examples: [FORGED_TOKEN_EXAMPLE],
    }),
    ...signedLinkRead(limiting, link.bucket),
    async (c) => {
      const id = link.read(c.req.param("token"));
      const found = id === null ? null : await link.find(id);
      if (!found) return problem(c, 404, "link_gone", link.gone(c));
      return link.open(c, found);
    },
  );
}

/** An order proven by a number and an email that do not match, which the guest routes answer 404 alike. */
export const UNKNOWN_ORDER_EXAMPLE = {
  name: "an order that does not exist",
  body: { orderNumber: 999_999, email: "ana@example.ro" },
  status: 404,
};

/**
 * A shopper's request about an order: counted per client in `bucket` before its body is read, held to the order body
 * limit, read by `schema` (worded by `describe`), and answered as one person's.
 */
export function orderRequest<S extends z.ZodType>(
  limiting: ClientLimiting,
  bucket: string,
  perMinute: number,
  schema: S,
  describe: FieldDescriber,
  summary?: (c: Context) => string,
) {
  return [perClientLimit(limiting, bucket, perMinute), orderBodyLimit(), body(schema, describe, summary), noStore] as const;
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
