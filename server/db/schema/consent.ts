/**
 * Proof of cookie consent: the consent module's tables, which only its code (server/commerce/consent/) writes.
 */
import { boolean, index, pgTable, serial, text, uuid } from "drizzle-orm/pg-core";
import { localeEnum, timestamptz } from "#server/db/schema/columns";

/**
 * Proof of cookie consent (issue 21 item 4, decision 0053): one row per choice a browser made in the banner.
 * `consent_id` is the random id the browser keeps with its choice, so a later choice of the same browser is
 * its next row; `text_version` names the banner's texts it was shown (a hash of them in that language). No
 * address, no user agent: the id is the only link to the browser, and only the browser holds it.
 */
export const cookieConsents = pgTable(
  "cookie_consents",
  {
    id: serial("id").primaryKey(),
    consentId: uuid("consent_id").notNull(),
    statistics: boolean("statistics").notNull(),
    marketing: boolean("marketing").notNull(),
    textVersion: text("text_version").notNull(),
    language: localeEnum("language").notNull(),
    decidedAt: timestamptz("decided_at").notNull().defaultNow(),
  },
  (t) => [index("cookie_consents_consent_idx").on(t.consentId, t.decidedAt)],
);
