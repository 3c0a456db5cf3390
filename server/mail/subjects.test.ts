/**
 * Every email's subject, in both languages and under brands that start with a vowel and a consonant: it reads
 * as a sentence (no "a Elara", no "an Foo"), with nothing left unfilled. The samples (mail-kit.ts) are keyed by
 * MAIL_KINDS, so a new kind of email does not type-check, nor pass, until it is rendered there too.
 */
import { describe, expect, it } from "vitest";
import { MAIL_KINDS, type MailBranding } from "./mail-types.ts";
import { MAIL_SAMPLES } from "#tests/server/mail-kit.ts";

const BRANDS = ["Elara", "Aurora Naturals", "Foo", "Hygge Home"];

/** What a subject must never show: a value that did not arrive, or a placeholder left in. */
const UNFILLED = /undefined|null|NaN|\[object|\$\{|\{\{|\}\}/;
/** English articles that do not fit the next word's first sound (subjects have no "an hour" or "a user"). */
const WRONG_ARTICLE = /\b(a\s+[aeiou]|an\s+[^aeiou\s])/i;

describe("every email's subject", () => {
  it("has a sample for every kind of email the store writes", () => {
    expect(Object.keys(MAIL_SAMPLES).sort()).toEqual([...MAIL_KINDS].sort());
  });

  describe.each(BRANDS)("under the brand %s", (brandName) => {
    const branding: MailBranding = { brandName, baseUrl: "https://shop.example", supportEmail: "suport@example.ro" };

    it.each(MAIL_KINDS.flatMap((kind) => (["en", "ro"] as const).map((language) => [kind, language] as const)))(
      "%s in %s reads correctly",
      (kind, language) => {
        const messages = MAIL_SAMPLES[kind](branding, language);
        expect(messages.length).toBeGreaterThan(0);
        for (const message of messages) {
          expect(message).toMatchObject({ kind, language });
          const subject = message.subject;
          expect(subject, subject).not.toMatch(UNFILLED);
          expect(subject, subject).toBe(subject.trim());
          expect(subject, subject).not.toMatch(/\s{2}/);
          if (language === "en") expect(subject, subject).not.toMatch(WRONG_ARTICLE);
        }
      },
    );
  });
});
