/**
 * A route's contract, declared beside it (decision 0091): what it does, what it answers on success and with which
 * schema, which refusals it may give (always in the problem shape) and examples a test replays. The OpenAPI
 * description is generated from these (hono-openapi reads them off the routes), and where response checks are on
 * (the tests, `API_RESPONSE_CHECKS=true`) an answer its contract does not allow becomes a 500 that names the
 * difference, so a test fails the day code and description part.
 */
import type { Context, MiddlewareHandler } from "hono";
import { resolver, uniqueSymbol } from "hono-openapi";
import { z } from "zod";
import type { RequestVariables } from "#server/http/request-logging";
import { problemSchema } from "#domain/problem";
import type { ProblemStatus } from "./problem.ts";

export type SuccessStatus = 200 | 201 | 202 | 204 | 302 | 303;

export interface ResponseSpec {
  description: string;
  /** The JSON body's schema; absent for an empty body or one that is not JSON (then `contentType` says what it is). */
  schema?: z.ZodType;
  /** Default application/json. */
  contentType?: string;
}

/** A request the contract test sends, and the status the route must answer it with (its body checked by the contract). */
export interface RouteExample {
  name: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  status: number;
}

export interface RequestBodySpec {
  contentType: string;
  schema?: z.ZodType;
}

export interface RouteContract {
  summary: string;
  description?: string;
  tags: readonly string[];
  responses: Partial<Record<SuccessStatus, ResponseSpec>>;
  problems?: readonly ProblemStatus[];
  /** The query string, each key one parameter. */
  query?: z.ZodObject;
  examples?: readonly RouteExample[];
  /**
   * A request body the route reads itself rather than through `body()` (a multipart upload, or a body read only
   * after a check that must come first), for the description only: `body()` describes the bodies it reads.
   * `alternative` is the same request in another type the route also takes (a JSON body, or a form with photos);
   * `optional` where the request may carry what the body would in its address instead.
   */
  requestBody?: RequestBodySpec & { description: string; alternative?: RequestBodySpec; optional?: true };
  /** The credentials the route takes, by the description's security schemes (`[{ customerToken: [] }]`). */
  security?: readonly Record<string, readonly string[]>[];
}

/**
 * Set on the context: whether answers are checked against their contracts (by the app), and the refusals a shared
 * middleware declared for the route it guards (the admin door's 401 and 403), which the route's contract then allows.
 */
export type ResponseCheckVariables = { checkResponses?: boolean; sharedProblems?: readonly ProblemStatus[] };

/** A shared middleware's refusals, allowed by the contract of every route it guards (it describes them itself). */
export function declareSharedProblems(c: Context, statuses: readonly ProblemStatus[]): void {
  const context = c as Context<{ Variables: ResponseCheckVariables }>;
  context.set("sharedProblems", [...(context.get("sharedProblems") ?? []), ...statuses]);
}

const PROBLEM_REFERENCE = { $ref: "#/components/schemas/Problem" };

/**
 * What any route may answer whatever it does, through the app's own error handling: 503 when the database is busy or
 * unreachable or its disk is full (decisions 0071, 0072), 500 for a failure nothing expected. Both in the problem shape.
 */
const ANY_ROUTE_PROBLEMS = {
  500: "A failure nothing expected: see Problem (`internal_error`).",
  503: "The database busy or unreachable, or its disk full, with Retry-After: see Problem (`database_busy`, `database_unreachable`, `storage_full`).",
} as const;

function responsesOf(contract: RouteContract) {
  const described: Record<string, unknown> = {};
  for (const [status, spec] of Object.entries(contract.responses) as [string, ResponseSpec][]) {
    const type = spec.contentType ?? "application/json";
    described[status] = {
      description: spec.description,
      ...(spec.schema || spec.contentType ? { content: { [type]: spec.schema ? { schema: resolver(spec.schema) } : {} } } : {}),
    };
  }
  for (const status of contract.problems ?? [])
    described[status] = { description: "Refused: see Problem.", content: { "application/json": { schema: PROBLEM_REFERENCE } } };
  for (const [status, description] of Object.entries(ANY_ROUTE_PROBLEMS))
    described[status] ??= { description, content: { "application/json": { schema: PROBLEM_REFERENCE } } };
  return described;
}

