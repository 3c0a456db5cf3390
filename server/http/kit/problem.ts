/**
 * The one shape every REST route answers a refusal with (decision 0091): the HTTP status again in the body, a
 * machine-readable `code`, the sentence in the caller's language under `error` (the name the spec's clients read,
 * §7), the first wrong field and, where a form has several, every wrong field with its sentence. `success: false`
 * is there because the spec's auth client reads it; every other client may ignore it.
 */
import type { Context } from "hono";
import { z } from "zod";

export const problemSchema = z
  .object({
    success: z.literal(false),
    status: z.number().int().min(400).max(599),
    code: z.string().min(1).describe("What went wrong, for programs: stable across languages and releases."),
    error: z
      .string()
      .min(1)
      .describe("What went wrong, for people: in the caller's language (?lng=, the language cookie, Accept-Language)."),
    field: z.string().optional().describe("The first field the refusal names, as a dotted path (`shippingAddress.city`)."),
    fields: z.record(z.string(), z.string()).optional().describe("Every wrong field with its sentence, where a form has several."),
  })
  .loose()
  .meta({ description: "A refused request. Some routes add facts of their own (a retry time, the current state)." });

export type Problem = z.infer<typeof problemSchema>;

export const PROBLEM_STATUSES = [400, 401, 403, 404, 405, 409, 410, 413, 415, 422, 429, 503] as const;
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
