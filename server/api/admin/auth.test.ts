/**
 * The admin's sign-in, setup and staff routes in process: cookies, CSRF and origin checks, limits,
 * what each role may reach, and answers in the member's language.
 */
import { generate } from "otplib";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, staffMembers, staffSetupTokens } from "#server/db/schema";
import { recordingTransport, testClock, testLimits } from "#tests/server/account-kit.ts";
import { buildTestApp, TEST_BASE_URL } from "#tests/server/platform-kit.ts";
import { emptyTables, testDatabaseForFile } from "#tests/server/test-database.ts";
import {
  CODES_PER_PENDING_SESSION,
  SLOW_LANE_SIGN_INS_PER_MINUTE,
  STAFF_DEVICE_COOKIE,
  WRONG_CODES_PER_MEMBER_PER_DAY,
  WRONG_PASSWORDS_FOR_AN_ALERT,
  WRONG_PASSWORDS_PER_ACCOUNT_PER_QUARTER_HOUR,
  WRONG_PASSWORDS_PER_DEVICE_PER_QUARTER_HOUR,
} from "./auth.ts";
import { staffReader } from "#server/web/staff-reader";
import { CSRF_HEADER, STAFF_COOKIE } from "./http.ts";

const database = testDatabaseForFile();

const clock = testClock(new Date("2026-11-23T09:00:00.000Z"));
let kit: ReturnType<typeof buildTestApp>;
let mail: ReturnType<typeof recordingTransport>;
beforeEach(async () => {
  await emptyTables(database.db, auditLog, staffMembers);
  clock.set(new Date("2026-11-23T09:00:00.000Z"));
  mail = recordingTransport();
  kit = buildTestApp(database, { clock, authLimitRules: testLimits(), mailTransport: mail });
});

const PASSWORD = "a long staff password";
let nextAddress = 1;
const socket = () => ({ incoming: { socket: { remoteAddress: `198.51.100.${nextAddress++ % 250}` } } });

interface Call {
  status: number;
  json: Record<string, unknown>;
  cookie: string | undefined;
  retryAfter: string | null;
}

/** A request as the admin's page sends it: its Origin, the session cookie and, for changes, the CSRF token. */
async function call(
  method: string,
  path: string,
  {
    body,
    cookie,
    csrf,
    device,
    client,
    headers = {},
  }: { body?: unknown; cookie?: string; csrf?: string; device?: string; client?: string; headers?: Record<string, string> } = {},
): Promise<Call> {
  const cookies = [...(cookie ? [`${STAFF_COOKIE}=${cookie}`] : []), ...(device ? [`${STAFF_DEVICE_COOKIE}=${device}`] : [])];
  const response = await kit.app.request(
    path,
    {
      method,
      headers: {
        "Content-Type": "application/json",
        Origin: TEST_BASE_URL,
        "Accept-Language": "en",
        ...(cookies.length > 0 ? { Cookie: cookies.join("; ") } : {}),
        ...(csrf ? { [CSRF_HEADER]: csrf } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
    },
    client === undefined ? socket() : { incoming: { socket: { remoteAddress: client } } },
  );
  const setCookie = response.headers.get("Set-Cookie") ?? "";
  return {
    status: response.status,
    json: (await response.json()) as Record<string, unknown>,
    cookie: new RegExp(`${STAFF_COOKIE}=([^;]*)`).exec(setCookie)?.[1],
    retryAfter: response.headers.get("Retry-After"),
  };
}

/** What the staff pages' loaders read for the member this cookie signs in. */
const pagesAs = (cookie?: string) => staffReader(kit.platform.staff, cookie, "Elara");

const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(clock().getTime() / 1000) });

