/**
 * POST /api/auth and the magic-link routes in process, against a test database: every action with
 * good and bad input, the reuse and expiry of every kind of token (the clock is the test's), and
 * the rate limits.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { customers, customerTokens, emailOutbox } from "#server/db/schema";
import { hashPassword } from "#server/commerce/shared/passwords";
import { createTestDatabase, emptyTables } from "#tests/server/test-database.ts";
import {
  buildAccountApp,
  linkFrom,
  postJson,
  recordingTransport,
  sendJson,
  socketFrom,
  testClock,
  testLimits,
} from "#tests/server/account-kit.ts";
import { TEST_BASE_URL } from "#tests/server/platform-kit.ts";
import { AUTH_LIMIT_RULES } from "#server/limits/auth-limits";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await emptyTables(database.db, emailOutbox, customers);
});

function setup(options: Partial<Parameters<typeof buildAccountApp>[0]> = {}) {
  const transport = recordingTransport();
  const built = buildAccountApp({ database, transport, ...options });
  const auth = (body: Record<string, unknown>, init?: Parameters<typeof postJson>[3]) => postJson(built.app, "/api/auth", body, init);
  return { ...built, transport, auth, sent: transport.sent };
}

type Setup = ReturnType<typeof setup>;

/** Registers and activates an account; answers the signed-in user. */
async function activeCustomer(kit: Setup, email = "ana@example.ro", password = "secret-password") {
  await kit.auth({ action: "create-account", email, firstName: "Ana", lastName: "Pop" });
  await kit.platform.mailer.idle();
  const [, , , id, token] = linkFrom(kit.sent, email, "/account/activate/").pathname.split("/");
  const activated = await kit.auth({ action: "activate-account", id, token, password });
  expect(activated.status).toBe(200);
  return activated.json.user as { id: string; accessToken: string; expiresAt: string; hasPassword: boolean; isActivated: boolean };
}

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

const statusOf = async (email: string) => (await database.db.select().from(customers).where(eq(customers.email, email)))[0]?.status;

describe("POST /api/auth: the request itself", () => {
  it("refuses a body that is not JSON, not an object, or names no known action, in the shopper's language", async () => {
    const { app, auth } = setup();
    expect(await postJson(app, "/api/auth", "{not json")).toMatchObject({
      status: 400,
      json: { success: false, error: "Corpul cererii nu este JSON valid." },
    });
    expect(await postJson(app, "/api/auth", "[1]", { headers: { "Accept-Language": "en" } })).toMatchObject({
      status: 400,
      json: { error: "The request body must be a JSON object." },
    });
    expect(await auth({ email: "a@b.ro" }, { headers: { "Accept-Language": "en" } })).toMatchObject({
      status: 400,
      json: { error: 'Unknown action: "undefined".' },
    });
    expect(await postJson(app, "/api/auth?lng=en", { action: "drop-tables" })).toMatchObject({
      status: 400,
      json: { error: 'Unknown action: "drop-tables".' },
    });
    expect(await auth({ action: "__proto__" })).toMatchObject({ status: 400, json: { error: "Acțiune necunoscută: „__proto__”." } });
  });

  it("answers 405 to other methods and 413 to a body over 16 KB", async () => {
    const { app, auth } = setup();
    const get = await app.request("/api/auth", {}, socketFrom());
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
    const huge = await auth({ action: "create-account", email: "a@b.ro", firstName: "x".repeat(20_000) });
    expect(huge.status).toBe(413);
  });
});

