/**
 * POST /api/auth in process, against a test database: the request itself, creating and activating an account,
 * with good and bad input and the reuse and expiry of activation links (the clock is the test's).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type {} from "#server/db/client";
import { customers, customerTokens } from "#server/db/schema";
import { hashPassword } from "#server/commerce/shared/passwords";
import { linkFrom, postJson, socketFrom, testClock, mailedLoginToken } from "#tests/server/account-kit.ts";
import { TEST_BASE_URL, testConfig } from "#tests/server/platform-kit.ts";
import { activeCustomer, authRoutesForFile, DAY } from "#tests/server/auth-kit.ts";

const EASY_TO_GUESS = {
  ro: "Parola aceasta e ușor de ghicit (o parolă sau un cuvânt des folosit, ori numele magazinului, poate cu cifre). Alege alta.",
  en: "This password is easy to guess (a much-used password or word, or the store's name, perhaps with digits). Choose another.",
};

const { database, setup, statusOf } = authRoutesForFile();

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
    const unknown = {
      error: "Unknown action: choose one of the actions in the API documentation.",
      code: "invalid_field",
      field: "action",
    };
    expect(await auth({ email: "a@b.ro" }, { headers: { "Accept-Language": "en" } })).toMatchObject({ status: 400, json: unknown });
    expect(await postJson(app, "/api/auth?lng=en", { action: "drop-tables" })).toMatchObject({ status: 400, json: unknown });
    expect(await auth({ action: "__proto__" })).toMatchObject({
      status: 400,
      json: { success: false, status: 400, error: "Acțiune necunoscută: alege una dintre acțiunile din documentația API." },
    });
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
    expect(linkFrom(kit.sent, "ion@example.ro", "/account/activate/").searchParams.has("lng")).toBe(false);
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
    const login = await mailedLoginToken(kit, kit.sent, "ana@example.ro");
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
    const token = await mailedLoginToken(kit, kit.sent, "ana@example.ro");
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
    const token = await mailedLoginToken(kit, kit.sent, "ana@example.ro");
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

  it("refuses a password of only spaces or a much-used one, on every form that sets one", async () => {
    const kit = setup();
    await kit.auth({ action: "create-account", email: "ana@example.ro" });
    await kit.platform.mailer.idle();
    const [, , , id, token] = linkFrom(kit.sent, "ana@example.ro", "/account/activate/").pathname.split("/");
    const en = { headers: { "Accept-Language": "en" } };
    expect(await kit.auth({ action: "activate-account", id, token, password: "12345678" }, en)).toMatchObject({
      status: 400,
      json: { field: "password", error: EASY_TO_GUESS.en },
    });
    expect((await kit.auth({ action: "activate-account", id, token, password: "Password" })).json.error).toBe(EASY_TO_GUESS.ro);
    expect(await kit.auth({ action: "activate-account", id, token, password: "        " }, en)).toMatchObject({
      status: 400,
      json: { field: "password", error: "The password cannot be only spaces." },
    });
    expect((await kit.auth({ action: "create-account", email: "ion@example.ro", password: "qwerty123" }, en)).json).toMatchObject({
      field: "password",
      error: EASY_TO_GUESS.en,
    });
    await kit.auth({ action: "reset-password", email: "ana@example.ro" });
    await kit.platform.customers.auth.resetsSettled();
    await kit.platform.mailer.idle();
    const reset = linkFrom(kit.sent, "ana@example.ro", "/set-password").searchParams.get("token")!;
    expect((await kit.auth({ action: "update-password", token: reset, password: "password1" }, en)).json).toMatchObject({
      field: "password",
      error: EASY_TO_GUESS.en,
    });
    // None of it spent the links.
    expect((await kit.auth({ action: "activate-account", id, token, password: "ab3x9-lila" })).status).toBe(200);
  });

  it("refuses a listed word or the store's own name with digits around it (Parola123, elara2026), naming the field", async () => {
    const en = { headers: { "Accept-Language": "en" } };
    const elara = setup();
    for (const password of ["Parola123", "elara2026", "Parolă2026!", "ELARA-2026"]) {
      expect(await elara.auth({ action: "create-account", email: "ana@example.ro", password }, en), password).toMatchObject({
        status: 400,
        json: { field: "password", error: EASY_TO_GUESS.en },
      });
    }
    expect((await elara.auth({ action: "create-account", email: "ana@example.ro", password: "elara2026" })).json.error).toBe(
      EASY_TO_GUESS.ro,
    );
    // Another store's name is refused in its own store only, and a password that merely contains a word still passes.
    const nova = setup({ config: { ...testConfig, brandName: "Nova Vita" } });
    expect((await nova.auth({ action: "create-account", email: "ion@example.ro", password: "novavita2026" }, en)).json).toMatchObject({
      field: "password",
      error: EASY_TO_GUESS.en,
    });
    expect((await nova.auth({ action: "create-account", email: "ion@example.ro", password: "elara2026" })).status).toBe(200);
    expect((await elara.auth({ action: "create-account", email: "dan@example.ro", password: "mov-lavanda-9" })).status).toBe(200);
  });
});