/** A member invited from the command line and set up through the routes; answers the session and secrets. */
async function setUp(email: string, role: "owner" | "fulfilment" | "support", { twoFactor = role === "owner" } = {}) {
  const link = await kit.platform.staff.accounts.invite({ email, role }, { commandLine: true });
  const secret = (await pagesAs().setup(link.token))!.enrolment.secret;
  const body = {
    token: link.token,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...(twoFactor ? { totpSecret: secret, totpCode: await codeAt(secret) } : {}),
  };
  const done = await call("POST", "/api/admin/setup", { body });
  expect(done.status).toBe(200);
  const me = (await pagesAs(done.cookie!).current())!;
  return { cookie: done.cookie!, csrf: me.csrfToken, secret, recoveryCodes: done.json.recoveryCodes as string[] | null };
}

describe("setup", () => {
  it("shows the link's member and a QR code, and signs in with a cookie only scripts cannot read", async () => {
    const link = await kit.platform.staff.accounts.invite({ email: "owner@elara.test", role: "owner" }, { commandLine: true });
    const page = await pagesAs().setup(link.token);
    expect(page).toMatchObject({ staff: { email: "owner@elara.test", role: "owner", active: false }, twoFactorRequired: true });

    const secret = page!.enrolment.secret;
    const response = await kit.app.request(
      "/api/admin/setup",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: TEST_BASE_URL },
        body: JSON.stringify({
          token: link.token,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          totpSecret: secret,
          totpCode: await codeAt(secret),
        }),
      },
      socket(),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toMatch(
      new RegExp(`^${STAFF_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; Secure; SameSite=Strict$`),
    );
    expect(((await response.json()) as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
  });

  it.each([
    ["a short password", { password: "short", confirmPassword: "short" }, "password", "The password must have at least 12 characters."],
    [
      "a common password",
      { password: "qwerty123456", confirmPassword: "qwerty123456" },
      "password",
      "This password is easy to guess (a much-used password or word, or the store's name, perhaps with digits). Choose another.",
    ],
    [
      "the store's name with digits",
      { password: "Elara2026!!!", confirmPassword: "Elara2026!!!" },
      "password",
      "This password is easy to guess (a much-used password or word, or the store's name, perhaps with digits). Choose another.",
    ],
    ["passwords that differ", { confirmPassword: "another long password" }, "confirmPassword", "The passwords do not match."],
    ["no two-factor for an owner", {}, "totpCode", "The store's owner must use two-step sign-in."],
    [
      "a wrong code",
      { totpSecret: "JBSWY3DPEHPK3PXP", totpCode: "000000" },
      "totpCode",
      "The authenticator code is not correct. Check your phone's clock and try again.",
    ],
  ])("refuses %s with 400 naming the field, changing nothing", async (_case, overrides, field, error) => {
    const link = await kit.platform.staff.accounts.invite({ email: "owner@elara.test", role: "owner" }, { commandLine: true });
    const answer = await call("POST", "/api/admin/setup", {
      body: { token: link.token, password: PASSWORD, confirmPassword: PASSWORD, ...overrides },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ success: false, status: 400, error, field });
    expect(answer.cookie).toBeUndefined();
    expect(await pagesAs().setup(link.token)).not.toBeNull();
  });

  it("answers 404 for an unknown link, in Romanian by default", async () => {
    expect(await pagesAs().setup("x".repeat(43))).toBeNull();
    const answer = await call("POST", "/api/admin/setup", {
      body: { token: "x".repeat(43), password: PASSWORD, confirmPassword: PASSWORD },
      headers: { "Accept-Language": "ro" },
    });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({
      success: false,
      status: 404,
      code: "setup_link_invalid",
      error: "Linkul de configurare nu mai este valabil. Cere unul nou proprietarului magazinului.",
      field: "token",
    });
  });

  it("refuses a setup posted from another site", async () => {
    const link = await kit.platform.staff.accounts.invite({ email: "s@elara.test", role: "support" }, { commandLine: true });
    const answer = await call("POST", "/api/admin/setup", {
      body: { token: link.token, password: PASSWORD, confirmPassword: PASSWORD },
      headers: { Origin: "https://evil.example" },
    });
    expect(answer.status).toBe(403);
  });
});

describe("sign-in", () => {
  it("password, then the code, then the admin; a wrong code names the field; sign-out ends it", async () => {
    const { secret } = await setUp("owner@elara.test", "owner");
    clock.advance(60_000);
    const first = await call("POST", "/api/admin/login", { body: { email: "Owner@Elara.test", password: PASSWORD } });
    expect(first).toMatchObject({ status: 200, json: { status: "second_factor" } });
    expect(await pagesAs(first.cookie!).current()).toBeNull();

    const wrong = await call("POST", "/api/admin/login/second-factor", { cookie: first.cookie!, body: { code: "000000" } });
    expect(wrong).toMatchObject({ status: 401, json: { error: "The code is not correct or has been used already.", field: "code" } });
    const right = await call("POST", "/api/admin/login/second-factor", { cookie: first.cookie!, body: { code: await codeAt(secret) } });
    expect(right).toMatchObject({ status: 200, json: { status: "signed_in", staff: { email: "owner@elara.test", role: "owner" } } });
    const me = await pagesAs(right.cookie!).current();
    expect(me).toMatchObject({ staff: { email: "owner@elara.test" }, csrfToken: expect.any(String) });

    const out = await call("POST", "/api/admin/logout", { cookie: right.cookie!, csrf: me!.csrfToken });
    expect(out.status).toBe(200);
    expect(await pagesAs(right.cookie!).current()).toBeNull();
  });

  it("a wrong password answers 401 with the same words as an unknown address", async () => {
    await setUp("ana@elara.test", "support");
    const wrong = await call("POST", "/api/admin/login", { body: { email: "ana@elara.test", password: "not the password!" } });
    const unknown = await call("POST", "/api/admin/login", { body: { email: "nobody@elara.test", password: PASSWORD } });
    expect(wrong).toMatchObject({ status: 401, json: { error: "The email or password is not correct." } });
    expect(unknown.json).toEqual(wrong.json);
  });

  it(`ends a sign-in at its ${CODES_PER_PENDING_SESSION}th wrong code, and a right code does not use the allowance`, async () => {
    const { secret } = await setUp("owner@elara.test", "owner");
    clock.advance(60_000);
    const first = await call("POST", "/api/admin/login", { body: { email: "owner@elara.test", password: PASSWORD } });
    for (let attempt = 1; attempt < CODES_PER_PENDING_SESSION; attempt++) {
      const wrong = await call("POST", "/api/admin/login/second-factor", { cookie: first.cookie!, body: { code: "111111" } });
      expect(wrong).toMatchObject({ status: 401, json: { field: "code" } });
    }
    // The last wrong code ends the sign-in, without a field, so the page goes back to the password saying why.
    const last = await call("POST", "/api/admin/login/second-factor", { cookie: first.cookie!, body: { code: "111111" } });
    expect(last).toMatchObject({
      status: 401,
      json: { error: "Too many wrong codes for this sign-in. Sign in again with your password." },
    });
    expect(last.json).not.toHaveProperty("field");
    expect(last.cookie).toBe("");
    const after = await call("POST", "/api/admin/login/second-factor", { cookie: first.cookie!, body: { code: await codeAt(secret) } });
    expect(after.status).toBe(401);
    expect(after.json).not.toHaveProperty("field");

    // A new sign-in starts a new allowance; the right code, typed first, signs in.
    const again = await call("POST", "/api/admin/login", { body: { email: "owner@elara.test", password: PASSWORD } });
    const right = await call("POST", "/api/admin/login/second-factor", { cookie: again.cookie!, body: { code: await codeAt(secret) } });
    expect(right).toMatchObject({ status: 200, json: { status: "signed_in" } });
  });

  it(`allows ${WRONG_CODES_PER_MEMBER_PER_DAY} wrong codes a day per member, then sends to the recovery codes`, async () => {
    const { secret, recoveryCodes } = await setUp("owner@elara.test", "owner");
    clock.advance(60_000);
    const signInAgain = async () =>
      (await call("POST", "/api/admin/login", { body: { email: "owner@elara.test", password: PASSWORD } })).cookie!;
    let pending = "";
    for (let wrong = 0; wrong < WRONG_CODES_PER_MEMBER_PER_DAY; wrong++) {
      if (wrong % CODES_PER_PENDING_SESSION === 0) pending = await signInAgain();
      expect((await call("POST", "/api/admin/login/second-factor", { cookie: pending, body: { code: "111111" } })).status).toBe(401);
    }
    pending = await signInAgain();
    const spent = await call("POST", "/api/admin/login/second-factor", { cookie: pending, body: { code: await codeAt(secret) } });
    expect(spent).toMatchObject({
      status: 429,
      json: {
        error:
          "Too many wrong codes today for this account. Sign in now with one of your recovery codes, or try the authenticator's code again in 24 hours.",
      },
    });
    expect(Number(spent.retryAfter)).toBeGreaterThan(23 * 3600);
    const romanian = await call("POST", "/api/admin/login/second-factor", {
      cookie: pending,
      body: { code: "222222" },
      headers: { "Accept-Language": "ro" },
    });
    expect(romanian.json.error).toBe(
      "Prea multe coduri greșite azi pentru acest cont. Autentifică-te acum cu unul dintre codurile de recuperare sau încearcă din nou codul din aplicație peste 24 de ore.",
    );

    const recovered = await call("POST", "/api/admin/login/second-factor", { cookie: pending, body: { code: recoveryCodes![0] } });
    expect(recovered).toMatchObject({ status: 200, json: { status: "signed_in" } });
    clock.advance(24 * 3600_000);
    const tomorrow = await call("POST", "/api/admin/login/second-factor", {
      cookie: await signInAgain(),
      body: { code: await codeAt(secret) },
    });
    expect(tomorrow.status).toBe(200);
  });

  it(`counts ${WRONG_PASSWORDS_PER_DEVICE_PER_QUARTER_HOUR} wrong passwords per account and client: that client waits, the member elsewhere signs in`, async () => {
    await setUp("ana@elara.test", "support");
    const wrong = { email: "ana@elara.test", password: "wrong password!!" };
    for (let attempt = 0; attempt < WRONG_PASSWORDS_PER_DEVICE_PER_QUARTER_HOUR; attempt++)
      expect((await call("POST", "/api/admin/login", { body: wrong, client: "203.0.113.9" })).status).toBe(401);
    const guesser = await call("POST", "/api/admin/login", { body: { ...wrong, password: PASSWORD }, client: "203.0.113.9" });
    expect(guesser).toMatchObject({
      status: 429,
      json: { error: "Too many wrong passwords for this account from this device. Try again in 15 minutes." },
    });
    expect(guesser.retryAfter).toBe("900");
    const member = await call("POST", "/api/admin/login", { body: { ...wrong, password: PASSWORD }, client: "198.51.100.77" });
    expect(member).toMatchObject({ status: 200, json: { status: "signed_in" } });
  });

  it("a right password does not use the allowance of wrong ones", async () => {
    await setUp("ana@elara.test", "support");
    for (let attempt = 0; attempt < 2 * WRONG_PASSWORDS_PER_DEVICE_PER_QUARTER_HOUR; attempt++) {
      const right = attempt % 2 === 0;
      const body = { email: "ana@elara.test", password: right ? PASSWORD : "wrong password!!" };
      expect((await call("POST", "/api/admin/login", { body, client: "203.0.113.9" })).status).toBe(right ? 200 : 401);
    }
  });

  it("wrong passwords from many new clients do not keep the owner out: the right one from a new client signs in", async () => {
    const { secret } = await setUp("owner@elara.test", "owner");
    clock.advance(60_000);
    for (let attempt = 0; attempt < WRONG_PASSWORDS_PER_ACCOUNT_PER_QUARTER_HOUR; attempt++) {
      const guess = await call("POST", "/api/admin/login", { body: { email: "owner@elara.test", password: `wrong password ${attempt}` } });
      expect(guess.status).toBe(401);
    }
    const owner = await call("POST", "/api/admin/login", { body: { email: "owner@elara.test", password: PASSWORD } });
    expect(owner).toMatchObject({ status: 200, json: { status: "second_factor" } });
    const signedIn = await call("POST", "/api/admin/login/second-factor", { cookie: owner.cookie!, body: { code: await codeAt(secret) } });
    expect(signedIn.status).toBe(200);
  });

  it("past the account's ceiling, unknown devices share a slow lane and a known device signs in as usual", async () => {
    const { secret } = await setUp("owner@elara.test", "owner");
    clock.advance(60_000);
    // The owner signed in on this browser before: it keeps a key, signed and only sent to the sign-in routes.
    const before = await call("POST", "/api/admin/login", { body: { email: "owner@elara.test", password: PASSWORD } });
    const complete = await kit.app.request(
      "/api/admin/login/second-factor",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: TEST_BASE_URL, Cookie: `${STAFF_COOKIE}=${before.cookie!}` },
        body: JSON.stringify({ code: await codeAt(secret) }),
      },
      socket(),
    );
    const deviceCookie = complete.headers.getSetCookie().find((line) => line.startsWith(`${STAFF_DEVICE_COOKIE}=`))!;
    expect(deviceCookie).toMatch(/; Max-Age=\d+; Path=\/api\/admin\/login; HttpOnly; Secure; SameSite=Strict$/);
    const device = new RegExp(`${STAFF_DEVICE_COOKIE}=([^;]*)`).exec(deviceCookie)![1]!;

    for (let attempt = 0; attempt < WRONG_PASSWORDS_PER_ACCOUNT_PER_QUARTER_HOUR + SLOW_LANE_SIGN_INS_PER_MINUTE; attempt++) {
      const guess = await call("POST", "/api/admin/login", { body: { email: "owner@elara.test", password: `wrong password ${attempt}` } });
      expect(guess.status).toBe(401);
    }
    const slowed = await call("POST", "/api/admin/login", { body: { email: "owner@elara.test", password: PASSWORD } });
    expect(slowed).toMatchObject({
      status: 429,
      json: {
        error:
          "Many wrong passwords have been tried on this account from elsewhere, so it takes few attempts for now. Try again in 1 minute, or sign in from a device you have signed in on before.",
      },
    });
    // A forged key is an unknown device.
    const forged = `${device.slice(0, -2)}${device.endsWith("AA") ? "BB" : "AA"}`;
    expect(
      (await call("POST", "/api/admin/login", { body: { email: "owner@elara.test", password: PASSWORD }, device: forged })).status,
    ).toBe(429);

    const known = await call("POST", "/api/admin/login", { body: { email: "owner@elara.test", password: PASSWORD }, device });
    expect(known).toMatchObject({ status: 200, json: { status: "second_factor" } });
    clock.advance(30_000);
    const signedIn = await call("POST", "/api/admin/login/second-factor", { cookie: known.cookie!, body: { code: await codeAt(secret) } });
    expect(signedIn.status).toBe(200);

    // The slow lane is slow, not shut: its next minute lets the right password from a new client in.
    clock.advance(60_000);
    expect((await call("POST", "/api/admin/login", { body: { email: "owner@elara.test", password: PASSWORD } })).status).toBe(200);
  });

  it(`tells the member by email once ${WRONG_PASSWORDS_FOR_AN_ALERT} wrong passwords arrive, once an hour, in their language`, async () => {
    await setUp("owner@elara.test", "owner");
    await database.db.update(staffMembers).set({ name: "Ioana", language: "ro" });
    for (let attempt = 0; attempt < WRONG_PASSWORDS_FOR_AN_ALERT - 1; attempt++)
      await call("POST", "/api/admin/login", { body: { email: "owner@elara.test", password: "wrong password!!" } });
    await kit.platform.mailer.idle();
    expect(mail.sent).toHaveLength(0);
    for (let attempt = 0; attempt < 15; attempt++)
      await call("POST", "/api/admin/login", {
        body: { email: "owner@elara.test", password: "wrong password!!" },
        client: "203.0.113.200",
      });
    await kit.platform.mailer.idle();
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]).toMatchObject({
      to: "owner@elara.test",
      subject: "Multe parole greșite pentru contul tău de administrare – Elara",
    });
    expect(mail.sent[0]!.text).toContain("Bună, Ioana,");
    expect(mail.sent[0]!.text).toContain(
      "În ultimele 15 minute, cineva a încercat 10 parole greșite pentru contul tău de administrare (owner@elara.test).",
    );
    expect(mail.sent[0]!.text).toContain("de la adresa 203.0.113.200.");
    expect(mail.sent[0]!.text).toContain("https://shop.example/admin/login");

    // An address with no member gets nothing, and the next hour's burst is told again.
    for (let attempt = 0; attempt < WRONG_PASSWORDS_FOR_AN_ALERT; attempt++)
      await call("POST", "/api/admin/login", { body: { email: "nobody@elara.test", password: "wrong password!!" } });
    clock.advance(60 * 60_000);
    for (let attempt = 0; attempt < WRONG_PASSWORDS_FOR_AN_ALERT; attempt++)
      await call("POST", "/api/admin/login", { body: { email: "owner@elara.test", password: "wrong password!!" } });
    await kit.platform.mailer.idle();
    expect(mail.sent.map((message) => message.to)).toEqual(["owner@elara.test", "owner@elara.test"]);
  });

  it.each([
    ["no email", { password: PASSWORD }, "email", "Email address is required."],
    ["a bad email", { email: "ana", password: PASSWORD }, "email", "Enter a valid email address."],
    ["no password", { email: "ana@elara.test" }, "password", "Password is required."],
  ])("answers 400 for %s", async (_case, body, field, error) => {
    expect(await call("POST", "/api/admin/login", { body })).toMatchObject({ status: 400, json: { error, field } });
  });
});

