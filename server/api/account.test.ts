/**
 * /api/account/*: the profile, address book and wishlist of the signed-in customer, in process
 * against a seeded test database.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customers, emailOutbox } from "#server/db/schema";
import { testDatabaseForFile } from "#tests/server/test-database.ts";
import { buildAccountApp, linkFrom, postJson, recordingTransport, sendJson, mailedLoginToken } from "#tests/server/account-kit.ts";
import { refusal } from "#tests/server/problem-kit.ts";

const database = testDatabaseForFile({ seeded: true, emptyEachTest: [emailOutbox, customers] });

async function signedIn(email = "ana@example.ro", password = "secret-password") {
  const transport = recordingTransport();
  const kit = buildAccountApp({ database, transport });
  await postJson(kit.app, "/api/auth", { action: "create-account", email, firstName: "Ana", lastName: "Pop" });
  await kit.platform.mailer.idle();
  const [, , , id, token] = linkFrom(transport.sent, email, "/account/activate/").pathname.split("/");
  const answer = await postJson(kit.app, "/api/auth", { action: "activate-account", id, token, password });
  const user = answer.json.user as { accessToken: string; id: string };
  const call = (method: string, path: string, body?: unknown, token = user.accessToken) => sendJson(kit.app, method, path, token, body);
  return { ...kit, user, call, sent: transport.sent };
}

const address = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Ana",
  lastName: "Pop",
  address1: "Str. Memorandumului 28",
  city: "Cluj-Napoca",
  province: "Cluj",
  zip: "400114",
  country: "ro",
  phone: "+40 712 345 678",
  ...overrides,
});

describe("authentication of /api/account", () => {
  it("answers 401 without a live bearer token, in the shopper's language", async () => {
    const { app } = await signedIn();
    const none = await app.request("/api/account", { headers: { "Accept-Language": "en" } });
    expect(none.status).toBe(401);
    expect(none.headers.get("WWW-Authenticate")).toContain("Bearer");
    expect(await none.json()).toEqual(refusal(401, "not_signed_in", "Please log in to continue."));
    const wrong = await sendJson(app, "GET", "/api/account/addresses", "not-a-token");
    expect(wrong).toMatchObject({ status: 401, json: { error: "Te rugăm să te autentifici pentru a continua." } });
    expect((await sendJson(app, "GET", "/api/account/wishlist", null)).status).toBe(401);
  });

  it("is never cached", async () => {
    const { app, user } = await signedIn();
    const response = await app.request("/api/account", { headers: { Authorization: `Bearer ${user.accessToken}` } });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("profile", () => {
  it("reads and edits names, marketing consent and language", async () => {
    const { call, user } = await signedIn();
    const read = await call("GET", "/api/account");
    expect(read.json).toEqual({
      success: true,
      customer: {
        id: user.id,
        email: "ana@example.ro",
        firstName: "Ana",
        lastName: "Pop",
        acceptsMarketing: false,
        language: "ro",
        hasPassword: true,
        isActivated: true,
        createdAt: expect.any(String),
        defaultAddressId: null,
      },
    });
    const edited = await call("PATCH", "/api/account", { firstName: " Ana-Maria ", acceptsMarketing: true, language: "en" });
    expect(edited.json.customer).toMatchObject({ firstName: "Ana-Maria", lastName: "Pop", acceptsMarketing: true, language: "en" });
    expect((await call("PATCH", "/api/account", { language: "de" })).json).toMatchObject({ field: "language" });
    expect((await call("PATCH", "/api/account", { firstName: "x".repeat(101) })).status).toBe(400);
  });

  it("changes the email only through a link opened at the new address, after the current password", async () => {
    const { call, app, clock, platform, sent } = await signedIn();
    clock.advance(16 * 60_000); // the activation link's proof has gone stale: only the password proves it now
    expect(await call("PATCH", "/api/account", { email: "ana.pop@example.ro" })).toMatchObject({
      status: 400,
      json: { field: "currentPassword" },
    });
    expect((await call("PATCH", "/api/account", { email: "ana.pop@example.ro", currentPassword: "wrong" })).json.error).toBe(
      "Parola actuală nu este corectă.",
    );
    const requested = await call("PATCH", "/api/account", {
      email: "Ana.Pop@example.ro",
      currentPassword: "secret-password",
      firstName: "Anna",
    });
    expect(requested).toMatchObject({
      status: 200,
      json: { customer: { email: "ana@example.ro", firstName: "Anna" }, message: expect.stringContaining("ana.pop@example.ro") },
    });
    await platform.mailer.idle();
    const token = linkFrom(sent, "ana.pop@example.ro", "/account/confirm-email").searchParams.get("token")!;
    const confirmed = await postJson(app, "/api/auth", { action: "confirm-email-change", token });
    expect(confirmed).toMatchObject({ status: 200, json: { user: { email: "ana.pop@example.ro" } } });
    await platform.mailer.idle();
    const notice = sent.find((mail) => mail.to === "ana@example.ro" && mail.subject.includes("schimbat"));
    expect(notice?.text).toContain("ana.pop@example.ro");
    expect(
      (await postJson(app, "/api/auth", { action: "create-customer-token", email: "ana.pop@example.ro", password: "secret-password" }))
        .status,
    ).toBe(200);
    expect((await postJson(app, "/api/auth", { action: "confirm-email-change", token })).status).toBe(400);
    expect((await call("PATCH", "/api/account", { email: "not-an-email" })).json).toMatchObject({ field: "email" });
  });

  it("answers an address already in use exactly like a free one, and only its owner learns why", async () => {
    await signedIn("ion@example.ro");
    const { call, platform, sent } = await signedIn();
    const taken = await call("PATCH", "/api/account", { email: "ION@example.ro", currentPassword: "secret-password" });
    const free = await call("PATCH", "/api/account", { email: "maria@example.ro", currentPassword: "secret-password" });
    expect(taken.status).toBe(free.status);
    expect(Object.keys(taken.json).sort()).toEqual(Object.keys(free.json).sort());
    expect(taken.json.message).toBe(String(free.json.message).replace("maria@example.ro", "ion@example.ro"));
    await platform.mailer.idle();
    const toIon = sent.filter((mail) => mail.to === "ion@example.ro").at(-1);
    expect(toIon?.subject).toContain("are deja un cont");
    expect(toIon?.text).not.toContain("/account/confirm-email");
    const [ana] = await database.db.select().from(customers).where(eq(customers.email, "ana@example.ro"));
    expect(ana).toBeDefined();
  });

  it("a magic-link-only account changes its email only in the minutes after opening a login link", async () => {
    const transport = recordingTransport();
    const kit = buildAccountApp({ database, transport });
    const loginLink = async () => {
      const token = await mailedLoginToken(kit, transport.sent, "new@example.ro");
      return ((await postJson(kit.app, "/api/verify-magic-link", { token })).json.user as { accessToken: string }).accessToken;
    };
    const stale = await loginLink();
    kit.clock.advance(15 * 60_000);
    expect(
      await sendJson(kit.app, "PATCH", "/api/account", stale, { email: "other@example.ro" }, { "Accept-Language": "en" }),
    ).toMatchObject({
      status: 403,
      json: { field: "email", error: expect.stringContaining("ask for a login link by email") },
    });
    const fresh = await loginLink();
    expect((await sendJson(kit.app, "PATCH", "/api/account", fresh, { email: "other@example.ro" })).status).toBe(200);
  });

  it("answers 405 to other methods, 404 to unknown account paths and 413 to a body over 16 KB", async () => {
    const { call } = await signedIn();
    expect((await call("DELETE", "/api/account")).status).toBe(405);
    expect((await call("GET", "/api/account/nothing-here")).status).toBe(404);
    expect((await call("PATCH", "/api/account", { firstName: "x".repeat(20_000) })).status).toBe(413);
  });
});

describe("addresses", () => {
  it("makes the first address the default, lists the default first, and validates every field", async () => {
    const { call } = await signedIn();
    const first = await call("POST", "/api/account/addresses", address());
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ success: true, address: { country: "RO", isDefault: true, company: "", address2: "" } });
    const firstId = (first.json.address as { id: number }).id;
    expect(first.json.defaultAddressId).toBe(firstId);

    const second = await call(
      "POST",
      "/api/account/addresses",
      address({ address1: "Bd. Unirii 1", city: "București", zip: "030167", province: "" }),
    );
    expect(second.json.address).toMatchObject({ isDefault: false });
    const list = await call("GET", "/api/account/addresses");
    expect((list.json.addresses as { id: number }[]).map((entry) => entry.id)).toEqual([
      firstId,
      (second.json.address as { id: number }).id,
    ]);
    expect(list.json.defaultAddressId).toBe(firstId);

    expect(await call("POST", "/api/account/addresses", address({ country: "XX" }))).toMatchObject({
      status: 400,
      json: { field: "country", error: "Alege o țară (codul ei din două litere, de exemplu RO)." },
    });
    expect(await call("POST", "/api/account/addresses", address({ city: "  " }))).toMatchObject({
      status: 400,
      json: { field: "city", error: "Câmpul „Oraș” este obligatoriu." },
    });
    expect(await call("POST", "/api/account/addresses", address({ phone: "call me" }))).toMatchObject({
      status: 400,
      json: { field: "phone" },
    });
    expect(await call("POST", "/api/account/addresses", address({ zip: "1".repeat(21) }))).toMatchObject({
      status: 400,
      json: { field: "zip" },
    });
    expect(await call("POST", "/api/account/addresses?lng=en", address({ country: "XX" }))).toMatchObject({
      json: { error: "Choose a country (its two-letter code, such as RO)." },
    });
    expect((await call("GET", "/api/account/addresses")).json.addresses).toHaveLength(2);
  });

  it("moves the default in one step, and promotes the newest address when the default is deleted", async () => {
    const { call } = await signedIn();
    const ids: number[] = [];
    for (const city of ["Cluj-Napoca", "Iași", "Timișoara"])
      ids.push(((await call("POST", "/api/account/addresses", address({ city }))).json.address as { id: number }).id);
    const moved = await call("POST", `/api/account/addresses/${ids[1]}/default`);
    expect(moved.json.defaultAddressId).toBe(ids[1]);
    expect(
      (moved.json.addresses as { id: number; isDefault: boolean }[]).filter((entry) => entry.isDefault).map((entry) => entry.id),
    ).toEqual([ids[1]]);
    const created = await call("POST", "/api/account/addresses", address({ city: "Brașov", isDefault: true }));
    expect(created.json.defaultAddressId).toBe((created.json.address as { id: number }).id);
    const brasov = (created.json.address as { id: number }).id;

    const removed = await call("DELETE", `/api/account/addresses/${brasov}`);
    expect(removed.json).toEqual({ success: true, defaultAddressId: ids[2] });
    expect((await call("DELETE", `/api/account/addresses/${ids[0]}`)).json).toEqual({ success: true, defaultAddressId: ids[2] });
  });

  it("edits an address, and treats another customer's address as unknown", async () => {
    const other = await signedIn("ion@example.ro");
    const theirs = ((await other.call("POST", "/api/account/addresses", address())).json.address as { id: number }).id;
    const { call } = await signedIn();
    const mine = ((await call("POST", "/api/account/addresses", address())).json.address as { id: number }).id;

    const edited = await call("PATCH", `/api/account/addresses/${mine}`, { address2: "Ap. 4", country: "md" });
    expect(edited.json.address).toMatchObject({ address2: "Ap. 4", country: "MD", city: "Cluj-Napoca" });
    expect((await call("PATCH", `/api/account/addresses/${mine}`, { country: "Romania" })).status).toBe(400);

    const notFound = { status: 404, json: { success: false, error: "Adresa nu a fost găsită." } };
    expect(await call("PATCH", `/api/account/addresses/${theirs}`, { city: "Hacked" })).toMatchObject(notFound);
    expect(await call("DELETE", `/api/account/addresses/${theirs}`)).toMatchObject(notFound);
    expect(await call("POST", `/api/account/addresses/${theirs}/default`)).toMatchObject(notFound);
    expect(await call("DELETE", "/api/account/addresses/abc")).toMatchObject(notFound);
    expect(((await other.call("GET", "/api/account/addresses")).json.addresses as { city: string }[])[0]!.city).toBe("Cluj-Napoca");
  });

  it("keeps at most 50 addresses", async () => {
    const { call } = await signedIn();
    for (let n = 0; n < 50; n++)
      expect((await call("POST", "/api/account/addresses", address({ address1: `Str. ${n}` }))).status).toBe(201);
    expect(await call("POST", "/api/account/addresses", address())).toMatchObject({
      status: 400,
      json: { error: "Poți păstra cel mult 50 de adrese." },
    });
  });
});

describe("wishlist", () => {
  it("adds catalogue products once, refuses unknown ones, removes, and lists newest first", async () => {
    const { call, clock } = await signedIn();
    expect((await call("GET", "/api/account/wishlist")).json).toEqual({ success: true, items: [] });
    await call("PUT", "/api/account/wishlist", { productHandle: "papillex" });
    clock.advance(1000);
    const twice = await call("PUT", "/api/account/wishlist", { productHandle: "ahcc" });
    await call("PUT", "/api/account/wishlist", { productHandle: "ahcc" });
    expect((twice.json.items as { productHandle: string }[]).map((item) => item.productHandle)).toEqual(["ahcc", "papillex"]);
    expect((await call("GET", "/api/account/wishlist")).json.items).toHaveLength(2);
    expect(await call("PUT", "/api/account/wishlist", { productHandle: "no-such-product" })).toMatchObject({
      status: 404,
      json: { field: "productHandle", error: "Produsul nu a fost găsit." },
    });
    expect((await call("PUT", "/api/account/wishlist", {})).status).toBe(400);
    const removed = await call("DELETE", "/api/account/wishlist", { productHandle: "papillex" });
    expect((removed.json.items as { productHandle: string }[]).map((item) => item.productHandle)).toEqual(["ahcc"]);
    expect((await call("DELETE", "/api/account/wishlist", { productHandle: "papillex" })).status).toBe(200);
  });

  it("merges a visitor's list at login, skipping unknown handles and ones already there", async () => {
    const { call } = await signedIn();
    await call("PUT", "/api/account/wishlist", { productHandle: "ahcc" });
    const merged = await call("POST", "/api/account/wishlist/merge", {
      handles: ["simplix", "gone-product", "ahcc", "simplix", "endo-well"],
    });
    expect((merged.json.items as { productHandle: string }[]).map((item) => item.productHandle).sort()).toEqual([
      "ahcc",
      "endo-well",
      "simplix",
    ]);
    expect((await call("POST", "/api/account/wishlist/merge", { handles: "ahcc" })).status).toBe(400);
    expect(
      (await call("POST", "/api/account/wishlist/merge", { handles: Array.from({ length: 101 }, (_, n) => `p${n}`) })).json,
    ).toMatchObject({ field: "handles" });
  });

  it("keeps each customer's list to themselves", async () => {
    const ion = await signedIn("ion@example.ro");
    await ion.call("PUT", "/api/account/wishlist", { productHandle: "ahcc" });
    const ana = await signedIn();
    expect((await ana.call("GET", "/api/account/wishlist")).json.items).toEqual([]);
  });
});

describe("the emailed account links", () => {
  it("carry the email's campaign tags and still open what their token names, in the path or in the query", async () => {
    const transport = recordingTransport();
    const kit = buildAccountApp({ database, transport });
    await postJson(kit.app, "/api/auth", { action: "create-account", email: "ana@example.ro", firstName: "Ana", lastName: "Pop" });
    await kit.platform.mailer.idle();
    const activation = linkFrom(transport.sent, "ana@example.ro", "/account/activate/");
    expect(activation.searchParams.get("utm_campaign")).toBe("activation");
    // The page takes the id and the token from its path (account/activate/:id/:token); the tags follow in the query.
    const [, , , id, token] = activation.pathname.split("/");
    const activated = await postJson(kit.app, "/api/auth", { action: "activate-account", id, token, password: "secret-password" });
    expect(activated.status).toBe(200);

    await postJson(kit.app, "/api/send-magic-link", { email: "ana@example.ro" });
    await kit.platform.mailer.idle();
    const login = linkFrom(transport.sent, "ana@example.ro", "/verify-magic-link");
    expect(Object.fromEntries(login.searchParams)).toEqual({
      token: expect.any(String),
      utm_source: "elara",
      utm_medium: "email",
      utm_campaign: "magic_link",
    });
    // The page reads `token` alone from its query (SearchTokenPage), so the tags beside it change nothing.
    const verified = await postJson(kit.app, "/api/verify-magic-link", { token: login.searchParams.get("token") });
    expect(verified.status).toBe(200);
    expect(verified.json.user).toMatchObject({ accessToken: expect.any(String) });
  });
});
