/**
 * The API's description, generated from the routes' own contracts (decision 0091): `GET /api/openapi.json` describes
 * the public routes (the shop's, the customer's, the Storefront API's door), `GET /api/admin/openapi.json` the admin's
 * for a signed-in member. Generated once, on the first request, from the app as mounted; docs/api.md keeps the prose.
 */
import { Hono, type Env } from "hono";
import { generateSpecs } from "hono-openapi";
import { z } from "zod";
import { ADMIN_API_PATH } from "#domain/admin-paths";
import { STAFF_COOKIE } from "#server/http/staff-cookie";
import { contract } from "#server/http/kit/contract";
import { problemSchema } from "#domain/problem";
import type { AdminDoor } from "./admin-door.ts";

export const OPENAPI_PATH = "/api/openapi.json";
export const ADMIN_OPENAPI_PATH = `${ADMIN_API_PATH}/openapi.json`;

const openApiDocument = z.object({
  openapi: z.literal("3.1.0"),
  info: z.object({ title: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

type Document = Awaited<ReturnType<typeof generateSpecs>>;

const isAdminPath = (path: string) => path === ADMIN_API_PATH || path.startsWith(`${ADMIN_API_PATH}/`);

const DOCUMENTATION = {
  info: {
    title: "Elara store API",
    version: "1",
    description:
      "The store's REST routes, generated from each route's contract. Every refusal answers the Problem shape, its `error` " +
      "in the caller's language (`?lng=ro|en`, the language cookie, Accept-Language). Any route may also answer 503 " +
      "(`database_busy`, `database_unavailable`, `storage_full`, with Retry-After) and 400 `unstorable_url` for a NUL in " +
      "its address; a path no route takes answers 404 `not_found`. Flows and examples: docs/api.md.",
  },
  components: {
    schemas: { Problem: z.toJSONSchema(problemSchema, { io: "output" }) },
    securitySchemes: {
      customerToken: { type: "http", scheme: "bearer", description: "A customer access token from POST /api/auth." },
      staffSession: { type: "apiKey", in: "cookie", name: STAFF_COOKIE, description: "A staff session from POST /api/admin/login." },
    },
  },
} as const;

/** The description of the routes one side sees. */
function side(document: Document, admin: boolean): Document {
  const paths = Object.fromEntries(Object.entries(document.paths ?? {}).filter(([path]) => isAdminPath(path) === admin));
  return { ...document, paths };
}

export function openApiRoutes<E extends Env>(app: () => Hono<E>, door: AdminDoor): Hono {
  let document: Promise<Document> | null = null;
  const generated = () =>
    (document ??= generateSpecs(app() as unknown as Hono, { documentation: DOCUMENTATION as never, excludeStaticFile: false }));
  const routes = new Hono();
  const described = (summary: string) =>
    contract({
      summary,
      tags: ["API description"],
      responses: { 200: { description: "An OpenAPI 3.1 document.", schema: openApiDocument } },
    });
  routes.get(OPENAPI_PATH, described("This description: the public routes"), async (c) => c.json(side(await generated(), false)));
  routes.get(ADMIN_OPENAPI_PATH, described("The admin routes' description"), door.permit("signed_in"), async (c) =>
    c.json(side(await generated(), true)),
  );
  return routes;
}
