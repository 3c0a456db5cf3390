import { Writable } from "node:stream";
import pino from "pino";
import { beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config";
import { discountCodes, newsletterSubscribers } from "#server/db/schema";
import { buildTestApp } from "#tests/server/platform-kit.ts";
import { emptyTables, testDatabaseForFile } from "#tests/server/test-database.ts";
import type { Logger } from "#server/logger";
import { loadConsentTexts } from "#server/commerce/newsletter/newsletter-consent";
import { NEWSLETTER_SIGNUP_PATH, SIGNUPS_PER_MINUTE, UNSUBSCRIBES_PER_MINUTE } from "./newsletter.ts";
import { UNSUBSCRIBE_API_PATH } from "#domain/newsletter";
import { bodyRefusal, refusal } from "#tests/server/problem-kit.ts";

const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });

// The log lines, to see what the route reports about a sign-up.
let logLines: Record<string, unknown>[] = [];
const logger: Logger = pino(
  { level: "info", base: undefined },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  }),
);

const database = testDatabaseForFile();
beforeEach(async () => {
  await emptyTables(database.db, newsletterSubscribers, discountCodes);
  logLines = [];
});

const newApp = () => buildTestApp(database, { config, logger }).app;
type App = ReturnType<typeof newApp>;

let nextAddress = 1;
const socketFrom = (address = `198.51.100.${nextAddress++}`) => ({ incoming: { socket: { remoteAddress: address } } });

function post(app: App, body: string, { headers = {}, from = socketFrom() }: { headers?: Record<string, string>; from?: object } = {}) {
  return app.request(NEWSLETTER_SIGNUP_PATH, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body }, from);
}

const EN = { "Accept-Language": "en" };
const RO = { "Accept-Language": "ro-RO,ro;q=0.9" };
const consent = loadConsentTexts("Elara");
const subscribers = () => database.db.select().from(newsletterSubscribers);
const POPUP_CODE = /^ELARA10-[2-9A-HJKMNP-Z]{8}$/;

const popupSignup = (overrides: Record<string, unknown> = {}) => ({
  email: "ana@example.ro",
  discountCode: "ELARA10",
  acceptsMarketing: true,
  source: "discount_popup",
  ...overrides,
});

