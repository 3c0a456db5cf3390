import type { SubscriptionHistoryEntry } from "#domain/customer-subscriptions";
import { CANCEL_REASONS, type CancelReason } from "#domain/subscription-lifecycle";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { TFunction } from "#app/lib/i18n/translator.ts";
import { useOrderDate } from "#app/features/orders/order-status.tsx";
import type { SubscriptionReader } from "./SubscriptionFacts.tsx";
import { HeadedSection } from "#app/ui/HeadedSection.tsx";

/** The subscription's event log (issue 18 item 6), newest first, each line said as the customer would (to staff, who acted by name). */
export function SubscriptionHistory({ history, reader }: { history: SubscriptionHistoryEntry[]; reader: SubscriptionReader }) {
  const { t } = useTranslation("account");
  const date = useOrderDate();
  const newestFirst = [...history].reverse();
  return (
    <HeadedSection
      titleId="subscription-history"
      title={t("subscriptions.history.title")}
      className="rounded-2xl border border-line bg-white p-5 shadow-sm"
      titleClassName="text-xl"
    >
      <ol className="mt-3 divide-y divide-line text-sm">
        {newestFirst.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
            <span>{historyLine(entry, t, date)}</span>
            <span className="text-muted">
              <time dateTime={entry.at}>{date(entry.at)}</time> ·{" "}
              {entry.staffEmail
                ? t("subscriptions.history.actors.staffMember", { email: entry.staffEmail })
                : t(`subscriptions.history.actors.${reader === "staff" && entry.actor === "customer" ? "theCustomer" : entry.actor}`)}
            </span>
          </li>
        ))}
      </ol>
    </HeadedSection>
  );
}

const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : "");

const isCancelReason = (value: unknown): value is CancelReason => CANCEL_REASONS.includes(value as CancelReason);

/** One event in words; a save offer taken in the cancel form says so, with the reason the customer picked. */
export function historyLine(entry: SubscriptionHistoryEntry, t: TFunction, date: (iso: string) => string): string {
  const line = eventLine(entry, t, date);
  const reason = entry.details.insteadOfCancelling;
  return isCancelReason(reason)
    ? t("subscriptions.history.insteadOfCancelling", { line, reason: t(`subscriptions.reasons.${reason}`) })
    : line;
}

function eventLine(entry: SubscriptionHistoryEntry, t: TFunction, date: (iso: string) => string): string {
  const details = entry.details;
  const day = (value: unknown) => (typeof value === "string" && value ? date(value) : "");
  switch (entry.kind) {
    case "skipped":
      return t("subscriptions.history.skipped", { date: day(details.date) });
    case "skip_undone":
      return t("subscriptions.history.skip_undone", { date: day(details.date) });
    case "paused":
      if (details.reason === "charge_failed") return t("subscriptions.history.pausedUnpaid");
      return details.length === "until_resumed"
        ? t("subscriptions.history.pausedUntilResumed")
        : t("subscriptions.history.paused", { count: Number(details.length) || 1 });
    case "resumed":
      return t("subscriptions.history.resumed", { date: day(details.next) });
    case "rescheduled":
      return t("subscriptions.history.rescheduled", { from: day(details.from), to: day(details.to) });
    case "changed":
      return changedLine(details, t);
    case "renewal_created": {
      // One-off items the renewal could not sell (issue 68 item 4): it went without them.
      const dropped = Array.isArray(details.droppedExtras) ? (details.droppedExtras as { name?: unknown }[]) : [];
      return dropped.length > 0
        ? t("subscriptions.history.renewalWithoutExtras", {
            number: text(details.orderNumber),
            names: dropped.map((extra) => text(extra.name)).join(", "),
          })
        : t("subscriptions.history.renewal_created", { number: text(details.orderNumber) });
    }
    case "charge_failed":
      return details.nextRetryAt
        ? t("subscriptions.history.chargeFailedRetry", { number: text(details.orderNumber), date: day(details.nextRetryAt) })
        : t("subscriptions.history.chargeFailedLast", { number: text(details.orderNumber) });
    case "charge_recovered":
      return details.paidBy === "cash_on_delivery"
        ? t("subscriptions.history.chargeSwitchedToCash", { number: text(details.orderNumber) })
        : t("subscriptions.history.charge_recovered", { number: text(details.orderNumber) });
    case "cancelled":
      return typeof details.reason === "string"
        ? t("subscriptions.history.cancelledBecause", { reason: t(`subscriptions.reasons.${details.reason}`) })
        : t("subscriptions.history.cancelled");
    case "created":
      return t("subscriptions.history.created");
  }
}

function changedLine(details: Record<string, unknown>, t: TFunction): string {
  switch (details.action) {
    case "change_interval":
      return t("subscriptions.history.intervalChanged", { interval: t(`subscriptions.intervals.${text(details.to)}`) });
    case "change_quantity":
      return t("subscriptions.history.quantityChanged", { from: text(details.from), to: text(details.to) });
    case "change_variant":
      return t("subscriptions.history.variantChanged");
    case "change_address":
      return t("subscriptions.history.addressChanged");
    case "add_extra":
      return t("subscriptions.history.extraAdded", { quantity: text(details.quantity), name: text(details.name) });
    case "remove_extra":
      return t("subscriptions.history.extraRemoved", { quantity: text(details.quantity), name: text(details.name) });
    case "change_payment":
      return details.to === "card"
        ? t("subscriptions.history.paymentChangedToCard", { brand: text(details.brand).toUpperCase(), last4: text(details.last4) })
        : t("subscriptions.history.paymentChanged");
    default:
      return t("subscriptions.history.changed");
  }
}
