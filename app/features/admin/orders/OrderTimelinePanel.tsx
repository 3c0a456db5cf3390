import type { AdminOrderDetail, TimelineEntry } from "#domain/admin/orders";
import { CARRIER_NAMES, isCarrier } from "#domain/carriers";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { TFunction } from "#app/lib/i18n/translator.ts";
import { AdminPanel } from "../AdminPanel.tsx";
import { NoteForm } from "./OrderActions.tsx";
import { dateTimeFormat, money } from "./order-format.ts";

/** A timeline entry in words: what happened, with the figures it carries. */
function describe(entry: TimelineEntry, order: AdminOrderDetail, t: TFunction): string {
  const detail = entry.detail as Record<string, string | number | undefined>;
  const amount = typeof detail.amountMinor === "number" ? money(detail.amountMinor, String(detail.currencyCode ?? order.currencyCode)) : "";
  switch (entry.kind) {
    case "payment_opened":
      return t("timeline.payment_opened", { attempt: detail.attempt, method: t(`orders.method.${detail.method}`) });
    case "payment_settled":
      return t("timeline.payment_settled", { attempt: detail.attempt, status: t(`orders.paymentStatus.${detail.status}`) });
    case "shipped":
    case "tracking_changed": {
      const carrier = isCarrier(detail.carrier) && detail.carrier !== "other" ? CARRIER_NAMES[detail.carrier] : t("order.otherCarrier");
      return t(`timeline.${entry.kind}`, { carrier, tracking: detail.trackingNumber });
    }
    case "parcel_added":
      return t("timeline.parcel_added", { item: detail.item, amount });
    case "refunded":
      return t("timeline.refunded", { amount, status: t(`order.refundStatus.${detail.status}`) });
    case "cod_collected":
      // Settled by the courier's transfer (the remittance import), which names no member but its bank reference.
      return detail.bankReference
        ? t("timeline.cod_remitted", { amount, reference: detail.bankReference })
        : t("timeline.cod_collected", { amount });
    case "email":
      return t("timeline.email", {
        template: t(`timeline.mail.${detail.mailKind}`),
        status: t(`timeline.mailStatus.${detail.mailStatus}`),
      });
    case "withdrawn":
      return t("timeline.withdrawn");
    case "cancelled":
      if (detail.cause === "parcel_returned") return t("timeline.cancelledParcelReturned", { awb: detail.awb });
      return detail.reason ? t("timeline.cancelledWhy", { reason: detail.reason }) : t("timeline.cancelled");
    case "note":
      return String(detail.note ?? "");
    default:
      return t(`timeline.${entry.kind}`);
  }
}

/** The order's history, newest first, each entry in words with when and who; a note is added at its top. */
export function OrderTimelinePanel({ order, csrfToken, className }: { order: AdminOrderDetail; csrfToken: string; className: string }) {
  const { t, i18n } = useTranslation("admin");
  const when = dateTimeFormat(i18n.language);
  return (
    <AdminPanel id="order-timeline" title={t("order.timeline")} className={className}>
      <NoteForm order={order} csrfToken={csrfToken} />
      <ol className="mt-4 flex flex-col gap-3 border-l-2 border-line pl-4 text-sm">
        {[...order.timeline].reverse().map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <p className={entry.kind === "note" ? "whitespace-pre-line rounded-lg bg-cream p-2" : ""}>
              {entry.kind === "note" ? <span className="font-semibold">{t("timeline.note")}: </span> : null}
              {describe(entry, order, t)}
            </p>
            <p className="text-muted">
              <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
              {entry.staffEmail ? ` · ${entry.staffEmail}` : ""}
            </p>
          </li>
        ))}
      </ol>
    </AdminPanel>
  );
}
