import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { OrderAddress, OrderSummary } from "#domain/order-contract";
import { AddressBlock } from "./AddressBlock.tsx";
import { OrderParcels } from "./OrderParcels.tsx";
import { HeadedSection } from "#app/ui/HeadedSection.tsx";

/**
 * Where the order goes, which OrderDetails loads with the order's answer rather than in the page's first JavaScript:
 * guest tracking shows no addresses and most orders have no parcel yet, and /track-order has no room to spare.
 */
export function OrderAddresses({ shipping, billing }: { shipping: OrderAddress; billing: OrderAddress }) {
  const { t } = useTranslation("orders");
  return (
    <div className="grid gap-4 border-t border-line pt-4 sm:grid-cols-2">
      <AddressBlock title={t("details.shippingAddress")} address={shipping} />
      <AddressBlock title={t("details.billingAddress")} address={billing} />
    </div>
  );
}

/** The parcel made through a courier with its timeline; or, for a parcel staff sent by hand, its carrier's number and page. */
export function OrderShipment({ order }: { order: Pick<OrderSummary, "parcels" | "shipment"> }) {
  const { t } = useTranslation("orders");
  if (order.parcels?.length) return <OrderParcels parcels={order.parcels} />;
  const shipment = order.shipment!;
  return (
    <HeadedSection
      level={3}
      titleId="order-shipment"
      title={t("details.shipment")}
      className="rounded-xl bg-cream p-4"
      titleClassName="font-semibold"
    >
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
    </HeadedSection>
  );
}
