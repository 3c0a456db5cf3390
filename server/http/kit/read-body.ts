/**
 * The one reader of request bodies (decision 0091): a JSON object by the rules of decision 0069, or a form
 * (multipart or urlencoded) where the route takes files; then the route's zod schema. A refused body answers 400 in
 * the one problem shape, naming the first wrong field and listing every wrong field with its sentence.
 */
import type { Context, MiddlewareHandler } from "hono";
import { uniqueSymbol, resolver } from "hono-openapi";
import type { z } from "zod";
import { describeBodyRefusal, readJsonObject } from "#server/http/json-body";
import { shopperLanguage } from "#server/http/shopper-language";
import { FIELD_PROBLEMS, REQUEST_MESSAGES, type FieldProblem } from "#server/messages/request";
import { problem } from "./problem.ts";

/** One wrong field as a route's catalogue words it. */
export interface FieldIssue {
  /** The schema's own name for the problem (its issue message when that is a known word), else "invalid". */
  problem: string;
  /** The dotted path of the field ("shippingAddress.city"); "" for the body as a whole. */
  field: string;
  /** The length or count the field broke, where the issue has one. */
  limit?: number;
  /** The field was absent or null. */
  missing: boolean;
  issue: z.core.$ZodIssue;
}

/** The sentence for a wrong field in the caller's language. */
export type FieldDescriber = (issue: FieldIssue, c: Context) => string;

export interface ReadBodyOptions {
  /** The route's own words for a wrong field; the request catalogue's plain sentences otherwise. */
  describe?: FieldDescriber;
  /**
   * The refusal's sentence when a form shows each wrong field beside it (the checkout): "correct the marked fields";
   * without it the first wrong field's sentence.
   */
  summary?: (c: Context) => string;
  /** The body is a form (it carries files), not JSON. */
  form?: boolean;
}

export type BodyRead<T> = { ok: true; value: T } | { ok: false; response: Response };

const KNOWN_PROBLEMS = new Set<string>(FIELD_PROBLEMS);

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (capital) => `_${capital.toLowerCase()}`);

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) value = value !== null && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

function fieldIssue(issue: z.core.$ZodIssue, body: unknown): FieldIssue {
  const limit = "maximum" in issue ? Number(issue.maximum) : "minimum" in issue ? Number(issue.minimum) : undefined;
  const missing = valueAt(body, issue.path) == null;
  return { problem: issue.message, field: issue.path.map(String).join("."), ...(limit === undefined ? {} : { limit }), missing, issue };
}

/** The request catalogue's sentence: the words a route gets when it brings none of its own. */
const plainFieldSentence: FieldDescriber = ({ problem: name, field, limit, missing }, c) => {
  const words = REQUEST_MESSAGES[shopperLanguage(c)];
  const known: FieldProblem = missing ? "required" : KNOWN_PROBLEMS.has(name) ? (name as FieldProblem) : "invalid";
  return words.field(known, field || "body", limit);
};

async function formObject(c: Context): Promise<Record<string, unknown> | null> {
  const type = c.req.header("Content-Type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) return null;
  return (await c.req.parseBody({ all: true }).catch(() => null)) as Record<string, unknown> | null;
}

/** The body as `schema` reads it, or the 400 that says why it is not. */
export async function readBody<S extends z.ZodType>(c: Context, schema: S, options: ReadBodyOptions = {}): Promise<BodyRead<z.output<S>>> {
  const words = REQUEST_MESSAGES[shopperLanguage(c)];
  let value: Record<string, unknown>;
  if (options.form) {
    const form = await formObject(c);
    if (!form) return { ok: false, response: problem(c, 400, "not_form", words.notForm) };
    value = form;
  } else {
    const body = await readJsonObject(c);
    if (!body.ok) {
      const { error, field } = describeBodyRefusal(words, body);
      return {
        ok: false,
        response: problem(
          c,
          400,
          `body_${snakeCase(body.problem)}`,
          error,
          field === undefined ? {} : { field, fields: { [field]: error } },
        ),
      };
    }
    value = body.value;
  }
  const parsed = await schema.safeParseAsync(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const describe = options.describe ?? plainFieldSentence;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const wrong = fieldIssue(issue, value);
    fields[wrong.field] ??= describe(wrong, c);
  }
  const [field, first] = Object.entries(fields)[0]!;
  return { ok: false, response: problem(c, 400, "invalid_field", options.summary?.(c) ?? first, { field, fields }) };
}

type BodyInput<S extends z.ZodType> = { in: { json: z.input<S> }; out: { json: z.output<S> } };

/**
 * `readBody` of a JSON body as a route's middleware: the value is `c.req.valid("json")` in the handler, and the
 * schema is the route's request body in the OpenAPI description. (A form's route calls `readBody` itself and
 * describes its body in its contract.)
 */
export function body<S extends z.ZodType>(
  schema: S,
  describe?: FieldDescriber,
  summary?: (c: Context) => string,
): MiddlewareHandler<object, string, BodyInput<S>> {
  const middleware: MiddlewareHandler<object, string, BodyInput<S>> = async (c, next) => {
    const read = await readBody(c, schema, { ...(describe ? { describe } : {}), ...(summary ? { summary } : {}) });
    if (!read.ok) return read.response;
    c.req.addValidatedData("json", read.value as object);
    await next();
  };
  return Object.assign(middleware, { [uniqueSymbol]: { target: "json", ...resolver(schema) } });
}
