import type { AdminShipment } from "#domain/admin/shipments";
import { useTranslation } from "#app/lib/i18n/react.tsx";

/** What the courier has said of a parcel, if anything yet. */
export function ShipmentEvents({ shipment, when }: { shipment: AdminShipment; when: Intl.DateTimeFormat }) {
  const { t } = useTranslation("admin");
  if (shipment.events.length === 0) return null;
  return (
    <ol className="mt-3 flex flex-col gap-2 border-l-2 border-line pl-4 text-sm" aria-label={t("parcels.events", { awb: shipment.awb })}>
      {shipment.events.map((event) => (
        <li key={`${event.at}-${event.status}`}>
          <time dateTime={event.at} className="text-muted">
            {when.format(new Date(event.at))}
          </time>{" "}
          <strong>{t(`parcels.status.${event.status}`)}</strong>
          {` · ${event.description}`}
          {event.location ? ` · ${event.location}` : ""}
        </li>
      ))}
    </ol>
  );
}
