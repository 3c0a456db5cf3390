/** An order's parcel as the order routes answer it (docs/api.md "The order's parcel"). */
import type { OrderParcel } from "#domain/order-contract";
import type { ShopperParcel } from "#server/commerce/shipping/module";

export function parcelJson(parcel: ShopperParcel): OrderParcel {
  return { ...parcel, events: parcel.events.map((event) => ({ ...event, at: event.at.toISOString() })) };
}