describe("invitations", () => {
  it("emails the setup link to the invitee, shows its expiry, and a resend makes a new link that alone works", async () => {
    const owner = await setUp("owner@elara.test", "owner");
    await kit.platform.mailer.idle();
    mail.sent.length = 0;
    const invited = await call("POST", "/api/admin/staff", {
      cookie: owner.cookie,
      csrf: owner.csrf,
      body: { email: "maria@elara.test", name: "Maria", role: "support" },
    });
    expect(invited.status).toBe(201);
    const firstUrl = invited.json.setupUrl as string;
    expect(invited.json.expiresAt).toBe("2026-11-24T09:00:00.000Z");
    await kit.platform.mailer.idle();
    expect(mail.sent.map((sent) => [sent.to, sent.subject])).toEqual([["maria@elara.test", "Invitație în administrarea Elara"]]);
    expect(mail.sent[0]!.text).toContain(
      "owner@elara.test te-a invitat în administrarea magazinului Elara, cu rolul „relații cu clienții”.",
    );
    expect(mail.sent[0]!.text).toContain(firstUrl);
    expect(mail.sent[0]!.text).toContain("până pe 24 noiembrie 2026 la 11:00");

    const listed = async () => (await pagesAs(owner.cookie).members())!.find((member) => member.email === "maria@elara.test")!;
    const maria = await listed();
    expect(maria.inviteExpiresAt).toBe("2026-11-24T09:00:00.000Z");
    expect((await listed()).inviteExpiresAt).toBe("2026-11-24T09:00:00.000Z");

    // A link past its day (the owner's session would not last a day without a request, so the link is aged instead).
    await database.db.update(staffSetupTokens).set({ expiresAt: new Date("2026-11-23T08:00:00.000Z") });
    expect((await listed()).inviteExpiresAt).toBeNull();
    clock.set(new Date("2026-11-23T10:00:00.000Z"));
    mail.sent.length = 0;
    const resent = await call("POST", `/api/admin/staff/${maria.id}/invite`, { cookie: owner.cookie, csrf: owner.csrf });
    expect(resent).toMatchObject({ status: 200, json: { expiresAt: "2026-11-24T10:00:00.000Z" } });
    const secondUrl = resent.json.setupUrl as string;
    expect(secondUrl).not.toBe(firstUrl);
    await kit.platform.mailer.idle();
    expect(mail.sent.map((sent) => sent.to)).toEqual(["maria@elara.test"]);
    expect(mail.sent[0]!.text).toContain(secondUrl);
    expect((await listed()).inviteExpiresAt).toBe("2026-11-24T10:00:00.000Z");

    // A resend before the first link expired ends that link too.
    const third = await call("POST", `/api/admin/staff/${maria.id}/invite`, { cookie: owner.cookie, csrf: owner.csrf });
    const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;
    expect(await pagesAs().setup(tokenOf(secondUrl))).toBeNull();
    expect(await pagesAs().setup(tokenOf(third.json.setupUrl as string))).not.toBeNull();

    const ownerId = (await pagesAs(owner.cookie).current())!.staff;
    const already = await call("POST", `/api/admin/staff/${ownerId.id}/invite`, { cookie: owner.cookie, csrf: owner.csrf });
    expect(already).toMatchObject({
      status: 409,
      json: { code: "already_set_up", error: "The member has already set up their account: they need no invitation." },
    });
    expect((await call("POST", "/api/admin/staff/999999/invite", { cookie: owner.cookie, csrf: owner.csrf })).status).toBe(404);
  });

  it("keeps the setup page's two-factor key across reloads, and enrols only that key", async () => {
    const link = await kit.platform.staff.accounts.invite({ email: "owner@elara.test", role: "owner" }, { commandLine: true });
    const secretOf = async () => (await pagesAs().setup(link.token))!.enrolment.secret;
    const shown = await secretOf();
    expect(await secretOf()).toBe(shown);
    expect(await secretOf()).toBe(shown);

    // A code from another key (a page's old copy, or a forged body) is refused, and the link still works.
    const other = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    const body = { token: link.token, password: PASSWORD, confirmPassword: PASSWORD };
    const forged = await call("POST", "/api/admin/setup", { body: { ...body, totpSecret: other, totpCode: await codeAt(other) } });
    expect(forged).toMatchObject({ status: 400, json: { field: "totpCode" } });
    const done = await call("POST", "/api/admin/setup", { body: { ...body, totpSecret: shown, totpCode: await codeAt(shown) } });
    expect(done.status).toBe(200);
  });
});

