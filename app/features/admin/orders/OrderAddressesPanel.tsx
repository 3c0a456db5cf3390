import { pickupPointLine } from "#domain/shipments";
import type { AdminOrderDetail } from "#domain/admin/orders";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { AddressBlock } from "#app/features/orders/AddressBlock.tsx";
import { linkClass } from "../admin-forms.ts";
import { AdminPanel } from "../AdminPanel.tsx";

/** Where the order goes and is billed, the locker, the shopper's note, the shipment and the subscription it started. */
export function OrderAddressesPanel({ order, className }: { order: AdminOrderDetail; className: string }) {
  const { t } = useTranslation("admin");
  return (
    <AdminPanel id="order-addresses" title={t("order.addresses")} className={className}>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <AddressBlock title={t("order.shippingAddress")} address={order.shippingAddress} />
        <AddressBlock title={t("order.billingAddress")} address={order.billingAddress} />
      </div>
      {order.pickupPoint ? (
        <p className="mt-4">
          <span className="font-semibold">{t("order.locker")}</span> {pickupPointLine(order.pickupPoint)}
        </p>
      ) : null}
      {order.shopperNote ? (
        <div className="mt-4">
          <h3 className="font-semibold">{t("order.shopperNote")}</h3>
          <p className="mt-1 whitespace-pre-line text-muted">{order.shopperNote}</p>
        </div>
      ) : null}
      {order.shipment ? (
        <p className="mt-4">
          {t("order.shipment", {
            carrier: order.shipment.carrierName || t("order.otherCarrier"),
            tracking: order.shipment.trackingNumber,
          })}{" "}
          {order.shipment.trackingUrl ? (
            <a href={order.shipment.trackingUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {t("order.trackingLink")}
            </a>
          ) : null}
        </p>
      ) : null}
      {order.subscription ? (
        <p className="mt-4 text-muted">
          {t("order.subscription", {
            status: order.subscription.status,
            interval: order.subscription.interval,
            date: order.subscription.nextChargeDate,
          })}
        </p>
      ) : null}
    </AdminPanel>
  );
}
