/**
 * What the admin routes share besides the door (admin-door.ts): the staff cookie, the member's language, the body
 * limit, and who made a change, as the audit log keeps it.
 */
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { StaffActor } from "#server/commerce/shared/staff-audit";
import type { CurrentStaff } from "#server/commerce/staff/module";
import { shopperLanguage } from "#server/http/shopper-language";
import { STAFF_COOKIE } from "#server/http/staff-cookie";
import { CSRF_HEADER } from "#domain/admin/paths";
import { rawClientAddress } from "#server/limits/rate-limit";
import { ADMIN_MESSAGES, type AdminMessages } from "#server/messages/admin";

export { STAFF_COOKIE };
export { CSRF_HEADER };
export const ADMIN_BODY_LIMIT = 16 * 1024;

export type AdminVariables = { staff: CurrentStaff };

export function adminMessages(c: Context): AdminMessages {
  return ADMIN_MESSAGES[shopperLanguage(c)];
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

/** Who made a change, as the audit log keeps it: the signed-in member and the client's address. */
export function staffActor(c: Context<{ Variables: AdminVariables }>, trustProxyHops: number): StaffActor {
  return { staffId: c.var.staff.member.id, email: c.var.staff.member.email, client: requestOrigin(c, trustProxyHops).client };
}

export function requestOrigin(c: Context, trustProxyHops: number) {
  return { client: rawClientAddress(c, trustProxyHops), userAgent: c.req.header("User-Agent") ?? "" };
}
