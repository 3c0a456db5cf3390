import { NO_VISIT } from "#domain/visit-source";
import { beforeEach, describe, expect, it } from "vitest";
import { asc, eq, isNotNull } from "drizzle-orm";
import { discountCodes, emailOutbox, newsletterConsentEvents, newsletterSubscribers } from "#server/db/schema";
import { createDiscountService } from "#server/commerce/promotions/discounts";
import { insertPublicCodes } from "#tests/server/discount-codes.ts";
import { createMailer, linksIn, type Mailer } from "#server/mail/outbox";
import { recordingTransport, type SentMail } from "#tests/server/account-kit.ts";
import { emptyTables, testDatabaseForFile } from "#tests/server/test-database.ts";
import { loadConsentTexts } from "./newsletter-consent.ts";
import {
  CODE_MAIL_INTERVAL_MS,
  createNewsletterService,
  maskEmail,
  type FirstSignup,
  type NewsletterServiceOptions,
} from "./newsletter.ts";

const database = testDatabaseForFile();
let sent: SentMail[] = [];
beforeEach(async () => {
  await emptyTables(database.db, newsletterSubscribers, emailOutbox, discountCodes);
});

let clock = new Date("2026-03-01T10:00:00.000Z");
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const branding = { brandName: "Elara", baseUrl: "https://elara.test", supportEmail: "suport@elara.test" };
let mailer: Mailer;
const service = (onFirstSignup?: NewsletterServiceOptions["onFirstSignup"]) => {
  const transport = recordingTransport();
  sent = transport.sent;
  mailer = createMailer({
    db: database.db,
    transport,
    from: "Elara <no-reply@elara.test>",
    baseUrl: branding.baseUrl,
    logger: silent,
    logLinks: false,
    now: () => clock,
  });
  // The real owner of the codes, as the platform hands it over.
  const discounts = createDiscountService({ db: database.db, clock: () => clock, brandName: "Elara" });
  return createNewsletterService({
    db: database.db,
    consentTexts: loadConsentTexts("Elara"),
    personalCodes: discounts.issuePersonalCode,
    mailer,
    branding,
    onFirstSignup,
    now: () => clock,
  });
};

const subscribers = () => database.db.select().from(newsletterSubscribers);
const personalCodes = () => database.db.select().from(discountCodes).where(isNotNull(discountCodes.recipientEmail));
const POPUP_CODE = /^ELARA10-[2-9A-HJKMNP-Z]{8}$/;
const FOOTER_CODE = /^ELARA5-[2-9A-HJKMNP-Z]{8}$/;

describe("consent texts", () => {
  it("are the browser's sentences with the brand filled in", () => {
    const texts = loadConsentTexts("Elara");
    expect(texts("en", "popup")).toBe(
      "By submitting your email, you agree to receive marketing emails from Elara, including your 10% discount code for your first order. You can unsubscribe at any time.",
    );
    expect(texts("ro", "footer")).toBe(
      "Prin abonare, ești de acord să primești e-mailuri de marketing de la Elara, inclusiv codul de reducere de 5% pentru prima achiziție. Te poți dezabona oricând.",
    );
    expect(loadConsentTexts("Nova")("ro", "popup")).toContain("de la Nova,");
  });

  it("refuse to start from a catalogue without them", () => {
    expect(() => loadConsentTexts("Elara", "server/db/seed")).toThrow();
  });
});

