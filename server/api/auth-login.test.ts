/**
 * POST /api/auth and the magic-link routes in process, against a test database: logging in, sessions and their
 * refresh, magic links, and the rate limits (the clock is the test's).
 */
import { describe, expect, it } from "vitest";
import type {} from "#server/db/client";
import { customers } from "#server/db/schema";
import { linkFrom, postJson, sendJson, socketFrom, testClock, testLimits, mailedLoginToken } from "#tests/server/account-kit.ts";
import { AUTH_LIMIT_RULES } from "#server/limits/auth-limits";
import { activeCustomer, authRoutesForFile, DAY, HOUR, MINUTE } from "#tests/server/auth-kit.ts";

const { database, setup, statusOf } = authRoutesForFile();

describe("create-customer-token (login)", () => {
  it("logs an active customer in for 14 days, or 60 with remember me", async () => {
    const kit = setup();
    await activeCustomer(kit);
    const short = await kit.auth({ action: "create-customer-token", email: "ANA@example.ro", password: "secret-password" });
    expect(short.status).toBe(200);
    expect((short.json.user as { expiresAt: string }).expiresAt).toBe(new Date(kit.clock().getTime() + 14 * DAY).toISOString());
    const long = await kit.auth({ action: "create-customer-token", email: "ana@example.ro", password: "secret-password", remember: true });
    expect((long.json.user as { expiresAt: string }).expiresAt).toBe(new Date(kit.clock().getTime() + 60 * DAY).toISOString());
  });

  it("answers the same 401 for a wrong password, an unknown email, a pending and a password-less account", async () => {
    const kit = setup();
    await activeCustomer(kit);
    await kit.auth({ action: "create-account", email: "pending@example.ro", password: "secret-password" });
    await postJson(kit.app, "/api/send-magic-link", { email: "magic@example.ro" });
    const expected = {
      status: 401,
      json: { success: false, error: "Invalid email or password. Please check your credentials and try again." },
    };
    const en = { headers: { "Accept-Language": "en" } };
    expect(await kit.auth({ action: "create-customer-token", email: "ana@example.ro", password: "wrong-password" }, en)).toMatchObject(
      expected,
    );
    expect(await kit.auth({ action: "create-customer-token", email: "nobody@example.ro", password: "secret-password" }, en)).toMatchObject(
      expected,
    );
    expect(await kit.auth({ action: "create-customer-token", email: "pending@example.ro", password: "secret-password" }, en)).toMatchObject(
      expected,
    );
    expect(await kit.auth({ action: "create-customer-token", email: "magic@example.ro", password: "secret-password" }, en)).toMatchObject(
      expected,
    );
    expect((await kit.auth({ action: "create-customer-token", email: "ana@example.ro", password: "x" })).json.error).toBe(
      "Email sau parolă incorectă. Verifică datele și încearcă din nou.",
    );
  });

  it("refuses a disabled (blocked) account: its right password is told why, a wrong one is not", async () => {
    const kit = setup();
    const user = await activeCustomer(kit);
    await database.db.update(customers).set({ status: "disabled" });
    expect(await kit.auth({ action: "create-customer-token", email: "ana@example.ro", password: "secret-password" })).toMatchObject({
      status: 403,
      json: { success: false, error: expect.stringContaining("Contul tău este blocat") },
    });
    expect((await kit.auth({ action: "create-customer-token", email: "ana@example.ro", password: "wrong-password" })).status).toBe(401);
    expect((await sendJson(kit.app, "GET", "/api/account", user.accessToken)).status).toBe(401);
  });

  it("needs an email and a password", async () => {
    const kit = setup();
    expect(await kit.auth({ action: "create-customer-token", email: "ana@example.ro" })).toMatchObject({
      status: 400,
      json: { field: "password" },
    });
    expect(await kit.auth({ action: "create-customer-token", password: "x" })).toMatchObject({ status: 400, json: { field: "email" } });
    expect(await kit.auth({ action: "create-customer-token", email: "ana@example.ro", password: "x", remember: "yes" })).toMatchObject({
      status: 400,
      json: { field: "remember" },
    });
  });
});

