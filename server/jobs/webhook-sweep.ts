/**
 * Sends the owner's webhooks every 10 seconds in each instance (decision 0171). Several instances and a kill at any
 * moment are safe by the sweep's own claims (`server/commerce/webhooks/deliveries.ts`): a delivery is claimed with
 * SKIP LOCKED for a minute and stays pending until its outcome is written.
 */
import type { Logger } from "#server/logger";
import type { WebhooksServices } from "#server/commerce/webhooks/module";
import { startCountingSweep } from "./recurring-job.ts";

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
