import { Link } from "react-router";
import type { AdminDomainEvent } from "#domain/admin/domain-events";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "../admin-forms.ts";
import { dateTimeFormat } from "../orders/order-format.ts";
import { DeliveryState, eventTypeName, LastError } from "./event-words.tsx";

/**
 * The order's domain events (decision 0087), under its human timeline: what its lifecycle published, oldest first,
 * and how each was delivered. Folded unless one failed for good, which is what staff come here to see.
 */
export function OrderEvents({ events, canRetry, className }: { events: AdminDomainEvent[]; canRetry: boolean; className: string }) {
  const { t, i18n } = useTranslation("admin");
  const when = dateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "medium" });
  const anyDead = events.some((event) => event.delivery.state === "dead");
  return (
    <section aria-labelledby="order-events" className={className}>
      <h2 id="order-events" className="text-xl">
        {t("domainEvents.title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("domainEvents.intro")}</p>
      {events.length === 0 ? (
        <p className="mt-3 text-sm">{t("domainEvents.none")}</p>
      ) : (
        <details open={anyDead} className="mt-3">
          <summary className={`${linkClass} cursor-pointer py-2.5`}>{t("domainEvents.show", { count: events.length })}</summary>
          <ol aria-label={t("domainEvents.listLabel")} className="mt-3 flex flex-col gap-3 border-l-2 border-line pl-4 text-sm">
            {events.map((event) => (
              <li key={event.id}>
                <p className="font-semibold">{eventTypeName(event.type, t)}</p>
                <p className="text-muted">
                  <time dateTime={event.createdAt}>{when.format(new Date(event.createdAt))}</time> · {event.type} · #{event.id}
                </p>
                <p className="mt-1">
                  <DeliveryState delivery={event.delivery} />
                </p>
                {event.delivery.state !== "done" && event.delivery.lastError ? <LastError error={event.delivery.lastError} /> : null}
                {event.handledBy.length > 0 ? (
                  <p className="mt-1 text-xs text-muted">
                    {t("domainEvents.handledBy")}:{" "}
                    {event.handledBy.map((handling) => `${handling.handler} (${when.format(new Date(handling.at))})`).join(", ")}
                  </p>
                ) : null}
                {event.delivery.state === "dead" && canRetry ? (
                  <p className="mt-1">
                    <Link to="/admin/audit#dead-events" className={linkClass}>
                      {t("domainEvents.retryInAudit")}
                    </Link>
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