describe("what each role reaches", () => {
  it("the staff pages are the owner's: others get 403, nobody signed in gets 401", async () => {
    const owner = await setUp("owner@elara.test", "owner");
    const fulfilment = await setUp("f@elara.test", "fulfilment");
    const support = await setUp("s@elara.test", "support");
    expect(await pagesAs(owner.cookie).members()).not.toBeNull();
    expect(await pagesAs(owner.cookie).audit({}, 1)).not.toBeNull();
    for (const member of [fulfilment, support]) {
      expect(await pagesAs(member.cookie).members()).toBeNull();
      expect(await pagesAs(member.cookie).audit({}, 1)).toBeNull();
      const invite = await call("POST", "/api/admin/staff", {
        cookie: member.cookie,
        csrf: member.csrf,
        body: { email: "x@elara.test", role: "owner" },
      });
      expect(invite).toMatchObject({ status: 403, json: { code: "forbidden", error: "Your role does not allow this action." } });
    }
    expect(await pagesAs(undefined).members()).toBeNull();
    expect((await call("POST", "/api/admin/staff", { body: { email: "x@elara.test", role: "owner" } })).status).toBe(401);
  });

  it("a change needs the session's CSRF token and the admin's origin", async () => {
    const owner = await setUp("owner@elara.test", "owner");
    const body = { email: "new@elara.test", role: "support" };
    expect((await call("POST", "/api/admin/staff", { cookie: owner.cookie, body })).status).toBe(403);
    expect((await call("POST", "/api/admin/staff", { cookie: owner.cookie, csrf: "x".repeat(43), body })).status).toBe(403);
    const foreign = await call("POST", "/api/admin/staff", {
      cookie: owner.cookie,
      csrf: owner.csrf,
      body,
      headers: { Origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect((await kit.platform.staff.accounts.list()).map((member) => member.email)).toEqual(["owner@elara.test"]);

    const invited = await call("POST", "/api/admin/staff", { cookie: owner.cookie, csrf: owner.csrf, body });
    expect(invited).toMatchObject({
      status: 201,
      json: {
        staff: { email: "new@elara.test", role: "support", active: false },
        setupUrl: expect.stringMatching(/^http.*\/admin\/setup\?token=/),
      },
    });
  });

  it("the owner changes roles, disables members and ends their sessions; the audit log shows each", async () => {
    const owner = await setUp("owner@elara.test", "owner");
    const support = await setUp("s@elara.test", "support");
    const members = (await pagesAs(owner.cookie).members())!;
    const supportId = members.find((member) => member.email === "s@elara.test")!.id;

    const role = await call("POST", `/api/admin/staff/${supportId}/role`, {
      cookie: owner.cookie,
      csrf: owner.csrf,
      body: { role: "fulfilment" },
    });
    expect(role).toMatchObject({ status: 200, json: { staff: { role: "fulfilment" } } });
    const badRole = await call("POST", `/api/admin/staff/${supportId}/role`, {
      cookie: owner.cookie,
      csrf: owner.csrf,
      body: { role: "king" },
    });
    expect(badRole).toMatchObject({ status: 400, json: { field: "role" } });

    const sessions = (await pagesAs(owner.cookie).sessions())!;
    expect(sessions.find((session) => session.current)!.staffEmail).toBe("owner@elara.test");
    const theirs = sessions.find((session) => session.staffEmail === "s@elara.test")!;
    expect((await call("POST", `/api/admin/sessions/${theirs.id}/end`, { cookie: owner.cookie, csrf: owner.csrf })).status).toBe(200);
    expect(await pagesAs(support.cookie).current()).toBeNull();
    expect((await call("POST", `/api/admin/sessions/${theirs.id}/end`, { cookie: owner.cookie, csrf: owner.csrf })).status).toBe(404);

    const disabled = await call("POST", `/api/admin/staff/${supportId}/disabled`, {
      cookie: owner.cookie,
      csrf: owner.csrf,
      body: { disabled: true },
    });
    expect(disabled).toMatchObject({ status: 200, json: { staff: { disabled: true } } });
    const self = members.find((member) => member.email === "owner@elara.test")!.id;
    const last = await call("POST", `/api/admin/staff/${self}/disabled`, {
      cookie: owner.cookie,
      csrf: owner.csrf,
      body: { disabled: true },
    });
    expect(last).toMatchObject({ status: 409, json: { code: "last_owner", error: "The store must keep at least one active owner." } });

    const audit = await pagesAs(owner.cookie).audit({ action: "staff.role" }, 1);
    expect(audit).toMatchObject({
      total: 1,
      entries: [{ action: "staff.role", staffEmail: "owner@elara.test", before: { role: "support" }, after: { role: "fulfilment" } }],
    });
  });
});
