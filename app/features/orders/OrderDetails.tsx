import { pickupPointLine } from "#domain/shipments";
import { countryName } from "#app/lib/address-countries.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { OrderLines, OrderTotals } from "./OrderTotals.tsx";
import { intervalKey, type OrderAddress, type OrderSummary } from "#domain/order-contract";
import { OrderStatusBadge, useOrderDate } from "./order-status.tsx";

function AddressBlock({ title, address }: { title: string; address: OrderAddress }) {
  const { i18n } = useTranslation("orders");
  const lines = [
    `${address.firstName} ${address.lastName}`,
    address.company,
    address.address1,
    address.address2,
    [address.zip, address.city].filter(Boolean).join(" "),
    [address.province, countryName(address.country, i18n.language)].filter(Boolean).join(", "),
    address.phone,
  ].filter((line) => line && line.trim() !== "");
  return (
    <div>
      <h3 className="font-semibold">{title}</h3>
      <address className="mt-1 not-italic text-muted">
        {lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
    </div>
  );
}

function ShipmentBlock({ shipment }: { shipment: NonNullable<OrderSummary["shipment"]> }) {
  const { t } = useTranslation("orders");
  return (
    <section aria-labelledby="order-shipment" className="rounded-xl bg-cream p-4">
      <h3 id="order-shipment" className="font-semibold">
        {t("details.shipment")}
      </h3>
      <p className="mt-1 text-muted">
        {shipment.carrierName ? t("details.carrier", { carrier: shipment.carrierName }) : null}{" "}
        {t("details.trackingNumber", { number: shipment.trackingNumber })}
      </p>
      {shipment.trackingUrl ? (
        <a
          href={shipment.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-2"
        >
          {t("details.track")}
          <span className="sr-only"> {t("details.newTab")}</span>
        </a>
      ) : null}
    </section>
  );
}

/**
 * One order as the shopper may see it: number, date and status, what the status means, the lines and
 * totals, how it is paid, and — when the proof allows it (a session, a verified payment) — the addresses.
 */
export function OrderDetails({ order }: { order: OrderSummary }) {
  const { t } = useTranslation("orders");
  const date = useOrderDate();
  return (
    <article className="flex flex-col gap-6 rounded-2xl border border-line bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-serif text-2xl">{t("details.number", { name: order.name })}</h2>
          <p className="text-sm text-muted">{t("details.placedOn", { date: date(order.createdAt) })}</p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      <p>{t(`statusText.${order.status}`)}</p>
      {order.fulfilmentStatus === "packed" && order.status !== "cancelled" ? <p>{t("details.packed")}</p> : null}
      {order.shipment ? <ShipmentBlock shipment={order.shipment} /> : null}
      <section aria-label={t("details.items")}>
        <OrderLines lines={order.lines} />
      </section>
      <div className="border-t border-line pt-4">
        <OrderTotals totals={order} storeCredit={order.storeCredit} />
      </div>
      <dl className="grid gap-4 border-t border-line pt-4 sm:grid-cols-2">
        {order.payment || order.storeCredit ? (
          <div>
            <dt className="font-semibold">{t("details.payment")}</dt>
            <dd className="text-muted">
              {[order.storeCredit ? t("payment.store_credit") : null, order.payment ? t(`payment.${order.payment.method}`) : null]
                .filter(Boolean)
                .join(" + ")}
            </dd>
          </div>
        ) : null}
        {order.pickupPoint ? (
          <div>
            <dt className="font-semibold">{t("details.locker")}</dt>
            <dd className="text-muted">{pickupPointLine(order.pickupPoint)}</dd>
          </div>
        ) : null}
        {order.subscription ? (
          <div>
            <dt className="font-semibold">{t(`details.subscription_${intervalKey(order.subscription.interval)}`)}</dt>
            <dd className="text-muted">{t("details.nextDelivery", { date: date(order.subscription.nextChargeDate) })}</dd>
          </div>
        ) : null}
      </dl>
      {order.shippingAddress ? (
        <div className="grid gap-4 border-t border-line pt-4 sm:grid-cols-2">
          <AddressBlock title={t("details.shippingAddress")} address={order.shippingAddress} />
          <AddressBlock title={t("details.billingAddress")} address={order.billingAddress ?? order.shippingAddress} />
        </div>
      ) : null}
      {order.note ? (
        <div className="border-t border-line pt-4">
          <h3 className="font-semibold">{t("details.note")}</h3>
          <p className="mt-1 whitespace-pre-line text-muted">{order.note}</p>
        </div>
      ) : null}
    </article>
  );
}
