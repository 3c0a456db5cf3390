/**
 * The API's description, generated from the routes' own contracts (decision 0091): `GET /api/openapi.json` describes
 * the public routes (the shop's, the customer's, the Storefront API's door), `GET /api/admin/openapi.json` the admin's
 * for a signed-in member. Generated once, on the first request, from the app as mounted; docs/api.md keeps the prose.
 */
import { Hono, type Env } from "hono";
import { generateSpecs } from "hono-openapi";
import { z } from "zod";
import { ADMIN_API_PATH } from "#domain/admin/paths";
import { STOREFRONT_API_PATH, STOREFRONT_TOKEN_HEADER } from "#domain/storefront-endpoint";
import { STAFF_COOKIE } from "#server/http/staff-cookie";
import { contract } from "#server/http/kit/contract";
import { problemSchema } from "#domain/problem";
import { familyOfTopic, WEBHOOK_DATA_DESCRIPTIONS, WEBHOOK_PAYLOAD_VERSION, WEBHOOK_TEST_TOPIC, WEBHOOK_TOPICS } from "#domain/webhooks";
import type { AdminDoor } from "./admin/door.ts";

export const OPENAPI_PATH = "/api/openapi.json";
export const ADMIN_OPENAPI_PATH = `${ADMIN_API_PATH}/openapi.json`;

