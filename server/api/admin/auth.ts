/**
 * Staff sign-in and setup (issue 16), JSON under /api/admin:
 *
 * - POST /login {email, password} → {status: "signed_in", staff} or {status: "second_factor"}; the cookie
 *   carries the (pending) session.
 * - POST /login/second-factor {code} → {status: "signed_in", staff}: a six-digit code or a recovery code.
 * - POST /logout → {signedOut: true}.
 * - POST /setup {token, password, confirmPassword, totpSecret?, totpCode?} → {staff, recoveryCodes}, signed in.
 *
 * Who is signed in (with the CSRF token every change sends back) and the setup page's member and two-factor key are
 * read by the admin pages' loaders (server/web/staff-reader.ts).
 *
 * Sign-in and setup come from the admin's own pages (their Origin). Wrong passwords and codes are what is
 * counted (decision 0070): per account and client, or per account and known device; past a ceiling per account
 * the unknown devices share a slow lane while known ones sign in as usual, and the member is told by email.
 */
import { taggedContract } from "../route-kit.ts";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { normaliseEmail } from "#domain/email";
import { ADMIN_API_PATH } from "#domain/admin/paths";
import { STAFF_SECOND_FACTOR_WINDOW_MS } from "#domain/staff-roles";
import { secondFactorSchema, staffLoginSchema, staffMemberViewSchema, staffSetupSchema, type StaffMemberView } from "#domain/staff-forms";
import { StaffAccountError, looksLikeTotpCode } from "#server/commerce/staff/module";
import type { StaffMember, StaffAccounts, StaffSessions, StaffSignInProtection } from "#server/commerce/staff/module";
import { isGuessablePassword } from "#server/commerce/shared/common-passwords";
import { hashToken } from "#server/commerce/shared/secrets";
import { problem } from "#server/http/kit/problem";
import { readBody, type FieldDescriber } from "#server/http/kit/read-body";
import { clientAddress, type RateLimitDecision, type RateLimits } from "#server/limits/rate-limit";
import { ADMIN_FIELD_PROBLEMS, type AdminFieldProblem } from "#server/messages/admin";
import { z } from "zod";
import { adminBodyLimit, adminRouteGroups, type AdminRouteOptions, type AdminRoutes } from "./door.ts";
import { adminMessages, clearStaffCookie, requestOrigin, setStaffCookie, staffCookie } from "./http.ts";

export const ADMIN_API = ADMIN_API_PATH;

const MINUTE = 60_000;
const QUARTER_HOUR = 15 * MINUTE;

/** A flood brake per client on every sign-in request, right or wrong: a person never reaches it. */
export const LOGINS_PER_CLIENT_PER_MINUTE = 20;
/** A person mistypes a few times; a guesser gets ten wrong passwords a quarter hour per account from each client or device. */
export const WRONG_PASSWORDS_PER_DEVICE_PER_QUARTER_HOUR = 10;
/** Past this many wrong passwords on one account in a quarter hour, from anywhere, its unknown devices share the slow lane. */
export const WRONG_PASSWORDS_PER_ACCOUNT_PER_QUARTER_HOUR = 30;
/** The slow lane: sign-ins a minute on an account over its ceiling, from all unknown devices together. */
export const SLOW_LANE_SIGN_INS_PER_MINUTE = 5;
/** This many wrong passwords on one account in a quarter hour are a burst the member is told of, at most once an hour. */
export const WRONG_PASSWORDS_FOR_AN_ALERT = 10;
/** Six digits are guessable in a million tries: five wrong codes per sign-in, then the password again. */
export const CODES_PER_PENDING_SESSION = 5;
/** And at most this many wrong authenticator codes a day per member, however many sign-ins (recovery codes still work). */
export const WRONG_CODES_PER_MEMBER_PER_DAY = 30;

/** The browser's known-device key: only the sign-in routes ever receive it. */
export const STAFF_DEVICE_COOKIE = "elara_staff_device";
const KNOWN_DEVICE_MAX_AGE_SECONDS = 400 * 24 * 3600;

export interface AdminAuthRoutesOptions extends AdminRouteOptions {
  accounts: StaffAccounts;
  sessions: StaffSessions;
  signIn: StaffSignInProtection;
  rateLimits: RateLimits;
  /** The authenticator app's issuer name on an enrolment. */
  brandName: string;
}

const described = taggedContract(["Admin: sign-in"]);

/** The staff forms' words for a wrong field (sign-in, setup and the owner's staff forms). */
export const describeStaffField: FieldDescriber = ({ problem: name, field }, c) =>
  adminMessages(c).field((ADMIN_FIELD_PROBLEMS.has(name) ? name : "invalid") as AdminFieldProblem, field);

