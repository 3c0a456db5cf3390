/**
 * Runs the domain-event dispatcher every few seconds in each instance (decision 0084). Several instances and a kill
 * at any moment are safe by the dispatcher's own design (`server/events/dispatcher.ts`); this only keeps one run at
 * a time per process and spreads instances apart with a random first delay.
 */
import type { Logger } from "#server/logger";
import type { EventDispatcher } from "#server/events/dispatcher";
import { startRecurringJob } from "./recurring-job.ts";

/** Short, so a handler hears of a change within seconds; a run with nothing due is one indexed query. */
export const DISPATCH_INTERVAL_MS = 5_000;

export function startEventDispatch(dispatcher: Pick<EventDispatcher, "dispatchDue">, logger: Pick<Logger, "info" | "warn" | "error">) {
  return startRecurringJob({
    everyMs: DISPATCH_INTERVAL_MS,
    work: async () => {
      const report = await dispatcher.dispatchDue();
      if (report.retrying > 0) logger.warn(report, "domain events failed in a handler; they will be retried");
      if (report.dead > 0) logger.error(report, "domain events failed for good; they wait in the dead letters");
    },
    onError: (error) => logger.error({ err: error }, "domain-event dispatch failed; it runs again in a few seconds"),
  });
}
