import { lazy, Suspense } from "react";
import { pickupPointLine } from "#domain/shipments";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { OrderLines, OrderTotals } from "./OrderTotals.tsx";
import { intervalKey, type OrderSummary } from "#domain/order-contract";
import { OrderStatusBadge, useOrderDate } from "./order-status.tsx";

// Where the order goes (its parcel's timeline, its addresses) arrives with the order's answer, after the page is
// interactive: outside the first load. One module for both, so one request.
const delivery = () => import("./OrderDelivery.tsx");
const OrderShipment = lazy(async () => ({ default: (await delivery()).OrderShipment }));
const OrderAddresses = lazy(async () => ({ default: (await delivery()).OrderAddresses }));

/**
 * One order as the shopper may see it: number, date and status, what the status means, the lines and
 * totals, how it is paid, and — when the proof allows it (a session, a verified payment) — the addresses.
 * `statusExplained`: the page around it already says what the status means (the thank-you page's box), so the
 * card does not say it a second time (issue 64 item 7h).
 */
export function OrderDetails({ order, statusExplained = false }: { order: OrderSummary; statusExplained?: boolean }) {
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
      {statusExplained ? null : <p>{t(`statusText.${order.status}`)}</p>}
      {order.status === "fulfilled" && order.shippingService && order.deliveryTime ? (
        <p>{t("delivery", { service: order.shippingService, time: order.deliveryTime })}</p>
      ) : null}
      {order.fulfilmentStatus === "packed" && order.status !== "cancelled" ? <p>{t("details.packed")}</p> : null}
      {order.parcels?.length || order.shipment ? (
        <Suspense fallback={null}>
          <OrderShipment order={order} />
        </Suspense>
      ) : null}
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
        <Suspense fallback={null}>
          <OrderAddresses shipping={order.shippingAddress} billing={order.billingAddress ?? order.shippingAddress} />
        </Suspense>
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
