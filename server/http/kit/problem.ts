/** The one builder of a refusal (decision 0091), in the shape `#domain/problem` describes. */
import type { Context } from "hono";

/** 502 and 504 are for a route that stands in for another server (the blog's Storefront proxy). */
export const PROBLEM_STATUSES = [400, 401, 403, 404, 405, 409, 410, 413, 415, 422, 429, 500, 502, 503, 504] as const;
export type ProblemStatus = (typeof PROBLEM_STATUSES)[number];

/** What a refusal may say besides its status, code and sentence. */
export type ProblemDetails = { field?: string; fields?: Record<string, string> } & Record<string, unknown>;

/** The one builder of a refusal. `headers` carries what the status calls for (Retry-After on 429, Allow on 405). */
export function problem(
  c: Context,
  status: ProblemStatus,
  code: string,
  error: string,
  details: ProblemDetails = {},
  headers?: Record<string, string>,
): Response {
  const defined = Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined));
  return c.json({ success: false, status, code, error, ...defined }, status, headers);
}
