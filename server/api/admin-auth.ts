/**
 * Staff sign-in and setup (issue 16), JSON under /api/admin:
 *
 * - POST /login {email, password} → {status: "signed_in", staff} or {status: "second_factor"}; the cookie
 *   carries the (pending) session.
 * - POST /login/second-factor {code} → {status: "signed_in", staff}: a six-digit code or a recovery code.
 * - POST /logout → {signedOut: true}.
 * - GET /me → {staff, csrfToken}: who is signed in and the token every change must send back.
 * - GET /setup?token= → {staff, twoFactorRequired, enrolment: {secret, uri, qrSvg}}.
 * - POST /setup {token, password, confirmPassword, totpSecret?, totpCode?} → {staff, recoveryCodes}, signed in.
 *
 * Sign-in and setup come from the admin's own pages (their Origin), limited per client and per email.
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ADMIN_API_PATH } from "#domain/admin-paths";
import { secondFactorSchema, staffLoginSchema, staffSetupSchema } from "#domain/staff-forms";
import { StaffAccountError, type StaffAccounts } from "#server/commerce/staff/staff-accounts";
import type { StaffMember } from "#server/commerce/staff/staff-member";
import type { StaffSessions } from "#server/commerce/staff/staff-sessions";
import { isListedPassword } from "#server/commerce/shared/common-passwords";
import { cameFromStorePage } from "#server/http/store-page-origin";
import { hashToken } from "#server/commerce/shared/secrets";
import { clientAddress, type RateLimits } from "#server/limits/rate-limit";
import {
  ADMIN_BODY_LIMIT,
  adminFailure,
  adminMessages,
  clearStaffCookie,
  readAdminBody,
  requestOrigin,
  requireStaff,
  setStaffCookie,
  staffCookie,
  type AdminVariables,
} from "./admin-http.ts";

export const ADMIN_API = ADMIN_API_PATH;

/** A person mistypes a few times; a script trying passwords gets ten a quarter hour per address. */
export const LOGINS_PER_CLIENT_PER_MINUTE = 20;
export const LOGINS_PER_EMAIL_PER_QUARTER_HOUR = 10;
/** Six digits are guessable in a million tries: five per pending session, then sign in again. */
export const CODES_PER_PENDING_SESSION = 5;

export interface AdminAuthRoutesOptions {
  accounts: StaffAccounts;
  sessions: StaffSessions;
  rateLimits: RateLimits;
  trustProxyHops: number;
  baseUrl: string;
  brandName: string;
}

export function staffJson(member: StaffMember) {
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    language: member.language,
    twoFactor: member.twoFactor,
    active: member.active,
    disabled: member.disabled,
  };
}

