import type { AdminDomainEvent } from "#domain/admin/domain-events";
import { eventTypeKey } from "#domain/admin/domain-events";
import { ORDER_EVENT_TYPES } from "#domain/order-lifecycle";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { TFunction } from "#app/lib/i18n/translator.ts";
import { dateTimeFormat } from "../orders/order-format.ts";

/** An event type in words; a type published after this page was written shows as it is named. */
export const eventTypeName = (type: string, t: TFunction) =>
  (ORDER_EVENT_TYPES as readonly string[]).includes(type) ? t(`eventTypes.${eventTypeKey(type)}`) : type;

const TONES: Record<AdminDomainEvent["delivery"]["state"], string> = {
  done: "bg-emerald-100 text-emerald-900",
  pending: "bg-amber-100 text-amber-900",
  dead: "bg-red-100 text-red-900",
};

/** How an event's delivery stands, as a coloured line: delivered (when), waiting (attempts, next), or failed for good. */
export function DeliveryState({ delivery }: { delivery: AdminDomainEvent["delivery"] }) {
  const { t, i18n } = useTranslation("admin");
  const when = dateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "medium" });
  const at = (iso: string) => when.format(new Date(iso));
  let text: string;
  if (delivery.state === "done")
    text = delivery.at ? t("domainEvents.deliveredAt", { date: at(delivery.at) }) : t("domainEvents.delivered");
  else if (delivery.state === "pending")
    text =
      delivery.attempts === 0
        ? t("domainEvents.waiting")
        : t("domainEvents.waitingAfter", { count: delivery.attempts, date: at(delivery.nextAttemptAt) });
  else
    text = [t("domainEvents.dead", { count: delivery.attempts }), delivery.at ? t("domainEvents.deadAt", { date: at(delivery.at) }) : ""]
      .filter(Boolean)
      .join(" ");
  return <span className={`inline-block rounded-lg px-2 py-0.5 text-xs font-semibold ${TONES[delivery.state]}`}>{text}</span>;
}

/** A handler's error as it wrote it: kept whole for staff to read, wrapped rather than widening the page. */
export function LastError({ error }: { error: string }) {
  const { t } = useTranslation("admin");
  return (
    <div className="mt-1">
      <p className="text-xs font-semibold">{t("domainEvents.lastError")}</p>
      <pre className="mt-0.5 max-h-40 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-cream p-2 font-mono text-xs">{error}</pre>
    </div>
  );
}
