/**
 * Deletes the delivered domain events older than `DOMAIN_EVENT_RETENTION_DAYS` every hour in each instance (decisions
 * 0084, 0090): the table grows by an event per change of every order, subscription, return and invoice, and what was
 * delivered long ago is read by no handler. Several instances and a kill mid-run are safe by the dispatcher's
 * `pruneDone` (locked rows skipped, each batch its own transaction); this only schedules it.
 */
import type { Logger } from "#server/logger";
import type { Clock } from "#server/commerce/shared/clock";
import type { EventDispatcher } from "#server/events/dispatcher";
import { startRecurringJob } from "./recurring-job.ts";

export const EVENT_PRUNING_INTERVAL_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The sweep's one run: what is older than the retention, as of the store's clock. */
export function pruneDeliveredEvents(dispatcher: Pick<EventDispatcher, "pruneDone">, clock: Clock, retentionDays: number) {
  return dispatcher.pruneDone(new Date(clock().getTime() - retentionDays * DAY_MS));
}

export function startEventPruning(
  dispatcher: Pick<EventDispatcher, "pruneDone">,
  clock: Clock,
  retentionDays: number,
  logger: Pick<Logger, "info" | "error">,
) {
  return startRecurringJob({
    everyMs: EVENT_PRUNING_INTERVAL_MS,
    firstWithinMs: 600_000,
    work: async () => {
      const pruned = await pruneDeliveredEvents(dispatcher, clock, retentionDays);
      if (pruned > 0) logger.info({ pruned, retentionDays }, "delivered domain events pruned");
    },
    onError: (error) => logger.error({ err: error }, "domain-event pruning failed; it runs again in an hour"),
  });
}
