/**
 * `POST /api/2024-01/graphql.json`, answering like Shopify's Storefront API: the public token in
 * `X-Shopify-Storefront-Access-Token`, a JSON body `{query, variables?, operationName?}`, and
 * `{data, errors}` with status 200 even when the query itself is invalid. Transport problems (no
 * token, unreadable body, too large) get a 4xx status, still with a JSON `errors` array so every
 * client can read them the same way. Public by design, so any origin may call it.
 *
 * `GET` with `query`, `variables` (JSON) and `operationName` in the URL, as Shopify allows, answers public reads
 * only, with an ETag, `304 Not Modified` and headers a CDN may cache by (decision 0061); a mutation, or a query of
 * a customer's data (whose token must not travel in a URL), is POST's.
 */
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { STOREFRONT_API_PATH, STOREFRONT_TOKEN_HEADER } from "#domain/storefront-endpoint";
import { characterName, xmlForbiddenCharacter } from "#domain/xml-text";
import type { Config } from "#server/config";
import { MAX_JSON_DEPTH, MAX_JSON_VALUES, parseJsonValue, type JsonBodyRefusal } from "#server/http/json-body";
import { secretCheck } from "#server/http/same-secret";
import { cameFromStorePage } from "#server/http/store-page-origin";
import { clientAddress } from "#server/limits/rate-limit";
import type { StorefrontErrorCode } from "./errors.ts";
import { negotiateEncoding, type Encoding } from "#server/http/compression";
import { publicCacheControl } from "#server/http/page-cache";
import type { CachedResult } from "./result-cache.ts";
import type { StorefrontApi, StorefrontResult } from "./storefront-api.ts";

export const MAX_BODY_BYTES = 2 * 1024 * 1024;

export const CORS_HEADERS: Readonly<Record<string, string>> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  // Shopify's own SDKs add the X-SDK-* headers; refusing them would break those clients in browsers.
  "Access-Control-Allow-Headers": `Content-Type, Accept, ${STOREFRONT_TOKEN_HEADER}, X-SDK-Variant, X-SDK-Variant-Source, X-SDK-Version`,
  "Access-Control-Max-Age": "86400",
  // A cross-origin client may revalidate a GET answer with its ETag.
  "Access-Control-Expose-Headers": "ETag",
};

const JSON_CONTENT_TYPE = "application/json; charset=UTF-8";

/** Shopify also accepts the bare query text as application/graphql. */
function isGraphqlBody(contentType: string | undefined): boolean {
  return contentType?.toLowerCase().startsWith("application/graphql") ?? false;
}

/**
 * A POST exactly as it came, for `StorefrontApi.keptAnswer`: how its body is read (bare GraphQL or JSON) and the body.
 * Nothing else of a POST changes a public read's answer (the client address and origin only count for the customer
 * mutations' limits and token renewals).
 */
export function exactPostRequest(contentType: string | undefined, body: string): string {
  return `POST ${isGraphqlBody(contentType) ? "graphql" : "json"}\n${body}`;
}

/** A GET exactly as it came: its query string (`query`, `variables` and `operationName` are all read from it). */
export function exactGetRequest(search: string): string {
  return `GET\n${search}`;
}

/** The query string of a request URL, without its "?"; "" when it has none. */
export function searchOf(url: string): string {
  const mark = url.indexOf("?");
  return mark === -1 ? "" : url.slice(mark + 1);
}

/** What the route answers besides the body: cache headers for GET, and the ETag and encoding the client asked for. */
export interface AnswerAsked {
  get: boolean;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
  sharedCacheControl: string;
}

/** A kept answer's HTTP answer: a plain header record and the kept bytes, so the server writes them as they are. */
export interface KeptHttpAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Buffer | string | null;
}

/**
 * The encoding a kept answer is sent in, or undefined for its JSON text. Every kept answer varies by encoding, so
 * the compression middleware leaves it alone.
 */
