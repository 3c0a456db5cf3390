/**
 * Issue 21 items 1–4 against a seeded test database (PGlite, and PostgreSQL with TEST_DATABASE_URL): the order keeps
 * the terms version the shopper accepted and a stale one is refused with nothing written; the legal pages read the
 * owner's texts with the company filled in from configuration; the SOL link is an audited setting the footer reads;
 * the cookie banner's choices are recorded as proof of consent, validated and rate limited.
 */
import { count, desc } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Language } from "#domain/locale";
import { loader as legalLoader } from "#app/routes/legal-page.tsx";
import { loader as rootLoader } from "#app/root.tsx";
import {
  auditLog,
  cookieConsents,
  discountRedemptions,
  emailOutbox,
  orders,
  rateLimitCounters,
  staffMembers,
  storeContentPages,
  storeContentTexts,
  storeSettings,
  subscriptions,
} from "#server/db/schema";
import { loadContextFactory } from "#server/web/ssr";
import { createStorefrontApi } from "#server/storefront-api/storefront-api";
import { testClock } from "#tests/server/account-kit.ts";
import { buildOrdersApp, orderBody, socketFrom, seededStoreForFile, ORDER_TABLES, stockOf } from "#tests/server/orders-kit.ts";
import { signedInStaffEachTest } from "#tests/server/staff-kit.ts";
import { emptyTables } from "#tests/server/test-database.ts";
import { CONSENTS_PER_MINUTE, COOKIE_CONSENT_PATH } from "./cookie-consent.ts";
import { CREATE_ORDER_PATH } from "./create-order.ts";
import { requestApp } from "#tests/server/app-request.ts";
import { refusal } from "#tests/server/problem-kit.ts";

const { database, variants } = seededStoreForFile({ single: "PAP-1" }, { publicCodes: true });

const clock = testClock(new Date("2026-11-25T09:00:00.000Z"));

beforeEach(async () => {
  await emptyTables(database.db, ...ORDER_TABLES, storeContentTexts, storeContentPages);
  await emptyTables(database.db, storeSettings, cookieConsents, auditLog, staffMembers, rateLimitCounters);
});
const { kit, call, members, pagesAs } = signedInStaffEachTest(() => ({ database, clock }), ["owner"]);

const post = (path: string, body: unknown, language: Language = "en", from = socketFrom()) =>
  requestApp<Record<string, unknown> & { fields?: Record<string, string> }>(kit.app, "POST", path, { body, language, from });

const placeOrder = (overrides: Record<string, unknown>, language: Language = "en") =>
  post(CREATE_ORDER_PATH, orderBody([{ variantId: variants.single, quantity: 2 }], overrides), language);

/** The owner saves the terms with one sentence changed: the terms' version moves on by one. */
async function saveTerms(version: number, title: string) {
  const saved = await call("POST", "/api/admin/content/terms", {
    member: members.owner,
    body: { version, texts: { "sections.changes.title": { ro: title, en: title } }, hidden: [] },
  });
  expect(saved.status).toBe(200);
  return saved.json.page.version as number;
}

/** What a page request of another instance of the store gets: the load context over the same database. */
function pageContext(language: Language) {
  const other = buildOrdersApp({ database, clock });
  return loadContextFactory({ platform: other.platform, storefrontApi: createStorefrontApi({ platform: other.platform }) })({
    language,
    currency: "RON",
    cspNonce: "n",
  });
}

async function legalPage(path: string, language: Language) {
  return legalLoader({ context: pageContext(language), request: new Request(`http://localhost${path}`), params: {} } as never);
}

