/**
 * Runs the unpaid-order sweep every minute in each instance. Several instances and a kill at any
 * moment are safe by the sweep's own design (`commerce/payments/unpaid-sweep.ts`); this only
 * keeps one run at a time per process and spreads instances apart with a random first delay.
 */
import type { Logger } from "#server/logger";
import type { PaymentService } from "#server/commerce/payments/module";
import { startRecurringJob } from "./recurring-job.ts";

export const SWEEP_INTERVAL_MS = 60_000;

export function startUnpaidOrderSweep(payments: Pick<PaymentService, "sweepUnpaid">, logger: Pick<Logger, "info" | "error">) {
  return startRecurringJob({
    everyMs: SWEEP_INTERVAL_MS,
    work: async () => {
      const report = await payments.sweepUnpaid();
      if (report.cancelled + report.paid + report.failed > 0) logger.info(report, "unpaid orders swept");
    },
    onError: (error) => logger.error({ err: error }, "unpaid-order sweep failed; it runs again in a minute"),
  });
}
