/**
 * POST /api/auth in process, against a test database: the one password rule on every route that sets one, and
 * resetting and changing a password (the clock is the test's).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { customers } from "#server/db/schema";
import { linkFrom, sendJson, testClock } from "#tests/server/account-kit.ts";
import { activeCustomer, authRoutesForFile, HOUR } from "#tests/server/auth-kit.ts";

const { database, setup, statusOf } = authRoutesForFile();

/**
 * The database, naming each statement it is asked for (select, insert, update, delete, execute) as it is
 * built, inside transactions too: how much work a request did, whatever the clock says.
 */
function countingStatements(db: DatabaseHandle["db"], statements: string[]): DatabaseHandle["db"] {
  const counted = new Set(["select", "insert", "update", "delete", "execute"]);
  const wrap = (target: DatabaseHandle["db"]): DatabaseHandle["db"] =>
    new Proxy(target, {
      get(object, property) {
        const value: unknown = Reflect.get(object, property);
        if (typeof value !== "function" || typeof property !== "string") return value;
        if (property === "transaction")
          return (work: (tx: DatabaseHandle["db"]) => unknown, ...rest: unknown[]) =>
            (value as (...args: unknown[]) => unknown).call(object, (tx: DatabaseHandle["db"]) => work(wrap(tx)), ...rest);
        if (!counted.has(property)) return value.bind(object);
        return (...args: unknown[]) => {
          statements.push(property);
          return (value as (...args: unknown[]) => unknown).apply(object, args);
        };
      },
    });
  return wrap(db);
}

describe("the one password rule (decision 0082)", () => {
  const SEVEN = "lila-79";
  const TOO_SHORT = { en: "Password must be at least 8 characters long.", ro: "Parola trebuie să aibă cel puțin 8 caractere." };

  it.each(["en", "ro"] as const)(
    "refuses 7 characters on every route that sets a password, in %s, and changes nothing",
    async (language) => {
      const kit = setup();
      const headers = { headers: { "Accept-Language": language } };
      const refused = { status: 400, json: { success: false, field: "password", error: TOO_SHORT[language] } };
      const signedIn = await activeCustomer(kit);

      expect(await kit.auth({ action: "create-account", email: "ion@example.ro", password: SEVEN }, headers)).toMatchObject(refused);
      expect(await statusOf("ion@example.ro")).toBeUndefined();

      await kit.auth({ action: "create-account", email: "ioana@example.ro" });
      await kit.platform.mailer.idle();
      const [, , , id, token] = linkFrom(kit.sent, "ioana@example.ro", "/account/activate/").pathname.split("/");
      expect(await kit.auth({ action: "activate-account", id, token, password: SEVEN, confirmPassword: SEVEN }, headers)).toMatchObject(
        refused,
      );
      expect(await statusOf("ioana@example.ro")).toBe("pending");

      await kit.auth({ action: "reset-password", email: "ana@example.ro" });
      await kit.platform.customers.auth.resetsSettled();
      await kit.platform.mailer.idle();
      const reset = linkFrom(kit.sent, "ana@example.ro", "/set-password").searchParams.get("token")!;
      expect(await kit.auth({ action: "update-password", token: reset, password: SEVEN }, headers)).toMatchObject(refused);
      expect(
        await kit.auth(
          { action: "update-password", customerAccessToken: signedIn.accessToken, currentPassword: "secret-password", password: SEVEN },
          headers,
        ),
      ).toMatchObject(refused);
      expect((await kit.auth({ action: "create-customer-token", email: "ana@example.ro", password: "secret-password" })).status).toBe(200);

      // None of the refusals spent a link, and eight characters pass.
      expect((await kit.auth({ action: "activate-account", id, token, password: `${SEVEN}x` })).status).toBe(200);
      expect((await kit.auth({ action: "update-password", token: reset, password: `${SEVEN}x` })).status).toBe(200);
    },
  );
});

