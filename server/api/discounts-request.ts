/**
 * What the shopper-facing discount and newsletter routes share: the shopper's language, reading a
 * JSON body into a schema, and the texts for a body that is not even an object.
 */
import type { Context } from "hono";
import { shopperLanguage } from "#server/http/shopper-language";
import type { z } from "zod";
import { describeBodyRefusal, readJsonObject } from "#server/http/json-body";
import { REQUEST_MESSAGES } from "#server/messages/request";

export type BodyError = { error: string; field?: string };
type Parsed<T> = { ok: true; value: T } | ({ ok: false } & BodyError);

/**
 * The body as `schema` reads it, or the error to answer 400 with: `describe` turns the first problem
 * into the shopper's words; `missing` tells it whether the field was absent (or null).
 */
export async function parseShopperBody<S extends z.ZodType>(
  c: Context,
  schema: S,
  describe: (field: string, issue: z.core.$ZodIssue, missing: boolean) => string,
): Promise<Parsed<z.output<S>>> {
  const messages = REQUEST_MESSAGES[shopperLanguage(c)];
  const body = await readJsonObject(c);
  if (!body.ok) return { ok: false, ...describeBodyRefusal(messages, body) };
  const json = body.value;
  const parsed = await schema.safeParseAsync(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  const field = issue.path.length > 0 ? String(issue.path[0]) : undefined;
  const value = field === undefined ? json : json[field];
  return { ok: false, error: describe(field ?? "", issue, value === undefined || value === null), ...(field ? { field } : {}) };
}
