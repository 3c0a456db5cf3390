/**
 * Newsletter sign-ups (the discount popup and the footer form): one row per normalised email with
 * the consent the shopper gave, and the code the store issues for that sign-up.
 */
import { sql } from "drizzle-orm";
import type { NewsletterSignupSource } from "#domain/discount-code-schemas";
import { issuedDiscountCode, NEWSLETTER_DISCOUNT_PERCENT, POPUP_DISCOUNT_PERCENT } from "#domain/discount-code";
import type { Language } from "#domain/locale";
import type { Database } from "#server/db/client";
import { newsletterSubscribers } from "#server/db/schema";
import { normaliseEmail } from "#domain/email";
import type { ConsentForm, ConsentTexts } from "./newsletter-consent.ts";

const OFFERS: Record<NewsletterSignupSource, { percent: number; consentForm: ConsentForm }> = {
  discount_popup: { percent: POPUP_DISCOUNT_PERCENT, consentForm: "popup" },
  footer: { percent: NEWSLETTER_DISCOUNT_PERCENT, consentForm: "footer" },
};

export interface NewsletterSignup {
  discountCode: string;
  percent: number;
  /** False when the email had signed up before (its row was updated). */
  firstSignup: boolean;
}

export interface NewsletterService {
  /** The email must already be a valid address; it is stored trimmed and lower-cased. */
  subscribe(input: { email: string; language: Language; source: NewsletterSignupSource }): Promise<NewsletterSignup>;
}

export interface NewsletterServiceOptions {
  db: Database;
  brandName: string;
  consentTexts: ConsentTexts;
  now?: () => Date;
}

export function createNewsletterService({
  db,
  brandName,
  consentTexts,
  now = () => new Date(),
}: NewsletterServiceOptions): NewsletterService {
  return {
    async subscribe({ email, language, source }) {
      const { percent, consentForm } = OFFERS[source];
      const discountCode = issuedDiscountCode(brandName, percent);
      const consentedAt = now();
      // One statement, so two sign-ups of one email racing each other still leave one row. A repeat
      // renews the consent (its sentence, language and time); the first sign-up's source and code stay.
      const [row] = await db
        .insert(newsletterSubscribers)
        .values({
          email: normaliseEmail(email),
          language,
          source,
          acceptsMarketing: true,
          consentText: consentTexts(language, consentForm),
          consentedAt,
          discountCode,
          createdAt: consentedAt,
          updatedAt: consentedAt,
        })
        .onConflictDoUpdate({
          target: newsletterSubscribers.email,
          set: {
            language: sql`excluded.language`,
            acceptsMarketing: true,
            consentText: sql`excluded.consent_text`,
            consentedAt: sql`excluded.consented_at`,
            updatedAt: sql`excluded.updated_at`,
          },
        })
        // xmax is 0 only on a freshly inserted row version (PostgreSQL and PGlite alike).
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      return { discountCode, percent, firstSignup: row!.inserted };
    },
  };
}
