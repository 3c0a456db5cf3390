/**
 * Tells the shoppers waiting for a variant that is for sale again, every minute in each instance (decision 0111). The
 * sweep locks each variant it serves with SKIP LOCKED and marks the batch notified in the transaction that writes its
 * emails, so several instances and a kill at any moment mail each request once.
 */
import type { Logger } from "#server/logger";
import type { BackInStock } from "#server/commerce/catalog/module";
import { startCountingSweep } from "./recurring-job.ts";

export function startBackInStockSweep(backInStock: Pick<BackInStock, "sweep">, logger: Pick<Logger, "info" | "error">) {
  return startCountingSweep({
    sweep: async () => ({ mailed: await backInStock.sweep() }),
    done: "back-in-stock notices mailed",
    name: "back-in-stock sweep",
    logger,
  });
}
