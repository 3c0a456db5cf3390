/**
 * Sends the marketing flows' due emails every minute in each instance (decision 0110). Each message is decided in a
 * transaction that holds its row with SKIP LOCKED and writes its email to the outbox with its new state, so several
 * instances and a kill at any moment send each once; this loop only keeps one run at a time per process.
 */
import type { Logger } from "#server/logger";
import type { FlowMessages } from "#server/commerce/retention/module";
import { startCountingSweep } from "./recurring-job.ts";

export function startFlowSweep(messages: Pick<FlowMessages, "sweep">, logger: Pick<Logger, "info" | "error">) {
  return startCountingSweep({
    firstWithinMs: 30_000,
    sweep: () => messages.sweep(),
    done: "flow emails swept",
    name: "flow sweep",
    logger,
  });
}
