/**
 * Sends the marketing flows' due emails every minute in each instance (decision 0110). Each message is decided in a
 * transaction that holds its row with SKIP LOCKED and writes its email to the outbox with its new state, so several
 * instances and a kill at any moment send each once; this loop only keeps one run at a time per process.
 */
import type { Logger } from "#server/logger";
import type { FlowMessages } from "#server/commerce/retention/flow-messages";
import { startRecurringJob } from "./recurring-job.ts";

export const FLOW_SWEEP_INTERVAL_MS = 60_000;

export function startFlowSweep(messages: Pick<FlowMessages, "sweep">, logger: Pick<Logger, "info" | "error">) {
  return startRecurringJob({
    everyMs: FLOW_SWEEP_INTERVAL_MS,
    firstWithinMs: 30_000,
    work: async () => {
      const counts = await messages.sweep();
      if (Object.values(counts).some((count) => count > 0)) logger.info(counts, "flow emails swept");
    },
    onError: (error) => logger.error({ err: error }, "flow sweep failed; it runs again in a minute"),
  });
}