describe("the terms version an order keeps (decision 0052)", () => {
  it("records the version the checkout showed, and shows it on the staff's order page", async () => {
    const checkout = pageContext("ro");
    // Editions count from 1, the template the store came with (issue 40 item 9: "versiunea 0" read as none).
    expect(await checkout.termsVersion()).toBe(1);
    const placed = await placeOrder({ termsVersion: 1 });
    expect(placed.status).toBe(201);
    const [order] = await database.db.select().from(orders);
    expect(order!.termsVersion).toBe(1);

    expect(await saveTerms(0, "12. Schimbări")).toBe(1);
    expect(await checkout.termsVersion()).toBe(2);
    const second = await placeOrder({ termsVersion: 2, email: "ion@example.ro" });
    expect(second.status).toBe(201);
    const detail = (await pagesAs(members.owner).order(second.json.orderNumber as number))!;
    expect(detail.order!.termsVersion).toBe(2);
  });

  it("refuses terms the owner has replaced since, naming the field in the shopper's language, and writes nothing", async () => {
    await saveTerms(0, "12. Schimbări");
    const stock = await stockOf(database.db, "PAP-1");

    const stale = await placeOrder({ termsVersion: 1, discountCode: "ELARA10" }, "ro");
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({
      error: "Termenii și condițiile s-au schimbat de când ai deschis pagina. Citește-i din nou și acceptă-i ca să plasezi comanda.",
      fields: { termsVersion: expect.stringContaining("Termenii și condițiile s-au schimbat") },
      termsVersion: 2,
    });
    const english = await placeOrder({ termsVersion: 1 });
    expect(english.json.fields).toEqual({
      termsVersion:
        "The terms and conditions have changed since you opened the page. Please read them again and accept them to place your order.",
    });
    const unknown = await placeOrder({ termsVersion: 7 });
    expect(unknown.status).toBe(409);

    const counts = await Promise.all(
      [orders, discountRedemptions, emailOutbox, subscriptions].map(
        async (table) => (await database.db.select({ n: count() }).from(table))[0]!.n,
      ),
    );
    expect(counts).toEqual([0, 0, 0, 0]);
    expect(await stockOf(database.db, "PAP-1")).toBe(stock);
  });

  it("asks for the version: missing or not a whole number is a 400 on the field", async () => {
    const body = orderBody([{ variantId: variants.single, quantity: 1 }]);
    delete (body as Partial<typeof body>).termsVersion;
    const missing = await post(CREATE_ORDER_PATH, body);
    expect(missing.status).toBe(400);
    expect(missing.json.fields).toEqual({ termsVersion: "This field is required." });
    for (const termsVersion of [-1, 1.5, "0"]) {
      const wrong = await placeOrder({ termsVersion }, "ro");
      expect(wrong.status).toBe(400);
      expect(wrong.json.fields).toEqual({
        termsVersion: "Versiunea termenilor și condițiilor lipsește sau nu este validă. Reîncarcă pagina și încearcă din nou.",
      });
    }
    expect((await database.db.select({ n: count() }).from(orders))[0]!.n).toBe(0);
  });
});

describe("the legal pages", () => {
  it("render the template in both languages with the company from configuration and the lawyer's marks", async () => {
    for (const [language, title] of [
      ["ro", "Termeni și condiții"],
      ["en", "Terms and conditions"],
    ] as const) {
      const { legal } = await legalPage("/terms", language);
      expect(legal).toMatchObject({ page: "terms", title, version: 0, updatedAt: null });
      const seller = JSON.stringify(legal.sections[0]);
      // The sample company of a fresh clone: interpolated, never typed into the text.
      expect(seller).toContain("Elara Wellness S.R.L. (exemplu)");
      expect(seller).toContain("RO00000000");
      expect(seller).not.toContain("{{");
      expect(JSON.stringify(legal.sections)).toContain('"kind":"lawyer"');
    }
    for (const path of ["/privacy", "/cookies", "/returns-policy", "/delivery"]) {
      const { legal } = await legalPage(path, "ro");
      expect(legal.sections.length).toBeGreaterThan(3);
    }
    const delivery = JSON.stringify((await legalPage("/delivery", "ro")).legal.sections[0]);
    expect(delivery).toContain("200 lei");
  });

  it("show the owner's long text with its marks read safely, and refuse a text past the legal pages' limit", async () => {
    const body = `### Intro\n\nScrie la {{email}} sau vezi https://anpc.ro.\n\n- unu\n- doi\n\n<script>alert(1)</script> ${"x".repeat(3000)}`;
    const saved = await call("POST", "/api/admin/content/privacy", {
      member: members.owner,
      body: { version: 0, texts: { "sections.controller.body": { ro: body, en: body } }, hidden: [] },
    });
    expect(saved.status).toBe(200);
    const { legal } = await legalPage("/privacy", "ro");
    expect(legal.version).toBe(1);
    expect(legal.updatedAt).toBe("2026-11-25T09:00:00.000Z");
    const [heading, paragraph, list, script] = legal.sections[0]!.blocks;
    expect(heading).toEqual({ kind: "heading", inline: [{ kind: "text", text: "Intro" }] });
    expect(paragraph).toEqual({
      kind: "paragraph",
      lines: [
        [
          { kind: "text", text: "Scrie la " },
          { kind: "link", text: "suport@elara.ro", href: "mailto:suport@elara.ro" },
          { kind: "text", text: " sau vezi " },
          { kind: "link", text: "https://anpc.ro", href: "https://anpc.ro" },
          { kind: "text", text: "." },
        ],
      ],
    });
    expect(list).toEqual({ kind: "list", items: [[{ kind: "text", text: "unu" }], [{ kind: "text", text: "doi" }]] });
    // Markup the owner types is text: React escapes it.
    expect(script).toMatchObject({ kind: "paragraph", lines: [[{ kind: "text", text: expect.stringMatching(/^<script>/) }]] });

    const tooLong = await call("POST", "/api/admin/content/privacy", {
      member: members.owner,
      body: { version: 1, texts: { "sections.controller.body": { ro: "x".repeat(20_001), en: "x" } }, hidden: [] },
      language: "ro",
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.error).toContain("20.000 de caractere");
  });

  it("answer 404 for a path that is not a legal page", async () => {
    await expect(legalPage("/imprint", "en")).rejects.toMatchObject({ status: 404 });
  });
});

describe("the SOL link (issue 21 item 3)", () => {
  it("is unset until the owner gives an https address, audited, which the footer's data then carries", async () => {
    const root = async () => rootLoader({ context: pageContext("en") } as never);
    expect((await root()).anpcSolUrl).toBeNull();
    // The footer's company line, from configuration (the sample company of a fresh clone).
    expect((await rootLoader({ context: pageContext("ro") } as never)).companyLine).toBe(
      "Elara Wellness S.R.L. (exemplu) · Nr. ORC J40/0000/2024 · CUI RO00000000 · Strada Exemplului 1, București, Sector 1, 010001",
    );

    const refused = await call("POST", "/api/admin/settings/anpc", {
      member: members.owner,
      body: { solUrl: "http://example.ro/sol" },
      language: "ro",
    });
    expect(refused.status).toBe(400);
    const sentence = "Linkul SOL: scrie o adresă care începe cu https:// (cel mult 500 de caractere) sau lasă câmpul gol.";
    expect(refused.json).toEqual({
      success: false,
      status: 400,
      code: "invalid_field",
      error: sentence,
      field: "solUrl",
      fields: { solUrl: sentence },
    });

    const saved = await call("POST", "/api/admin/settings/anpc", { member: members.owner, body: { solUrl: " https://anpc.ro/sol/ " } });
    expect(saved.json).toMatchObject({ changed: true, solUrl: "https://anpc.ro/sol/", updatedBy: "owner@elara.test" });
    expect((await root()).anpcSolUrl).toBe("https://anpc.ro/sol/");
    const [entry] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: "settings.change", targetId: "anpc.solUrl", before: "", after: "https://anpc.ro/sol/" });

    const cleared = await call("POST", "/api/admin/settings/anpc", { member: members.owner, body: { solUrl: "" } });
    expect(cleared.json).toMatchObject({ changed: true, solUrl: null });
    expect((await root()).anpcSolUrl).toBeNull();
  });
});

