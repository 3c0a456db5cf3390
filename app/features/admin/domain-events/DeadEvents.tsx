import { Link } from "react-router";
import type { AdminDomainEvent } from "#domain/admin-domain-events";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass, secondaryButtonClass } from "../admin-forms.ts";
import { ActionStatus } from "../orders/ActionStatus.tsx";
import { dateTimeFormat } from "../orders/order-format.ts";
import { useAdminAction } from "../useAdminAction.ts";
import { eventTypeName, LastError } from "./event-words.tsx";

const cell = "border-b border-line px-3 py-3 text-left align-top";

/**
 * The audit page's dead letters (decision 0087): events that failed for good, newest first, each with what it
 * belongs to, its attempts and last error; the owner puts one back in the queue, and the page loads again.
 */
export function DeadEvents({
  events,
  canRetry,
  shownAtMost,
  csrfToken,
}: {
  events: AdminDomainEvent[];
  canRetry: boolean;
  shownAtMost: number;
  csrfToken: string;
}) {
  const { t, i18n } = useTranslation("admin");
  const { state, run, busy } = useAdminAction(csrfToken);
  const when = dateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "medium" });
  const columns = ["type", "aggregate", "attempts", "when", ...(canRetry ? ["action"] : [])];
  return (
    <section aria-labelledby="dead-events" className="mt-6">
      <h2 id="dead-events" className="text-2xl">
        {t("domainEvents.deadTitle")}
      </h2>
      <p className="mt-1 max-w-3xl text-muted">{t("domainEvents.deadIntro")}</p>
      <ActionStatus state={state} />
      {events.length === 0 ? (
        <p className="mt-2 rounded-xl bg-white p-4">{t("domainEvents.deadNone")}</p>
      ) : (
        <>
          <div
            tabIndex={0}
            role="region"
            aria-label={t("domainEvents.deadLabel")}
            className="mt-2 overflow-x-auto rounded-2xl border border-line bg-white"
          >
            <table className="w-full min-w-[44rem] border-collapse text-sm">
              <caption className="sr-only">{t("domainEvents.deadLabel")}</caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col" className={cell}>
                      {t(`domainEvents.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {events.map((event) => (
                  <tr key={event.id}>
                    <th scope="row" className={`${cell} max-w-md font-normal`}>
                      <span className="block font-semibold">{eventTypeName(event.type, t)}</span>
                      <span className="block text-xs text-muted">
                        {event.type} · #{event.id}
                      </span>
                      {event.delivery.state === "dead" && event.delivery.lastError ? <LastError error={event.delivery.lastError} /> : null}
                    </th>
                    <td className={cell}>
                      {event.orderNumber !== null ? (
                        <Link to={`/admin/orders/${event.orderNumber}`} className={linkClass}>
                          {t("domainEvents.order", { number: event.orderNumber })}
                        </Link>
                      ) : (
                        `${event.aggregateType} ${event.aggregateId}`
                      )}
                    </td>
                    <td className={cell}>{event.delivery.state === "dead" ? event.delivery.attempts : ""}</td>
                    <td className={cell}>
                      <time dateTime={event.createdAt} className="block">
                        {when.format(new Date(event.createdAt))}
                      </time>
                      {event.delivery.state === "dead" && event.delivery.at ? (
                        <span className="block text-muted">
                          {t("domainEvents.failedAt")} <time dateTime={event.delivery.at}>{when.format(new Date(event.delivery.at))}</time>
                        </span>
                      ) : null}
                    </td>
                    {canRetry ? (
                      <td className={cell}>
                        <button
                          type="button"
                          className={secondaryButtonClass}
                          disabled={busy}
                          aria-label={t("domainEvents.retryLabel", { id: event.id, type: eventTypeName(event.type, t) })}
                          onClick={() =>
                            run(
                              `/events/${event.id}/retry`,
                              t("domainEvents.retried", { id: event.id }),
                              t("domainEvents.retried", { id: event.id }),
                            )
                          }
                        >
                          {t("domainEvents.retry")}
                        </button>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {events.length >= shownAtMost ? (
            <p className="mt-2 text-sm text-muted">{t("domainEvents.deadShownAtMost", { count: shownAtMost })}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
