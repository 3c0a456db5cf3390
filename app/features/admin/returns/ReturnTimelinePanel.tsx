import type { AdminReturnDetail } from "#domain/admin/returns";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { TFunction } from "#app/lib/i18n/translator.ts";
import { dateTimeFormat } from "../orders/order-format.ts";
import { AdminPanel } from "../AdminPanel.tsx";
import { card } from "./return-classes.ts";

function actorOf(event: AdminReturnDetail["timeline"][number], t: TFunction): string {
  if (event.staffEmail) return event.staffEmail;
  return t(event.actor === "customer" ? "return.actor.customer" : "return.actor.store");
}

/** The return's history, newest first, with who acted. */
export function ReturnTimelinePanel({ detail }: { detail: AdminReturnDetail }) {
  const { t, i18n } = useTranslation("admin");
  const when = dateTimeFormat(i18n.language);
  return (
    <AdminPanel id="return-timeline" title={t("return.timeline")} className={card}>
      <ol className="mt-4 flex flex-col gap-3 border-l-2 border-line pl-4 text-sm">
        {[...detail.timeline].reverse().map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <p className="font-semibold">
              {/* A withdrawal that stopped an unpaid order closes with no money moved (decision 0075). */}
              {event.status === "completed" && detail.kind === "withdrawal" && detail.refundMinor === 0
                ? t("returnClosedUnpaid.event")
                : t(`return.events.${event.status}`)}
            </p>
            {event.message ? <p className="mt-1 whitespace-pre-line rounded-lg bg-cream p-2">{event.message}</p> : null}
            <p className="text-muted">
              <time dateTime={event.at}>{when.format(new Date(event.at))}</time> · {actorOf(event, t)}
            </p>
          </li>
        ))}
      </ol>
    </AdminPanel>
  );
}
