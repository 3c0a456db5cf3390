/**
 * Tells the shoppers waiting for a variant that is for sale again, every minute in each instance (decision 0111). The
 * sweep locks each variant it serves with SKIP LOCKED and marks the batch notified in the transaction that writes its
 * emails, so several instances and a kill at any moment mail each request once.
 */
import type { Logger } from "#server/logger";
import type { BackInStock } from "#server/commerce/catalog/inventory/back-in-stock";
import { startRecurringJob } from "./recurring-job.ts";

export const BACK_IN_STOCK_SWEEP_INTERVAL_MS = 60_000;

export function startBackInStockSweep(backInStock: Pick<BackInStock, "sweep">, logger: Pick<Logger, "info" | "error">) {
  return startRecurringJob({
    everyMs: BACK_IN_STOCK_SWEEP_INTERVAL_MS,
    firstWithinMs: 10_000,
    work: async () => {
      const mailed = await backInStock.sweep();
      if (mailed > 0) logger.info({ mailed }, "back-in-stock notices mailed");
    },
    onError: (error) => logger.error({ err: error }, "back-in-stock sweep failed; it runs again in a minute"),
  });
}
