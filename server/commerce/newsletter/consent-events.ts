/**
 * The one writer of `newsletter_consent_events`: each consent given or withdrawn is kept as proof (issue 15) and told
 * as a domain event in the same transaction, so the owner's email tool hears of every change that committed (issue 70
 * item 1's `newsletter.subscribed` and `newsletter.unsubscribed`).
 */
import type { Database } from "#server/db/client";
import { newsletterConsentEvents } from "#server/db/schema";
import { publishDomainEvents } from "#server/commerce/shared/domain-events";

type ConsentEventRow = typeof newsletterConsentEvents.$inferInsert;

export async function recordConsentEvent(tx: Database, email: string, event: ConsentEventRow & { at: Date }): Promise<void> {
  await tx.insert(newsletterConsentEvents).values(event);
  await publishDomainEvents(
    tx,
    { type: "newsletter_subscriber", id: event.subscriberId },
    [
      {
        type: event.kind === "consent" ? "newsletter.consent_given" : "newsletter.consent_withdrawn",
        payload: { subscriberId: event.subscriberId, email, language: event.language, via: event.via },
      },
    ],
    event.at,
  );
}
