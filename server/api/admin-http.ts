/**
 * What the admin routes share: the staff cookie, the member's language, the error shape
 * `{error, field?}`, and the guard every admin request passes — a live session, a role allowed the
 * action, and for anything that changes state the page's own origin and its CSRF token.
 */
import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { z } from "zod";
import { can, type StaffPermission } from "#domain/staff-roles";
import type { StaffActor } from "#server/commerce/shared/staff-audit";
import type { CurrentStaff, StaffSessions } from "#server/commerce/staff/staff-sessions";
import { describeBodyRefusal, readJsonObject } from "#server/http/json-body";
import { sameSecret } from "#server/http/same-secret";
import { shopperLanguage } from "#server/http/shopper-language";
import { cameFromStorePage } from "#server/http/store-page-origin";
import { STAFF_COOKIE } from "#server/http/staff-cookie";
import { CSRF_HEADER } from "#domain/admin-paths";
import { rawClientAddress } from "#server/limits/rate-limit";
import { ADMIN_FIELD_PROBLEMS, ADMIN_MESSAGES, type AdminFieldProblem, type AdminMessages } from "#server/messages/admin";

export { STAFF_COOKIE };
export { CSRF_HEADER };
export const ADMIN_BODY_LIMIT = 16 * 1024;

export type AdminVariables = { staff: CurrentStaff };

export function adminMessages(c: Context): AdminMessages {
  return ADMIN_MESSAGES[shopperLanguage(c)];
}

type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 429;

export function adminFailure(c: Context, status: ErrorStatus, error: string, field?: string): Response {
  return c.json({ error, ...(field === undefined ? {} : { field }) }, status);
}

/** Only over HTTPS, never to scripts, never on a request another site starts. */
export function setStaffCookie(c: Context, token: string): void {
  setCookie(c, STAFF_COOKIE, token, { httpOnly: true, secure: true, sameSite: "Strict", path: "/" });
}

export function clearStaffCookie(c: Context): void {
  deleteCookie(c, STAFF_COOKIE, { httpOnly: true, secure: true, sameSite: "Strict", path: "/" });
}

export function staffCookie(c: Context): string | undefined {
  return getCookie(c, STAFF_COOKIE);
}

export interface AdminGuardOptions {
  sessions: StaffSessions;
  baseUrl: string;
}

/**
 * The signed-in member (as `c.var.staff`), allowed `permission`. 401 without a live session, 403
 * for a role without the permission; on POST and the like also 403 without the page's origin or
 * CSRF token.
 */
export function requireStaff(
  { sessions, baseUrl }: AdminGuardOptions,
  permission?: StaffPermission,
): MiddlewareHandler<{ Variables: AdminVariables }> {
  return async (c, next) => {
    const messages = adminMessages(c);
    const token = staffCookie(c);
    const staff = token === undefined ? null : await sessions.authenticate(token);
    if (!staff) return adminFailure(c, 401, messages.signedOut);
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      if (!cameFromStorePage(c, baseUrl)) return adminFailure(c, 403, messages.notFromAdmin);
      if (!sameSecret(c.req.header(CSRF_HEADER), staff.csrfToken)) return adminFailure(c, 403, messages.csrf);
    }
    if (permission !== undefined && !can(staff.member.role, permission)) return adminFailure(c, 403, messages.forbidden);
    c.set("staff", staff);
    await next();
  };
}

/** Who made a change, as the audit log keeps it: the signed-in member and the client's address. */
export function staffActor(c: Context<{ Variables: AdminVariables }>, trustProxyHops: number): StaffActor {
  return { staffId: c.var.staff.member.id, email: c.var.staff.member.email, client: requestOrigin(c, trustProxyHops).client };
}

export function requestOrigin(c: Context, trustProxyHops: number) {
  return { client: rawClientAddress(c, trustProxyHops), userAgent: c.req.header("User-Agent") ?? "" };
}

type Read<T> = { ok: true; value: T } | { ok: false; response: Response };

/**
 * Reads a JSON object and validates it; a problem answers 400 naming the first wrong field, worded by
 * `describe` when the form has problems of its own (the orders' actions), else as the staff forms' are.
 */
export async function readAdminBody<S extends z.ZodType>(
  c: Context,
  schema: S,
  describe?: (problem: string, field: string) => string,
): Promise<Read<z.output<S>>> {
  const messages = adminMessages(c);
  const body = await readJsonObject(c);
  if (!body.ok) {
    const { error, field } = describeBodyRefusal(messages, body);
    return { ok: false, response: adminFailure(c, 400, error, field) };
  }
  const parsed = await schema.safeParseAsync(body.value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  const field = issue.path.map(String).join(".");
  if (describe) return { ok: false, response: adminFailure(c, 400, describe(issue.message, field), field) };
  const problem = (ADMIN_FIELD_PROBLEMS.has(issue.message) ? issue.message : "invalid") as AdminFieldProblem;
  return { ok: false, response: adminFailure(c, 400, messages.field(problem, field), field) };
}
