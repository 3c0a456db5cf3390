/**
 * `POST /api/2024-01/graphql.json`, answering like Shopify's Storefront API: the public token in
 * `X-Shopify-Storefront-Access-Token`, a JSON body `{query, variables?, operationName?}`, and
 * `{data, errors}` with status 200 even when the query itself is invalid. Transport problems (no
 * token, unreadable body, too large) get a 4xx status, still with a JSON `errors` array so every
 * client can read them the same way. Public by design, so any origin may call it.
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
import type { StorefrontApi } from "./storefront-api.ts";

export const STOREFRONT_API_PATH = "/api/2024-01/graphql.json";
export const STOREFRONT_TOKEN_HEADER = "X-Shopify-Storefront-Access-Token";
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  // Shopify's own SDKs add the X-SDK-* headers; refusing them would break those clients in browsers.
  "Access-Control-Allow-Headers": `Content-Type, Accept, ${STOREFRONT_TOKEN_HEADER}, X-SDK-Variant, X-SDK-Variant-Source, X-SDK-Version`,
  "Access-Control-Max-Age": "86400",
};

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
  api: Pick<StorefrontApi, "execute">,
  config: Pick<Config, "publicStorefrontToken" | "baseUrl"> & Partial<Pick<Config, "trustProxyHops">>,
): Hono {
  const app = new Hono();

  app.use(STOREFRONT_API_PATH, async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(CORS_HEADERS)) c.res.headers.set(name, value);
  });

  app.options(STOREFRONT_API_PATH, (c) => c.body(null, 204));

  app.post(
    STOREFRONT_API_PATH,
    async (c, next) => {
      if (!sameSecret(c.req.header(STOREFRONT_TOKEN_HEADER), config.publicStorefrontToken)) {
        return c.json(errorBody("Invalid or missing Storefront API access token.", "UNAUTHORIZED"), 401);
      }
      await next();
    },
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json(errorBody("The request body is larger than 2 MB.", "PAYLOAD_TOO_LARGE"), 413),
    }),
    async (c) => {
      const body = await readBody(c);
      if (!body.ok) return c.json(errorBody(body.message, "BAD_REQUEST"), 400);
      // The client address feeds the customer mutations' rate limits.
      const result = await api.execute({
        ...body.value,
        client: clientAddress(c, config.trustProxyHops ?? 0),
        fromStorePage: cameFromStorePage(c, config.baseUrl),
      });
      return c.json(result, 200);
    },
  );

  app.all(STOREFRONT_API_PATH, (c) => c.json(errorBody("Only POST is supported."), 405, { Allow: "POST" }));

  return app;
}