export function keptEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  return negotiateEncoding(acceptEncoding);
}

/**
 * The HTTP answer of a kept result (`fromCache`: served from memory, HIT, or made for this ask, MISS), with `copies`
 * its compressed bytes when an encoding was negotiated.
 */
export function keptHttpAnswer(
  kept: CachedResult,
  fromCache: boolean,
  asked: AnswerAsked,
  copies: { br: Buffer; gzip: Buffer } | null,
): KeptHttpAnswer {
  const headers: Record<string, string> = { "Content-Type": JSON_CONTENT_TYPE, "X-Storefront-Cache": fromCache ? "HIT" : "MISS" };
  if (asked.get) {
    // A kept answer has no errors: a CDN may keep it, per token.
    headers["Cache-Control"] = asked.sharedCacheControl;
    headers["Vary"] = `${STOREFRONT_TOKEN_HEADER}, Accept-Encoding`;
    headers["ETag"] = kept.etag;
    const etags = asked.ifNoneMatch?.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
    if (etags?.includes(kept.etag)) return { status: 304, headers, body: null };
  } else headers["Vary"] = "Accept-Encoding";
  const encoding = copies ? keptEncoding(asked.acceptEncoding) : undefined;
  if (!encoding || !copies) return { status: 200, headers, body: kept.json };
  const body = copies[encoding];
  headers["Content-Encoding"] = encoding;
  headers["Content-Length"] = String(body.length);
  return { status: 200, headers, body };
}

/** The JSON of `answer`, from the kept bytes when it was kept (compressed as the client accepts). */
async function sendAnswer(c: Context, answer: StorefrontResult, asked: AnswerAsked): Promise<Response> {
  if (answer.kept) {
    const copies = keptEncoding(asked.acceptEncoding) ? await answer.kept.encoded() : null;
    const { status, headers, body } = keptHttpAnswer(answer.kept, answer.fromCache, asked, copies);
    return new Response(body as Uint8Array<ArrayBuffer> | string | null, { status, headers });
  }
  const headers: Record<string, string> = { "Content-Type": JSON_CONTENT_TYPE };
  if (asked.get) {
    // An answer with errors (a failed read, an invalid query) must not be kept by a CDN either.
    const shared = answer.publicRead && !answer.result.errors;
    headers["Cache-Control"] = shared ? asked.sharedCacheControl : "private, no-store";
    // The compression middleware adds Accept-Encoding.
    headers["Vary"] = STOREFRONT_TOKEN_HEADER;
  }
  return new Response(JSON.stringify(answer.result), { status: 200, headers });
}

function askedOf(c: Context, get: boolean, sharedCacheControl: string): AnswerAsked {
  return { get, acceptEncoding: c.req.header("Accept-Encoding"), ifNoneMatch: c.req.header("If-None-Match"), sharedCacheControl };
}

/** The GET form's parameters, read as Shopify reads them; a message naming the parameter when one is unusable. */
function readQueryParameters(c: Context): ParsedBody {
  const query = c.req.query("query");
  if (query === undefined || query === "") return { ok: false, message: 'Invalid request: the "query" parameter is required.' };
  const variablesText = c.req.query("variables");
  let variables: unknown = null;
  if (variablesText !== undefined && variablesText !== "") {
    const read = parseJsonValue(variablesText);
    if (!read.ok)
      return {
        ok: false,
        message:
          read.problem === "notJson"
            ? 'Invalid request: "variables" must be a JSON object.'
            : `Invalid request: ${refusalDetail(read, "variables.")}.`,
      };
    variables = read.value;
  }
  return validated({ query, variables, operationName: c.req.query("operationName") ?? null });
}

const requestBodySchema = z.object({
  query: z.string({ error: '"query" must be a string' }),
  variables: z.record(z.string(), z.unknown(), { error: '"variables" must be an object' }).nullish(),
  operationName: z.string({ error: '"operationName" must be a string' }).nullish(),
});

