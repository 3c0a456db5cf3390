/**
 * Writes the batched subscription-change emails every minute in each instance (decision 0083): an email goes at
 * most a minute after its subscription has been quiet for SUBSCRIPTION_UPDATE_QUIET_MS. The claim (SKIP LOCKED, the
 * row deleted with the email written) keeps instances apart and survives a kill; this only keeps one run at a time
 * per process and spreads instances apart with a random first delay.
 */
import type { Logger } from "#server/logger";
import type { SubscriptionActions } from "#server/commerce/subscriptions/module";
import { startCountingSweep } from "./recurring-job.ts";

export function startSubscriptionUpdateSweep(
  actions: Pick<SubscriptionActions, "sendQuietUpdates">,
  logger: Pick<Logger, "info" | "error">,
) {
  return startCountingSweep({
    sweep: async () => ({ sent: await actions.sendQuietUpdates() }),
    done: "subscription change emails written",
    name: "subscription change sweep",
    logger,
  });
}