describe("create-account", () => {
  it("creates a pending account and mails the activation link in the shopper's language", async () => {
    const kit = setup();
    const answer = await kit.auth(
      { action: "create-account", email: "  Ana@Example.RO ", firstName: "Ana", lastName: "Pop" },
      { headers: { "Accept-Language": "en-GB" } },
    );
    expect(answer).toMatchObject({
      status: 200,
      json: { success: true, message: "Registration successful. Please check your email to set your password and activate your account." },
    });
    expect(await statusOf("ana@example.ro")).toBe("pending");
    await kit.platform.mailer.idle();
    expect(kit.sent).toHaveLength(1);
    expect(kit.sent[0]).toMatchObject({ to: "ana@example.ro", subject: "Activate your Elara account" });
    const link = linkFrom(kit.sent, "ana@example.ro", "/account/activate/");
    expect(link.origin).toBe(TEST_BASE_URL);
    expect(link.pathname).toMatch(/^\/account\/activate\/\d+\/[A-Za-z0-9_-]{43}$/);
    expect(link.searchParams.get("lng")).toBe("en");
    expect(kit.sent[0]!.html).toContain("Hello Ana,");
    // Only the hash of the token is stored.
    const token = link.pathname.split("/")[4]!;
    const stored = await database.db.select().from(customerTokens);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("answers in Romanian by default, and create-account-vercel-only does the same", async () => {
    const kit = setup();
    const answer = await kit.auth({ action: "create-account-vercel-only", email: "ion@example.ro" });
    expect(answer.json).toEqual({
      success: true,
      message: "Înregistrare reușită. Verifică-ți emailul pentru a-ți seta parola și a-ți activa contul.",
    });
    await kit.platform.mailer.idle();
    expect(kit.sent[0]!.subject).toBe("Activează-ți contul Elara");
    expect(linkFrom(kit.sent, "ion@example.ro", "/account/activate/").search).toBe("");
  });

  it("answers an email that already has an account like a new one, and mails its owner instead", async () => {
    const kit = setup();
    const first = await kit.auth({ action: "create-account", email: "ana@example.ro" }, { headers: { "Accept-Language": "en" } });
    const again = await kit.auth({ action: "create-account", email: "ANA@example.ro" }, { headers: { "Accept-Language": "en" } });
    expect([again.status, again.json]).toEqual([first.status, first.json]);
    await activeCustomer(kit, "vlad@example.ro");
    const fresh = await kit.auth({ action: "create-account", email: "maria@example.ro" });
    const existing = await kit.auth({ action: "create-account", email: "vlad@example.ro", firstName: "Mallory" });
    expect([existing.status, existing.json]).toEqual([fresh.status, fresh.json]);
    await kit.platform.mailer.idle();
    const toVlad = kit.sent.filter((mail) => mail.to === "vlad@example.ro").at(-1)!;
    expect(toVlad.subject).toBe("Ai deja un cont Elara");
    expect(toVlad.text).not.toContain("/account/activate/");
    const [vlad] = await database.db.select().from(customers).where(eq(customers.email, "vlad@example.ro"));
    expect(vlad?.status).toBe("active");
    expect(vlad?.firstName).not.toBe("Mallory");
  });

  it("sends a magic-link-only account its activation link, changing nothing of it", async () => {
    const kit = setup();
    await postJson(kit.app, "/api/send-magic-link", { email: "ana@example.ro" });
    await kit.platform.mailer.idle();
    const login = linkFrom(kit.sent, "ana@example.ro", "/verify-magic-link").searchParams.get("token")!;
    await postJson(kit.app, "/api/verify-magic-link", { token: login });
    expect(await statusOf("ana@example.ro")).toBe("magic_link_only");
    const answer = await kit.auth({
      action: "create-account",
      email: "ana@example.ro",
      firstName: "Mallory",
      password: "chosen-by-someone-else",
      acceptsMarketing: true,
    });
    expect(answer.status).toBe(200);
    const [row] = await database.db.select().from(customers).where(eq(customers.email, "ana@example.ro"));
    expect(row).toMatchObject({ firstName: "", passwordHash: null, acceptsMarketing: false, status: "magic_link_only" });
    await kit.platform.mailer.idle();
    expect(linkFrom(kit.sent, "ana@example.ro", "/account/activate/").pathname).toMatch(/^\/account\/activate\/\d+\/[\w-]+$/);
  });

  it("does not let a password chosen before the email was proven sign in after its owner proves it", async () => {
    const kit = setup();
    const attacker = { email: "ana@example.ro", password: "attackers-password" };
    expect((await kit.auth({ action: "create-account", ...attacker, firstName: "Ana" })).status).toBe(200);

    // The owner of the address later signs in with a magic link (or activates, or resets).
    await postJson(kit.app, "/api/send-magic-link", { email: "ana@example.ro" });
    await kit.platform.mailer.idle();
    const token = linkFrom(kit.sent, "ana@example.ro", "/verify-magic-link").searchParams.get("token")!;
    const owner = await postJson(kit.app, "/api/verify-magic-link", { token });
    expect(owner.json.user).toMatchObject({ hasPassword: false, isActivated: false });

    expect((await kit.auth({ action: "create-customer-token", ...attacker })).status).toBe(401);
    const [row] = await database.db.select().from(customers).where(eq(customers.email, "ana@example.ro"));
    expect(row).toMatchObject({ status: "magic_link_only", passwordHash: null });
  });

  it("drops a password an older store kept for a pending account when a magic link proves the email", async () => {
    const kit = setup();
    await database.db
      .insert(customers)
      .values({ email: "ana@example.ro", status: "pending", passwordHash: await hashPassword("attackers-password") });
    await postJson(kit.app, "/api/send-magic-link", { email: "ana@example.ro" });
    await kit.platform.mailer.idle();
    const token = linkFrom(kit.sent, "ana@example.ro", "/verify-magic-link").searchParams.get("token")!;
    expect((await postJson(kit.app, "/api/verify-magic-link", { token })).status).toBe(200);
    expect((await kit.auth({ action: "create-customer-token", email: "ana@example.ro", password: "attackers-password" })).status).toBe(401);
    expect((await database.db.select().from(customers))[0]).toMatchObject({ status: "magic_link_only", passwordHash: null });
  });

  it("checks the password is at least 8 characters, and refuses bad fields with the field named", async () => {
    const kit = setup();
    expect(
      await kit.auth({ action: "create-account", email: "ana@example.ro", password: "1234567" }, { headers: { "Accept-Language": "en" } }),
    ).toMatchObject({
      status: 400,
      json: { success: false, field: "password", error: "Password must be at least 8 characters long." },
    });
    expect((await kit.auth({ action: "create-account", email: "ana@example.ro", password: "1234567" })).json.error).toBe(
      "Parola trebuie să aibă cel puțin 8 caractere.",
    );
    expect(await kit.auth({ action: "create-account", email: "not-an-email" })).toMatchObject({
      status: 400,
      json: { field: "email", error: "Introdu o adresă de email validă." },
    });
    expect(await kit.auth({ action: "create-account" })).toMatchObject({
      status: 400,
      json: { field: "email", error: "Câmpul „Email” este obligatoriu." },
    });
    expect(await kit.auth({ action: "create-account", email: "a@b.ro", firstName: 7 })).toMatchObject({
      status: 400,
      json: { field: "firstName" },
    });
    expect(
      await kit.auth({ action: "create-account", email: "a@b.ro", lastName: "x".repeat(101) }, { headers: { "Accept-Language": "en" } }),
    ).toMatchObject({
      status: 400,
      json: { field: "lastName", error: "Last name can be at most 100 characters long." },
    });
    expect(await database.db.select().from(customers)).toEqual([]);

    expect((await kit.auth({ action: "create-account", email: "ana@example.ro", password: "abc9x2-mov" })).status).toBe(200);
    const [row] = await database.db.select().from(customers);
    // Not kept: the activation link sets the password, once the email is proven.
    expect(row).toMatchObject({ status: "pending", passwordHash: null });
    expect((await kit.auth({ action: "create-customer-token", email: "ana@example.ro", password: "abc9x2-mov" })).status).toBe(401);
  });
});

describe("activate-account", () => {
  it("sets the password, activates, logs in, and works once", async () => {
    const kit = setup();
    await kit.auth({ action: "create-account", email: "ana@example.ro", firstName: "Ana", lastName: "Pop" });
    await kit.platform.mailer.idle();
    const [, , , id, token] = linkFrom(kit.sent, "ana@example.ro", "/account/activate/").pathname.split("/");
    const answer = await kit.auth({
      action: "activate-with-custom-token",
      id,
      token,
      password: "ab3x9-lila",
      confirmPassword: "ab3x9-lila",
    });
    expect(answer.status).toBe(200);
    expect(answer.json.user).toEqual({
      id: `gid://shopify/Customer/${id}`,
      email: "ana@example.ro",
      firstName: "Ana",
      lastName: "Pop",
      accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: new Date(kit.clock().getTime() + 14 * DAY).toISOString(),
      hasPassword: true,
      isActivated: true,
    });
    expect(await statusOf("ana@example.ro")).toBe("active");

    const again = await kit.auth(
      { action: "activate-account", id, token, password: "another-one" },
      { headers: { "Accept-Language": "en" } },
    );
    expect(again).toMatchObject({
      status: 400,
      json: { success: false, error: "Invalid activation link. Please check your email for the correct link." },
    });
    expect((await kit.auth({ action: "create-customer-token", email: "ana@example.ro", password: "ab3x9-lila" })).status).toBe(200);
  });

  it("expires after 24 hours", async () => {
    const kit = setup({ clock: testClock() });
    await kit.auth({ action: "create-account", email: "ana@example.ro" });
    await kit.platform.mailer.idle();
    const [, , , id, token] = linkFrom(kit.sent, "ana@example.ro", "/account/activate/").pathname.split("/");
    kit.clock.advance(DAY + 1);
    expect((await kit.auth({ action: "activate-account", id, token, password: "ab3x9-lila" })).json.error).toBe(
      "Link de activare invalid. Verifică emailul pentru linkul corect.",
    );
    expect(await statusOf("ana@example.ro")).toBe("pending");
  });

  it("does not spend a token presented with another customer's id, nor accept a malformed link", async () => {
    const kit = setup();
    await kit.auth({ action: "create-account", email: "ana@example.ro" });
    await kit.platform.mailer.idle();
    const [, , , id, token] = linkFrom(kit.sent, "ana@example.ro", "/account/activate/").pathname.split("/");
    expect((await kit.auth({ action: "activate-account", id: Number(id) + 1000, token, password: "ab3x9-lila" })).status).toBe(400);
    expect((await kit.auth({ action: "activate-account", id: "abc", token, password: "ab3x9-lila" })).status).toBe(400);
    expect((await kit.auth({ action: "activate-account", id, token: "x", password: "ab3x9-lila" })).status).toBe(400);
    expect((await kit.auth({ action: "activate-account", id, password: "ab3x9-lila" })).json.error).toBe(
      "Link de activare invalid. Verifică emailul pentru linkul corect.",
    );
    // The global id form works too, and the token is still good.
    expect((await kit.auth({ action: "activate-account", id: `gid://shopify/Customer/${id}`, token, password: "ab3x9-lila" })).status).toBe(
      200,
    );
  });

  it("applies the activation form's rules: at least 8 characters, and matching passwords", async () => {
    const kit = setup();
    await kit.auth({ action: "create-account", email: "ana@example.ro" });
    await kit.platform.mailer.idle();
    const [, , , id, token] = linkFrom(kit.sent, "ana@example.ro", "/account/activate/").pathname.split("/");
    expect(
      await kit.auth({ action: "activate-account", id, token, password: "1234567" }, { headers: { "Accept-Language": "en" } }),
    ).toMatchObject({
      status: 400,
      json: { field: "password", error: "Password must be at least 8 characters long." },
    });
    expect(
      await kit.auth(
        { action: "activate-account", id, token, password: "ab3x9-lila", confirmPassword: "ab3x8-lila" },
        { headers: { "Accept-Language": "en" } },
      ),
    ).toMatchObject({
      status: 400,
      json: { field: "confirmPassword", error: "Passwords do not match." },
    });
    expect(
      (await kit.auth({ action: "activate-account", id, token, password: "ab3x9-lila", confirmPassword: "ab3x8-lila" })).json.error,
    ).toBe("Parolele nu se potrivesc.");
    // Refusals did not spend the link.
    expect((await kit.auth({ action: "activate-account", id, token, password: "ab3x9-lila" })).status).toBe(200);
  });

  it("refuses a password of only spaces or one of the 1,000 most common, on every form that sets one", async () => {
    const kit = setup();
    await kit.auth({ action: "create-account", email: "ana@example.ro" });
    await kit.platform.mailer.idle();
    const [, , , id, token] = linkFrom(kit.sent, "ana@example.ro", "/account/activate/").pathname.split("/");
    const en = { headers: { "Accept-Language": "en" } };
    expect(await kit.auth({ action: "activate-account", id, token, password: "12345678" }, en)).toMatchObject({
      status: 400,
      json: { field: "password", error: "This password is among the most used, so it is easy to guess. Choose another." },
    });
    expect((await kit.auth({ action: "activate-account", id, token, password: "Password" })).json.error).toBe(
      "Parola aceasta e printre cele mai folosite, deci ușor de ghicit. Alege alta.",
    );
    expect(await kit.auth({ action: "activate-account", id, token, password: "        " }, en)).toMatchObject({
      status: 400,
      json: { field: "password", error: "The password cannot be only spaces." },
    });
    expect((await kit.auth({ action: "create-account", email: "ion@example.ro", password: "qwerty123" }, en)).json).toMatchObject({
      field: "password",
      error: "This password is among the most used, so it is easy to guess. Choose another.",
    });
    await kit.auth({ action: "reset-password", email: "ana@example.ro" });
    await kit.platform.customers.auth.resetsSettled();
    await kit.platform.mailer.idle();
    const reset = linkFrom(kit.sent, "ana@example.ro", "/set-password").searchParams.get("token")!;
    expect((await kit.auth({ action: "update-password", token: reset, password: "password1" }, en)).json).toMatchObject({
      field: "password",
      error: "This password is among the most used, so it is easy to guess. Choose another.",
    });
    // None of it spent the links.
    expect((await kit.auth({ action: "activate-account", id, token, password: "ab3x9-lila" })).status).toBe(200);
  });
});

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
    await postJson(kit.app, "/api/send-magic-link", { email: "ana@example.ro" });
    await kit.platform.mailer.idle();
    const older = linkFrom(kit.sent, "ana@example.ro", "/verify-magic-link").searchParams.get("token")!;
    await postJson(kit.app, "/api/send-magic-link", { email: "ana@example.ro" });
    await kit.platform.mailer.idle();
    const newer = linkFrom(kit.sent, "ana@example.ro", "/verify-magic-link").searchParams.get("token")!;
    expect((await postJson(kit.app, "/api/verify-magic-link", { token: older })).status).toBe(400);
    // Someone registers the address before its owner opens the link: the link proves the owner's claim.
    await kit.auth({ action: "create-account", email: "ana@example.ro", firstName: "Mallory", password: "mallory-password" });
    const opened = await postJson(kit.app, "/api/verify-magic-link", { token: newer });
    expect(opened.json.user).toMatchObject({ email: "ana@example.ro", hasPassword: false });
    expect(await statusOf("ana@example.ro")).toBe("magic_link_only");
  });

  it("a password is set or changed only with the current password or in the minutes after a mailed link", async () => {
    const kit = setup();
    await postJson(kit.app, "/api/send-magic-link", { email: "new@example.ro" });
    await kit.platform.mailer.idle();
    const token = linkFrom(kit.sent, "new@example.ro", "/verify-magic-link").searchParams.get("token")!;
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
    await postJson(kit.app, "/api/send-magic-link", { email: "vlad@example.ro" });
    await kit.platform.mailer.idle();
    const vladLink = linkFrom(kit.sent, "vlad@example.ro", "/verify-magic-link").searchParams.get("token")!;
    const byLink = (await postJson(kit.app, "/api/verify-magic-link", { token: vladLink })).json.user as { accessToken: string };
    expect(
      (await kit.auth({ action: "update-password", customerAccessToken: byLink.accessToken, password: "another-pass-1" })).status,
    ).toBe(200);
  });

  it("a magic-link-only account finishes its setup with update-password and no current password", async () => {
    const kit = setup();
    await postJson(kit.app, "/api/send-magic-link", { email: "new@example.ro" });
    await kit.platform.mailer.idle();
    const token = linkFrom(kit.sent, "new@example.ro", "/verify-magic-link").searchParams.get("token")!;
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
    await postJson(kit.app, "/api/send-magic-link", { email: "ana@example.ro" });
    await kit.platform.mailer.idle();
    const token = linkFrom(kit.sent, "ana@example.ro", "/verify-magic-link").searchParams.get("token")!;
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
