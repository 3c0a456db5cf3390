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
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { Config } from "#server/config";
import { unstorableTextAt } from "#server/http/json-body";
import { sameSecret } from "#server/http/same-secret";
import { cameFromStorePage } from "#server/http/store-page-origin";
import { clientAddress } from "#server/limits/rate-limit";
import type { StorefrontErrorCode } from "./errors.ts";
import { negotiateEncoding } from "#server/http/compression";
import { publicCacheControl } from "#server/http/page-cache";
import type { StorefrontAnswer, StorefrontApi } from "./storefront-api.ts";

export const STOREFRONT_API_PATH = "/api/2024-01/graphql.json";
export const STOREFRONT_TOKEN_HEADER = "X-Shopify-Storefront-Access-Token";
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  // Shopify's own SDKs add the X-SDK-* headers; refusing them would break those clients in browsers.
  "Access-Control-Allow-Headers": `Content-Type, Accept, ${STOREFRONT_TOKEN_HEADER}, X-SDK-Variant, X-SDK-Variant-Source, X-SDK-Version`,
  "Access-Control-Max-Age": "86400",
  // A cross-origin client may revalidate a GET answer with its ETag.
  "Access-Control-Expose-Headers": "ETag",
};

/** The JSON of `answer`, from the kept bytes when it was kept (compressed as the client accepts). */
async function sendAnswer(
  c: Context,
  answer: Extract<StorefrontAnswer, { kind: "result" }>,
  { get, sharedCacheControl }: { get: boolean; sharedCacheControl: string },
): Promise<Response> {
  const headers = new Headers({ "Content-Type": "application/json; charset=UTF-8" });
  if (get) {
    // An answer with errors (a failed read, an invalid query) must not be kept by a CDN either.
    const shared = answer.publicRead && !answer.result.errors;
    headers.set("Cache-Control", shared ? sharedCacheControl : "private, no-store");
    // The compression middleware, or the kept answer below, adds Accept-Encoding.
    headers.set("Vary", STOREFRONT_TOKEN_HEADER);
  }
  if (!answer.kept) return new Response(JSON.stringify(answer.result), { status: 200, headers });
  const { kept } = answer;
  // HIT only when served from memory: the answer that filled the cache (or waited for that run) was made for its ask.
  headers.set("X-Storefront-Cache", answer.fromCache ? "HIT" : "MISS");
  if (get) {
    headers.set("ETag", kept.etag);
    const etags = c.req
      .header("If-None-Match")
      ?.split(",")
      .map((tag) => tag.trim().replace(/^W\//, ""));
    if (etags?.includes(kept.etag)) {
      headers.append("Vary", "Accept-Encoding");
      return new Response(null, { status: 304, headers });
    }
  }
  const encoding = negotiateEncoding(c.req.header("Accept-Encoding"));
  if (!encoding) return new Response(kept.json, { status: 200, headers });
  const encoded = await kept.encoded();
  headers.set("Content-Encoding", encoding);
  headers.append("Vary", "Accept-Encoding");
  const body = encoded[encoding];
  headers.set("Content-Length", String(body.length));
  return new Response(body as Uint8Array<ArrayBuffer>, { status: 200, headers });
}

/** The GET form's parameters, read as Shopify reads them; a message naming the parameter when one is unusable. */
function readQueryParameters(c: Context): ParsedBody {
  const query = c.req.query("query");
  if (query === undefined || query === "") return { ok: false, message: 'Invalid request: the "query" parameter is required.' };
  const variablesText = c.req.query("variables");
  let variables: unknown = null;
  if (variablesText !== undefined && variablesText !== "") {
    try {
      variables = JSON.parse(variablesText);
    } catch {
      return { ok: false, message: 'Invalid request: "variables" must be a JSON object.' };
    }
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

/** A NUL written as a GraphQL string escape (`\u0000`, `\u{0}`): PostgreSQL text cannot hold it either. */
const NUL_ESCAPE = /\\u(0000|\{0+\})/;

async function readBody(c: Context): Promise<ParsedBody> {
  const text = await c.req.text();
  // Shopify also accepts the bare query text as application/graphql.
  if (c.req.header("Content-Type")?.toLowerCase().startsWith("application/graphql")) {
    if (text.includes("\u0000") || NUL_ESCAPE.test(text))
      return { ok: false, message: 'Invalid request body: "query" holds a NUL character, which cannot be stored.' };
    return { ok: true, value: { query: text } };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: "The request body is not valid JSON." };
  }
  return validated(json);
}

function validated(json: unknown): ParsedBody {
  const parsed = requestBodySchema.safeParse(json);
  if (!parsed.success) {
    const problem = parsed.error.issues[0];
    const detail = problem && problem.path.length > 0 ? problem.message : 'the body must be a JSON object with a string "query"';
    return { ok: false, message: `Invalid request body: ${detail}.` };
  }
  const unstorable = unstorableTextAt(parsed.data) ?? (NUL_ESCAPE.test(parsed.data.query) ? "query" : null);
  if (unstorable !== null)
    return { ok: false, message: `Invalid request body: "${unstorable}" holds a NUL character, which cannot be stored.` };
  return { ok: true, value: parsed.data };
}

export function storefrontApiRoutes(
  api: Pick<StorefrontApi, "answer">,
  config: Pick<Config, "publicStorefrontToken" | "baseUrl"> & Partial<Pick<Config, "trustProxyHops" | "pageCache">>,
): Hono {
  const app = new Hono();
  // A CDN keeps a public GET answer as long as the page cache keeps pages: both are dropped by the same changes.
  const sharedCacheControl = publicCacheControl((config.pageCache?.freshSeconds ?? 60) * 1000, 5 * 60_000);
  const tokenChecked = async (c: Context, next: () => Promise<void>) => {
    if (!sameSecret(c.req.header(STOREFRONT_TOKEN_HEADER), config.publicStorefrontToken)) {
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
      { readOnly: true },
    );
    if (answer.kind === "refused") {
      return answer.reason === "not_a_query"
        ? c.json(errorBody("Mutations are sent with POST.", "METHOD_NOT_ALLOWED"), 405, { Allow: "POST" })
        : c.json(errorBody("A customer's data is asked for with POST: its access token must not travel in a URL.", "BAD_REQUEST"), 400);
    }
    return sendAnswer(c, answer, { get: true, sharedCacheControl });
  });

  app.post(
    STOREFRONT_API_PATH,
    tokenChecked,
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json(errorBody("The request body is larger than 2 MB.", "PAYLOAD_TOO_LARGE"), 413),
    }),
    async (c) => {
      const body = await readBody(c);
      if (!body.ok) return c.json(errorBody(body.message, "BAD_REQUEST"), 400);
      // The client address feeds the customer mutations' rate limits.
      const answer = await api.answer({
        ...body.value,
        client: clientAddress(c, config.trustProxyHops ?? 0),
        fromStorePage: cameFromStorePage(c, config.baseUrl),
      });
      // Only a read-only (GET) answer is ever refused.
      if (answer.kind === "refused") throw new Error("a POST answer was refused");
      return sendAnswer(c, answer, { get: false, sharedCacheControl });
    },
  );

  app.all(STOREFRONT_API_PATH, (c) => c.json(errorBody("Only GET and POST are supported."), 405, { Allow: "GET, POST" }));

  return app;
}