export function adminAuthRoutes(options: AdminAuthRoutesOptions): Hono<{ Variables: AdminVariables }> {
  const { accounts, sessions, rateLimits, trustProxyHops, baseUrl, brandName } = options;
  const app = new Hono<{ Variables: AdminVariables }>();
  const perClient = rateLimits.limiter({ bucket: "admin.login.client", limit: LOGINS_PER_CLIENT_PER_MINUTE, windowMs: 60_000 });
  const perEmail = rateLimits.limiter({ bucket: "admin.login.email", limit: LOGINS_PER_EMAIL_PER_QUARTER_HOUR, windowMs: 15 * 60_000 });
  const perPending = rateLimits.limiter({ bucket: "admin.second_factor", limit: CODES_PER_PENDING_SESSION, windowMs: 5 * 60_000 });
  const sizeLimit = bodyLimit({ maxSize: ADMIN_BODY_LIMIT, onError: (c) => adminFailure(c, 413, adminMessages(c).tooLarge) });

  /** Sign-in forms post from the admin's pages only: a login started by another site is refused. */
  const fromAdminPage = async (c: Context, next: () => Promise<void>) => {
    if (!cameFromStorePage(c, baseUrl)) return adminFailure(c, 403, adminMessages(c).notFromAdmin);
    await next();
  };

  const limited = async (c: Context, ...decisions: Promise<{ allowed: boolean; retryAfterSeconds: number }>[]) => {
    for (const decision of await Promise.all(decisions)) {
      if (!decision.allowed) {
        c.header("Retry-After", String(decision.retryAfterSeconds));
        return adminFailure(c, 429, adminMessages(c).tooMany(decision.retryAfterSeconds));
      }
    }
    return null;
  };

  // Each client's count is taken before the body is read, so a refused request costs no reading; the email's after.
  app.post(`${ADMIN_API}/login`, fromAdminPage, sizeLimit, async (c) => {
    const clientRefused = await limited(c, perClient.take(clientAddress(c, trustProxyHops)));
    if (clientRefused) return clientRefused;
    const body = await readAdminBody(c, staffLoginSchema);
    if (!body.ok) return body.response;
    const refused = await limited(c, perEmail.take(body.value.email));
    if (refused) return refused;
    const outcome = await sessions.login({ ...body.value, ...requestOrigin(c, trustProxyHops) });
    if (outcome.kind === "invalid") return adminFailure(c, 401, adminMessages(c).loginInvalid);
    setStaffCookie(c, outcome.session.token);
    if (outcome.kind === "second_factor_needed") return c.json({ status: "second_factor" });
    return c.json({ status: "signed_in", staff: staffJson(outcome.session.member) });
  });

  app.post(`${ADMIN_API}/login/second-factor`, fromAdminPage, sizeLimit, async (c) => {
    const messages = adminMessages(c);
    const token = staffCookie(c);
    if (token === undefined || (await sessions.pending(token)) === null) {
      clearStaffCookie(c);
      return adminFailure(c, 401, messages.secondFactorExpired);
    }
    const refused = await limited(c, perPending.take(hashToken(token)), perClient.take(clientAddress(c, trustProxyHops)));
    if (refused) return refused;
    const body = await readAdminBody(c, secondFactorSchema);
    if (!body.ok) return body.response;
    const session = await sessions.secondFactor(token, body.value.code, requestOrigin(c, trustProxyHops));
    if (!session) return adminFailure(c, 401, messages.secondFactorInvalid, "code");
    setStaffCookie(c, session.token);
    return c.json({ status: "signed_in", staff: staffJson(session.member) });
  });

  app.post(`${ADMIN_API}/logout`, requireStaff({ sessions, baseUrl }), async (c) => {
    await sessions.logout(staffCookie(c)!);
    clearStaffCookie(c);
    return c.json({ signedOut: true });
  });

  app.get(`${ADMIN_API}/me`, requireStaff({ sessions, baseUrl }), (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ staff: staffJson(c.var.staff.member), csrfToken: c.var.staff.csrfToken });
  });

  app.get(`${ADMIN_API}/setup`, async (c) => {
    c.header("Cache-Control", "no-store");
    const page = await accounts.setupPage(c.req.query("token") ?? "", brandName);
    if (!page) return adminFailure(c, 404, adminMessages(c).account.setup_link_invalid, "token");
    return c.json({ staff: staffJson(page.member), twoFactorRequired: page.twoFactorRequired, enrolment: page.enrolment });
  });

  app.post(`${ADMIN_API}/setup`, fromAdminPage, sizeLimit, async (c) => {
    const messages = adminMessages(c);
    const refused = await limited(c, perClient.take(clientAddress(c, trustProxyHops)));
    if (refused) return refused;
    const body = await readAdminBody(c, staffSetupSchema);
    if (!body.ok) return body.response;
    const { token, password, totpSecret, totpCode } = body.value;
    if (isListedPassword(password)) return adminFailure(c, 400, messages.field("password_common", "password"), "password");
    const totp = totpSecret !== undefined && totpCode !== undefined ? { secret: totpSecret, code: totpCode } : null;
    try {
      const setup = await accounts.completeSetup(token, { password, totp }, requestOrigin(c, trustProxyHops));
      setStaffCookie(c, setup.session.token);
      return c.json({ staff: staffJson(setup.member), recoveryCodes: setup.recoveryCodes });
    } catch (error) {
      if (!(error instanceof StaffAccountError)) throw error;
      const field = error.problem === "setup_link_invalid" ? "token" : error.problem.startsWith("two_factor") ? "totpCode" : undefined;
      return adminFailure(c, error.problem === "setup_link_invalid" ? 404 : 400, messages.account[error.problem], field);
    }
  });

  for (const [path, allow] of [
    ["login", "POST"],
    ["login/second-factor", "POST"],
    ["logout", "POST"],
    ["me", "GET"],
    ["setup", "GET, POST"],
  ] as const) {
    app.all(`${ADMIN_API}/${path}`, (c) => c.json({ error: adminMessages(c).methodNotAllowed }, 405, { Allow: allow }));
  }

  return app;
}
