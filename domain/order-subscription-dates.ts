/**
 * When a subscription charges next: the same day of the month, one interval after the order, on the
 * shop's calendar (Europe/Bucharest), so an order placed at 00:30 on 1 March in Bucharest renews on
 * 1 April even though it was still 28 February in UTC. A day the target month lacks becomes its last
 * day (31 January → 28 or 29 February), as banks and subscription services do.
 */
const SHOP_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Bucharest", year: "numeric", month: "2-digit", day: "2-digit" });

export const INTERVAL_MONTHS = { monthly: 1, bimonthly: 2, quarterly: 3 } as const;

export type SubscriptionInterval = keyof typeof INTERVAL_MONTHS;

/** The calendar day of `instant` in the shop's time zone, as `YYYY-MM-DD`. */
export function shopCalendarDay(instant: Date): string {
  return SHOP_DAY.format(instant);
}

/** `YYYY-MM-DD` plus whole months, clamped to the end of a shorter month. */
export function addMonthsToDay(day: string, months: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match || !Number.isInteger(months)) throw new RangeError(`Not a calendar day or whole months: ${day}, ${months}`);
  const monthIndex = Number(match[1]) * 12 + (Number(match[2]) - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const dayOfMonth = Math.min(Number(match[3]), lastDay);
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(dayOfMonth).padStart(2, "0")}`;
}

export function nextChargeDay(orderedAt: Date, interval: SubscriptionInterval): string {
  return addMonthsToDay(shopCalendarDay(orderedAt), INTERVAL_MONTHS[interval]);
}