describe("sessions: expiry, refresh-token and logout", () => {
  it("ends a session 14 days after it began, without sliding", async () => {
    const kit = setup({ clock: testClock() });
    const user = await activeCustomer(kit);
    kit.clock.advance(14 * DAY - 1);
    expect((await sendJson(kit.app, "GET", "/api/account", user.accessToken)).status).toBe(200);
    kit.clock.advance(1);
    expect((await sendJson(kit.app, "GET", "/api/account", user.accessToken)).status).toBe(401);
    expect(
      await kit.auth({ action: "refresh-token", customerAccessToken: user.accessToken }, { headers: { "Accept-Language": "en" } }),
    ).toMatchObject({
      status: 401,
      json: { success: false, error: "Your session has expired. Please log in again." },
    });
  });

  it("refresh-token rotates: a new token for a new lifetime, and the old one stops working", async () => {
    const kit = setup({ clock: testClock() });
    const user = await activeCustomer(kit);
    kit.clock.advance(10 * DAY);
    const refreshed = await kit.auth({ action: "refresh-token", customerAccessToken: user.accessToken });
    expect(refreshed.json).toEqual({
      success: true,
      accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: new Date(kit.clock().getTime() + 14 * DAY).toISOString(),
    });
    const next = refreshed.json.accessToken as string;
    expect(next).not.toBe(user.accessToken);
    expect((await sendJson(kit.app, "GET", "/api/account", user.accessToken)).status).toBe(401);
    expect((await sendJson(kit.app, "GET", "/api/account", next)).status).toBe(200);
    expect((await kit.auth({ action: "refresh-token", customerAccessToken: user.accessToken })).status).toBe(401);
    expect((await kit.auth({ action: "refresh-token", customerAccessToken: "made-up" })).json.error).toBe(
      "Sesiunea a expirat. Te rugăm să te autentifici din nou.",
    );
    expect((await kit.auth({ action: "refresh-token" })).status).toBe(400);
  });

  it("refresh-token renews only for the store's own pages: no Origin, another site's, or a cross-site fetch is refused", async () => {
    const kit = setup();
    const user = await activeCustomer(kit);
    const refresh = (headers: Record<string, string>) =>
      kit.auth({ action: "refresh-token", customerAccessToken: user.accessToken }, { headers: { "Accept-Language": "en", ...headers } });
    const refused = { status: 403, json: { success: false, error: "A session can only be renewed from the store's own pages." } };
    const withoutOrigin = await kit.app.request("/api/auth", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "en" },
      body: JSON.stringify({ action: "refresh-token", customerAccessToken: user.accessToken }),
    });
    expect({ status: withoutOrigin.status, json: await withoutOrigin.json() }).toMatchObject(refused);
    expect(await refresh({ Origin: "https://evil.example" })).toMatchObject(refused);
    expect(await refresh({ Origin: "null" })).toMatchObject(refused);
    expect(await refresh({ "Sec-Fetch-Site": "cross-site" })).toMatchObject(refused);
    expect(await refresh({ "Sec-Fetch-Site": "same-site", Origin: "https://shop.example" })).toMatchObject(refused);
    // The refused attempts left the session as it was: it still works and renews from the store.
    expect((await sendJson(kit.app, "GET", "/api/account", user.accessToken)).status).toBe(200);
    expect(await refresh({ "Sec-Fetch-Site": "same-origin" })).toMatchObject({ status: 200, json: { success: true } });
  });

  it("keeps remember me across a refresh", async () => {
    const kit = setup();
    await activeCustomer(kit);
    const login = await kit.auth({ action: "create-customer-token", email: "ana@example.ro", password: "secret-password", remember: true });
    const refreshed = await kit.auth({
      action: "refresh-token",
      customerAccessToken: (login.json.user as { accessToken: string }).accessToken,
    });
    expect(refreshed.json.expiresAt).toBe(new Date(kit.clock().getTime() + 60 * DAY).toISOString());
  });

  it("logout ends the session and always answers success", async () => {
    const kit = setup();
    const user = await activeCustomer(kit);
    expect((await kit.auth({ action: "logout", customerAccessToken: user.accessToken })).json).toEqual({ success: true });
    expect((await sendJson(kit.app, "GET", "/api/account", user.accessToken)).status).toBe(401);
    expect((await kit.auth({ action: "logout", customerAccessToken: user.accessToken })).json).toEqual({ success: true });
  });
});

