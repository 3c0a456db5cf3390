/**
 * Sends the owner's webhooks every 10 seconds in each instance, and prunes the delivery log every hour (decision
 * 0171). Several instances and a kill at any moment are safe by the sweep's own claims
 * (`server/commerce/webhooks/deliveries.ts`): a delivery is claimed with SKIP LOCKED for a minute and stays pending
 * until its outcome is written; the pruning deletes in short batches and passes over locked rows.
 */
import type { Logger } from "#server/logger";
import type { WebhooksServices } from "#server/commerce/webhooks/module";
import { startCountingSweep, startRecurringJob } from "./recurring-job.ts";

export function startWebhookSweep(webhooks: Pick<WebhooksServices, "sweep">, logger: Pick<Logger, "info" | "error">) {
  return startCountingSweep({
    every: { ms: 10_000, words: "10 seconds" },
    firstWithinMs: 5_000,
    sweep: () => webhooks.sweep(),
    done: "webhook deliveries attempted",
    name: "webhook sweep",
    logger,
  });
}

export const WEBHOOK_PRUNING_INTERVAL_MS = 3_600_000;

export function startWebhookPruning(webhooks: Pick<WebhooksServices, "prune">, logger: Pick<Logger, "info" | "error">) {
  return startRecurringJob({
    everyMs: WEBHOOK_PRUNING_INTERVAL_MS,
    firstWithinMs: 600_000,
    work: async () => {
      const pruned = await webhooks.prune();
      if (pruned > 0) logger.info({ pruned }, "webhook deliveries past their keeping pruned");
    },
    onError: (error) => logger.error({ err: error }, "webhook delivery pruning failed; it runs again in an hour"),
  });
}
