/**
 * What the account routes share: the shopper's language, reading a JSON body, the error shape
 * `{success: false, error, field?}`, the 429 answer, and the `user` object of a signed-in customer.
 */
import type { Context } from "hono";
import { describeBodyRefusal, readJsonObject } from "#server/http/json-body";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import type { SignedIn } from "#server/commerce/customers/sessions";
import type { Customer } from "#server/commerce/customers/customers";
import type { AuthLimitDecision } from "#server/limits/auth-limits";
import type { RateLimitDecision } from "#server/limits/rate-limit";
import { toGlobalId } from "#domain/global-id";
import { shopperLanguage } from "#server/http/shopper-language";
import { AUTH_MESSAGES, type AuthMessages, type FieldProblem } from "#server/messages/auth";

export const ACCOUNT_BODY_LIMIT = 16 * 1024;

type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 429;

export function messagesFor(c: Context): AuthMessages {
  return AUTH_MESSAGES[shopperLanguage(c)];
}

export function failure(c: Context, status: ErrorStatus, error: string, field?: string): Response {
  return c.json({ success: false, error, ...(field === undefined ? {} : { field }) }, status);
}

export function accountBodyLimit() {
  return bodyLimit({ maxSize: ACCOUNT_BODY_LIMIT, onError: (c) => failure(c, 413, messagesFor(c).tooLarge) });
}

type Read<T> = { ok: true; value: T } | { ok: false; response: Response };

/** The body as a JSON object, or the 400 that says why it is not one. */
export async function readAccountBody(c: Context): Promise<Read<Record<string, unknown>>> {
  const body = await readJsonObject(c);
  if (body.ok) return body;
  const { error, field } = describeBodyRefusal(messagesFor(c), body);
  return { ok: false, response: failure(c, 400, error, field) };
}

const FIELD_PROBLEMS = new Set<string>([
  "required",
  "too_long",
  "invalid",
  "email",
  "password_short",
  "password_long",
  "password_blank",
  "password_common",
  "passwords_differ",
  "country",
  "phone",
  "too_many",
]);

/** The first problem of a failed parse, as `{error, field}` in the shopper's language. */
function describeIssue(messages: AuthMessages, issue: z.core.$ZodIssue): { error: string; field: string } {
  const field = issue.path.map(String).join(".");
  const problem = (FIELD_PROBLEMS.has(issue.message) ? issue.message : "invalid") as FieldProblem;
  const limit = "maximum" in issue ? Number(issue.maximum) : "minimum" in issue ? Number(issue.minimum) : undefined;
  return { error: messages.field(problem, field.split(".")[0]!, limit), field };
}

export function parseWith<S extends z.ZodType>(c: Context, schema: S, value: unknown): Read<z.output<S>> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const { error, field } = describeIssue(messagesFor(c), parsed.error.issues[0]!);
  return { ok: false, response: failure(c, 400, error, field) };
}

/** Reads and validates a JSON body in one go. */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<Read<z.output<S>>> {
  const json = await readAccountBody(c);
  return json.ok ? parseWith(c, schema, json.value) : json;
}

/** The 429 for a refused attempt (with Retry-After), or null when it may go ahead. */
export function refusal(c: Context, decision: RateLimitDecision): Response | null {
  if (decision.allowed) return null;
  c.header("Retry-After", String(decision.retryAfterSeconds));
  return failure(c, 429, messagesFor(c).tooManyAttempts(decision.retryAfterSeconds));
}

/**
 * The 429 for a refused password login: when the email's own count refused it, the shopper is told that
 * a login link still gets them in (the password limit must not lock an owner out, decision 0026).
 */
export function loginRefusal(c: Context, decision: AuthLimitDecision): Response | null {
  if (decision.allowed || decision.refusedBy === "client" || decision.refusedBy === undefined) return refusal(c, decision);
  c.header("Retry-After", String(decision.retryAfterSeconds));
  return failure(c, 429, messagesFor(c).tooManyPasswordAttempts(decision.retryAfterSeconds));
}

export function isActivated(customer: Customer): boolean {
  return customer.status === "active";
}

/** The spec's user session object (§3): what the browser keeps under `user`. */
export function userBody({ customer, session }: SignedIn) {
  return {
    id: toGlobalId("Customer", customer.id),
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    accessToken: session.token,
    expiresAt: session.expiresAt.toISOString(),
    hasPassword: customer.hasPassword,
    isActivated: isActivated(customer),
  };
}