describe("magic links", () => {
  it("always answers the same, creates a magic-link-only account for a new email when its link is opened, and logs in once", async () => {
    const kit = setup();
    const en = { headers: { "Accept-Language": "en" } };
    const answer = await postJson(kit.app, "/api/send-magic-link", { email: "New@Example.ro" }, en);
    expect(answer).toMatchObject({
      status: 200,
      json: { success: true, message: "If the address is correct, we have sent you a login link. It is valid for 10 minutes." },
    });
    // Typing an address stores no customer; opening the link mailed there does.
    expect(await statusOf("new@example.ro")).toBeUndefined();
    await kit.platform.mailer.idle();
    const link = linkFrom(kit.sent, "new@example.ro", "/verify-magic-link");
    expect(link.searchParams.get("lng")).toBe("en");
    const token = link.searchParams.get("token")!;

    const verified = await postJson(kit.app, "/api/verify-magic-link", { token });
    expect(verified.status).toBe(200);
    expect(await statusOf("new@example.ro")).toBe("magic_link_only");
    expect(verified.json.user).toMatchObject({
      email: "new@example.ro",
      hasPassword: false,
      isActivated: false,
      expiresAt: new Date(kit.clock().getTime() + 14 * DAY).toISOString(),
    });
    expect(await postJson(kit.app, "/api/verify-magic-link", { token }, en)).toMatchObject({
      status: 400,
      json: { success: false, error: "Invalid or expired link. Please request a new one." },
    });
    expect((await postJson(kit.app, "/api/verify-magic-link", { token })).json.error).toBe(
      "Link invalid sau expirat. Te rugăm să soliciți unul nou.",
    );
  });

  it("a link to an unknown address keeps only the newest, stores no customer, and signs in whoever registered meanwhile", async () => {
    const kit = setup();
    for (const email of ["x1@example.ro", "x2@example.ro", "x3@example.ro"]) await postJson(kit.app, "/api/send-magic-link", { email });
    expect(await database.db.select().from(customers)).toHaveLength(0);
    const older = await mailedLoginToken(kit, kit.sent, "ana@example.ro");
    const newer = await mailedLoginToken(kit, kit.sent, "ana@example.ro");
    expect((await postJson(kit.app, "/api/verify-magic-link", { token: older })).status).toBe(400);
    // Someone registers the address before its owner opens the link: the link proves the owner's claim.
    await kit.auth({ action: "create-account", email: "ana@example.ro", firstName: "Mallory", password: "mallory-password" });
    const opened = await postJson(kit.app, "/api/verify-magic-link", { token: newer });
    expect(opened.json.user).toMatchObject({ email: "ana@example.ro", hasPassword: false });
    expect(await statusOf("ana@example.ro")).toBe("magic_link_only");
  });

  it("a password is set or changed only with the current password or in the minutes after a mailed link", async () => {
    const kit = setup();
    const token = await mailedLoginToken(kit, kit.sent, "new@example.ro");
    const linked = (await postJson(kit.app, "/api/verify-magic-link", { token })).json.user as { accessToken: string };
    kit.clock.advance(15 * 60_000);
    // A token stolen from this browser later cannot give the account a password of the thief's choosing.
    expect(
      await kit.auth({ action: "update-password", customerAccessToken: linked.accessToken, password: "thief-password-1" }),
    ).toMatchObject({
      status: 403,
      json: { field: "password", error: expect.stringContaining("cere un link de autentificare pe email") },
    });

    await activeCustomer(kit, "vlad@example.ro");
    const byPassword = (await kit.auth({ action: "create-customer-token", email: "vlad@example.ro", password: "secret-password" })).json
      .user as { accessToken: string };
    expect(
      await kit.auth({ action: "update-password", customerAccessToken: byPassword.accessToken, password: "another-pass-1" }),
    ).toMatchObject({
      status: 400,
      json: { field: "currentPassword" },
    });
    const vladLink = await mailedLoginToken(kit, kit.sent, "vlad@example.ro");
    const byLink = (await postJson(kit.app, "/api/verify-magic-link", { token: vladLink })).json.user as { accessToken: string };
    expect(
      (await kit.auth({ action: "update-password", customerAccessToken: byLink.accessToken, password: "another-pass-1" })).status,
    ).toBe(200);
  });

  it("a magic-link-only account finishes its setup with update-password and no current password", async () => {
    const kit = setup();
    const token = await mailedLoginToken(kit, kit.sent, "new@example.ro");
    const user = (await postJson(kit.app, "/api/verify-magic-link", { token })).json.user as { accessToken: string };
    const set = await kit.auth({ action: "update-password", customerAccessToken: user.accessToken, password: "new-password-1" });
    expect(set.json.user).toMatchObject({ hasPassword: true, isActivated: true });
    expect((await kit.auth({ action: "create-customer-token", email: "new@example.ro", password: "new-password-1" })).status).toBe(200);
  });

  it("expires after 10 minutes and keeps remember me", async () => {
    const kit = setup({ clock: testClock() });
    await activeCustomer(kit);
    await postJson(kit.app, "/api/send-magic-link", { email: "ana@example.ro", remember: true });
    await postJson(kit.app, "/api/send-magic-link", { email: "ana@example.ro" });
    await kit.platform.mailer.idle();
    const links = kit.sent
      .filter((mail) => mail.text.includes("/verify-magic-link"))
      .map((mail) => linkFrom([mail], "ana@example.ro", "/verify-magic-link"));
    const [remembered, plain] = links.map((link) => link.searchParams.get("token")!);
    const answer = await postJson(kit.app, "/api/verify-magic-link", { token: remembered });
    expect((answer.json.user as { expiresAt: string; hasPassword: boolean }).expiresAt).toBe(
      new Date(kit.clock().getTime() + 60 * DAY).toISOString(),
    );
    kit.clock.advance(10 * MINUTE);
    expect((await postJson(kit.app, "/api/verify-magic-link", { token: plain })).status).toBe(400);
  });

  it("signs a pending account in without a password, to set one; mails nothing for a disabled one", async () => {
    const kit = setup();
    await kit.auth({ action: "create-account", email: "ana@example.ro", password: "secret-password" });
    const token = await mailedLoginToken(kit, kit.sent, "ana@example.ro");
    expect((await postJson(kit.app, "/api/verify-magic-link", { token })).json.user).toMatchObject({
      hasPassword: false,
      isActivated: false,
    });

    await database.db.update(customers).set({ status: "disabled" });
    const before = kit.sent.length;
    expect((await postJson(kit.app, "/api/send-magic-link", { email: "ana@example.ro" })).status).toBe(200);
    await kit.platform.mailer.idle();
    expect(kit.sent.length).toBe(before);
  });

  it("names a missing token, and refuses bad bodies", async () => {
    const kit = setup();
    expect(await postJson(kit.app, "/api/verify-magic-link", {}, { headers: { "Accept-Language": "en" } })).toMatchObject({
      status: 400,
      json: { success: false, error: "Invalid link. The token is missing." },
    });
    expect((await postJson(kit.app, "/api/verify-magic-link", { token: "  " })).json.error).toBe("Link invalid. Tokenul lipsește.");
    expect((await postJson(kit.app, "/api/verify-magic-link", "nope")).status).toBe(400);
    expect((await postJson(kit.app, "/api/send-magic-link", { email: "nope" })).json).toMatchObject({ field: "email" });
    expect((await kit.app.request("/api/send-magic-link", {}, socketFrom())).status).toBe(405);
  });
});

