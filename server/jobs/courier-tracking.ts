/**
 * Asks every enabled courier for its parcels' news every 15 minutes in each instance (issue 43 item 5, decision
 * 0092): a courier's run holds a lease on its cursor, so with several instances one of them asks it at a time, and
 * an instance killed mid-run leaves the cursor where it was for the next run.
 */
import type { Logger } from "#server/logger";
import type { Tracking } from "#server/commerce/shipping/tracking";
import { startRecurringJob } from "./recurring-job.ts";

export const COURIER_TRACKING_INTERVAL_MS = 15 * 60_000;

export function startCourierTracking(tracking: Pick<Tracking, "syncAll">, logger: Pick<Logger, "info" | "error">) {
  return startRecurringJob({
    everyMs: COURIER_TRACKING_INTERVAL_MS,
    firstWithinMs: 60_000,
    work: async () => {
      for (const outcome of await tracking.syncAll()) {
        if ("events" in outcome && outcome.events > 0) logger.info(outcome, "courier events recorded");
      }
    },
    onError: (error) => logger.error({ err: error }, "courier tracking failed; it runs again in 15 minutes"),
  });
}
