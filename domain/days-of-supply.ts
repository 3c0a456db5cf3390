/**
 * How long what a shopper bought lasts (issue 46 item 4, decision 0114): a bottle holds so many units (capsules,
 * tablets, scoops), the label says so many a day, and a line brings so many bottles (a 3-pack three). Whole days,
 * rounded down, so a reminder comes early rather than late. Unknown (either number missing): null, and no reminder
 * is planned — the store never guesses how long a product lasts.
 */

/** The admin's limits: a bottle of up to 1,000 units, up to 20 a day. */
export const MAX_UNITS_PER_BOTTLE = 1000;
export const MAX_UNITS_PER_DAY = 20;

export interface SupplyFacts {
  /** Units in one bottle; null when the catalogue does not say. */
  unitsPerBottle: number | null;
  /** Units taken a day, as the label says; null when the catalogue does not say. */
  unitsPerDay: number | null;
  /** Bottles one unit of the line brings (3 for a 3-pack). */
  bottles: number;
  /** How many of the variant were bought. */
  quantity: number;
}

export function daysOfSupply({ unitsPerBottle, unitsPerDay, bottles, quantity }: SupplyFacts): number | null {
  if (unitsPerBottle === null || unitsPerDay === null) return null;
  if (!(unitsPerBottle > 0) || !(unitsPerDay > 0) || !(bottles > 0) || !(quantity > 0)) return null;
  return Math.floor((unitsPerBottle * bottles * quantity) / unitsPerDay);
}

/**
 * The day a reminder is due: `leadDays` before the earliest of the lines runs out, counted from the delivery. Null
 * when no line's supply is known. A supply shorter than the lead is due at delivery itself.
 */
export function refillDueAt(deliveredAt: Date, supplies: ReadonlyArray<number | null>, leadDays: number): Date | null {
  const known = supplies.filter((days): days is number => days !== null);
  if (known.length === 0) return null;
  const days = Math.max(0, Math.min(...known) - leadDays);
  return new Date(deliveredAt.getTime() + days * 24 * 60 * 60_000);
}
