/**
 * The couriers a Romanian shop ships with, and where a shopper follows a parcel on each (issue 16).
 * "other" has no page the store knows: staff give the link with the tracking number.
 */
export const CARRIERS = ["fan_courier", "sameday", "cargus", "dpd", "posta_romana", "other"] as const;
export type Carrier = (typeof CARRIERS)[number];

export const CARRIER_NAMES: Record<Carrier, string> = {
  fan_courier: "Fan Courier",
  sameday: "Sameday",
  cargus: "Cargus",
  dpd: "DPD",
  posta_romana: "Poșta Română",
  other: "",
};

const TRACKING_PAGES: Record<Exclude<Carrier, "other">, string> = {
  fan_courier: "https://www.fancourier.ro/awb-tracking/?tracking=",
  sameday: "https://sameday.ro/#awb=",
  cargus: "https://www.cargus.ro/personal/urmareste-coletul/?tracking_number=",
  dpd: "https://tracking.dpd.ro/?shipmentNumber=",
  posta_romana: "https://www.posta-romana.ro/track-trace.html?id=",
};

export function isCarrier(value: unknown): value is Carrier {
  return typeof value === "string" && (CARRIERS as readonly string[]).includes(value);
}

/** Where the shopper follows the parcel: the carrier's page for this number, or the link staff gave. */
export function trackingLink(carrier: string | null, trackingNumber: string | null, givenUrl: string | null): string | null {
  if (!carrier || !trackingNumber) return null;
  if (!isCarrier(carrier) || carrier === "other") return givenUrl;
  return TRACKING_PAGES[carrier] + encodeURIComponent(trackingNumber);
}
