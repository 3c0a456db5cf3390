import type { OrderParcel } from "#domain/order-contract";
import { useTranslation } from "#app/lib/i18n/react.tsx";

/**
 * The order's parcel through a courier, on the store's own page (issue 43 item 6): who carries it, where it goes,
 * where it is now in one sentence, and what the courier said of it, newest first, at the shop's time. Loaded with the
 * order's answer, outside the page's first load.
 */
export function OrderParcels({ parcels }: { parcels: OrderParcel[] }) {
  const { t, i18n } = useTranslation("orders");
  const time = new Intl.DateTimeFormat(i18n.language === "en" ? "en-GB" : "ro-RO", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Bucharest",
  });
  return parcels.map(({ courier, awb, status, destination, events }) => (
    <section key={awb} aria-labelledby={`parcel-${awb}`} className="rounded-xl bg-cream p-4">
      <h3 id={`parcel-${awb}`} className="font-semibold">
        {t("parcel.title")}
      </h3>
      <p className="mt-1 text-muted">{t("parcel.by", { courier: t(`parcel.courier.${courier}`), awb })}</p>
      {destination ? (
        <p className="text-muted">{t(destination.kind === "address" ? "parcel.toAddress" : "parcel.toLocker", destination)}</p>
      ) : null}
      <p className="mt-2 font-semibold">{t(`parcel.now.${status}`)}</p>
      {events.length > 0 ? (
        <>
          <h4 className="mt-4 text-sm font-semibold">{t("parcel.history")}</h4>
          <ol className="mt-2 flex flex-col gap-3 border-l-2 border-line pl-4 text-sm">
            {events.map((event) => {
              const step = t(`parcel.step.${event.status}`);
              // The courier's words are kept unless they only repeat the step ("AWB emis · AWB emis").
              const said = event.description.trim().toLocaleLowerCase("ro") === step.toLocaleLowerCase("ro") ? null : event.description;
              return (
                <li key={`${event.at}-${event.status}`}>
                  <time dateTime={event.at} className="block text-muted tabular-nums">
                    {time.format(new Date(event.at))}
                  </time>
                  <span className="font-semibold">{step}</span>
                  {said ? ` · ${said}` : null}
                  {event.location ? `${said ? "," : " ·"} ${event.location}` : null}
                </li>
              );
            })}
          </ol>
        </>
      ) : null}
    </section>
  ));
}
