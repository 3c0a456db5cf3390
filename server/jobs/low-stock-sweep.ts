/**
 * Mails the owner the low-stock alerts every minute in each instance (decision 0078). The movement that crossed the
 * threshold wrote its alert in its own transaction; the sweep claims alerts with SKIP LOCKED and marks them mailed in
 * the transaction that writes the email to the outbox, so several instances and a kill at any moment mail each once.
 */
import type { Logger } from "#server/logger";
import type { StockBackOffice } from "#server/commerce/catalog/module";
import { startCountingSweep } from "./recurring-job.ts";

export function startLowStockSweep(stock: Pick<StockBackOffice, "sweepLowStockAlerts">, logger: Pick<Logger, "info" | "error">) {
  return startCountingSweep({
    sweep: async () => ({ mailed: await stock.sweepLowStockAlerts() }),
    done: "low-stock alerts mailed",
    name: "low-stock sweep",
    logger,
  });
}