function errorBody(message: string, code?: StorefrontErrorCode) {
  return { errors: [code ? { message, extensions: { code } } : { message }] };
}

type ParsedBody = { ok: true; value: z.infer<typeof requestBodySchema> } | { ok: false; message: string };

/**
 * A character XML 1.0 forbids written as a GraphQL string escape (`\u0000`, `\u0001`, `\u{1f}`, `\uFFFE`): the body's
 * walk sees only the escape, and the string it makes would be kept and written into an invoice (decision 0132). A
 * lone surrogate escape needs no rule here: GraphQL's own lexer refuses it.
 */
const FORBIDDEN_ESCAPE = /\\u(?:00(?:0[0-8bcef]|1[0-9a-f])|fff[ef]|\{0*(?:[0-8bcef]|1[0-9a-f]|fff[ef])\})/i;

/** The refusal of a query holding such an escape or such a character, naming the character as the JSON reader does. */
function forbiddenInQuery(query: string): string | null {
  const escape = FORBIDDEN_ESCAPE.exec(query)?.[0];
  const character = escape
    ? characterName(String.fromCodePoint(Number.parseInt(escape.slice(2).replace(/[{}]/g, ""), 16)))
    : xmlForbiddenCharacter(query);
  return character === null ? null : `Invalid request body: "query" holds a character that cannot be stored (${character}).`;
}

/**
 * The GraphQL door's own body reader, on purpose outside the REST routes' kit (decision 0091): it also takes
 * `application/graphql` text, and refuses in GraphQL's `errors` with BAD_REQUEST, as the spec's clients read it —
 * with the same JSON rules (depth, values, unstorable text) as every other body.
 */
function parseBody(contentType: string | undefined, text: string): ParsedBody {
  if (isGraphqlBody(contentType)) {
    const forbidden = forbiddenInQuery(text);
    return forbidden === null ? { ok: true, value: { query: text } } : { ok: false, message: forbidden };
  }
  const read = parseJsonValue(text);
  if (!read.ok)
    return {
      ok: false,
      message: read.problem === "notJson" ? "The request body is not valid JSON." : `Invalid request body: ${refusalDetail(read)}.`,
    };
  return validated(read.value);
}

/** What is wrong with a body (or the GET form's variables, their fields named under `prefix`) the JSON reader refused. */
function refusalDetail(refusal: Exclude<JsonBodyRefusal, { problem: "notJson" }>, prefix = ""): string {
  switch (refusal.problem) {
    case "tooDeep":
      return `it is nested deeper than ${MAX_JSON_DEPTH} levels`;
    case "tooManyValues":
      return `it holds more than ${MAX_JSON_VALUES.toLocaleString("en-GB")} values`;
    case "unstorableText":
      return `"${prefix}${refusal.field}" holds a character that cannot be stored (${refusal.character})`;
    case "notOneLine":
      return `"${prefix}${refusal.field}" must be one line (it holds ${refusal.character})`;
  }
}

function validated(json: unknown): ParsedBody {
  const parsed = requestBodySchema.safeParse(json);
  if (!parsed.success) {
    const problem = parsed.error.issues[0];
    const detail = problem && problem.path.length > 0 ? problem.message : 'the body must be a JSON object with a string "query"';
    return { ok: false, message: `Invalid request body: ${detail}.` };
  }
  const forbidden = forbiddenInQuery(parsed.data.query);
  return forbidden === null ? { ok: true, value: parsed.data } : { ok: false, message: forbidden };
}

/** What a CDN may do with a public GET answer: keep it as long as the page cache keeps pages (the same changes drop both). */
export function storefrontCacheControl(config: Partial<Pick<Config, "pageCache">>): string {
  return publicCacheControl((config.pageCache?.freshSeconds ?? 60) * 1000, 5 * 60_000);
}