describe("subscribe", () => {
  it("stores the normalised email, language, source, consent sentence and time, and answers the popup's personal code", async () => {
    const signup = await service().subscribe({ email: " Ana.Pop@Example.RO ", language: "ro", source: "discount_popup", visit: NO_VISIT });
    expect(signup).toEqual({ discountCode: expect.stringMatching(POPUP_CODE), percent: 10, firstSignup: true });
    expect(await subscribers()).toMatchObject([
      {
        email: "ana.pop@example.ro",
        language: "ro",
        source: "discount_popup",
        acceptsMarketing: true,
        consentText: loadConsentTexts("Elara")("ro", "popup"),
        consentedAt: clock,
        discountCode: signup.discountCode,
      },
    ]);
    // Only this mailbox's first order may use it, once.
    expect(await personalCodes()).toMatchObject([
      {
        code: signup.discountCode,
        kind: "percent",
        percent: 10,
        source: "popup",
        recipientEmail: "ana.pop@example.ro",
        usageLimit: 1,
        firstOrderOnly: true,
        oncePerEmail: true,
        active: true,
      },
    ]);
  });

  it("answers the footer's 5 % personal code with the footer's consent sentence", async () => {
    const signup = await service().subscribe({ email: "ana@example.ro", language: "en", source: "footer", visit: NO_VISIT });
    expect(signup).toEqual({ discountCode: expect.stringMatching(FOOTER_CODE), percent: 5, firstSignup: true });
    expect(await subscribers()).toMatchObject([
      { source: "footer", consentText: loadConsentTexts("Elara")("en", "footer"), discountCode: signup.discountCode },
    ]);
    expect(await personalCodes()).toMatchObject([{ code: signup.discountCode, percent: 5, source: "newsletter", usageLimit: 1 }]);
  });

  it("gives each address a code of its own", async () => {
    const newsletter = service();
    const ana = await newsletter.subscribe({ email: "ana@example.ro", language: "ro", source: "discount_popup", visit: NO_VISIT });
    const ion = await newsletter.subscribe({ email: "ion@example.ro", language: "ro", source: "discount_popup", visit: NO_VISIT });
    expect(ana.discountCode).not.toBe(ion.discountCode);
    expect((await personalCodes()).map((row) => row.recipientEmail).sort()).toEqual(["ana@example.ro", "ion@example.ro"]);
  });

  it("is idempotent: the same email again updates its one row and answers the code it already has, on either form", async () => {
    clock = new Date("2026-03-01T10:00:00.000Z");
    const first = await service().subscribe({ email: "ana@example.ro", language: "ro", source: "discount_popup", visit: NO_VISIT });
    const [row] = await subscribers();

    clock = new Date("2026-03-02T09:30:00.000Z");
    const again = await service().subscribe({ email: "ANA@example.ro", language: "ro", source: "discount_popup", visit: NO_VISIT });
    expect(again).toEqual({ discountCode: first.discountCode, percent: 10, firstSignup: false });

    // The footer's form offers 5 %, but the address has its popup code: no second code, and it is worth 10 %.
    clock = new Date("2026-03-03T08:00:00.000Z");
    const fromFooter = await service().subscribe({ email: "ana@example.ro", language: "en", source: "footer", visit: NO_VISIT });
    expect(fromFooter).toEqual({ discountCode: first.discountCode, percent: 10, firstSignup: false });

    const rows = await subscribers();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: row!.id,
      source: "discount_popup",
      discountCode: first.discountCode,
      language: "en",
      consentText: loadConsentTexts("Elara")("en", "footer"),
      consentedAt: clock,
      createdAt: row!.createdAt,
      updatedAt: clock,
    });
    expect(await personalCodes()).toHaveLength(1);
  });

  it("keeps one row and makes one code when the same email signs up twice at once", async () => {
    const results = await Promise.all([
      service().subscribe({ email: "ana@example.ro", language: "ro", source: "footer", visit: NO_VISIT }),
      service().subscribe({ email: "ana@example.ro", language: "ro", source: "footer", visit: NO_VISIT }),
    ]);
    expect(results.map((r) => r.firstSignup).sort()).toEqual([false, true]);
    expect(results[0]!.discountCode).toBe(results[1]!.discountCode);
    expect(await subscribers()).toHaveLength(1);
    expect(await personalCodes()).toHaveLength(1);
  });

  it("gives a personal code to an address on the list from the checkout, and to one an older store gave its public code", async () => {
    await insertPublicCodes(database.db);
    const newsletter = service();
    await database.db.transaction((tx) =>
      newsletter.recordConsent(tx, { email: "ana@example.ro", language: "ro", via: "checkout", at: clock }),
    );
    await newsletter.subscribe({ email: "ion@example.ro", language: "ro", source: "discount_popup", visit: NO_VISIT });
    // Before decision 0080 the sign-up's row named the public code.
    await database.db
      .update(newsletterSubscribers)
      .set({ discountCode: "ELARA10" })
      .where(eq(newsletterSubscribers.email, "ion@example.ro"));
    await database.db.delete(discountCodes).where(isNotNull(discountCodes.recipientEmail));

    const ana = await newsletter.subscribe({ email: "ana@example.ro", language: "ro", source: "footer", visit: NO_VISIT });
    const ion = await newsletter.subscribe({ email: "ion@example.ro", language: "ro", source: "discount_popup", visit: NO_VISIT });
    expect(ana.discountCode).toMatch(FOOTER_CODE);
    expect(ion.discountCode).toMatch(POPUP_CODE);
    expect((await subscribers()).map((row) => row.discountCode).sort()).toEqual([ana.discountCode, ion.discountCode].sort());
  });
});

