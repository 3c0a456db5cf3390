/**
 * Mails the owner the low-stock alerts every minute in each instance (decision 0078). The movement that crossed the
 * threshold wrote its alert in its own transaction; the sweep claims alerts with SKIP LOCKED and marks them mailed in
 * the transaction that writes the email to the outbox, so several instances and a kill at any moment mail each once.
 */
import type { Logger } from "#server/logger";
import type { StockBackOffice } from "#server/commerce/catalog/inventory/stock-back-office";
import { startRecurringJob } from "./recurring-job.ts";

export const LOW_STOCK_SWEEP_INTERVAL_MS = 60_000;

export function startLowStockSweep(stock: Pick<StockBackOffice, "sweepLowStockAlerts">, logger: Pick<Logger, "info" | "error">) {
  return startRecurringJob({
    everyMs: LOW_STOCK_SWEEP_INTERVAL_MS,
    firstWithinMs: 10_000,
    work: async () => {
      const mailed = await stock.sweepLowStockAlerts();
      if (mailed > 0) logger.info({ mailed }, "low-stock alerts mailed");
    },
    onError: (error) => logger.error({ err: error }, "low-stock sweep failed; it runs again in a minute"),
  });
}
