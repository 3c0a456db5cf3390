/**
 * The Omnibus prior price (Directive 2019/2161; in Romania HG 947/2000 as amended; decision 0140): a struck-through
 * "was" price may only be shown on a real price reduction, and it is the lowest price of that variant in the 30 days
 * before the reduction; a variant on sale for less than 30 days compares with the lowest since launch, and a stepped
 * reduction (the price lowered again while the reduction runs) keeps the prior price of its first step. Computed from
 * the variant's price history, never typed.
 */

export const PRIOR_PRICE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const WINDOW_MS = PRIOR_PRICE_DAYS * DAY_MS;

/** One price a variant had, from `validFrom` (its first row is the launch). */
export interface PricePeriod {
  priceMinor: number;
  validFrom: Date;
}

/** A running reduction: the prior price shoppers see struck through, and when the reduction began. */
export interface Reduction {
  priorPriceMinor: number;
  since: Date;
}

function oldestFirst(history: readonly PricePeriod[]): PricePeriod[] {
  return [...history].sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime());
}

/** The lowest price in force during the 30 days before `index`'s change, clipped to the launch (the first row). */
function lowestBefore(periods: readonly PricePeriod[], index: number): number {
  const changeAt = periods[index]!.validFrom.getTime();
  const windowStart = changeAt - WINDOW_MS;
  let lowest = Number.POSITIVE_INFINITY;
  for (let earlier = 0; earlier < index; earlier++) {
    const end = periods[earlier + 1]!.validFrom.getTime();
    if (end > windowStart) lowest = Math.min(lowest, periods[earlier]!.priceMinor);
  }
  return lowest;
}

function walk(periods: readonly PricePeriod[]): Reduction | null {
  let reduction: Reduction | null = null;
  for (let index = 1; index < periods.length; index++) {
    const { priceMinor, validFrom } = periods[index]!;
    // A stepped reduction: lowered again (or raised, still below the prior price) while it runs.
    if (reduction && priceMinor < reduction.priorPriceMinor) continue;
    const prior = lowestBefore(periods, index);
    reduction = priceMinor < prior ? { priorPriceMinor: prior, since: validFrom } : null;
  }
  return reduction;
}

/** The reduction in force after the history's last change, or null when today's price is no reduction. */
export function runningReduction(history: readonly PricePeriod[]): Reduction | null {
  return walk(oldestFirst(history));
}

/** What the editor tells the owner while they type a price (decision 0140). */
export interface PriceOutlook {
  /** The reduction shoppers would see if the price became `candidateMinor` at `at`; null: no "was" price allowed. */
  ifChanged: Reduction | null;
  /**
   * From when today's price is itself the 30-day lowest, so a cut from then on shows it as the prior price; null when
   * the variant has no price yet.
   */
  currentIsReferenceFrom: Date | null;
}

export function priceOutlook(history: readonly PricePeriod[], candidateMinor: number, at: Date): PriceOutlook {
  const periods = oldestFirst(history).filter((period) => period.validFrom.getTime() <= at.getTime());
  const current = periods.at(-1);
  if (!current) return { ifChanged: null, currentIsReferenceFrom: null };
  const ifChanged =
    candidateMinor === current.priceMinor ? walk(periods) : walk([...periods, { priceMinor: candidateMinor, validFrom: at }]);
  let from = at.getTime();
  for (let earlier = 0; earlier < periods.length - 1; earlier++) {
    if (periods[earlier]!.priceMinor < current.priceMinor) from = Math.max(from, periods[earlier + 1]!.validFrom.getTime() + WINDOW_MS);
  }
  return { ifChanged, currentIsReferenceFrom: new Date(from) };
}