describe("the first sign-up's hook (the welcome series, decision 0117)", () => {
  it("hears an address's first sign-up once, with its id, language, time and visit, and no repeat or list entry by another way", async () => {
    const heard: FirstSignup[] = [];
    const newsletter = service(async (_tx, signup) => {
      heard.push(signup);
    });
    await newsletter.subscribe({ email: " Ana@Example.ro ", language: "en", source: "footer", visit: NO_VISIT });
    await newsletter.subscribe({ email: "ana@example.ro", language: "ro", source: "discount_popup", visit: NO_VISIT });
    await database.db.transaction((tx) =>
      newsletter.recordConsent(tx, { email: "bob@example.ro", language: "ro", via: "checkout", at: clock }),
    );
    await newsletter.subscribe({ email: "bob@example.ro", language: "ro", source: "footer", visit: NO_VISIT });
    const [ana] = await subscribers().then((rows) => rows.filter((row) => row.email === "ana@example.ro"));
    expect(heard).toEqual([{ subscriberId: ana!.id, email: "ana@example.ro", language: "en", at: clock, visit: NO_VISIT }]);
  });

  it("runs in the sign-up's transaction: when it fails, nothing of the sign-up is kept", async () => {
    const newsletter = service(async () => {
      throw new Error("planning failed");
    });
    await expect(newsletter.subscribe({ email: "ana@example.ro", language: "ro", source: "footer", visit: NO_VISIT })).rejects.toThrow(
      "planning failed",
    );
    expect(await subscribers()).toEqual([]);
    expect(await database.db.select().from(emailOutbox)).toEqual([]);
    expect(await personalCodes()).toEqual([]);
  });
});