const openApiDocument = z.object({
  openapi: z.literal("3.1.0"),
  info: z.object({ title: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

type Document = Awaited<ReturnType<typeof generateSpecs>>;

const isAdminPath = (path: string) => path === ADMIN_API_PATH || path.startsWith(`${ADMIN_API_PATH}/`);

/**
 * The Storefront API's door, described by hand: it is GraphQL, not REST, so its requests and answers are GraphQL's own
 * (`{query, variables}` in, `{data, errors}` out, refusals as `errors[].extensions.code`), its schema is the GraphQL
 * schema the endpoint itself answers introspection with, and it reads its bodies with its own reader
 * (server/storefront-api/http.ts), not the REST routes' kit.
 */
const graphQlRequest = {
  type: "object",
  required: ["query"],
  properties: { query: { type: "string" }, variables: { type: "object" }, operationName: { type: "string" } },
};
const graphQlAnswer = {
  description: "GraphQL's answer: `data`, and `errors` with their `extensions.code` (BAD_REQUEST, THROTTLED, …).",
  content: {
    "application/json": {
      schema: { type: "object", properties: { data: { type: ["object", "null"] }, errors: { type: "array", items: { type: "object" } } } },
    },
  },
};
const storefrontSecurity = [{ storefrontToken: [] }];
const STOREFRONT_DOOR = {
  [STOREFRONT_API_PATH]: {
    post: {
      summary: "The Storefront API (GraphQL, version 2024-01): a query or mutation",
      tags: ["Storefront API (GraphQL)"],
      security: storefrontSecurity,
      requestBody: {
        required: true,
        content: { "application/json": { schema: graphQlRequest }, "application/graphql": { schema: { type: "string" } } },
      },
      responses: { 200: graphQlAnswer, 400: graphQlAnswer, 413: graphQlAnswer, 429: graphQlAnswer },
    },
    get: {
      summary: "The Storefront API (GraphQL): a query in the address, kept by caches (decision 0061)",
      tags: ["Storefront API (GraphQL)"],
      security: storefrontSecurity,
      parameters: [
        { in: "query", name: "query", required: true, schema: { type: "string" } },
        { in: "query", name: "variables", required: false, schema: { type: "string" }, description: "JSON text." },
      ],
      responses: { 200: graphQlAnswer, 304: { description: "Not modified since the ETag the client sent." }, 400: graphQlAnswer },
    },
  },
};

const DOCUMENTATION = {
  info: {
    title: "Elara store API",
    version: "1",
    description:
      "The store's REST routes, generated from each route's contract. Every refusal answers the Problem shape, its `error` " +
      "in the caller's language (`?lng=ro|en`, the language cookie, Accept-Language). Any route may also answer 503 " +
      "(`database_busy`, `database_unreachable`, `storage_full`, with Retry-After) and 400 `unstorable_url` for a NUL in " +
      "its address; a path no route takes answers 404 `not_found`. Flows and examples: docs/api.md.",
  },
  components: {
    schemas: { Problem: z.toJSONSchema(problemSchema, { io: "output" }) },
    securitySchemes: {
      storefrontToken: {
        type: "apiKey",
        in: "header",
        name: STOREFRONT_TOKEN_HEADER,
        description: "The store's public Storefront API token.",
      },
      customerToken: { type: "http", scheme: "bearer", description: "A customer access token from POST /api/auth." },
      staffSession: { type: "apiKey", in: "cookie", name: STAFF_COOKIE, description: "A staff session from POST /api/admin/login." },
    },
  },
  paths: STOREFRONT_DOOR,
} as const;

/**
 * What the store POSTs to the owner's endpoints (decision 0171), one entry per topic: the body, and the Standard
 * Webhooks headers that sign it. A receiver answers 2xx within 10 seconds; anything else is retried for three days.
 */
function webhookEntry(topic: string) {
  const family = familyOfTopic(topic);
  const header = (name: string, description: string) => ({ in: "header", name, required: true, schema: { type: "string" }, description });
  return {
    post: {
      summary: `The store's \`${topic}\` event`,
      description:
        "Signed the Standard Webhooks way: verify `webhook-signature` over `${webhook-id}.${webhook-timestamp}.${body}` with " +
        "the endpoint's `whsec_` secret (any Standard Webhooks verifier), refuse a timestamp more than 5 minutes off, and " +
        "keep each `webhook-id` once: a retry or a resend carries the same one. During a secret's rotation the header " +
        "holds two signatures, one per secret.",
      parameters: [
        header("webhook-id", "The delivery's id, the same on every attempt (`msg_…`)."),
        header("webhook-timestamp", "When this attempt was signed, in Unix seconds."),
        header("webhook-signature", "`v1,<base64 HMAC-SHA256>`, space-separated when two secrets sign."),
      ],
      requestBody: {
        required: true,
        content: {
          "application/json": {
            schema: {
              type: "object",
              required: ["type", "version", "id", "timestamp", "data"],
              properties: {
                type: { const: topic },
                version: { const: WEBHOOK_PAYLOAD_VERSION },
                id: { type: "string", description: "The same as the `webhook-id` header." },
                timestamp: { type: "string", format: "date-time", description: "When the event happened in the store." },
                data: { type: "object", description: WEBHOOK_DATA_DESCRIPTIONS[family] },
              },
            },
          },
        },
      },
      responses: { "2XX": { description: "Received; any other answer, a redirect or no answer in 10 seconds is retried." } },
    },
  };
}

const WEBHOOKS = Object.fromEntries([...WEBHOOK_TOPICS, WEBHOOK_TEST_TOPIC].map((topic) => [topic, webhookEntry(topic)]));

/** The description of the routes one side sees; the public one also describes the webhooks the store sends. */
function side(document: Document, admin: boolean): Document {
  const paths = Object.fromEntries(Object.entries(document.paths ?? {}).filter(([path]) => isAdminPath(path) === admin));
  return admin ? { ...document, paths } : ({ ...document, paths, webhooks: WEBHOOKS } as Document);
}

/** Both descriptions of the app as mounted; also what `npm run api:types` types the browser's calls from. */
export async function apiDescriptions<E extends Env>(app: Hono<E>): Promise<{ public: Document; admin: Document }> {
  const document = await generateSpecs(app as unknown as Hono, { documentation: DOCUMENTATION as never, excludeStaticFile: false });
  return { public: side(document, false), admin: side(document, true) };
}

export function openApiRoutes<E extends Env>(app: () => Hono<E>, door: AdminDoor): Hono {
  let descriptions: ReturnType<typeof apiDescriptions> | null = null;
  const generated = () => (descriptions ??= apiDescriptions(app()));
  const routes = new Hono();
  const described = (summary: string) =>
    contract({
      summary,
      tags: ["API description"],
      responses: { 200: { description: "An OpenAPI 3.1 document.", schema: openApiDocument } },
    });
  routes.get(OPENAPI_PATH, described("This description: the public routes"), async (c) => c.json((await generated()).public));
  routes.get(ADMIN_OPENAPI_PATH, described("The admin routes' description"), door.permit("signed_in"), async (c) =>
    c.json((await generated()).admin),
  );
  return routes;
}
