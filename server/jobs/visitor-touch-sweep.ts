/**
 * Deletes the visitor touches older than the visitor cookie's thirteen months, every hour in each instance (decision
 * 0149): a touch outlives its cookie for no purpose. Each deletion is one short statement over rows no one updates, so
 * two instances sweeping at once, or a kill mid-run, leave only what the next run deletes.
 */
import type { Logger } from "#server/logger";
import type { Visits } from "#server/commerce/marketing/module";
import { startCountingSweep } from "./recurring-job.ts";

export function startVisitorTouchSweep(visits: Pick<Visits, "forgetExpiredTouches">, logger: Pick<Logger, "info" | "error">) {
  return startCountingSweep({
    every: { ms: 3_600_000, words: "an hour" },
    firstWithinMs: 600_000,
    sweep: async () => ({ forgotten: await visits.forgetExpiredTouches() }),
    done: "expired visitor touches deleted",
    name: "the visitor-touch sweep",
    logger,
  });
}