const signedInSchema = z.object({ status: z.literal("signed_in"), staff: staffMemberViewSchema });
const signInStepSchema = z.union([signedInSchema, z.object({ status: z.literal("second_factor") })]);
const setUpSchema = z.object({
  staff: staffMemberViewSchema,
  /** Shown once; null for a member without two-step sign-in. */
  recoveryCodes: z.array(z.string()).nullable(),
});
const signedOutSchema = z.object({ signedOut: z.literal(true) });
const whoAmISchema = z.object({ staff: staffMemberViewSchema, csrfToken: z.string() });
const setupPageSchema = z.object({
  staff: staffMemberViewSchema,
  twoFactorRequired: z.boolean(),
  enrolment: z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() }),
});

export function staffJson(member: StaffMember): StaffMemberView {
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    language: member.language,
    twoFactor: member.twoFactor,
    active: member.active,
    disabled: member.disabled,
    inviteExpiresAt: member.inviteExpiresAt?.toISOString() ?? null,
  };
}

export function adminAuthRoutes(options: AdminAuthRoutesOptions): AdminRoutes {
  return adminRouteGroups(routeKit(options), [registerLogin, registerSecondFactor, registerSession, registerSetup]);
}

type RouteKit = ReturnType<typeof routeKit>;

/** What the routes share: the options, the rate limits and the helpers that answer with them. */
function routeKit(options: AdminAuthRoutesOptions) {
  const { signIn, rateLimits, trustProxyHops } = options;
  const limiter = (bucket: string, limit: number, windowMs: number) => rateLimits.limiter({ bucket, limit, windowMs });
  const perClient = limiter("admin.login.client", LOGINS_PER_CLIENT_PER_MINUTE, MINUTE);
  const wrongPerDevice = limiter("admin.login.wrong.device", WRONG_PASSWORDS_PER_DEVICE_PER_QUARTER_HOUR, QUARTER_HOUR);
  const wrongPerAccount = limiter("admin.login.wrong.account", WRONG_PASSWORDS_PER_ACCOUNT_PER_QUARTER_HOUR, QUARTER_HOUR);
  const slowLane = limiter("admin.login.slow_lane", SLOW_LANE_SIGN_INS_PER_MINUTE, MINUTE);
  const alertsPerAccount = limiter("admin.login.alert", 1, 60 * MINUTE);
  const wrongCodesPerPending = limiter("admin.second_factor.wrong.pending", CODES_PER_PENDING_SESSION, STAFF_SECOND_FACTOR_WINDOW_MS);
  const wrongCodesPerMember = limiter("admin.second_factor.wrong.member", WRONG_CODES_PER_MEMBER_PER_DAY, 24 * 60 * MINUTE);
  const sizeLimit = adminBodyLimit();

  /** A 429 with Retry-After, worded for what refused it; null when allowed. */
  const refusal = (c: Context, decision: RateLimitDecision, message: (seconds: number) => string) => {
    if (decision.allowed) return null;
    const seconds = decision.retryAfterSeconds;
    return problem(c, 429, "rate_limited", message(seconds), {}, { "Retry-After": String(seconds) });
  };

  /** Complete sign-ins make the browser a known device of the member (decision 0070). */
  const rememberDevice = (c: Context, memberId: number) =>
    setCookie(c, STAFF_DEVICE_COOKIE, signIn.knownDevices.issue(memberId), {
      httpOnly: true,
      secure: true,
      sameSite: "Strict",
      path: `${ADMIN_API}/login`,
      maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
    });

  /** Counts a wrong password, and tells the member once a burst of them has reached their account. */
  const countWrongPassword = async (c: Context, email: string, deviceKey: string) => {
    await wrongPerDevice.take(deviceKey);
    const onAccount = await wrongPerAccount.take(email);
    if (onAccount.count < WRONG_PASSWORDS_FOR_AN_ALERT || !(await alertsPerAccount.peek(email)).allowed) return;
    const told = await signIn.alerts.tellMember({
      email,
      failures: onAccount.count,
      windowMinutes: QUARTER_HOUR / MINUTE,
      latestClient: requestOrigin(c, trustProxyHops).client,
    });
    // Only a message written uses the hour's alert: an address with no member spends nothing.
    if (told) await alertsPerAccount.take(email);
  };

  return {
    ...options,
    perClient,
    wrongPerDevice,
    wrongPerAccount,
    slowLane,
    alertsPerAccount,
    wrongCodesPerPending,
    wrongCodesPerMember,
    sizeLimit,
    refusal,
    rememberDevice,
    countWrongPassword,
  };
}