describe("POST /api/cookie-consent (decision 0053)", () => {
  const CONSENT_ID = "0f8e2c1a-3b4d-4e5f-8a6b-7c8d9e0f1a2b";
  const choice = (language: Language, overrides: Record<string, unknown> = {}) => ({
    consentId: CONSENT_ID,
    statistics: false,
    marketing: false,
    textVersion: kit.platform.consent.textVersion(language),
    language,
    ...overrides,
  });

  it("records each choice with the banner text's version, its language and the time, and nothing about the client", async () => {
    expect((await rootLoader({ context: pageContext("ro") } as never)).consentVersion).toBe(kit.platform.consent.textVersion("ro"));
    expect(kit.platform.consent.textVersion("ro")).not.toBe(kit.platform.consent.textVersion("en"));

    const refused = await post(COOKIE_CONSENT_PATH, choice("ro"), "ro");
    expect(refused).toEqual({ status: 201, json: { recorded: true, decidedAt: "2026-11-25T09:00:00.000Z" } });
    const accepted = await post(COOKIE_CONSENT_PATH, choice("en", { statistics: true }));
    expect(accepted.status).toBe(201);

    const rows = await database.db.select().from(cookieConsents).orderBy(cookieConsents.id);
    expect(rows.map(({ id: _id, decidedAt: _at, ...row }) => row)).toEqual([
      { consentId: CONSENT_ID, statistics: false, marketing: false, textVersion: kit.platform.consent.textVersion("ro"), language: "ro" },
      { consentId: CONSENT_ID, statistics: true, marketing: false, textVersion: kit.platform.consent.textVersion("en"), language: "en" },
    ]);
  });

  it("refuses a bad field by name in the shopper's language, and a text version the banner no longer has, writing nothing", async () => {
    const badId = await post(COOKIE_CONSENT_PATH, choice("ro", { consentId: "not-a-uuid" }), "ro");
    expect(badId).toEqual({
      status: 400,
      json: refusal(400, "invalid_field", "Câmpul „identificatorul alegerii” lipsește sau nu este valid.", "consentId"),
    });
    const notBoolean = await post(COOKIE_CONSENT_PATH, choice("en", { statistics: "yes" }));
    expect(notBoolean.json.fields).toEqual({ statistics: 'The field "statistics" is missing or not valid.' });
    expect((await post(COOKIE_CONSENT_PATH, "{")).status).toBe(400);
    const stale = await post(COOKIE_CONSENT_PATH, choice("en", { textVersion: "0000000000000000" }));
    expect(stale).toEqual({
      status: 409,
      json: refusal(409, "stale_text", "The cookie banner's text has changed. Please reload the page and choose again.", "textVersion"),
    });
    expect((await database.db.select({ n: count() }).from(cookieConsents))[0]!.n).toBe(0);
  });

  it("stops a client writing more than a few choices a minute", async () => {
    const answers = [];
    const browser = socketFrom("203.0.113.9");
    for (let i = 0; i <= CONSENTS_PER_MINUTE; i++) answers.push((await post(COOKIE_CONSENT_PATH, choice("en"), "en", browser)).status);
    expect(answers.slice(0, CONSENTS_PER_MINUTE).every((status) => status === 201)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    expect((await post(COOKIE_CONSENT_PATH, choice("en"))).status).toBe(201);
  });
});