describe("rate limits", () => {
  it("limits logins per email across client addresses, with Retry-After and a way in by login link in the shopper's language", async () => {
    const kit = setup({ limits: testLimits({ login: { perClient: 100, perEmailAndClient: 100, perEmail: 3, windowMs: 15 * MINUTE } }) });
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(
        (await kit.auth({ action: "create-customer-token", email: "ana@example.ro", password: "guess" }, { from: socketFrom() })).status,
      ).toBe(401);
    }
    const refused = await kit.auth({ action: "create-customer-token", email: "ANA@example.ro", password: "guess" }, { from: socketFrom() });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.json.error).toMatch(
      /^Prea multe încercări de parolă pentru acest email\. Te poți autentifica acum cu un link trimis pe email sau poți încerca parola din nou peste \d+ minute\.$/,
    );
    const english = await kit.auth(
      { action: "create-customer-token", email: "ana@example.ro", password: "guess" },
      { headers: { "Accept-Language": "en" } },
    );
    expect(english.json.error).toMatch(
      /^Too many password attempts for this email\. You can sign in now with a login link sent to your email, or try the password again in \d+ minutes\.$/,
    );
    // Another email is not affected, and a login link is still sent.
    expect((await kit.auth({ action: "create-customer-token", email: "ion@example.ro", password: "guess" })).status).toBe(401);
    expect((await postJson(kit.app, "/api/send-magic-link", { email: "ana@example.ro" })).status).toBe(200);
  });

  it("ten wrong passwords from one client do not stop the right password from another (the store's own login rules)", async () => {
    const kit = setup({ limits: AUTH_LIMIT_RULES });
    await activeCustomer(kit, "ana@example.ro", "secret-password");
    const guesser = socketFrom("203.0.113.66");
    for (let attempt = 0; attempt < 10; attempt++) {
      const wrong = await kit.auth(
        { action: "create-customer-token", email: "ana@example.ro", password: `guess-${attempt}` },
        { from: guesser },
      );
      expect(wrong.status).toBe(401);
    }
    const stopped = await kit.auth(
      { action: "create-customer-token", email: "ana@example.ro", password: "secret-password" },
      { from: guesser },
    );
    expect(stopped.status).toBe(429);
    expect(stopped.json.error).toMatch(/^Prea multe încercări de parolă pentru acest email\. Te poți autentifica acum cu un link/);
    const owner = await kit.auth(
      { action: "create-customer-token", email: "ana@example.ro", password: "secret-password" },
      { from: socketFrom("192.0.2.10") },
    );
    expect(owner.status).toBe(200);
  });

  it("limits one client's logins across emails with the plain message", async () => {
    const kit = setup({ limits: testLimits({ login: { perClient: 2, perEmailAndClient: 100, perEmail: 100, windowMs: 15 * MINUTE } }) });
    const from = socketFrom("203.0.113.8");
    expect((await kit.auth({ action: "create-customer-token", email: "a@example.ro", password: "guess" }, { from })).status).toBe(401);
    expect((await kit.auth({ action: "create-customer-token", email: "b@example.ro", password: "guess" }, { from })).status).toBe(401);
    const refused = await kit.auth({ action: "create-customer-token", email: "c@example.ro", password: "guess" }, { from });
    expect(refused.status).toBe(429);
    expect(refused.json.error).toMatch(/^Prea multe încercări\. Încearcă din nou peste \d+ minute\.$/);
  });

  it("limits each client address across emails, for registration, magic links and resets", async () => {
    const rule = { perClient: 2, perEmail: 100, windowMs: HOUR };
    const kit = setup({ limits: testLimits({ registration: rule, magicLink: rule, passwordReset: rule }) });
    const from = socketFrom("203.0.113.7");
    const attempts = [
      (n: number) => kit.auth({ action: "create-account", email: `r${n}@example.ro` }, { from }),
      (n: number) => postJson(kit.app, "/api/send-magic-link", { email: `m${n}@example.ro` }, { from }),
      (n: number) => kit.auth({ action: "reset-password", email: `p${n}@example.ro` }, { from }),
    ];
    for (const attempt of attempts) {
      expect((await attempt(1)).status).toBe(200);
      expect((await attempt(2)).status).toBe(200);
      expect((await attempt(3)).status).toBe(429);
    }
    // Nothing was done for the refused ones.
    expect(await statusOf("r3@example.ro")).toBeUndefined();
    expect(await statusOf("m3@example.ro")).toBeUndefined();
  });

  it("opens again when the window has passed", async () => {
    const kit = setup({ limits: testLimits({ passwordReset: { perClient: 100, perEmail: 1, windowMs: HOUR } }) });
    expect((await kit.auth({ action: "reset-password", email: "ana@example.ro" })).status).toBe(200);
    const refused = await kit.auth({ action: "reset-password", email: "ana@example.ro" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("3600");
    kit.clock.advance(HOUR);
    expect((await kit.auth({ action: "reset-password", email: "ana@example.ro" })).status).toBe(200);
  });
});
