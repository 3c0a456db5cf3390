/**
 * Mails the owner the low-stock alerts every minute in each instance (decision 0078). The movement that crossed the
 * threshold wrote its alert in its own transaction; the sweep claims alerts with SKIP LOCKED and marks them mailed in
 * the transaction that writes the email to the outbox, so several instances and a kill at any moment mail each once.
 */
import type { Logger } from "#server/logger";
import type { StockBackOffice } from "#server/commerce/orders/stock-back-office";

export const LOW_STOCK_SWEEP_INTERVAL_MS = 60_000;

export function startLowStockSweep(stock: Pick<StockBackOffice, "sweepLowStockAlerts">, logger: Pick<Logger, "info" | "error">) {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const mailed = await stock.sweepLowStockAlerts();
      if (mailed > 0) logger.info({ mailed }, "low-stock alerts mailed");
    } catch (error) {
      logger.error({ err: error }, "low-stock sweep failed; it runs again in a minute");
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void run(), Math.round(Math.random() * 10_000));
  first.unref();
  const interval = setInterval(() => void run(), LOW_STOCK_SWEEP_INTERVAL_MS);
  interval.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(interval);
    },
  };
}