/** The password step of signing in. */
function registerLogin(app: AdminRoutes, kit: RouteKit): void {
  const {
    countWrongPassword,
    door,
    perClient,
    refusal,
    rememberDevice,
    sessions,
    signIn,
    sizeLimit,
    slowLane,
    trustProxyHops,
    wrongPerAccount,
    wrongPerDevice,
  } = kit;
  // Each client's count is taken before the body is read, so a refused request costs no reading; the email's after.
  app.post(
    `${ADMIN_API}/login`,
    described({
      summary: "Sign in with email and password; an owner then sends the second factor",
      responses: {
        200: { description: "Signed in, or waiting for the second factor (the cookie carries the session).", schema: signInStepSchema },
      },
      requestBody: {
        description: "Read after the client's count is taken, so a flood costs no reading.",
        contentType: "application/json",
        schema: staffLoginSchema,
      },
      problems: [400, 401, 413, 429],
      examples: [{ name: "no password", body: { email: "someone@elara.test" }, status: 400 }],
    }),
    door.openDoor,
    sizeLimit,
    async (c) => {
      const messages = adminMessages(c);
      const client = clientAddress(c, trustProxyHops);
      const flood = refusal(c, await perClient.take(client), messages.tooMany);
      if (flood) return flood;
      const body = await readBody(c, staffLoginSchema, { describe: describeStaffField });
      if (!body.ok) return body.response;
      const email = normaliseEmail(body.value.email);
      const device = await signIn.knownDevices.recognise(getCookie(c, STAFF_DEVICE_COOKIE), email);
      const deviceKey = `${email}\n${device === null ? `client:${client}` : `device:${device}`}`;
      const here = refusal(c, await wrongPerDevice.peek(deviceKey), messages.wrongPasswordsHere);
      if (here) return here;
      if (device === null && !(await wrongPerAccount.peek(email)).allowed) {
        const slowed = refusal(c, await slowLane.take(email), messages.accountSlowed);
        if (slowed) return slowed;
      }
      const outcome = await sessions.login({ ...body.value, ...requestOrigin(c, trustProxyHops) });
      if (outcome.kind === "invalid") {
        await countWrongPassword(c, email, deviceKey);
        return problem(c, 401, "login_invalid", messages.loginInvalid);
      }
      setStaffCookie(c, outcome.session.token);
      if (outcome.kind === "second_factor_needed") return c.json({ status: "second_factor" as const });
      rememberDevice(c, outcome.session.member.id);
      return c.json({ status: "signed_in" as const, staff: staffJson(outcome.session.member) });
    },
  );
}

/** The second step of an owner's sign-in. */
function registerSecondFactor(app: AdminRoutes, kit: RouteKit): void {
  const { door, perClient, refusal, rememberDevice, sessions, sizeLimit, trustProxyHops, wrongCodesPerMember, wrongCodesPerPending } = kit;
  app.post(
    `${ADMIN_API}/login/second-factor`,
    described({
      summary: "Send the second factor: a six-digit code or a recovery code",
      responses: { 200: { description: "Signed in.", schema: signedInSchema } },
      requestBody: {
        description: "Read only once a sign-in waits for its second factor and the client's count is taken.",
        contentType: "application/json",
        schema: secondFactorSchema,
      },
      problems: [400, 401, 413, 429],
      examples: [{ name: "no sign-in waiting for a code", body: { code: "123456" }, status: 401 }],
    }),
    door.openDoor,
    sizeLimit,
    async (c) => {
      const messages = adminMessages(c);
      const token = staffCookie(c);
      const member = token === undefined ? null : await sessions.pending(token);
      if (token === undefined || member === null) {
        clearStaffCookie(c);
        return problem(c, 401, "second_factor_expired", messages.secondFactorExpired);
      }
      const flood = refusal(c, await perClient.take(clientAddress(c, trustProxyHops)), messages.tooMany);
      if (flood) return flood;
      const body = await readBody(c, secondFactorSchema, { describe: describeStaffField });
      if (!body.ok) return body.response;
      const pendingKey = hashToken(token);
      const thisSignIn = refusal(c, await wrongCodesPerPending.peek(pendingKey), () => messages.wrongCodesThisSignIn);
      if (thisSignIn) return thisSignIn;
      // Recovery codes (50 random bits each) are not guessable, so they stay the way in when the day's codes are spent.
      const authenticatorCode = looksLikeTotpCode(body.value.code);
      const memberKey = String(member.id);
      if (authenticatorCode) {
        const today = refusal(c, await wrongCodesPerMember.peek(memberKey), messages.wrongCodesToday);
        if (today) return today;
      }
      const session = await sessions.secondFactor(token, body.value.code, requestOrigin(c, trustProxyHops));
      if (!session) {
        const wrongHere = await wrongCodesPerPending.take(pendingKey);
        if (authenticatorCode) await wrongCodesPerMember.take(memberKey);
        if (wrongHere.count < CODES_PER_PENDING_SESSION)
          return problem(c, 401, "second_factor_invalid", messages.secondFactorInvalid, { field: "code" });
        // The sign-in's last code was wrong: it ends here, so the page goes back to the password at once.
        await sessions.logout(token);
        clearStaffCookie(c);
        return problem(c, 401, "wrong_codes_this_sign_in", messages.wrongCodesThisSignIn);
      }
      setStaffCookie(c, session.token);
      rememberDevice(c, session.member.id);
      return c.json({ status: "signed_in" as const, staff: staffJson(session.member) });
    },
  );
}

