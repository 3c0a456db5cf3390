/**
 * POST /api/shopify {storeDomain, storefrontAccessToken, query, variables?} (spec §7 "Blog articles"):
 * the proxy a browser posts Storefront API documents to. It forwards to exactly two places:
 *
 * - this store (`storeDomain` is the host of BASE_URL): its own Storefront API route, called in
 *   process with the given token, so the answer is byte for byte what the public endpoint gives;
 * - the Shopify store named by SHOPIFY_STORE_DOMAIN, over HTTPS with SHOPIFY_STOREFRONT_TOKEN.
 *
 * Any other domain is refused (400), so the route can never be used to reach a third host. Every
 * forward is bounded in time and in the size of the answer. A non-ok answer is read as text and
 * reported as `Shopify API error: {status} - {body}` (spec §8). Limited per client before the body
 * is read, and in size.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Language } from "#domain/locale";
import type { RequestVariables } from "#server/http/request-logging";
import { STOREFRONT_API_PATH, STOREFRONT_TOKEN_HEADER } from "#domain/storefront-endpoint";
import { contract } from "#server/http/kit/contract";
import { problem, type ProblemStatus } from "#server/http/kit/problem";
import { body, type FieldDescriber } from "#server/http/kit/read-body";
import { shopperLanguage } from "#server/http/shopper-language";
import { methodNotAllowed, perClientLimit, type ClientLimiting } from "./orders-http.ts";
import { sizeLimit } from "#server/http/kit/size-limit";
import { describeProxyBodyIssue, SHOPIFY_PROXY_MESSAGES } from "#server/messages/shopify-proxy";

export const SHOPIFY_PROXY_PATH = "/api/shopify";

/** A blog page asks once or twice; a script crawling the store through us is cut off within a minute. */
const PROXY_REQUESTS_PER_MINUTE = 60;
/** A Storefront document and its variables; the store's own route accepts at most 2 MB, Shopify's documents are a few KB. */
export const PROXY_BODY_LIMIT = 64 * 1024;
const UPSTREAM_TIMEOUT_MS = 8_000;
/** Ten articles with their full HTML are a few hundred KB. */
const MAX_UPSTREAM_ANSWER_BYTES = 4 * 1024 * 1024;
/** How much of a failed answer is quoted back: enough to read Shopify's error, never a whole page. */
const REPORTED_BODY_CHARACTERS = 1_000;

const SHOPIFY_API_VERSION_PATH = "/api/2024-01/graphql.json";

/** The store's client errors a caller can fix (a wrong token, a document it refuses), kept as they came. */
const UPSTREAM_CLIENT_ERRORS = [400, 401, 403, 404, 405, 409, 410, 413, 415, 422, 429] as const satisfies readonly ProblemStatus[];

const proxyBodySchema = z.object({
  storeDomain: z.string().trim().min(1).max(255),
  storefrontAccessToken: z.string().max(512),
  query: z.string().min(1),
  variables: z.record(z.string(), z.unknown()).nullish(),
});

type ProxyBody = z.output<typeof proxyBodySchema>;

const describeField: FieldDescriber = ({ field, missing }, c) => describeProxyBodyIssue(shopperLanguage(c), field, missing);

/** A Storefront API answer, forwarded as it came: GraphQL's `{data, errors}`. */
const storefrontAnswerSchema = z.object({
  data: z.unknown().optional().describe("Whatever the document asked for: free-form by nature."),
  errors: z.array(z.object({ message: z.string() }).loose()).optional(),
});

/** A fetch-like handler: the store's own Storefront API routes (a Hono app), called in process. */
export interface InProcessHandler {
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
}

export interface ShopifyProxyOptions extends ClientLimiting {
  /** This store: the host of BASE_URL (with its port, if any) and its Storefront API routes. */
  ownStore: { host: string; handler: InProcessHandler };
  /** The configured Shopify store; `origin` replaces `https://{storeDomain}` in tests only. */
  shopify?: { storeDomain: string; storefrontToken: string; origin?: string };
  timeoutMs?: number;
  maxAnswerBytes?: number;
  requestsPerMinute?: number;
  /** How the Shopify store is called; tests may pass their own. */
  fetchImpl?: typeof fetch;
}