describe("reset-password and update-password", () => {
  it("answers the same whether or not the email has an account, and mails only a real one", async () => {
    const kit = setup();
    await activeCustomer(kit);
    await kit.platform.mailer.idle();
    const before = kit.sent.length;
    const known = await kit.auth({ action: "reset-password", email: "ana@example.ro" }, { headers: { "Accept-Language": "en" } });
    const unknown = await kit.auth({ action: "reset-password", email: "nobody@example.ro" }, { headers: { "Accept-Language": "en" } });
    expect(known).toMatchObject({
      status: 200,
      json: { success: true, message: "If an account exists for this email, we have sent you a link to reset your password." },
    });
    expect(unknown.json).toEqual(known.json);
    await kit.platform.customers.auth.resetsSettled();
    await kit.platform.mailer.idle();
    expect(kit.sent.length).toBe(before + 1);
    const link = linkFrom(kit.sent, "ana@example.ro", "/set-password");
    expect(link.pathname).toBe("/set-password");
    expect(link.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(kit.sent.at(-1)!.subject).toBe("Reset your Elara password");
    expect((await kit.auth({ action: "reset-password", email: "bad" })).status).toBe(400);
  });

  it("does the same work before answering whether or not the address has an account (decision 0070)", async () => {
    const statements: string[] = [];
    const kit = setup({ database: { ...database, db: countingStatements(database.db, statements) } });
    await activeCustomer(kit);
    await kit.auth({ action: "create-account", email: "gone@example.ro" });
    await database.db.update(customers).set({ status: "disabled" }).where(eq(customers.email, "gone@example.ro"));
    await kit.platform.mailer.idle();
    const sentBefore = kit.sent.length;

    const workBeforeAnswer = async (email: string) => {
      statements.length = 0;
      expect((await kit.auth({ action: "reset-password", email })).status).toBe(200);
      const answered = [...statements];
      await kit.platform.customers.auth.resetsSettled();
      await kit.platform.mailer.idle();
      return answered;
    };
    const known = await workBeforeAnswer("ana@example.ro");
    expect(await workBeforeAnswer("nobody@example.ro")).toEqual(known);
    expect(await workBeforeAnswer("gone@example.ro")).toEqual(known);
    // Only the limits' counters (the route's per client, the reset's per client and per email): the account is
    // looked up after the answer…
    expect(known).toEqual(["insert", "insert", "insert"]);
    // …and the reset still reaches the one address that has an account.
    expect(kit.sent.slice(sentBefore).map((message) => message.to)).toEqual(["ana@example.ro"]);
  });

  it("a reset link sets the password (at least 8), logs in, ends every other session, and works once", async () => {
    const kit = setup();
    const user = await activeCustomer(kit);
    await kit.auth({ action: "reset-password", email: "ana@example.ro" });
    await kit.platform.customers.auth.resetsSettled();
    await kit.platform.mailer.idle();
    const token = linkFrom(kit.sent, "ana@example.ro", "/set-password").searchParams.get("token")!;
    expect(
      await kit.auth({ action: "update-password", token, password: "1234567" }, { headers: { "Accept-Language": "en" } }),
    ).toMatchObject({
      status: 400,
      json: { field: "password", error: "Password must be at least 8 characters long." },
    });
    const answer = await kit.auth(
      { action: "update-password", token, password: "new-password-1" },
      { headers: { "Accept-Language": "en" } },
    );
    expect(answer).toMatchObject({
      status: 200,
      json: { success: true, message: "Your password has been updated.", user: { email: "ana@example.ro", isActivated: true } },
    });
    expect((await sendJson(kit.app, "GET", "/api/account", user.accessToken)).status).toBe(401);
    expect((await sendJson(kit.app, "GET", "/api/account", (answer.json.user as { accessToken: string }).accessToken)).status).toBe(200);
    expect((await kit.auth({ action: "create-customer-token", email: "ana@example.ro", password: "new-password-1" })).status).toBe(200);
    expect((await kit.auth({ action: "create-customer-token", email: "ana@example.ro", password: "secret-password" })).status).toBe(401);
    expect(await kit.auth({ action: "update-password", token, password: "another-password" })).toMatchObject({
      status: 400,
      json: { field: "token", error: "Linkul pentru resetarea parolei este invalid sau a expirat. Te rugăm să soliciți unul nou." },
    });
  });

  it("a reset link expires after an hour", async () => {
    const kit = setup({ clock: testClock() });
    await activeCustomer(kit);
    await kit.auth({ action: "reset-password", email: "ana@example.ro" });
    await kit.platform.customers.auth.resetsSettled();
    await kit.platform.mailer.idle();
    const token = linkFrom(kit.sent, "ana@example.ro", "/set-password").searchParams.get("token")!;
    kit.clock.advance(HOUR);
    expect((await kit.auth({ action: "update-password", token, password: "new-password-1" })).status).toBe(400);
  });

  it("a reset link activates a pending account (a lost activation email is replaced this way)", async () => {
    const kit = setup();
    await kit.auth({ action: "create-account", email: "ana@example.ro" });
    await kit.auth({ action: "reset-password", email: "ana@example.ro" });
    await kit.platform.customers.auth.resetsSettled();
    await kit.platform.mailer.idle();
    const token = linkFrom(kit.sent, "ana@example.ro", "/set-password").searchParams.get("token")!;
    expect((await kit.auth({ action: "update-password", token, password: "new-password-1" })).status).toBe(200);
    expect(await statusOf("ana@example.ro")).toBe("active");
    // The activation link mailed earlier no longer works: the password was set another way.
    const [, , , id, activation] = linkFrom(kit.sent, "ana@example.ro", "/account/activate/").pathname.split("/");
    expect((await kit.auth({ action: "activate-account", id, token: activation, password: "ab3x9-lila" })).status).toBe(400);
  });

  it("a signed-in change needs the current password, keeps this session and ends the others", async () => {
    const kit = setup();
    const first = await activeCustomer(kit);
    const second = (await kit.auth({ action: "create-customer-token", email: "ana@example.ro", password: "secret-password" })).json
      .user as { accessToken: string };
    expect(
      await kit.auth(
        { action: "update-password", customerAccessToken: second.accessToken, password: "new-password-1" },
        { headers: { "Accept-Language": "en" } },
      ),
    ).toMatchObject({
      status: 400,
      json: { field: "currentPassword", error: "The current password is incorrect." },
    });
    expect(
      (
        await kit.auth({
          action: "update-password",
          customerAccessToken: second.accessToken,
          currentPassword: "wrong-one",
          password: "new-password-1",
        })
      ).json.error,
    ).toBe("Parola actuală nu este corectă.");
    const changed = await kit.auth({
      action: "update-password",
      customerAccessToken: second.accessToken,
      currentPassword: "secret-password",
      password: "new-password-1",
    });
    expect(changed.status).toBe(200);
    expect((changed.json.user as { accessToken: string }).accessToken).toBe(second.accessToken);
    expect((await sendJson(kit.app, "GET", "/api/account", second.accessToken)).status).toBe(200);
    expect((await sendJson(kit.app, "GET", "/api/account", first.accessToken)).status).toBe(401);
    expect(
      (await kit.auth({ action: "update-password", customerAccessToken: "expired-or-made-up", password: "new-password-1" })).status,
    ).toBe(401);
  });

  it("takes exactly one of a reset token and an access token", async () => {
    const kit = setup();
    const user = await activeCustomer(kit);
    expect((await kit.auth({ action: "update-password", password: "new-password-1" })).status).toBe(400);
    const both = await kit.auth({
      action: "update-password",
      token: "a".repeat(43),
      customerAccessToken: user.accessToken,
      password: "new-password-1",
    });
    expect(both.status).toBe(400);
  });
});
