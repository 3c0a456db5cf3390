/**
 * Runs the unpaid-order sweep every minute in each instance. Several instances and a kill at any
 * moment are safe by the sweep's own design (`commerce/orders/payments/unpaid-sweep.ts`); this only
 * keeps one run at a time per process and spreads instances apart with a random first delay.
 */
import type { Logger } from "#server/logger";
import type { PaymentService } from "#server/commerce/orders/payments/payment-service";

export const SWEEP_INTERVAL_MS = 60_000;

export function startUnpaidOrderSweep(payments: Pick<PaymentService, "sweepUnpaid">, logger: Pick<Logger, "info" | "error">) {
  let running = false;
  let stopped = false;
  const run = async () => {
    if (running || stopped) return;
    running = true;
    try {
      const report = await payments.sweepUnpaid();
      if (report.cancelled + report.paid + report.failed > 0) logger.info(report, "unpaid orders swept");
    } catch (error) {
      logger.error({ err: error }, "unpaid-order sweep failed; it runs again in a minute");
    } finally {
      running = false;
    }
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(
    () => {
      void run();
      interval = setInterval(() => void run(), SWEEP_INTERVAL_MS);
      interval.unref();
    },
    Math.round(Math.random() * SWEEP_INTERVAL_MS),
  );
  first.unref();
  return {
    stop() {
      stopped = true;
      clearTimeout(first);
      if (interval) clearInterval(interval);
    },
  };
}
