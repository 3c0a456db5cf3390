import { beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config";
import { eq } from "drizzle-orm";
import { discountCodeProducts, discountCodes, discountRedemptions, products } from "#server/db/schema";
import { insertAnasPopupCode, insertPublicCodes } from "#tests/server/discount-codes.ts";
import { buildTestApp } from "#tests/server/platform-kit.ts";
import { emptyTables, testDatabaseForFile } from "#tests/server/test-database.ts";
import { createLogger } from "#server/logger";
import { VALIDATE_DISCOUNT_PATH, VALIDATIONS_PER_MINUTE } from "./discounts.ts";
import { bodyRefusal, refusal } from "#tests/server/problem-kit.ts";

const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
const logger = createLogger("silent");

const database = testDatabaseForFile({ seeded: true });
beforeEach(async () => {
  await emptyTables(database.db, discountRedemptions, discountCodes);
  await insertPublicCodes(database.db);
});

const newApp = () => buildTestApp(database, { config, logger }).app;
type App = ReturnType<typeof newApp>;

// A socket of its own per request unless given, so no test runs into another's rate limit.
let nextAddress = 1;
const socketFrom = (address = `198.51.100.${nextAddress++}`) => ({ incoming: { socket: { remoteAddress: address } } });

function post(
  app: App,
  body: string,
  { headers = {}, from = socketFrom(), query = "" }: { headers?: Record<string, string>; from?: object; query?: string } = {},
) {
  return app.request(
    `${VALIDATE_DISCOUNT_PATH}${query}`,
    { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body },
    from,
  );
}

const EN = { "Accept-Language": "en" };
const RO = { "Accept-Language": "ro" };

async function validate(app: App, body: unknown, headers: Record<string, string> = EN) {
  const response = await post(app, JSON.stringify(body), { headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("POST /api/validate-discount", () => {
  it("answers what a code the owner made takes off: a fixed amount in the cart's currency, the products it is limited to", async () => {
    await database.db.insert(discountCodes).values({
      code: "VARA2026",
      kind: "fixed",
      percent: null,
      amountRonMinor: 5_000,
      source: "admin",
      productScope: "chosen",
    });
    const [ahcc] = await database.db.select({ id: products.id }).from(products).where(eq(products.handle, "ahcc"));
    await database.db.insert(discountCodeProducts).values({ code: "VARA2026", productId: ahcc!.id });
    const app = newApp();
    expect(await validate(app, { code: "vara2026", currencyCode: "EUR" })).toEqual({
      status: 200,
      body: {
        valid: true,
        code: "VARA2026",
        percent: 0,
        kind: "fixed",
        amount: { amount: expect.stringMatching(/^\d+\.\d\d$/), currencyCode: "EUR" },
        productHandles: ["ahcc"],
        title: "Discount applied",
        message: "50.00 lei off applied to eligible products",
      },
    });
    expect((await validate(app, { code: "VARA2026" }, RO)).body).toMatchObject({
      amount: { amount: "50.00", currencyCode: "RON" },
      message: "Reducere de 50,00 lei aplicată produselor eligibile",
    });
  });

  it.each([
    [{ startsAt: new Date(Date.now() + 86_400_000) }, "not_started", "Codul nu este încă valabil", "Code Not Yet Valid"],
    [
      { endsAt: new Date(Date.now() - 1_000), startsAt: new Date(Date.now() - 86_400_000) },
      "expired",
      "Cod de reducere expirat",
      "Discount Code Expired",
    ],
  ] as const)("refuses a code out of its dates (%o → %s) in both languages", async (dates, reason, ro, en) => {
    await database.db.insert(discountCodes).values({ code: "DATAT", percent: 20, source: "admin", ...dates });
    const app = newApp();
    expect((await validate(app, { code: "DATAT" }, RO)).body).toMatchObject({ valid: false, reason, title: ro });
    expect((await validate(app, { code: "DATAT" }, EN)).body).toMatchObject({ valid: false, reason, title: en });
  });

  it("honours ELARA10 and ELARA5 with the shopper's words", async () => {
    const app = newApp();
    expect(await validate(app, { code: "ELARA10" })).toEqual({
      status: 200,
      body: {
        valid: true,
        code: "ELARA10",
        percent: 10,
        kind: "percent",
        productHandles: null,
        title: "Discount applied",
        message: "10% off applied",
      },
    });
    expect(await validate(app, { code: "ELARA5" }, RO)).toEqual({
      status: 200,
      body: {
        valid: true,
        code: "ELARA5",
        percent: 5,
        kind: "percent",
        productHandles: null,
        title: "Reducere aplicată",
        message: "Reducere de 5% aplicată",
      },
    });
  });

  it("reads a lower-case or padded code as the issued one", async () => {
    expect((await validate(newApp(), { code: " elara10 " })).body).toMatchObject({ valid: true, code: "ELARA10", percent: 10 });
  });

  it.each(["POPUP99", "ELARA50", "popup99", "elara50", "POPUP10", "ELARA", "10", "WELCOME"])(
    "refuses the forged code %s with the checkout's wording",
    async (code) => {
      const app = newApp();
      expect(await validate(app, { code })).toEqual({
        status: 200,
        body: {
          valid: false,
          code: code.toUpperCase(),
          percent: 0,
          reason: "unknown",
          title: "Invalid Discount Code",
          message: "Please check your code and try again",
        },
      });
      expect((await validate(app, { code }, RO)).body).toMatchObject({
        title: "Cod de reducere invalid",
        message: "Verifică codul și încearcă din nou",
      });
    },
  );

  it("refuses a code the email already used, and says so", async () => {
    await database.db.insert(discountRedemptions).values({ code: "ELARA10", email: "ana@example.ro" });
    const app = newApp();
    expect(await validate(app, { code: "elara10", email: " ANA@example.ro" })).toEqual({
      status: 200,
      body: {
        valid: false,
        code: "ELARA10",
        percent: 0,
        reason: "already_used",
        title: "Discount Code Already Used",
        message: "This code has already been used with this email address.",
      },
    });
    expect((await validate(app, { code: "ELARA10", email: "ana@example.ro" }, RO)).body).toMatchObject({
      message: "Acest cod a fost deja folosit cu această adresă de e-mail.",
    });
    expect((await validate(app, { code: "ELARA10", email: "ioana@example.ro" })).body).toMatchObject({ valid: true });
  });

  it("refuses someone else's personal code, and its recipient's second use, with words that say why", async () => {
    await insertAnasPopupCode(database.db);
    const app = newApp();
    expect(await validate(app, { code: "elara10-7kq2mxbd", email: "ion@example.ro" })).toEqual({
      status: 200,
      body: {
        valid: false,
        code: "ELARA10-7KQ2MXBD",
        percent: 0,
        reason: "not_recipient",
        title: "Personal Discount Code",
        message: "This code works only with the email address we sent it to. Use that address for your order.",
      },
    });
    expect((await validate(app, { code: "ELARA10-7KQ2MXBD", email: "ion@example.ro" }, RO)).body).toMatchObject({
      title: "Cod de reducere personal",
      message: "Acest cod merge doar cu adresa de e-mail căreia i l-am trimis. Folosește adresa aceea la comandă.",
    });
    expect((await validate(app, { code: "ELARA10-7KQ2MXBD", email: "Ana@Example.ro" })).body).toMatchObject({ valid: true, percent: 10 });
    await database.db.insert(discountRedemptions).values({ code: "ELARA10-7KQ2MXBD", email: "ana@example.ro" });
    expect((await validate(app, { code: "ELARA10-7KQ2MXBD", email: "ana@example.ro" }, RO)).body).toMatchObject({
      valid: false,
      reason: "already_used",
      title: "Cod de reducere deja folosit",
    });
  });

  it("treats an empty or null email as none", async () => {
    const app = newApp();
    expect((await validate(app, { code: "ELARA10", email: "" })).body).toMatchObject({ valid: true });
    expect((await validate(app, { code: "ELARA10", email: null })).body).toMatchObject({ valid: true });
  });

  it("never writes: checking a code is not using it", async () => {
    await validate(newApp(), { code: "ELARA10", email: "ana@example.ro" });
    expect(await database.db.select().from(discountRedemptions)).toEqual([]);
  });

  describe("bad input answers 400 in the shopper's language", () => {
    it.each([
      ["not JSON", "{code: ELARA10}", "The request body is not valid JSON.", undefined],
      ["an empty body", "", "The request body is not valid JSON.", undefined],
      ["a list", '["ELARA10"]', "The request body must be a JSON object.", undefined],
      ["null", "null", "The request body must be a JSON object.", undefined],
      ["a bare string", '"ELARA10"', "The request body must be a JSON object.", undefined],
      ["no code", "{}", "Please enter a discount code.", "code"],
      ["a null code", '{"code":null}', "Please enter a discount code.", "code"],
      ["an empty code", '{"code":""}', "Please enter a discount code.", "code"],
      ["a blank code", '{"code":"   "}', "Please enter a discount code.", "code"],
      ["a numeric code", '{"code":10}', "The discount code must be text.", "code"],
      ["an object code", '{"code":{"$ne":""}}', "The discount code must be text.", "code"],
      ["a code of 65 characters", JSON.stringify({ code: `ELARA${"1".repeat(60)}` }), "A discount code has at most 64 characters.", "code"],
      ["a bad email", '{"code":"ELARA10","email":"ana@"}', "Please enter a valid email address", "email"],
      ["an email without a domain dot", '{"code":"ELARA10","email":"ana@example"}', "Please enter a valid email address", "email"],
      ["a numeric email", '{"code":"ELARA10","email":42}', "Please enter a valid email address", "email"],
      [
        "an email of 255 characters",
        JSON.stringify({ code: "ELARA10", email: `${"a".repeat(244)}@example.ro` }),
        "Please enter a valid email address",
        "email",
      ],
    ])("%s", async (_case, body, error, field) => {
      const response = await post(newApp(), body, { headers: EN });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(bodyRefusal(error, field));
    });

    it("in Romanian by default, with diacritics", async () => {
      const app = newApp();
      const noCode = await post(app, "{}");
      expect(await noCode.json()).toEqual(refusal(400, "invalid_field", "Introdu un cod de reducere.", "code"));
      const badEmail = await post(app, '{"code":"ELARA10","email":"x"}');
      expect(await badEmail.json()).toEqual(refusal(400, "invalid_field", "Introdu o adresă de e-mail validă", "email"));
      const tooLong = await post(app, JSON.stringify({ code: "X".repeat(65) }));
      expect(await tooLong.json()).toEqual(refusal(400, "invalid_field", "Un cod de reducere are cel mult 64 de caractere.", "code"));
    });

    it("chooses the language from ?lng first, then the cookie, then Accept-Language", async () => {
      const app = newApp();
      const byQuery = await post(app, "{}", { query: "?lng=en", headers: { Cookie: "i18next=ro", "Accept-Language": "ro" } });
      expect(await byQuery.json()).toMatchObject({ error: "Please enter a discount code." });
      const byCookie = await post(app, "{}", { headers: { Cookie: "i18next=en", "Accept-Language": "ro" } });
      expect(await byCookie.json()).toMatchObject({ error: "Please enter a discount code." });
    });

    it("refuses a body over 4 KB with 413", async () => {
      const response = await post(newApp(), JSON.stringify({ code: "ELARA10", padding: "x".repeat(5000) }), { headers: EN });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual(refusal(413, "too_large", "The request is larger than 4 KB."));
    });

    it("answers 405 with Allow: POST to other methods", async () => {
      const response = await newApp().request(VALIDATE_DISCOUNT_PATH, { headers: EN }, socketFrom());
      expect(response.status).toBe(405);
      expect(response.headers.get("Allow")).toBe("POST");
      expect(await response.json()).toEqual(refusal(405, "method_not_allowed", "Only POST is supported."));
    });
  });

  it(`limits each client to ${VALIDATIONS_PER_MINUTE} checks a minute with 429 and Retry-After, other clients unaffected`, async () => {
    const app = newApp();
    const guesser = socketFrom("203.0.113.50");
    for (let i = 0; i < VALIDATIONS_PER_MINUTE; i++) {
      expect((await post(app, JSON.stringify({ code: `ELARA${i}` }), { from: guesser })).status).toBe(200);
    }
    const limited = await post(app, JSON.stringify({ code: "ELARA10" }), { from: guesser, headers: EN });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limited.json()).toEqual(
      refusal(429, "rate_limited", `Too many attempts. Please try again in ${retryAfter} ${retryAfter === 1 ? "second" : "seconds"}.`),
    );
    const limitedRo = await post(app, JSON.stringify({ code: "ELARA10" }), { from: guesser });
    expect(((await limitedRo.json()) as { error: string }).error).toMatch(/^Prea multe încercări\. Încearcă din nou peste /);
    expect((await post(app, JSON.stringify({ code: "ELARA10" }), { from: socketFrom("203.0.113.51") })).status).toBe(200);
  });
});
