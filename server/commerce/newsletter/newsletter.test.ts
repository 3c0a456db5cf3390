import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { newsletterSubscribers } from "#server/db/schema";
import { upsertIssuedDiscountCodes } from "#server/db/seed/discount-codes";
import { createTestDatabase } from "#tests/server/test-database.ts";
import { loadConsentTexts } from "./newsletter-consent.ts";
import { createNewsletterService } from "./newsletter.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await upsertIssuedDiscountCodes(database.db, "Elara");
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(newsletterSubscribers);
});

let clock = new Date("2026-03-01T10:00:00.000Z");
const service = () =>
  createNewsletterService({ db: database.db, brandName: "Elara", consentTexts: loadConsentTexts("Elara"), now: () => clock });

const subscribers = () => database.db.select().from(newsletterSubscribers);

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
  it("stores the normalised email, language, source, consent sentence and time, and answers the popup's code", async () => {
    const signup = await service().subscribe({ email: " Ana.Pop@Example.RO ", language: "ro", source: "discount_popup" });
    expect(signup).toEqual({ discountCode: "ELARA10", percent: 10, firstSignup: true });
    expect(await subscribers()).toMatchObject([
      {
        email: "ana.pop@example.ro",
        language: "ro",
        source: "discount_popup",
        acceptsMarketing: true,
        consentText: loadConsentTexts("Elara")("ro", "popup"),
        consentedAt: clock,
        discountCode: "ELARA10",
      },
    ]);
  });

  it("answers the footer's 5 % code with the footer's consent sentence", async () => {
    expect(await service().subscribe({ email: "ana@example.ro", language: "en", source: "footer" })).toEqual({
      discountCode: "ELARA5",
      percent: 5,
      firstSignup: true,
    });
    expect(await subscribers()).toMatchObject([
      { source: "footer", consentText: loadConsentTexts("Elara")("en", "footer"), discountCode: "ELARA5" },
    ]);
  });

  it("is idempotent: the same email again updates its one row and keeps the first source and code", async () => {
    clock = new Date("2026-03-01T10:00:00.000Z");
    await service().subscribe({ email: "ana@example.ro", language: "ro", source: "discount_popup" });
    const [first] = await subscribers();

    clock = new Date("2026-03-02T09:30:00.000Z");
    const again = await service().subscribe({ email: "ANA@example.ro", language: "ro", source: "discount_popup" });
    expect(again).toEqual({ discountCode: "ELARA10", percent: 10, firstSignup: false });

    clock = new Date("2026-03-03T08:00:00.000Z");
    const fromFooter = await service().subscribe({ email: "ana@example.ro", language: "en", source: "footer" });
    expect(fromFooter).toEqual({ discountCode: "ELARA5", percent: 5, firstSignup: false });

    const rows = await subscribers();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: first!.id,
      source: "discount_popup",
      discountCode: "ELARA10",
      language: "en",
      consentText: loadConsentTexts("Elara")("en", "footer"),
      consentedAt: clock,
      createdAt: first!.createdAt,
      updatedAt: clock,
    });
  });

  it("keeps one row when the same email signs up twice at once", async () => {
    const results = await Promise.all([
      service().subscribe({ email: "ana@example.ro", language: "ro", source: "footer" }),
      service().subscribe({ email: "ana@example.ro", language: "ro", source: "footer" }),
    ]);
    expect(results.map((r) => r.firstSignup).sort()).toEqual([false, true]);
    expect(await subscribers()).toHaveLength(1);
  });
});
