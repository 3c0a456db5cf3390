/**
 * The storefront funnel's steps (issue 67 item 2, decision 0149's beacon): a product page shown, a line added to the
 * cart, the checkout's form shown, each counted once per browser session by the shop's day, the session's source and
 * the device class. Like the visits' counts it holds nothing about the person, so every step is counted whatever the
 * shopper chose; the owner's growth page reads it beside `visit_counts`.
 */
import { sql } from "drizzle-orm";
import type { DeviceClass, FunnelStep } from "#domain/visit-source";
import type { Database } from "#server/db/client";
import { funnelCounts } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";
import { sourceCountColumns, sourceCountKey, sourceOfLanding } from "./visits.ts";

/** What the browser says of one step, with the request's device class. */
export interface FunnelStepReport {
  step: FunnelStep;
  /** The session's first landing page's path and query: the step is counted under the source it came from. */
  landing: string;
  /** The session's first referrer. */
  referrer: string | null;
  deviceClass: DeviceClass;
}

export interface Funnel {
  /** Adds one session to the step's count for today, under the session's source and device class. */
  recordStep(report: FunnelStepReport): Promise<void>;
}

export interface FunnelPorts {
  db: Database;
  clock: Clock;
  /** The store's host: a session referred by its own pages is direct, as its visit was. */
  ownHost: string;
}

export function createFunnel({ db, clock, ownHost }: FunnelPorts): Funnel {
  return {
    async recordStep({ step, landing, referrer, deviceClass }) {
      const source = sourceOfLanding(landing, referrer, ownHost);
      await db
        .insert(funnelCounts)
        .values({ ...sourceCountKey(clock(), source, deviceClass), step, sessions: 1 })
        .onConflictDoUpdate({
          target: [...sourceCountColumns(funnelCounts), funnelCounts.step],
          set: { sessions: sql`${funnelCounts.sessions} + 1` },
        });
    },
  };
}