function parametersOf(query: z.ZodObject | undefined) {
  if (!query) return undefined;
  return Object.entries(query.shape).map(([name, schema]) => ({
    in: "query",
    name,
    required: !(schema as z.ZodType).safeParse(undefined).success,
    schema: z.toJSONSchema(schema as z.ZodType, { io: "input", unrepresentable: "any" }),
  }));
}

function requestBodyOf({ description, alternative, optional, ...spec }: NonNullable<RouteContract["requestBody"]>) {
  const content: Record<string, unknown> = {};
  for (const { contentType, schema } of alternative ? [spec, alternative] : [spec])
    content[contentType] = schema ? { schema: resolver(schema) } : {};
  return { required: !optional, description, content };
}

/** Why an answer breaks its contract, or null when it keeps it. */
export async function contractBreach(
  contract: RouteContract,
  response: Response,
  sharedProblems: readonly ProblemStatus[] = [],
): Promise<string | null> {
  const { status } = response;
  const success = contract.responses[status as SuccessStatus];
  const isProblem = [...(contract.problems ?? []), ...sharedProblems].includes(status as ProblemStatus) || status in ANY_ROUTE_PROBLEMS;
  if (!success && !isProblem) return `answered ${status}, which the contract does not list`;
  const schema = success ? success.schema : problemSchema;
  const type = response.headers.get("Content-Type") ?? "";
  if (!schema) {
    const expected = success?.contentType;
    return expected && !type.startsWith(expected) ? `answered ${status} as ${type || "no type"}, not ${expected}` : null;
  }
  if (!type.startsWith("application/json")) return `answered ${status} as ${type || "no type"}, not JSON`;
  const parsed = schema.safeParse(await response.clone().json());
  if (parsed.success) return null;
  const issues = parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`);
  return `answered ${status} with a body its schema refuses: ${issues.join("; ")}`;
}

/** The route's contract as its first middleware: described for OpenAPI, and its answers checked where checks are on. */
export function contract(spec: RouteContract): MiddlewareHandler {
  const middleware: MiddlewareHandler<{ Variables: ResponseCheckVariables & RequestVariables }> = async (c, next) => {
    await next();
    if (!c.get("checkResponses")) return;
    const breach = await contractBreach(spec, c.res, c.get("sharedProblems"));
    if (breach) c.res = breachAnswer(c, spec, breach);
  };
  const openapi = {
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    tags: [...spec.tags],
    responses: responsesOf(spec),
    ...(spec.query ? { parameters: parametersOf(spec.query) } : {}),
    ...(spec.examples ? { "x-examples": spec.examples } : {}),
    ...(spec.security ? { security: spec.security.map((scheme) => ({ ...scheme })) } : {}),
    ...(spec.requestBody ? { requestBody: requestBodyOf(spec.requestBody) } : {}),
  };
  return Object.assign(middleware, { [uniqueSymbol]: { spec: openapi } }) as MiddlewareHandler;
}

function breachAnswer(c: Context<{ Variables: RequestVariables }>, spec: RouteContract, breach: string): Response {
  const text = `${c.req.method} ${c.req.routePath} (${spec.summary}) ${breach}`;
  c.var.log.error({ breach: text }, "an answer broke its route's contract");
  return new Response(JSON.stringify({ success: false, status: 500, code: "contract_broken", error: text }), {
    status: 500,
    headers: { "Content-Type": "application/json" },
  });
}

/** The app's switch for the checks: on outside production (config API_RESPONSE_CHECKS). */
export function checkResponses(enabled: boolean): MiddlewareHandler<{ Variables: ResponseCheckVariables }> {
  return async (c, next) => {
    c.set("checkResponses", enabled);
    await next();
  };
}
