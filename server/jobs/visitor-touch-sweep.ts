/**
 * Deletes the visitor touches older than the visitor cookie's thirteen months, every hour in each instance (decision
 * 0149): a touch outlives its cookie for no purpose. Each deletion is one short statement over rows no one updates, so
 * two instances sweeping at once, or a kill mid-run, leave only what the next run deletes.
 */
import type { Logger } from "#server/logger";
import type { Visits } from "#server/commerce/marketing/module";
import { startRecurringJob } from "./recurring-job.ts";

export const VISITOR_TOUCH_SWEEP_INTERVAL_MS = 3_600_000;

export function startVisitorTouchSweep(visits: Pick<Visits, "forgetExpiredTouches">, logger: Pick<Logger, "info" | "error">) {
  return startRecurringJob({
    everyMs: VISITOR_TOUCH_SWEEP_INTERVAL_MS,
    firstWithinMs: 600_000,
    work: async () => {
      const forgotten = await visits.forgetExpiredTouches();
      if (forgotten > 0) logger.info({ forgotten }, "expired visitor touches deleted");
    },
    onError: (error) => logger.error({ err: error }, "the visitor-touch sweep failed; it runs again in an hour"),
  });
}
