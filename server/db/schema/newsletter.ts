/**
 * Newsletter sign-ups and every consent given or withdrawn: the newsletter module's tables, which only its code
 * (server/commerce/newsletter/) writes.
 */
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { localeEnum, belongsTo, timestamps, timestamptz } from "#server/db/schema/columns";
import { staffMembers } from "#server/db/schema/staff";
import { discountCodes } from "#server/db/schema/promotions";

/** Newsletter and popup sign-ups with the consent the shopper gave (text and time), one row per email. */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    language: localeEnum("language").notNull(),
    source: text("source").notNull(),
    acceptsMarketing: boolean("accepts_marketing").notNull().default(true),
    consentText: text("consent_text").notNull(),
    consentedAt: timestamptz("consented_at").notNull().defaultNow(),
    discountCode: text("discount_code").references(() => discountCodes.code),
    /**
     * Every marketing email carries it in its unsubscribe link, so it is kept readable; it can only
     * unsubscribe. 244 random bits from PostgreSQL's strong generator, written by the database.
     */
    unsubscribeToken: text("unsubscribe_token")
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')`),
    unsubscribedAt: timestamptz("unsubscribed_at"),
    /** When the sign-up's code was last mailed: a repeat sign-up mails it again only after a while. */
    codeMailedAt: timestamptz("code_mailed_at"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_key").on(t.email),
    uniqueIndex("newsletter_subscribers_unsubscribe_token_key").on(t.unsubscribeToken),
    check(
      "newsletter_subscribers_source",
      sql`${t.source} IN ('discount_popup', 'footer', 'checkout', 'account', 'back_in_stock', 'finder')`,
    ),
  ],
);

/**
 * Every consent given and withdrawn, oldest first: the subscriber's row holds only the latest consent, which a
 * repeat sign-up replaces, and GDPR Art. 7 asks the store to show each one it relied on.
 */
export const newsletterConsentEvents = pgTable(
  "newsletter_consent_events",
  {
    id: serial("id").primaryKey(),
    subscriberId: belongsTo("subscriber_id", () => newsletterSubscribers.id),
    /** `consent`: a sign-up (the first or a repeat); `withdrawal`: marketing email stopped. */
    kind: text("kind").notNull(),
    /** For a consent, the form it was given on (a subscriber's source); for a withdrawal, `email_link` or `staff`. */
    via: text("via"),
    language: localeEnum("language").notNull(),
    /** The sentence the shopper agreed to; null for a withdrawal. */
    consentText: text("consent_text"),
    /** The staff member who recorded a withdrawal on the subscriber's request. */
    staffMemberId: integer("staff_member_id").references(() => staffMembers.id),
    at: timestamptz("at").notNull(),
  },
  (t) => [
    index("newsletter_consent_events_subscriber_idx").on(t.subscriberId, t.at),
    check("newsletter_consent_events_kind", sql`${t.kind} IN ('consent', 'withdrawal')`),
    check("newsletter_consent_events_text", sql`(${t.kind} = 'consent') = (${t.consentText} IS NOT NULL)`),
  ],
);
