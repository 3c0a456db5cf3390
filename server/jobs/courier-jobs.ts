/**
 * The couriers' background work in each instance (issue 43, decision 0092). Every 15 minutes, each enabled courier is
 * asked for its parcels' news: a courier's run holds a lease on its cursor, so with several instances one of them asks
 * it at a time, and an instance killed mid-run leaves the cursor where it was for the next run. Once a day, the
 * lockers and pick-up points are synced: an upsert of what the courier lists, harmless when two instances both run it;
 * and the couriers' cash-on-delivery transfers are imported, each courier's under a lease of its own.
 */
import type { Logger } from "#server/logger";
import type { Tracking, PickupPoints, Remittances } from "#server/commerce/shipping/module";
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

export const PICKUP_POINT_SYNC_INTERVAL_MS = 24 * 3_600_000;

export function startPickupPointSync(points: Pick<PickupPoints, "syncAll" | "listsAny">, logger: Pick<Logger, "info" | "error">) {
  const work = async () => logger.info({ synced: await points.syncAll() }, "lockers and pick-up points synced");
  const onError = (error: unknown) =>
    logger.error({ err: error }, "lockers and pick-up points could not be synced; they are tried again tomorrow");
  // A store that has never synced (a new one, or a courier just enabled everywhere) offers no locker at checkout until
  // it does: that first sync runs at once rather than within the daily job's first window.
  void points
    .listsAny()
    .then((any) => (any ? undefined : work()))
    .catch(onError);
  return startRecurringJob({ everyMs: PICKUP_POINT_SYNC_INTERVAL_MS, firstWithinMs: 5 * 60_000, work, onError });
}

export const REMITTANCE_IMPORT_INTERVAL_MS = 24 * 3_600_000;

export function startRemittanceImport(remittances: Pick<Remittances, "importAll">, logger: Pick<Logger, "info" | "error">) {
  return startRecurringJob({
    everyMs: REMITTANCE_IMPORT_INTERVAL_MS,
    firstWithinMs: 10 * 60_000,
    work: async () => {
      for (const outcome of await remittances.importAll()) {
        if ("imported" in outcome && outcome.imported > 0) logger.info(outcome, "cash-on-delivery transfers imported");
      }
    },
    onError: (error) => logger.error({ err: error }, "cash-on-delivery transfers could not be imported; they are asked again tomorrow"),
  });
}
