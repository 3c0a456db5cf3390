import { Link } from "react-router";
import type { AdminDomainEvent } from "#domain/admin/domain-events";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { HeadedSection } from "#app/ui/HeadedSection.tsx";
import { linkClass, secondaryButtonClass } from "../admin-forms.ts";
import { ActionStatus } from "../orders/ActionStatus.tsx";
import { dateTimeFormat } from "../orders/order-format.ts";
import { useAdminAction } from "../useAdminAction.ts";
import { eventTypeName, LastError } from "./event-words.tsx";

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
  return (
    <HeadedSection titleId="dead-events" title={t("domainEvents.deadTitle")} className="mt-6" titleClassName="text-2xl">
      <p className="mt-1 max-w-3xl text-muted">{t("domainEvents.deadIntro")}</p>
      <ActionStatus state={state} />
      {events.length === 0 ? (
        <p className="mt-2 rounded-xl bg-white p-4">{t("domainEvents.deadNone")}</p>
      ) : (
        <>
          <ul aria-label={t("domainEvents.deadLabel")} className="mt-2 flex flex-col gap-3">
            {events.map((event) => {
              const typeName = eventTypeName(event.type, t);
              return (
                <li key={event.id} className="rounded-2xl border border-line bg-white p-4">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="min-w-0">
                      <h3 className="font-semibold">{typeName}</h3>
                      <p className="text-sm">
                        {event.orderNumber !== null ? (
                          <Link to={`/admin/orders/${event.orderNumber}`} className={linkClass}>
                            {t("domainEvents.order", { number: event.orderNumber })}
                          </Link>
                        ) : (
                          `${event.aggregateType} ${event.aggregateId}`
                        )}
                        <span className="text-muted">
                          {" "}
                          · {event.type} · #{event.id}
                        </span>
                      </p>
                    </div>
                    {canRetry ? (
                      <button
                        type="button"
                        className={secondaryButtonClass}
                        disabled={busy}
                        aria-label={t("domainEvents.retryLabel", { id: event.id, type: typeName })}
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
                    ) : null}
                  </div>
                  <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                    <dt className="text-muted">{t("domainEvents.when")}</dt>
                    <dd>
                      <time dateTime={event.createdAt}>{when.format(new Date(event.createdAt))}</time>
                      {event.delivery.state === "dead" && event.delivery.at ? (
                        <>
                          {" "}
                          · {t("domainEvents.failedAt")}{" "}
                          <time dateTime={event.delivery.at}>{when.format(new Date(event.delivery.at))}</time>
                        </>
                      ) : null}
                    </dd>
                    <dt className="text-muted">{t("domainEvents.attempts")}</dt>
                    <dd>{event.delivery.state === "dead" ? event.delivery.attempts : ""}</dd>
                  </dl>
                  {event.delivery.state === "dead" && event.delivery.lastError ? <LastError error={event.delivery.lastError} /> : null}
                </li>
              );
            })}
          </ul>
          {events.length >= shownAtMost ? (
            <p className="mt-2 text-sm text-muted">{t("domainEvents.deadShownAtMost", { count: shownAtMost })}</p>
          ) : null}
        </>
      )}
    </HeadedSection>
  );
}
