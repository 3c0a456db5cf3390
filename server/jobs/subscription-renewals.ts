/**
 * Runs the renewal sweep every five minutes in each instance, as of today in Bucharest. Several instances and
 * a kill at any moment are safe by the sweep's own design (decision 0043); this only keeps one run at a time
 * per process and spreads instances apart with a random first delay.
 */
import { shopCalendarDay } from "#domain/order-subscription-dates";
import type { Clock } from "#server/commerce/shared/clock";
import type { SubscriptionRenewals } from "#server/commerce/orders/subscription-renewals";
import type { Logger } from "#server/logger";

export const RENEWAL_SWEEP_INTERVAL_MS = 5 * 60_000;

export function startRenewalSweep(renewals: Pick<SubscriptionRenewals, "sweep">, clock: Clock, logger: Pick<Logger, "info" | "error">) {
  let running = false;
  let stopped = false;
  const run = async () => {
    if (running || stopped) return;
    running = true;
    try {
      const report = await renewals.sweep(shopCalendarDay(clock()));
      if (report.created + report.failed > 0) logger.info(report, "subscription renewals swept");
    } catch (error) {
      logger.error({ err: error }, "renewal sweep failed; it runs again in five minutes");
    } finally {
      running = false;
    }
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(
    () => {
      void run();
      interval = setInterval(() => void run(), RENEWAL_SWEEP_INTERVAL_MS);
      interval.unref();
    },
    Math.round(Math.random() * 60_000),
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