describe("POST /api/newsletter-signup", () => {
  it("subscribes from the popup and answers the address's 10 % personal code, storing the consent in the shopper's language", async () => {
    const response = await post(newApp(), JSON.stringify(popupSignup({ email: "  Ana@Example.RO " })), { headers: RO });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { discountCode: string };
    expect(answer).toEqual({
      subscribed: true,
      discountCode: expect.stringMatching(POPUP_CODE),
      percent: 10,
      message: `Mulțumim pentru abonare! Codul tău de reducere de 10% este ${answer.discountCode}. Ți l-am trimis și pe e-mail.`,
    });
    const [row] = await subscribers();
    expect(row).toMatchObject({
      email: "ana@example.ro",
      language: "ro",
      source: "discount_popup",
      acceptsMarketing: true,
      consentText: consent("ro", "popup"),
      discountCode: answer.discountCode,
    });
    expect(Date.now() - row!.consentedAt.getTime()).toBeLessThan(60_000);
  });

  it("subscribes from the footer and answers a 5 % personal code", async () => {
    const response = await post(newApp(), JSON.stringify({ email: "ana@example.ro", acceptsMarketing: true, source: "footer" }), {
      headers: EN,
    });
    const answer = (await response.json()) as { discountCode: string };
    expect(answer).toEqual({
      subscribed: true,
      discountCode: expect.stringMatching(/^ELARA5-[2-9A-HJKMNP-Z]{8}$/),
      percent: 5,
      message: `Thank you for subscribing! Your 5% discount code is ${answer.discountCode}. We have emailed it to you too.`,
    });
    expect(await subscribers()).toMatchObject([
      { source: "footer", language: "en", consentText: consent("en", "footer"), discountCode: answer.discountCode },
    ]);
  });

  it.each(["ELARA10", "POPUP99", "elara50"])("ignores the code %s a client sends and answers the address's own", async (sent) => {
    const response = await post(newApp(), JSON.stringify(popupSignup({ discountCode: sent })), { headers: EN });
    const answer = (await response.json()) as { discountCode: string };
    expect(answer.discountCode).toMatch(POPUP_CODE);
    expect(await subscribers()).toMatchObject([{ discountCode: answer.discountCode }]);
    expect(await database.db.select({ code: discountCodes.code }).from(discountCodes)).toEqual([{ code: answer.discountCode }]);
    // The route does not write the shopper's address to the log (the development mailer's
    // "email stored" line names recipients by design, and never in production).
    const routeLines = logLines.filter((line) => line.msg !== "email stored (SMTP_URL is not set)");
    expect(JSON.stringify(routeLines)).not.toContain("ana@example.ro");
  });

  it("is idempotent: the same email again answers 200 with the same code and keeps one row", async () => {
    const app = newApp();
    const first = await post(app, JSON.stringify(popupSignup()), { headers: EN });
    const [before] = await subscribers();
    const again = await post(app, JSON.stringify(popupSignup({ email: "ANA@example.ro" })), { headers: EN });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    const rows = await subscribers();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(before!.id);
    expect(rows[0]!.source).toBe("discount_popup");
    expect(rows[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(before!.updatedAt.getTime());
  });

  describe("bad input answers 400 in the shopper's language and stores nothing", () => {
    it.each([
      ["not JSON", "email=ana@example.ro", "The request body is not valid JSON.", undefined],
      ["a list", "[]", "The request body must be a JSON object.", undefined],
      ["no email", JSON.stringify(popupSignup({ email: undefined })), "Email address is required", "email"],
      ["a null email", JSON.stringify(popupSignup({ email: null })), "Email address is required", "email"],
      ["an empty email", JSON.stringify(popupSignup({ email: "" })), "Email address is required", "email"],
      ["a blank email", JSON.stringify(popupSignup({ email: "   " })), "Email address is required", "email"],
      ["a bad email", JSON.stringify(popupSignup({ email: "ana.example.ro" })), "Please enter a valid email address", "email"],
      [
        "two addresses",
        JSON.stringify(popupSignup({ email: "ana@example.ro, ion@example.ro" })),
        "Please enter a valid email address",
        "email",
      ],
      ["a numeric email", JSON.stringify(popupSignup({ email: 7 })), "Please enter a valid email address", "email"],
      ["an email list", JSON.stringify(popupSignup({ email: ["ana@example.ro"] })), "Please enter a valid email address", "email"],
      [
        "an email of 255 characters",
        JSON.stringify(popupSignup({ email: `${"a".repeat(244)}@example.ro` })),
        "Please enter a valid email address",
        "email",
      ],
      [
        "no consent",
        JSON.stringify(popupSignup({ acceptsMarketing: undefined })),
        "Your consent to receive marketing emails is required to subscribe.",
        "acceptsMarketing",
      ],
      [
        "consent refused",
        JSON.stringify(popupSignup({ acceptsMarketing: false })),
        "Your consent to receive marketing emails is required to subscribe.",
        "acceptsMarketing",
      ],
      [
        "consent as text",
        JSON.stringify(popupSignup({ acceptsMarketing: "true" })),
        "Your consent to receive marketing emails is required to subscribe.",
        "acceptsMarketing",
      ],
      ["no source", JSON.stringify(popupSignup({ source: undefined })), "The sign-up source must be discount_popup or footer.", "source"],
      [
        "another source",
        JSON.stringify(popupSignup({ source: "checkout" })),
        "The sign-up source must be discount_popup or footer.",
        "source",
      ],
      [
        "a numeric code",
        JSON.stringify(popupSignup({ discountCode: 10 })),
        '"discountCode" must be text of at most 64 characters.',
        "discountCode",
      ],
      [
        "a code of 65 characters",
        JSON.stringify(popupSignup({ discountCode: "X".repeat(65) })),
        '"discountCode" must be text of at most 64 characters.',
        "discountCode",
      ],
    ])("%s", async (_case, body, error, field) => {
      const response = await post(newApp(), body, { headers: EN });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(bodyRefusal(error, field));
      expect(await subscribers()).toEqual([]);
    });

    it("in Romanian with diacritics", async () => {
      const app = newApp();
      expect(await (await post(app, JSON.stringify(popupSignup({ email: "nu-e-email" })), { headers: RO })).json()).toEqual(
        refusal(400, "invalid_field", "Introdu o adresă de e-mail validă", "email"),
      );
      expect(await (await post(app, JSON.stringify(popupSignup({ email: "" })), { headers: RO })).json()).toEqual(
        refusal(400, "invalid_field", "Adresa de e-mail este obligatorie", "email"),
      );
      expect(await (await post(app, JSON.stringify(popupSignup({ acceptsMarketing: false })), { headers: RO })).json()).toEqual(
        refusal(400, "invalid_field", "Pentru abonare este necesar acordul tău de a primi e-mailuri de marketing.", "acceptsMarketing"),
      );
    });

    it("refuses a body over 4 KB with 413", async () => {
      const response = await post(newApp(), JSON.stringify(popupSignup({ note: "x".repeat(5000) })), { headers: EN });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual(refusal(413, "too_large", "The request is larger than 4 KB."));
      expect(await subscribers()).toEqual([]);
    });

    it("answers 405 with Allow: POST to other methods", async () => {
      const response = await newApp().request(NEWSLETTER_SIGNUP_PATH, { method: "PUT", headers: RO }, socketFrom());
      expect(response.status).toBe(405);
      expect(response.headers.get("Allow")).toBe("POST");
      expect(await response.json()).toEqual(refusal(405, "method_not_allowed", "Este acceptată doar metoda POST."));
    });
  });

  it(`limits each client to ${SIGNUPS_PER_MINUTE} sign-ups a minute with 429 and Retry-After, other clients unaffected`, async () => {
    const app = newApp();
    const script = socketFrom("203.0.113.60");
    for (let i = 0; i < SIGNUPS_PER_MINUTE; i++) {
      expect((await post(app, JSON.stringify(popupSignup({ email: `bot${i}@example.ro` })), { from: script })).status).toBe(200);
    }
    const limited = await post(app, JSON.stringify(popupSignup({ email: "bot99@example.ro" })), { from: script, headers: EN });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(((await limited.json()) as { error: string }).error).toMatch(/^Too many attempts\. Please try again in \d+ seconds?\.$/);
    expect(await subscribers()).toHaveLength(SIGNUPS_PER_MINUTE);
    expect((await post(app, JSON.stringify(popupSignup()), { from: socketFrom("203.0.113.61") })).status).toBe(200);
  });
});

describe("POST /api/newsletter-unsubscribe", () => {
  async function subscribedToken(app: App, email = "ana.pop@example.ro"): Promise<string> {
    await post(app, JSON.stringify(popupSignup({ email })), { headers: RO });
    const row = (await subscribers()).find((candidate) => candidate.email === email);
    return row!.unsubscribeToken;
  }

  const unsubscribe = (app: App, init: RequestInit & { query?: string }, from = socketFrom()) =>
    app.request(`${UNSUBSCRIBE_API_PATH}${init.query ?? ""}`, { method: "POST", ...init }, from);

  it("unsubscribes the page's {token} and answers in the shopper's language, the address masked", async () => {
    const app = newApp();
    const token = await subscribedToken(app);
    const response = await unsubscribe(app, { headers: { "Content-Type": "application/json", ...RO }, body: JSON.stringify({ token }) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      unsubscribed: true,
      email: "a•••@example.ro",
      message: "Gata: a•••@example.ro nu mai primește e-mailuri de marketing de la noi.",
    });
    expect(await subscribers()).toMatchObject([{ acceptsMarketing: false }]);
  });

  it("takes a mail client's one-click POST (RFC 8058): the token in the URL, a form body, no cookies", async () => {
    const app = newApp();
    const token = await subscribedToken(app);
    const response = await unsubscribe(app, {
      query: `?token=${token}`,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect(await subscribers()).toMatchObject([{ acceptsMarketing: false }]);
    // Again: still 200, still unsubscribed.
    expect((await unsubscribe(app, { query: `?token=${token}`, body: "List-Unsubscribe=One-Click" })).status).toBe(200);
  });

  const unknownToken = {
    status: 404,
    code: "token_unknown",
    error: "We could not find the subscription of this link. It may have been deleted; write to us if emails still arrive.",
  };
  const missingToken = {
    status: 400,
    code: "token_required",
    error: "Linkul de dezabonare este incomplet sau greșit (câmpul „token”). Deschide din nou linkul din e-mail.",
  };
  it.each([
    { case: "one nobody holds, in English", body: JSON.stringify({ token: "a".repeat(64) }), language: EN, ...unknownToken },
    { case: "an empty object, in Romanian", body: "{}", language: RO, ...missingToken },
    { case: "a short token, in Romanian", body: JSON.stringify({ token: "abc" }), language: RO, ...missingToken },
    { case: "a numeric token, in Romanian", body: JSON.stringify({ token: 7 }), language: RO, ...missingToken },
    { case: "an uppercase token, in Romanian", body: JSON.stringify({ token: "A".repeat(64) }), language: RO, ...missingToken },
  ])("answers $status naming the token for $case, and changes nothing", async ({ body, language, status, code, error }) => {
    const app = newApp();
    await subscribedToken(app);
    const response = await unsubscribe(app, { headers: { "Content-Type": "application/json", ...language }, body });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ ...refusal(status, code, error), field: "token" });
    expect(await subscribers()).toMatchObject([{ acceptsMarketing: true }]);
  });

  it.each([
    ["no body", undefined],
    ["not JSON", "token=abc"],
  ])("answers the body reader's 400 for %s sent as JSON, in Romanian", async (_case, body) => {
    const app = newApp();
    await subscribedToken(app);
    const response = await unsubscribe(app, {
      headers: { "Content-Type": "application/json", ...RO },
      ...(body === undefined ? {} : { body }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(refusal(400, "body_not_json", "Corpul cererii nu este JSON valid."));
    expect(await subscribers()).toMatchObject([{ acceptsMarketing: true }]);
  });

  it("answers 405 with Allow: POST to a GET (a link scanner following the header's address)", async () => {
    const app = newApp();
    const token = await subscribedToken(app);
    const response = await app.request(`${UNSUBSCRIBE_API_PATH}?token=${token}`, { method: "GET", headers: EN }, socketFrom());
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
    expect(await subscribers()).toMatchObject([{ acceptsMarketing: true }]);
  });

  it(`limits each client to ${UNSUBSCRIBES_PER_MINUTE} tries a minute`, async () => {
    const app = newApp();
    const script = socketFrom("203.0.113.70");
    for (let i = 0; i < UNSUBSCRIBES_PER_MINUTE; i++) {
      expect((await unsubscribe(app, { query: `?token=${"b".repeat(64)}` }, script)).status).toBe(404);
    }
    expect((await unsubscribe(app, { query: `?token=${"b".repeat(64)}` }, script)).status).toBe(429);
  });
});
