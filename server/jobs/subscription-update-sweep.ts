/**
 * Writes the batched subscription-change emails every minute in each instance (decision 0083): an email goes at
 * most a minute after its subscription has been quiet for SUBSCRIPTION_UPDATE_QUIET_MS. The claim (SKIP LOCKED, the
 * row deleted with the email written) keeps instances apart and survives a kill; this only keeps one run at a time
 * per process and spreads instances apart with a random first delay.
 */
import type { Logger } from "#server/logger";
import type { SubscriptionActions } from "#server/commerce/subscriptions/actions";
import { startRecurringJob } from "./recurring-job.ts";

export const SUBSCRIPTION_UPDATE_SWEEP_INTERVAL_MS = 60_000;

export function startSubscriptionUpdateSweep(
  actions: Pick<SubscriptionActions, "sendQuietUpdates">,
  logger: Pick<Logger, "info" | "error">,
) {
  return startRecurringJob({
    everyMs: SUBSCRIPTION_UPDATE_SWEEP_INTERVAL_MS,
    firstWithinMs: 10_000,
    work: async () => {
      const sent = await actions.sendQuietUpdates();
      if (sent > 0) logger.info({ sent }, "subscription change emails written");
    },
    onError: (error) => logger.error({ err: error }, "subscription change sweep failed; it runs again in a minute"),
  });
}
