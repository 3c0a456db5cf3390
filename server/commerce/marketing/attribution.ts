/**
 * What orders, newsletter sign-ups and subscriptions are credited to (issue 67 item 1, decision 0151): the visitor's
 * first touch and last non-direct touch within 30 days, copied into one row per subject in the transaction that made
 * the subject, beside the cookie choice in force then and the device class of the request. A shopper who had not
 * allowed statistics, or whose visits were never kept, is unattributed: the row says so rather than guessing.
 */
import { and, asc, eq, gte } from "drizzle-orm";
import type { ConsentChoice } from "#domain/cookie-consent";
import {
  creditedTouches,
  isVisitorId,
  VISITOR_RETENTION_DAYS,
  type AttributionSubject,
  type ClickIdKind,
  type CreditedTouch,
  type CreditView,
  type DeviceClass,
  type VisitChannel,
  type VisitContext,
} from "#domain/visit-source";
import type { Database } from "#server/db/client";
import { attributions, visitorTouches } from "#server/db/schema";

/** The cookie choice recorded under an id and still in force, read in the caller's transaction. */
export type ConsentChoiceOf = (consentId: string, tx: Database) => Promise<ConsentChoice | null>;

export interface Attribution {
  /**
   * Credits the subject to the visit's touches, in `tx`, once: a second credit of the same subject (a retried
   * handler) keeps the first. Writes a row whatever the choice, so that a conversion sender knows what was allowed.
   */
  credit(tx: Database, subject: { kind: AttributionSubject; id: number }, visit: VisitContext, at: Date): Promise<void>;
  /** The subject's credit as a page shows it; null when it has none (placed before credits, or a renewal). */
  creditOf(kind: AttributionSubject, id: number): Promise<CreditView | null>;
  /** Credits a subscription to what its first order was credited to; nothing when that order has no credit. */
  creditFromOrder(tx: Database, subscriptionId: number, orderId: number, at: Date): Promise<void>;
}

/** A touch as the first or last columns of a credit's row (what `touchView` reads back); all null for none. */
function touchColumns(which: "first" | "last", touch: CreditedTouch | null): Partial<typeof attributions.$inferInsert> {
  return {
    [`${which}Channel`]: touch?.channel ?? null,
    [`${which}Source`]: touch?.source ?? null,
    [`${which}Medium`]: touch?.medium ?? null,
    [`${which}Campaign`]: touch?.campaign ?? null,
    [`${which}ClickIdKind`]: touch?.clickIdKind ?? null,
    [`${which}DeviceClass`]: touch?.deviceClass ?? null,
    [`${which}TouchedAt`]: touch?.touchedAt ?? null,
  };
}

/** The visitor's kept touches, credited as of `at`. */
async function touchesAt(tx: Database, visitorId: string, at: Date) {
  const since = new Date(at.getTime() - VISITOR_RETENTION_DAYS * 86_400_000);
  const rows = await tx
    .select({
      occurredAt: visitorTouches.occurredAt,
      channel: visitorTouches.channel,
      source: visitorTouches.source,
      medium: visitorTouches.medium,
      campaign: visitorTouches.campaign,
      clickIdKind: visitorTouches.clickIdKind,
      deviceClass: visitorTouches.deviceClass,
    })
    .from(visitorTouches)
    .where(and(eq(visitorTouches.visitorId, visitorId), gte(visitorTouches.occurredAt, since)))
    .orderBy(asc(visitorTouches.occurredAt), asc(visitorTouches.id));
  return creditedTouches(
    rows.map((row) => ({
      ...row,
      channel: row.channel as VisitChannel,
      clickIdKind: row.clickIdKind as ClickIdKind | null,
      deviceClass: row.deviceClass as DeviceClass,
    })),
    at,
  );
}

/** One touch of a credit's row as a page shows it. */
function touchView(row: typeof attributions.$inferSelect, which: "first" | "last"): CreditView["first"] {
  const channel = row[`${which}Channel`];
  if (channel === null) return null;
  const touchedAt = row[`${which}TouchedAt`];
  return {
    channel: channel as VisitChannel,
    source: row[`${which}Source`],
    medium: row[`${which}Medium`],
    campaign: row[`${which}Campaign`],
    clickIdKind: row[`${which}ClickIdKind`] as ClickIdKind | null,
    deviceClass: row[`${which}DeviceClass`] as DeviceClass | null,
    touchedAt: touchedAt?.toISOString() ?? null,
  };
}

export function createAttribution({ db, choiceOf }: { db: Database; choiceOf: ConsentChoiceOf }): Attribution {
  return {
    async creditOf(kind, id) {
      const [row] = await db
        .select()
        .from(attributions)
        .where(and(eq(attributions.subjectKind, kind), eq(attributions.subjectId, id)));
      if (!row) return null;
      return {
        statisticsAllowed: row.statisticsAllowed,
        marketingAllowed: row.marketingAllowed,
        deviceClass: row.deviceClass as DeviceClass | null,
        first: touchView(row, "first"),
        last: touchView(row, "last"),
      };
    },

    async credit(tx, subject, visit, at) {
      const choice = visit.consentId === null ? null : await choiceOf(visit.consentId, tx);
      const statisticsAllowed = choice?.statistics === true;
      const touches = statisticsAllowed && isVisitorId(visit.visitorId) ? await touchesAt(tx, visit.visitorId, at) : null;
      await tx
        .insert(attributions)
        .values({
          subjectKind: subject.kind,
          subjectId: subject.id,
          creditedAt: at,
          deviceClass: visit.deviceClass,
          statisticsAllowed,
          marketingAllowed: choice?.marketing === true,
          ...touchColumns("first", touches?.first ?? null),
          ...touchColumns("last", touches?.last ?? null),
        })
        .onConflictDoNothing({ target: [attributions.subjectKind, attributions.subjectId] });
    },

    async creditFromOrder(tx, subscriptionId, orderId, at) {
      const [order] = await tx
        .select()
        .from(attributions)
        .where(and(eq(attributions.subjectKind, "order"), eq(attributions.subjectId, orderId)));
      if (!order) return;
      const { id: _id, subjectKind: _kind, subjectId: _subject, creditedAt: _creditedAt, ...credit } = order;
      await tx
        .insert(attributions)
        .values({ ...credit, subjectKind: "subscription", subjectId: subscriptionId, creditedAt: at })
        .onConflictDoNothing({ target: [attributions.subjectKind, attributions.subjectId] });
    },
  };
}
