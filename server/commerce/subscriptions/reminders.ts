/**
 * Reminders (issue 18 item 3): a few days before each renewal, one email with the day, the amount and one-click
 * links to skip or move the delivery. The amount is today's subscription price, and it becomes the price agreed:
 * the renewal then charges at most that (decision 0043), so a price rise reaches a customer only after this notice.
 *
 * Once per delivery however many instances sweep: the (subscription, cycle) primary key of
 * `subscription_reminders`, the email written to the outbox in the same transaction, the subscription's row taken
 * with `FOR UPDATE SKIP LOCKED` so a portal action or the renewal settles first.
 */
import { and, asc, eq, gt, lte, notExists, sql } from "drizzle-orm";
import { RATE_SCALE } from "#domain/currency-conversion";
import { SHOP_CURRENCY } from "#domain/currency";
import type { AddressValues } from "#domain/account-forms";
import { addDaysToDay, type CalendarDay } from "#domain/subscription-schedule";
import type { Database } from "#server/db/client";
import { orders, subscriptionReminders, subscriptions } from "#server/db/schema";
import type { MailBranding } from "#server/mail/mail-types";
import type { Mailer } from "#server/mail/outbox";
import { renderSubscriptionReminder } from "#server/mail/subscription-reminder";
import type { Clock } from "#server/commerce/shared/clock";
import { lineItemName, type OrderPricingService, type RequestedLine } from "#server/commerce/catalog/module";
import { atAgreedPrices, pendingExtras, priceWithExtras } from "./extras.ts";
import { renewalPayment } from "./renewals.ts";
import type { SubscriptionLinks } from "./links.ts";

export const DEFAULT_REMINDER_DAYS = 3;
const SWEEP_BATCH = 200;
const RON_ONLY = { currencyCode: SHOP_CURRENCY, rates: new Map([[SHOP_CURRENCY, RATE_SCALE]]) } as const;

export interface SubscriptionRemindersOptions {
  db: Database;
  pricing: OrderPricingService;
  clock: Clock;
  mailer: Mailer;
  branding: MailBranding;
  links: Pick<SubscriptionLinks, "pageFor">;
  /** How many days before a delivery its reminder goes (`SUBSCRIPTION_REMINDER_DAYS`). */
  daysBefore: number;
  onError?: (details: object, message: string) => void;
}

export interface ReminderSweepReport {
  sent: number;
  failed: number;
}

export interface SubscriptionReminders {
  /** Sends every reminder due by `asOf` (a day in Bucharest): deliveries after it and within `daysBefore` days. */
  sweep(asOf: CalendarDay): Promise<ReminderSweepReport>;
}

export function createSubscriptionReminders(options: SubscriptionRemindersOptions): SubscriptionReminders {
  const { db, pricing, clock, mailer, branding, links, daysBefore, onError = () => undefined } = options;

  const due = (asOf: CalendarDay) =>
    and(
      eq(subscriptions.status, "active"),
      gt(subscriptions.nextChargeDate, asOf),
      lte(subscriptions.nextChargeDate, addDaysToDay(asOf, daysBefore)),
      notExists(
        db
          .select({ one: sql`1` })
          .from(subscriptionReminders)
          .where(and(eq(subscriptionReminders.subscriptionId, subscriptions.id), eq(subscriptionReminders.cycle, subscriptions.nextCycle))),
      ),
    );

  /** One reminder, unless another instance holds the subscription or it is no longer due: its mail's id when sent. */
  async function remind(subscriptionId: number, asOf: CalendarDay): Promise<number | null> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.id, subscriptionId), due(asOf)))
        .for("update", { skipLocked: true });
      if (!row) return null;
      if (row.variantId === null) throw new Error(`Subscription ${row.id}'s variant is no longer in the catalogue`);
      const [first] = await tx.select({ shippingAddress: orders.shippingAddress }).from(orders).where(eq(orders.id, row.orderId));
      const address = (row.shippingAddress ?? first?.shippingAddress) as AddressValues;
      const priceLines = (lines: RequestedLine[]) =>
        pricing.price({ lines, currency: RON_ONLY, discount: null, shippingCountry: address.country, language: row.language }, tx);
      // The one-off items waiting for this delivery are in what it costs, at the price the renewal will charge them;
      // one that cannot be sold today is left out of the amount (the renewal decides on its day).
      const extras = await priceWithExtras(
        priceLines,
        { variantId: row.variantId, quantity: row.quantity },
        await pendingExtras(tx, row.id),
      );
      const line = extras.priced.lines[0]!;
      // The subscription's own line at today's price, which this notice makes the price agreed.
      const priced = atAgreedPrices(extras.priced, line.unitPriceRonMinor, extras.riding);
      const inserted = await tx
        .insert(subscriptionReminders)
        .values({
          subscriptionId: row.id,
          cycle: row.nextCycle,
          dueDate: row.nextChargeDate,
          unitPriceRonMinor: line.unitPriceRonMinor,
          totalRonMinor: priced.ron.totalMinor,
          sentAt: clock(),
        })
        .onConflictDoNothing()
        .returning({ cycle: subscriptionReminders.cycle });
      if (inserted.length === 0) return null;
      // The notice of the price: the renewal charges at most what this email says.
      await tx.update(subscriptions).set({ agreedUnitPriceRonMinor: line.unitPriceRonMinor }).where(eq(subscriptions.id, row.id));
      const owner = { id: row.id, customerId: row.customerId, language: row.language };
      return mailer.enqueue(
        tx,
        renderSubscriptionReminder(branding, {
          to: row.email,
          language: row.language,
          firstName: address.firstName,
          name: lineItemName(line),
          quantity: row.quantity,
          date: row.nextChargeDate,
          productsRonMinor: priced.ron.subtotalMinor - priced.ron.discountMinor,
          shippingRonMinor: priced.ron.shippingMinor,
          totalRonMinor: priced.ron.totalMinor,
          payment: renewalPayment(row),
          extras: priced.lines.slice(1).map((extra) => ({
            name: lineItemName(extra),
            quantity: extra.quantity,
            unitPriceRonMinor: extra.unitPriceRonMinor,
          })),
          addExtraUrl: links.pageFor(owner, "add_extra"),
          skipUrl: links.pageFor(owner, "skip"),
          rescheduleUrl: links.pageFor(owner, "reschedule"),
          manageUrl: links.pageFor(owner),
        }),
      );
    });
  }

  return {
    async sweep(asOf) {
      const report: ReminderSweepReport = { sent: 0, failed: 0 };
      let afterId = 0;
      for (;;) {
        const rows = await db
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(and(gt(subscriptions.id, afterId), due(asOf)))
          .orderBy(asc(subscriptions.id))
          .limit(SWEEP_BATCH);
        if (rows.length === 0) return report;
        afterId = rows.at(-1)!.id;
        for (const { id } of rows) {
          try {
            const mailId = await remind(id, asOf);
            if (mailId === null) continue;
            report.sent += 1;
            await mailer.deliver([mailId]);
          } catch (error) {
            report.failed += 1;
            onError({ err: error, subscriptionId: id }, "a subscription's reminder could not be sent; the next sweep tries again");
          }
        }
      }
    },
  };
}
