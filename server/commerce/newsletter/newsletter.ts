/**
 * Newsletter sign-ups (the discount popup and the footer form): one row per normalised email with
 * the consent the shopper gave, and the personal code the store issues for that address (decision 0080):
 * one per address, whichever form came first, answered again on a repeat. The code is made and mailed
 * in the sign-up's transaction (through the outbox), and every such email can unsubscribe.
 */
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { NewsletterSignupSource } from "#domain/discount-code-schemas";
import { NEWSLETTER_DISCOUNT_PERCENT, POPUP_DISCOUNT_PERCENT } from "#domain/discount-code";
import type { Language } from "#domain/locale";
import type { Database } from "#server/db/client";
import { newsletterSubscribers } from "#server/db/schema";
import { normaliseEmail } from "#domain/email";
import type { MailBranding } from "#server/mail/mail-types";
import { renderNewsletterCode } from "#server/mail/newsletter-code";
import type { Mailer } from "#server/mail/outbox";
import type { VisitContext } from "#domain/visit-source";
import { recordConsentEvent } from "./consent-events.ts";
import type { ConsentForm, ConsentTexts } from "./newsletter-consent.ts";

const OFFERS: Record<NewsletterSignupSource, { percent: number; consentForm: ConsentForm; channel: "popup" | "newsletter" }> = {
  discount_popup: { percent: POPUP_DISCOUNT_PERCENT, consentForm: "popup", channel: "popup" },
  footer: { percent: NEWSLETTER_DISCOUNT_PERCENT, consentForm: "footer", channel: "newsletter" },
};

/**
 * The discount codes' owner makes the address's personal code inside the sign-up's transaction, or answers the
 * one `kept` names when it is still that address's; the platform hands it in.
 */
export type PersonalCodes = (
  tx: Database,
  request: { email: string; percent: number; channel: "popup" | "newsletter"; kept: string | null },
) => Promise<{ code: string; percent: number }>;

/**
 * A repeat sign-up within this time mails nothing: the shopper has the code, and a stranger typing
 * someone's address into the form cannot fill that inbox.
 */
export const CODE_MAIL_INTERVAL_MS = 60 * 60_000;

export interface NewsletterSignup {
  /** The address's personal code: made by its first sign-up on a form that offers one, the same ever after. */
  discountCode: string;
  /** What that code takes off: the offer of the form that made it. */
  percent: number;
  /** False when the email had signed up before (its row was updated). */
  firstSignup: boolean;
}

/** `email` is masked (a•••@example.ro): the token's holder learns whose address it was, not the address. */
export type UnsubscribeOutcome = { kind: "unsubscribed"; email: string; language: Language } | { kind: "unknown" };

/**
 * Consent given or withdrawn on a form that offers no code: the checkout's box, the account's preference, the
 * back-in-stock form's separate tick.
 */
export interface MarketingConsentChange {
  email: string;
  language: Language;
  via: "checkout" | "account" | "back_in_stock" | "finder";
  at: Date;
}

export interface NewsletterService {
  /** The email must already be a valid address; it is stored trimmed and lower-cased. */
  /** `visit`: what the request knew of its visit, handed on with a first sign-up (the marketing module credits it). */
  subscribe(input: { email: string; language: Language; source: NewsletterSignupSource; visit: VisitContext }): Promise<NewsletterSignup>;
  /** Stops marketing email to the token's subscriber; a repeat keeps the first unsubscribe's time. */
  unsubscribe(token: string): Promise<UnsubscribeOutcome>;
  /**
   * Puts the address on the list with the sentence of the form it ticked, inside the caller's transaction (the
   * order's, the profile's), so the consent is kept exactly when what gave it is. No code is issued or mailed.
   */
  recordConsent(tx: Database, change: MarketingConsentChange): Promise<void>;
  /** Takes the address off the list (the account's box unticked); nothing when it was not on it. */
  withdrawConsent(tx: Database, change: MarketingConsentChange): Promise<void>;
}

/** An address's first sign-up on a form, as the platform hears of it (the retention module's welcome series). */
export interface FirstSignup {
  subscriberId: number;
  email: string;
  language: Language;
  at: Date;
  visit: VisitContext;
}

export interface NewsletterServiceOptions {
  db: Database;
  consentTexts: ConsentTexts;
  personalCodes: PersonalCodes;
  mailer: Mailer;
  branding: MailBranding;
  /** Runs in the sign-up's transaction, once per address: a repeat sign-up, or a retry that found the row, does not. */
  onFirstSignup?: (tx: Database, signup: FirstSignup) => Promise<void>;
  now?: () => Date;
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at);
  return `${local.slice(0, 1)}•••${email.slice(at)}`;
}

/** What a sign-up's transaction uses of the service's options. */
type SignupPorts = Pick<NewsletterServiceOptions, "consentTexts" | "personalCodes" | "mailer" | "branding" | "onFirstSignup">;

/**
 * One sign-up inside its transaction: the subscriber's row and consent, its personal code, and the email with the code
 * when none was sent lately; the outbox id of that email, for delivery once the transaction has committed.
 */
