/**
 * Runs the renewal sweep, the card charges' sweep (retries, and charges a killed process left), then the reminder sweep, every five minutes in each instance, as of today in Bucharest. Several instances and
 * a kill at any moment are safe by the sweep's own design (decision 0043); this only keeps one run at a time
 * per process and spreads instances apart with a random first delay.
 */
import { shopCalendarDay } from "#domain/order-subscription-dates";
import type { Clock } from "#server/commerce/shared/clock";
import type { SubscriptionRenewals, SubscriptionReminders, SubscriptionCharges } from "#server/commerce/subscriptions/module";
import type { Logger } from "#server/logger";
import { startRecurringJob } from "./recurring-job.ts";

export const RENEWAL_SWEEP_INTERVAL_MS = 5 * 60_000;

export function startSubscriptionSweeps(
  sweeps: {
    renewals: Pick<SubscriptionRenewals, "sweep">;
    charges: Pick<SubscriptionCharges, "sweep">;
    reminders: Pick<SubscriptionReminders, "sweep">;
  },
  clock: Clock,
  logger: Pick<Logger, "info" | "error">,
) {
  return startRecurringJob({
    everyMs: RENEWAL_SWEEP_INTERVAL_MS,
    firstWithinMs: 60_000,
    work: async () => {
      const today = shopCalendarDay(clock());
      const renewed = await sweeps.renewals.sweep(today);
      if (renewed.created + renewed.failed > 0) logger.info(renewed, "subscription renewals swept");
      const charged = await sweeps.charges.sweep();
      if (Object.values(charged).some((count) => count > 0)) logger.info(charged, "subscription card charges swept");
      // After the renewals: a delivery renewed today has moved on, and its next one may be due a reminder.
      const reminded = await sweeps.reminders.sweep(today);
      if (reminded.sent + reminded.failed > 0) logger.info(reminded, "subscription reminders swept");
    },
    onError: (error) => logger.error({ err: error }, "subscription sweep failed; it runs again in five minutes"),
  });
}