/** Signing out, and who is signed in. */
function registerSession(app: AdminRoutes, kit: RouteKit): void {
  const { door, sessions } = kit;
  app.post(
    `${ADMIN_API}/logout`,
    described({
      summary: "Sign out: the session ends and its cookie is cleared",
      responses: { 200: { description: "Signed out.", schema: signedOutSchema } },
    }),
    door.permit("signed_in"),
    async (c) => {
      await sessions.logout(staffCookie(c)!);
      clearStaffCookie(c);
      return c.json({ signedOut: true as const });
    },
  );

  // The pages read these through their loaders; a client of the API alone (a script, the browser tests) needs them to
  // enrol a member and to send the CSRF token with its changes, so they stay.
  app.get(
    `${ADMIN_API}/me`,
    described({
      summary: "Who is signed in, and the CSRF token every change must send back",
      responses: { 200: { description: "The member and the session's CSRF token.", schema: whoAmISchema } },
    }),
    door.permit("signed_in"),
    (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ staff: staffJson(c.var.staff.member), csrfToken: c.var.staff.csrfToken });
    },
  );
}

/** An invited member's first visit: the setup page and the account it sets up. */
function registerSetup(app: AdminRoutes, kit: RouteKit): void {
  const { accounts, brandName, door, perClient, refusal, sizeLimit, trustProxyHops } = kit;
  app.get(
    `${ADMIN_API}/setup`,
    described({
      summary: "An invitation's setup: the member, and the authenticator key to enrol",
      query: z.object({ token: z.string().describe("The invitation link's token.") }),
      responses: { 200: { description: "The member and the enrolment.", schema: setupPageSchema } },
      problems: [404],
      examples: [{ name: "an unknown link", query: { token: "x".repeat(43) }, status: 404 }],
    }),
    door.openDoor,
    async (c) => {
      c.header("Cache-Control", "no-store");
      const page = await accounts.setupPage(c.req.query("token") ?? "", brandName);
      if (!page) return problem(c, 404, "setup_link_invalid", adminMessages(c).account.setup_link_invalid, { field: "token" });
      return c.json({ staff: staffJson(page.member), twoFactorRequired: page.twoFactorRequired, enrolment: page.enrolment });
    },
  );

  app.post(
    `${ADMIN_API}/setup`,
    described({
      summary: "Set up an invited member's account: a password and, for an owner, two-step sign-in",
      responses: { 200: { description: "Set up and signed in, with the recovery codes shown once.", schema: setUpSchema } },
      requestBody: {
        description: "Read after the client's count is taken, so a flood costs no reading.",
        contentType: "application/json",
        schema: staffSetupSchema,
      },
      problems: [400, 404, 413, 429],
      examples: [
        {
          name: "an unknown link",
          body: { token: "x".repeat(43), password: "a long staff password", confirmPassword: "a long staff password" },
          status: 404,
        },
      ],
    }),
    door.openDoor,
    sizeLimit,
    async (c) => {
      const messages = adminMessages(c);
      const refused = refusal(c, await perClient.take(clientAddress(c, trustProxyHops)), messages.tooMany);
      if (refused) return refused;
      const body = await readBody(c, staffSetupSchema, { describe: describeStaffField });
      if (!body.ok) return body.response;
      const { token, password, totpSecret, totpCode } = body.value;
      if (isGuessablePassword(password, brandName)) {
        const error = messages.field("password_common", "password");
        return problem(c, 400, "password_common", error, { field: "password", fields: { password: error } });
      }
      const totp = totpSecret !== undefined && totpCode !== undefined ? { secret: totpSecret, code: totpCode } : null;
      try {
        const setup = await accounts.completeSetup(token, { password, totp }, requestOrigin(c, trustProxyHops));
        setStaffCookie(c, setup.session.token);
        return c.json({ staff: staffJson(setup.member), recoveryCodes: setup.recoveryCodes });
      } catch (error) {
        if (!(error instanceof StaffAccountError)) throw error;
        const field = error.problem === "setup_link_invalid" ? "token" : error.problem.startsWith("two_factor") ? "totpCode" : undefined;
        return problem(c, error.problem === "setup_link_invalid" ? 404 : 400, error.problem, messages.account[error.problem], { field });
      }
    },
  );

  for (const path of ["login", "login/second-factor", "logout", "setup"]) {
    app.all(`${ADMIN_API}/${path}`, (c) => problem(c, 405, "method_not_allowed", adminMessages(c).methodNotAllowed, {}, { Allow: "POST" }));
  }
}