describe("the code by email", () => {
  it("mails the sign-up's code in the shopper's language, with a way out in the body and the headers", async () => {
    const newsletter = service();
    await newsletter.subscribe({ email: "Ana@Example.ro", language: "ro", source: "discount_popup", visit: NO_VISIT });
    await mailer.idle();
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    const [row] = await subscribers();
    expect(mail).toMatchObject({ to: "ana@example.ro", subject: "Codul tău de 10% reducere – Elara" });
    expect(mail!.text).toContain(row!.discountCode!);
    expect(mail!.html).toContain(row!.discountCode!);
    expect(row!.discountCode).toMatch(POPUP_CODE);
    expect(linksIn(mail!.text)).toContain(`https://elara.test/newsletter/unsubscribe?token=${row!.unsubscribeToken}`);
    expect(mail!.headers).toEqual({
      "List-Unsubscribe": `<https://elara.test/api/newsletter-unsubscribe?token=${row!.unsubscribeToken}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(row!.unsubscribeToken).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeMailedAt).toEqual(clock);
  });

  it("writes the footer's 5 % code in English for an English sign-up, with an English unsubscribe page", async () => {
    const newsletter = service();
    await newsletter.subscribe({ email: "ana@example.ro", language: "en", source: "footer", visit: NO_VISIT });
    await mailer.idle();
    expect(sent[0]).toMatchObject({ subject: "Your 5% discount code – Elara" });
    expect(sent[0]!.text).toContain((await subscribers())[0]!.discountCode!);
    expect(sent[0]!.text).toMatch(/Unsubscribe: https:\/\/elara\.test\/newsletter\/unsubscribe\?token=[0-9a-f]{64}&lng=en/);
  });

  it("mails a repeat sign-up only once the interval has passed", async () => {
    clock = new Date("2026-03-01T10:00:00.000Z");
    const newsletter = service();
    await newsletter.subscribe({ email: "ana@example.ro", language: "ro", source: "discount_popup", visit: NO_VISIT });
    clock = new Date(clock.getTime() + CODE_MAIL_INTERVAL_MS - 1000);
    await newsletter.subscribe({ email: "ana@example.ro", language: "ro", source: "discount_popup", visit: NO_VISIT });
    await mailer.idle();
    expect(sent).toHaveLength(1);
    clock = new Date(clock.getTime() + 2000);
    await newsletter.subscribe({ email: "ana@example.ro", language: "en", source: "footer", visit: NO_VISIT });
    await mailer.idle();
    // The same code again (the address's one), now in English.
    expect(sent.map((mail) => mail.subject)).toEqual(["Codul tău de 10% reducere – Elara", "Your 10% discount code – Elara"]);
    expect(sent[1]!.text).toContain((await subscribers())[0]!.discountCode!);
  });

  it("writes one email when the same address signs up twice at once", async () => {
    const newsletter = service();
    await Promise.all([
      newsletter.subscribe({ email: "ana@example.ro", language: "ro", source: "footer", visit: NO_VISIT }),
      newsletter.subscribe({ email: "ana@example.ro", language: "ro", source: "footer", visit: NO_VISIT }),
    ]);
    await mailer.idle();
    expect(await database.db.select().from(emailOutbox)).toHaveLength(1);
  });
});

describe("unsubscribe", () => {
  it("stops marketing for the token's subscriber and names the address masked", async () => {
    const newsletter = service();
    await newsletter.subscribe({ email: "ana.pop@example.ro", language: "en", source: "footer", visit: NO_VISIT });
    await newsletter.subscribe({ email: "ion@example.ro", language: "ro", source: "footer", visit: NO_VISIT });
    const ana = (await subscribers()).find((row) => row.email === "ana.pop@example.ro")!;

    const unsubscribedAt = new Date(clock.getTime() + 60_000);
    clock = unsubscribedAt;
    expect(await newsletter.unsubscribe(ana.unsubscribeToken)).toEqual({ kind: "unsubscribed", email: "a•••@example.ro", language: "en" });
    clock = new Date(clock.getTime() + 60_000);
    expect(await newsletter.unsubscribe(ana.unsubscribeToken)).toMatchObject({ kind: "unsubscribed" });

    const rows = await subscribers();
    expect(rows.find((row) => row.email === "ana.pop@example.ro")).toMatchObject({ acceptsMarketing: false, unsubscribedAt });
    expect(rows.find((row) => row.email === "ion@example.ro")).toMatchObject({ acceptsMarketing: true, unsubscribedAt: null });
  });

  it("answers unknown for a token nobody holds, changing nothing", async () => {
    const newsletter = service();
    await newsletter.subscribe({ email: "ana@example.ro", language: "ro", source: "footer", visit: NO_VISIT });
    expect(await newsletter.unsubscribe("0".repeat(64))).toEqual({ kind: "unknown" });
    expect(await subscribers()).toMatchObject([{ acceptsMarketing: true, unsubscribedAt: null }]);
  });

  it("is undone by signing up again, which keeps the same token", async () => {
    const newsletter = service();
    await newsletter.subscribe({ email: "ana@example.ro", language: "ro", source: "footer", visit: NO_VISIT });
    const [before] = await subscribers();
    await newsletter.unsubscribe(before!.unsubscribeToken);
    await newsletter.subscribe({ email: "ana@example.ro", language: "ro", source: "discount_popup", visit: NO_VISIT });
    expect(await subscribers()).toMatchObject([
      { acceptsMarketing: true, unsubscribedAt: null, unsubscribeToken: before!.unsubscribeToken },
    ]);
  });

  it("keeps every consent and withdrawal in the history, a repeated click once", async () => {
    const newsletter = service();
    const start = clock;
    await newsletter.subscribe({ email: "ana@example.ro", language: "ro", source: "footer", visit: NO_VISIT });
    const [row] = await subscribers();
    clock = new Date(start.getTime() + 60_000);
    await newsletter.unsubscribe(row!.unsubscribeToken);
    clock = new Date(start.getTime() + 120_000);
    await newsletter.unsubscribe(row!.unsubscribeToken);
    clock = new Date(start.getTime() + 180_000);
    await newsletter.subscribe({ email: "Ana@Example.ro", language: "en", source: "discount_popup", visit: NO_VISIT });

    const history = await database.db
      .select()
      .from(newsletterConsentEvents)
      .where(eq(newsletterConsentEvents.subscriberId, row!.id))
      .orderBy(asc(newsletterConsentEvents.id));
    expect(history.map(({ kind, via, language, at }) => ({ kind, via, language, at: at.toISOString() }))).toEqual([
      { kind: "consent", via: "footer", language: "ro", at: start.toISOString() },
      { kind: "withdrawal", via: "email_link", language: "ro", at: new Date(start.getTime() + 60_000).toISOString() },
      { kind: "consent", via: "discount_popup", language: "en", at: new Date(start.getTime() + 180_000).toISOString() },
    ]);
    // Each consent keeps the sentence shown that time, in that language, though the row now holds only the last.
    const texts = loadConsentTexts("Elara");
    expect(history[0]!.consentText).toBe(texts("ro", "footer"));
    expect(history[2]!.consentText).toBe(texts("en", "popup"));
    expect(history[1]!.consentText).toBeNull();
  });

  it("masks an address to its first letter and domain", () => {
    expect(maskEmail("maria.ionescu@example.ro")).toBe("m•••@example.ro");
  });
});
