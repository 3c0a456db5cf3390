/**
 * Where visits come from (issue 67 item 1, decision 0149). Every visit is counted by day, source and device class,
 * with nothing about the person; a visitor whose recorded cookie choice allows statistics also gets a random id and
 * one touch per visit, which a later order or sign-up is credited to (first touch, last non-direct touch).
 */
import { randomBytes } from "node:crypto";
import { eq, inArray, lt, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { shopLocalDateTime } from "#domain/dates";
import {
  classifyVisit,
  isVisitorId,
  landingPathOf,
  type DeviceClass,
  type VisitSource,
  VISITOR_RETENTION_DAYS,
} from "#domain/visit-source";
import type { Database } from "#server/db/client";
import { visitCounts, visitorTouches } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";

/** What the browser's beacon says of one visit, with what the request adds (its device class, its visitor cookie). */
export interface VisitBeacon {
  /** The landing page's path and query. */
  landing: string;
  referrer: string | null;
  deviceClass: DeviceClass;
  /** The browser's cookie choice's id, when it has made one. */
  consentId: string | null;
  /** The visit was counted already: the shopper allowed statistics later in the session. */
  counted: boolean;
  /** The `elara_visitor` cookie's value as the browser sent it. */
  visitorCookie: string | null;
}

export interface Visits {
  /**
   * Counts the visit unless it was counted, and keeps its touch when the consent allows statistics. `visitorId`: the
   * id the touch was kept under (null: none kept); `issued`: it is new, and the browser must be given its cookie.
   */
  recordVisit(beacon: VisitBeacon): Promise<{ visitorId: string | null; issued: boolean }>;
  /** Deletes a visitor's kept touches: the shopper withdrew statistics. Answers how many went. */
  forgetVisitor(visitorId: string): Promise<number>;
  /** Deletes the touches older than the visitor retention, batch by batch; returns how many went. */
  forgetExpiredTouches(): Promise<number>;
}

export interface VisitsPorts {
  db: Database;
  clock: Clock;
  /** The store's host: a visit referred by its own pages is direct. */
  ownHost: string;
  /** Whether the latest cookie choice recorded under this id allows statistics (the consent module's records). */
  allowsStatistics: (consentId: string) => Promise<boolean>;
}

/** Where a session came from, read from its landing address (path and query) and its referrer. */
export function sourceOfLanding(landing: string, referrer: string | null, ownHost: string): VisitSource {
  const search = landing.includes("?") ? landing.slice(landing.indexOf("?")).split("#", 1)[0]! : "";
  return classifyVisit({ search, referrer, ownHost });
}

/** The day, source and device a visit or a funnel step is counted under: its count table's key, less any own column. */
export function sourceCountKey(at: Date, source: VisitSource, deviceClass: DeviceClass) {
  return {
    day: shopLocalDateTime(at).slice(0, 10),
    channel: source.channel,
    source: source.source ?? "",
    medium: source.medium ?? "",
    campaign: source.campaign ?? "",
    deviceClass,
  };
}

/** The columns of `sourceCountKey` in a count table, the conflict target of its "one more" upsert. */
export function sourceCountColumns(table: Record<keyof ReturnType<typeof sourceCountKey>, PgColumn>): PgColumn[] {
  return [table.day, table.channel, table.source, table.medium, table.campaign, table.deviceClass];
}

const newVisitorId = () => randomBytes(16).toString("base64url");
/** Rows one deletion takes, so a sweep after a long pause never holds the table in one long transaction. */
const FORGET_BATCH = 1_000;

export function createVisits({ db, clock, ownHost, allowsStatistics }: VisitsPorts): Visits {
  return {
    async recordVisit({ landing, referrer, deviceClass, consentId, counted, visitorCookie }) {
      const at = clock();
      const source = sourceOfLanding(landing, referrer, ownHost);
      const tracked = consentId !== null && (await allowsStatistics(consentId));
      const visitorId = tracked ? (isVisitorId(visitorCookie) ? visitorCookie : newVisitorId()) : null;
      await db.transaction(async (tx) => {
        if (!counted)
          await tx
            .insert(visitCounts)
            .values({ ...sourceCountKey(at, source, deviceClass), visits: 1 })
            .onConflictDoUpdate({
              target: sourceCountColumns(visitCounts),
              set: { visits: sql`${visitCounts.visits} + 1` },
            });
        if (visitorId !== null)
          await tx
            .insert(visitorTouches)
            .values({ visitorId, occurredAt: at, ...source, landingPath: landingPathOf(landing), deviceClass });
      });
      return { visitorId, issued: visitorId !== null && visitorId !== visitorCookie };
    },

    async forgetVisitor(visitorId) {
      if (!isVisitorId(visitorId)) return 0;
      const deleted = await db.delete(visitorTouches).where(eq(visitorTouches.visitorId, visitorId)).returning({ id: visitorTouches.id });
      return deleted.length;
    },

    async forgetExpiredTouches() {
      const cutoff = new Date(clock().getTime() - VISITOR_RETENTION_DAYS * 86_400_000);
      let forgotten = 0;
      for (;;) {
        const expired = db
          .select({ id: visitorTouches.id })
          .from(visitorTouches)
          .where(lt(visitorTouches.occurredAt, cutoff))
          .limit(FORGET_BATCH);
        const deleted = await db.delete(visitorTouches).where(inArray(visitorTouches.id, expired)).returning({ id: visitorTouches.id });
        forgotten += deleted.length;
        if (deleted.length < FORGET_BATCH) return forgotten;
      }
    },
  };
}