type Env = { Variables: RequestVariables };

/** `https://Shop.example/` and `shop.example` name the same store. */
function normaliseStoreDomain(domain: string): string {
  return domain
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, "")
    .replace(/\/+$/, "");
}

type Forwarded =
  { kind: "answer"; status: number; text: string } | { kind: "timeout" } | { kind: "unreachable"; error: unknown } | { kind: "tooLarge" };

class AnswerTooLargeError extends Error {}

/** The body as text, refused past `maxBytes` without reading the rest. */
async function readBounded(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get("Content-Length") ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new AnswerTooLargeError();
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new AnswerTooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Runs one forward under one deadline, reading of the answer included. */
async function withDeadline(
  timeoutMs: number,
  maxBytes: number,
  send: (signal: AbortSignal) => Response | Promise<Response>,
): Promise<Forwarded> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<Forwarded>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ kind: "timeout" });
    }, timeoutMs);
  });
  const attempt = (async (): Promise<Forwarded> => {
    try {
      const response = await send(controller.signal);
      return { kind: "answer", status: response.status, text: await readBounded(response, maxBytes) };
    } catch (error) {
      if (error instanceof AnswerTooLargeError) return { kind: "tooLarge" };
      if (controller.signal.aborted) return { kind: "timeout" };
      return { kind: "unreachable", error };
    }
  })();
  try {
    return await Promise.race([attempt, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** The store's answer as the caller gets it: passed on when it is JSON, else the problem of what went wrong. */
function answer(
  c: Context,
  language: Language,
  target: string,
  forwarded: Forwarded,
  { timeoutMs, maxAnswerBytes }: { timeoutMs: number; maxAnswerBytes: number },
): Response {
  const messages = SHOPIFY_PROXY_MESSAGES[language];
  switch (forwarded.kind) {
    case "timeout":
      c.var.log.warn({ target, timeoutMs }, "blog proxy: the store did not answer in time");
      return problem(c, 504, "upstream_timeout", messages.timedOut(Math.max(1, Math.ceil(timeoutMs / 1000))));
    case "tooLarge":
      c.var.log.warn({ target, maxAnswerBytes }, "blog proxy: the store's answer was too large");
      return problem(c, 502, "upstream_too_large", messages.answerTooLarge(Math.max(1, Math.round(maxAnswerBytes / (1024 * 1024)))));
    case "unreachable":
      c.var.log.warn({ target, err: forwarded.error }, "blog proxy: the store could not be reached");
      return problem(c, 502, "upstream_unreachable", messages.unreachable);
    case "answer":
      break;
  }
  const { status, text } = forwarded;
  if (status < 200 || status >= 300) {
    const reported = text.length > REPORTED_BODY_CHARACTERS ? `${text.slice(0, REPORTED_BODY_CHARACTERS)}…` : text;
    c.var.log.warn({ target, status }, "blog proxy: the store answered with an error");
    // A client error (a wrong token) is the caller's to fix and keeps its status; the store's own failure is a bad gateway.
    const kept = UPSTREAM_CLIENT_ERRORS.find((known) => known === status);
    return problem(c, kept ?? 502, "upstream_error", `Shopify API error: ${status} - ${reported}`);
  }
  try {
    JSON.parse(text);
  } catch {
    c.var.log.warn({ target, status }, "blog proxy: the store's answer was not JSON");
    return problem(c, 502, "upstream_not_json", messages.answerNotJson);
  }
  return c.body(text, 200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
}

export function shopifyProxyRoutes({
  ownStore,
  shopify,
  rateLimits,
  trustProxyHops,
  timeoutMs = UPSTREAM_TIMEOUT_MS,
  maxAnswerBytes = MAX_UPSTREAM_ANSWER_BYTES,
  requestsPerMinute = PROXY_REQUESTS_PER_MINUTE,
  fetchImpl = fetch,
}: ShopifyProxyOptions): Hono<Env> {
  const app = new Hono<Env>();
  const ownHost = ownStore.host.toLowerCase();
  const shopifyHost = shopify ? normaliseStoreDomain(shopify.storeDomain) : undefined;

  function toOwnStore(c: Context, body: ProxyBody, signal: AbortSignal): Promise<Response> | Response {
    const headers = new Headers({ "Content-Type": "application/json", [STOREFRONT_TOKEN_HEADER]: body.storefrontAccessToken });
    // The Storefront API's own login limits then see the shopper, not the proxy.
    const forwardedFor = c.req.header("X-Forwarded-For");
    if (forwardedFor) headers.set("X-Forwarded-For", forwardedFor);
    const request = new Request(new URL(STOREFRONT_API_PATH, `http://${ownHost}`), {
      method: "POST",
      headers,
      body: JSON.stringify({ query: body.query, variables: body.variables ?? undefined }),
      signal,
    });
    return ownStore.handler.fetch(request, c.env);
  }

  function toShopify(body: ProxyBody, signal: AbortSignal): Promise<Response> {
    const origin = shopify!.origin ?? `https://${shopifyHost}`;
    return fetchImpl(`${origin}${SHOPIFY_API_VERSION_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", [STOREFRONT_TOKEN_HEADER]: shopify!.storefrontToken },
      body: JSON.stringify({ query: body.query, variables: body.variables ?? undefined }),
      signal,
      redirect: "error",
    });
  }

  app.post(
    SHOPIFY_PROXY_PATH,
    contract({
      summary: "Forward a Storefront API document to this store or the configured Shopify store",
      description:
        'Spec §7 "Blog articles". Only two stores are reached: this one (`storeDomain` is BASE_URL\'s host) and SHOPIFY_STORE_DOMAIN; ' +
        "any other is refused. A non-ok answer is reported as `Shopify API error: {status} - {body}` (spec §8): a client error " +
        "keeps its status, the store's own failure is a 502.",
      tags: ["Storefront API"],
      responses: { 200: { description: "The store's answer, byte for byte.", schema: storefrontAnswerSchema } },
      problems: [400, 401, 403, 404, 413, 429, 502, 504],
      examples: [
        {
          name: "a store it does not forward to",
          body: { storeDomain: "example.com", storefrontAccessToken: "x", query: "{ shop { name } }" },
          status: 400,
        },
      ],
    }),
    perClientLimit({ rateLimits, trustProxyHops }, "shopify-proxy", requestsPerMinute),
    sizeLimit(PROXY_BODY_LIMIT, (c) => SHOPIFY_PROXY_MESSAGES[shopperLanguage(c)].bodyTooLarge(PROXY_BODY_LIMIT / 1024)),
    body(proxyBodySchema, describeField),
    async (c) => {
      const language = shopperLanguage(c);
      const asked = c.req.valid("json");
      const domain = normaliseStoreDomain(asked.storeDomain);
      if (domain === ownHost) {
        const forwarded = await withDeadline(timeoutMs, maxAnswerBytes, (signal) => toOwnStore(c, asked, signal));
        return answer(c, language, "own store", forwarded, { timeoutMs, maxAnswerBytes });
      }
      if (shopifyHost !== undefined && domain === shopifyHost) {
        const forwarded = await withDeadline(timeoutMs, maxAnswerBytes, (signal) => toShopify(asked, signal));
        return answer(c, language, shopifyHost, forwarded, { timeoutMs, maxAnswerBytes });
      }
      return problem(c, 400, "foreign_store", SHOPIFY_PROXY_MESSAGES[language].foreignStore(asked.storeDomain.trim()), {
        field: "storeDomain",
      });
    },
  );

  app.all(SHOPIFY_PROXY_PATH, methodNotAllowed());

  return app;
}
