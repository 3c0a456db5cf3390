import { COURIER_NAMES, type PickupBooking } from "#domain/admin/shipments";
import { dateTimeFormat } from "./order-format.ts";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * What staff must know of the courier's visit booked after AWBs were made (Cargus): when it comes, or that it refused
 * and the visit is theirs to book on the courier's site. "Cargus vine după colete vineri, 28 nov. 2026, 14:00–18:00."
 */
export function pickupSentence(t: Translate, language: string, booking: PickupBooking): string {
  const courier = COURIER_NAMES[booking.courier];
  if (!booking.booked) return t("parcels.pickup.failed", { courier, failure: booking.failure ?? "" });
  const day = dateTimeFormat(language, { weekday: "long", day: "numeric", month: "short", year: "numeric" });
  const hour = dateTimeFormat(language, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  const from = new Date(booking.from);
  return t("parcels.pickup.booked", { courier, day: day.format(from), from: hour.format(from), to: hour.format(new Date(booking.to)) });
}
