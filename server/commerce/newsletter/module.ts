/**
 * The newsletter module (decision 0134): sign-ups with their proof of consent, unsubscribes, and the staff's list.
 * Its ports: the personal code a sign-up earns (promotions) and what a first sign-up starts (retention's welcome
 * series). Others read a subscriber's standing through `newsletterFacts`, never its table.
 */
import type { Infrastructure } from "#server/commerce/shared/infrastructure";
import { createNewsletterAdmin, hasNewsletterConsent, newsletterStanding, type NewsletterAdmin } from "./newsletter-admin.ts";
import { loadConsentTexts } from "./newsletter-consent.ts";
import { createNewsletterService, type NewsletterService, type NewsletterServiceOptions } from "./newsletter.ts";

/** What other modules and the server's layers use of this module's own files: reachable only through here. */
export type { NewsletterAdmin } from "./newsletter-admin.ts";
export type { NewsletterService } from "./newsletter.ts";

export interface NewsletterPorts extends Pick<Infrastructure, "config" | "db" | "clock" | "mailer" | "branding" | "audit"> {
  /** Issues a sign-up's personal discount code (promotions). */
  personalCodes: NewsletterServiceOptions["personalCodes"];
  /** Runs in a first sign-up's transaction: retention plans the welcome series. */
  onFirstSignup: NonNullable<NewsletterServiceOptions["onFirstSignup"]>;
}

/** The read port on subscribers: an address's standing, and the SQL test a report filters its customers by. */
export const newsletterFacts = { standing: newsletterStanding, subscribed: hasNewsletterConsent };

export type NewsletterServices = NewsletterService & { admin: NewsletterAdmin };

export function createNewsletterModule(ports: NewsletterPorts): { services: NewsletterServices; handlers: [] } {
  const { db, clock, mailer, branding, audit } = ports;
  const newsletter = createNewsletterService({
    db,
    consentTexts: loadConsentTexts(ports.config.brandName),
    personalCodes: ports.personalCodes,
    mailer,
    branding,
    onFirstSignup: ports.onFirstSignup,
    now: clock,
  });
  return { services: { ...newsletter, admin: createNewsletterAdmin({ db, clock, audit }) }, handlers: [] };
}