/**
 * The size limit on a POST body: a declared Content-Length is checked before anything is read, so the body is then
 * read straight from the socket; a body sent in chunks is counted as it is read (Hono's bodyLimit, which has to go
 * through a web stream).
 */
function limitedBody(onTooLarge: (c: Context) => Response): MiddlewareHandler {
  const countedAsRead = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: onTooLarge });
  return async (c, next) => {
    const declared = c.req.header("Content-Length");
    if (declared === undefined || c.req.header("Transfer-Encoding") !== undefined) return countedAsRead(c, next);
    if (Number.parseInt(declared, 10) > MAX_BODY_BYTES) return onTooLarge(c);
    await next();
  };
}

export function storefrontApiRoutes(
  api: Pick<StorefrontApi, "answer">,
  config: Pick<Config, "publicStorefrontToken" | "baseUrl"> & Partial<Pick<Config, "trustProxyHops" | "pageCache">>,
): Hono {
  const app = new Hono();
  const sharedCacheControl = storefrontCacheControl(config);
  const tokenAccepted = secretCheck(config.publicStorefrontToken);
  const tokenChecked = async (c: Context, next: () => Promise<void>) => {
    if (!tokenAccepted(c.req.header(STOREFRONT_TOKEN_HEADER))) {
      return c.json(errorBody("Invalid or missing Storefront API access token.", "UNAUTHORIZED"), 401);
    }
    await next();
  };

  app.use(STOREFRONT_API_PATH, async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(CORS_HEADERS)) c.res.headers.set(name, value);
  });

  app.options(STOREFRONT_API_PATH, (c) => c.body(null, 204));

  app.get(STOREFRONT_API_PATH, tokenChecked, async (c) => {
    const parameters = readQueryParameters(c);
    if (!parameters.ok) return c.json(errorBody(parameters.message, "BAD_REQUEST"), 400);
    const answer = await api.answer(
      { ...parameters.value, client: clientAddress(c, config.trustProxyHops ?? 0), fromStorePage: cameFromStorePage(c, config.baseUrl) },
      { readOnly: true, exactRequest: exactGetRequest(searchOf(c.req.url)) },
    );
    if (answer.kind === "refused") {
      return answer.reason === "not_a_query"
        ? c.json(errorBody("Mutations are sent with POST.", "METHOD_NOT_ALLOWED"), 405, { Allow: "POST" })
        : c.json(errorBody("A customer's data is asked for with POST: its access token must not travel in a URL.", "BAD_REQUEST"), 400);
    }
    return sendAnswer(c, answer, askedOf(c, true, sharedCacheControl));
  });

  app.post(
    STOREFRONT_API_PATH,
    tokenChecked,
    limitedBody((c) => c.json(errorBody("The request body is larger than 2 MB.", "PAYLOAD_TOO_LARGE"), 413)),
    async (c) => {
      const contentType = c.req.header("Content-Type");
      const text = await c.req.text();
      const body = parseBody(contentType, text);
      if (!body.ok) return c.json(errorBody(body.message, "BAD_REQUEST"), 400);
      // The client address feeds the customer mutations' rate limits.
      const answer = await api.answer(
        {
          ...body.value,
          client: clientAddress(c, config.trustProxyHops ?? 0),
          fromStorePage: cameFromStorePage(c, config.baseUrl),
        },
        // A POST with a query string is refused before this route when the query string cannot be stored, so only
        // one without is remembered for the kept-answer lane, which takes no other.
        searchOf(c.req.url) === "" ? { exactRequest: exactPostRequest(contentType, text) } : {},
      );
      // Only a read-only (GET) answer is ever refused.
      if (answer.kind === "refused") throw new Error("a POST answer was refused");
      return sendAnswer(c, answer, askedOf(c, false, sharedCacheControl));
    },
  );

  app.all(STOREFRONT_API_PATH, (c) => c.json(errorBody("Only GET and POST are supported."), 405, { Allow: "GET, POST" }));

  return app;
}
