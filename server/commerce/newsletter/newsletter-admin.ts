/**
 * The newsletter as staff see it (issue 17 item 6): the subscribers with the proof of their consent,
 * unsubscribing one on their request (audited, in the same transaction), the export of that proof, and
 * what the customers' back office may know of an address's consent, handed to it by the platform.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { AdminConsentEvent, AdminConsentRecord } from "#domain/admin/customers";
import { ADMIN_SUBSCRIBERS_PAGE_SIZE, type AdminSubscriber, type SubscriberFilter } from "#domain/admin/newsletter";
import type { Database } from "#server/db/client";
import { newsletterConsentEvents, newsletterSubscribers } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";
import type { StaffActor, StaffAudit } from "#server/commerce/shared/staff-audit";
import { recordConsentEvent } from "./consent-events.ts";

export type AdminUnsubscribeOutcome = { kind: "done"; changed: boolean; subscriber: AdminSubscriber } | { kind: "not_found" };

type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

/** Subscribed: consent given and not withdrawn (an unsubscribe clears `accepts_marketing` and stamps the time). */
const subscribed = and(eq(newsletterSubscribers.acceptsMarketing, true), isNull(newsletterSubscribers.unsubscribedAt));

function toSubscriber(row: SubscriberRow): AdminSubscriber {
  return {
    id: row.id,
    email: row.email,
    status: row.acceptsMarketing && row.unsubscribedAt === null ? "subscribed" : "unsubscribed",
    source: row.source,
    language: row.language,
    consentText: row.consentText,
    consentedAt: row.consentedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  };
}

/** `%` and `_` typed into the search are looked for as themselves. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

function conditions(filter: SubscriberFilter): SQL | undefined {
  return and(
    filter.q ? ilike(newsletterSubscribers.email, likePattern(filter.q)) : undefined,
    filter.status === "subscribed" ? subscribed : undefined,
    filter.status === "unsubscribed" ? sql`not (${subscribed})` : undefined,
    filter.source ? eq(newsletterSubscribers.source, filter.source) : undefined,
    filter.language ? eq(newsletterSubscribers.language, filter.language) : undefined,
  );
}

const EXPORT_BATCH = 500;

/** Whether the address (an SQL expression of the caller's query) is subscribed now: a correlated subquery. */
export function hasNewsletterConsent(email: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${newsletterSubscribers} consent where consent.email = ${email} and consent.accepts_marketing and consent.unsubscribed_at is null)`;
}

/**
 * Where an address stands with the newsletter: subscribed now, withdrawn (an objection to marketing, which the
 * existing-customer exception must respect too), or never signed up.
 */
export async function newsletterStanding(tx: Database, email: string): Promise<"subscribed" | "withdrawn" | "none"> {
  const [row] = await tx
    .select({ acceptsMarketing: newsletterSubscribers.acceptsMarketing, unsubscribedAt: newsletterSubscribers.unsubscribedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .limit(1);
  if (!row) return "none";
  if (row.unsubscribedAt !== null) return "withdrawn";
  return row.acceptsMarketing ? "subscribed" : "none";
}

export function createNewsletterAdmin({ db, clock, audit }: { db: Database; clock: Clock; audit: StaffAudit }) {
  return {
    async list(filter: SubscriberFilter): Promise<{ subscribers: AdminSubscriber[]; total: number }> {
      const where = conditions(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(newsletterSubscribers)
          .where(where)
          .orderBy(desc(newsletterSubscribers.consentedAt), desc(newsletterSubscribers.id))
          .limit(ADMIN_SUBSCRIBERS_PAGE_SIZE)
          .offset((filter.page - 1) * ADMIN_SUBSCRIBERS_PAGE_SIZE),
        db.select({ n: count() }).from(newsletterSubscribers).where(where),
      ]);
      return { subscribers: rows.map(toSubscriber), total: total?.n ?? 0 };
    },

    /** The filter's subscribers in batches, oldest sign-up first, so the file reads as a register. */
    async *export(filter: SubscriberFilter): AsyncGenerator<AdminSubscriber[]> {
      const ids = await db
        .select({ id: newsletterSubscribers.id })
        .from(newsletterSubscribers)
        .where(conditions(filter))
        .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id));
      for (let start = 0; start < ids.length; start += EXPORT_BATCH) {
        const batch = ids.slice(start, start + EXPORT_BATCH).map((row) => row.id);
        const rows = await db.select().from(newsletterSubscribers).where(inArray(newsletterSubscribers.id, batch));
        const byId = new Map(rows.map((row) => [row.id, toSubscriber(row)]));
        // A row deleted between the two reads is left out rather than written empty.
        yield batch.flatMap((id) => byId.get(id) ?? []);
      }
    },

    /** Stops marketing email to the subscriber, as their own link would; a repeat changes nothing. */
    async unsubscribe(id: number, actor: StaffActor): Promise<AdminUnsubscribeOutcome> {
      if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return { kind: "not_found" };
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).for("update");
        if (!row) return { kind: "not_found" } as const;
        if (!row.acceptsMarketing && row.unsubscribedAt !== null)
          return { kind: "done", changed: false, subscriber: toSubscriber(row) } as const;
        const now = clock();
        const [updated] = await tx
          .update(newsletterSubscribers)
          .set({ acceptsMarketing: false, unsubscribedAt: row.unsubscribedAt ?? now, updatedAt: now })
          .where(eq(newsletterSubscribers.id, id))
          .returning();
        await recordConsentEvent(tx, row.email, {
          subscriberId: id,
          kind: "withdrawal",
          via: "staff",
          language: row.language,
          staffMemberId: actor.staffId,
          at: now,
        });
        await audit(
          tx,
          actor,
          {
            action: "newsletter.unsubscribe",
            target: { type: "newsletter_subscriber", id },
            before: { email: row.email, status: toSubscriber(row).status },
            after: { email: row.email, status: "unsubscribed", unsubscribedAt: updated!.unsubscribedAt },
          },
          now,
        );
        return { kind: "done", changed: true, subscriber: toSubscriber(updated!) } as const;
      });
    },

    /** The address's consent as the newsletter holds it; null when it never signed up. */
    async consentOf(email: string): Promise<AdminConsentRecord | null> {
      const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
      if (!row) return null;
      const subscriber = toSubscriber(row);
      const history = await db
        .select()
        .from(newsletterConsentEvents)
        .where(eq(newsletterConsentEvents.subscriberId, row.id))
        .orderBy(asc(newsletterConsentEvents.at), asc(newsletterConsentEvents.id));
      return {
        history: history.map((event) => ({
          kind: event.kind as AdminConsentEvent["kind"],
          via: event.via,
          language: event.language,
          consentText: event.consentText,
          at: event.at.toISOString(),
        })),
        subscriberId: row.id,
        firstSignedUpAt: subscriber.createdAt,
        source: row.source,
        language: row.language,
        consentText: row.consentText,
        consentedAt: subscriber.consentedAt,
        unsubscribedAt: subscriber.unsubscribedAt,
      };
    },
  };
}

export type NewsletterAdmin = ReturnType<typeof createNewsletterAdmin>;
