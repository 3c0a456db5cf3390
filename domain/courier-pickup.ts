/**
 * When a courier that must be asked (Cargus: a "comandă de ridicare" for the shop's pick-up point) comes for the
 * parcels just made: this afternoon when the AWBs are made on a working morning, otherwise the next working day, on
 * the shop's clock and Romania's calendar (weekends and legal holidays, Orthodox Easter included, are no working days).
 */
import { shopLocalDateTime, instantFromShopLocal } from "./dates.ts";
import { addRomanianWorkingDays, isRomanianWorkingDay } from "./romanian-working-days.ts";

export interface PickupWindow {
  from: Date;
  to: Date;
}

/** Made by noon, collected the same afternoon; later, the next working day, from the morning. */
export const PICKUP_HOURS = { sameDayUntil: 12, afternoon: { from: "14:00", to: "18:00" }, nextDay: { from: "10:00", to: "18:00" } };

export function nextPickupWindow(now: Date): PickupWindow {
  const local = shopLocalDateTime(now);
  const today = local.slice(0, 10);
  const hours = (day: string, { from, to }: { from: string; to: string }): PickupWindow => ({
    from: instantFromShopLocal(`${day}T${from}`)!,
    to: instantFromShopLocal(`${day}T${to}`)!,
  });
  if (isRomanianWorkingDay(today) && Number(local.slice(11, 13)) < PICKUP_HOURS.sameDayUntil) return hours(today, PICKUP_HOURS.afternoon);
  return hours(addRomanianWorkingDays(today, 1), PICKUP_HOURS.nextDay);
}