async function signUp(
  tx: Database,
  { consentTexts, personalCodes, mailer, branding, onFirstSignup }: SignupPorts,
  {
    email,
    language,
    source,
    visit,
    consentedAt,
  }: { email: string; language: Language; source: NewsletterSignupSource; visit: VisitContext; consentedAt: Date },
) {
  const offer = OFFERS[source];
  // One statement, so two sign-ups of one email racing each other still leave one row: the second
  // waits for the first and reads the code it made. A repeat renews the consent (its sentence,
  // language and time) and undoes an unsubscribe; the first sign-up's source and code stay.
  const [row] = await tx
    .insert(newsletterSubscribers)
    .values({
      email: normaliseEmail(email),
      language,
      source,
      acceptsMarketing: true,
      consentText: consentTexts(language, offer.consentForm),
      consentedAt,
      createdAt: consentedAt,
      updatedAt: consentedAt,
    })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        language: sql`excluded.language`,
        acceptsMarketing: true,
        unsubscribedAt: null,
        consentText: sql`excluded.consent_text`,
        consentedAt: sql`excluded.consented_at`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    // xmax is 0 only on a freshly inserted row version (PostgreSQL and PGlite alike).
    .returning({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      token: newsletterSubscribers.unsubscribeToken,
      kept: newsletterSubscribers.discountCode,
      inserted: sql<boolean>`(xmax = 0)`,
    });
  const subscriber = row!;
  const issued = await personalCodes(tx, {
    email: subscriber.email,
    percent: offer.percent,
    channel: offer.channel,
    kept: subscriber.kept,
  });
  if (issued.code !== subscriber.kept)
    await tx.update(newsletterSubscribers).set({ discountCode: issued.code }).where(eq(newsletterSubscribers.id, subscriber.id));
  await recordConsentEvent(tx, subscriber.email, {
    subscriberId: subscriber.id,
    kind: "consent",
    via: source,
    language,
    consentText: consentTexts(language, offer.consentForm),
    at: consentedAt,
  });
  // Claimed by a conditional update, so of two sign-ups at once only one writes the email.
  const [due] = await tx
    .update(newsletterSubscribers)
    .set({ codeMailedAt: consentedAt })
    .where(
      and(
        eq(newsletterSubscribers.id, subscriber.id),
        or(
          isNull(newsletterSubscribers.codeMailedAt),
          lt(newsletterSubscribers.codeMailedAt, new Date(consentedAt.getTime() - CODE_MAIL_INTERVAL_MS)),
        ),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  const mailId = due
    ? await mailer.enqueue(
        tx,
        renderNewsletterCode(branding, {
          to: subscriber.email,
          language,
          code: issued.code,
          percent: issued.percent,
          unsubscribeToken: subscriber.token,
        }),
      )
    : null;
  if (subscriber.inserted)
    await onFirstSignup?.(tx, { subscriberId: subscriber.id, email: subscriber.email, language, at: consentedAt, visit });
  return { firstSignup: subscriber.inserted, mailId, discountCode: issued.code, percent: issued.percent };
}

export function createNewsletterService({
  db,
  consentTexts,
  personalCodes,
  mailer,
  branding,
  onFirstSignup,
  now = () => new Date(),
}: NewsletterServiceOptions): NewsletterService {
  return {
    async subscribe({ email, language, source, visit }) {
      const consentedAt = now();
      const { firstSignup, mailId, discountCode, percent } = await db.transaction((tx) =>
        signUp(tx, { consentTexts, personalCodes, mailer, branding, onFirstSignup }, { email, language, source, visit, consentedAt }),
      );
      if (mailId !== null) void mailer.deliver([mailId]);
      return { discountCode, percent, firstSignup };
    },

    async recordConsent(tx, { email, language, via, at }) {
      const consentText = consentTexts(language, via);
      const [subscriber] = await tx
        .insert(newsletterSubscribers)
        .values({
          email: normaliseEmail(email),
          language,
          source: via,
          acceptsMarketing: true,
          consentText,
          consentedAt: at,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoUpdate({
          target: newsletterSubscribers.email,
          set: { language, acceptsMarketing: true, unsubscribedAt: null, consentText, consentedAt: at, updatedAt: at },
        })
        .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
      await recordConsentEvent(tx, subscriber!.email, { subscriberId: subscriber!.id, kind: "consent", via, language, consentText, at });
    },

    async withdrawConsent(tx, { email, language, via, at }) {
      const [row] = await tx
        .update(newsletterSubscribers)
        .set({ acceptsMarketing: false, unsubscribedAt: at, updatedAt: at })
        .where(and(eq(newsletterSubscribers.email, normaliseEmail(email)), isNull(newsletterSubscribers.unsubscribedAt)))
        .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
      if (row) await recordConsentEvent(tx, row.email, { subscriberId: row.id, kind: "withdrawal", via, language, at });
    },

    async unsubscribe(token) {
      const time = now();
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.unsubscribeToken, token)).for("update");
        if (!row) return { kind: "unknown" } as const;
        if (row.acceptsMarketing || row.unsubscribedAt === null) {
          await tx
            .update(newsletterSubscribers)
            .set({ acceptsMarketing: false, unsubscribedAt: row.unsubscribedAt ?? time, updatedAt: time })
            .where(eq(newsletterSubscribers.id, row.id));
          await recordConsentEvent(tx, row.email, {
            subscriberId: row.id,
            kind: "withdrawal",
            via: "email_link",
            language: row.language,
            at: time,
          });
        }
        return { kind: "unsubscribed", email: maskEmail(row.email), language: row.language } as const;
      });
    },
  };
}
