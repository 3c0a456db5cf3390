/**
 * The honest measure of a marketing flow (issue 46 item 6, decision 0113): the shoppers a flow emailed against the
 * holdout it left alone, each with whether they ordered within the window and what they spent. The difference of the
 * two groups' order rates comes with a two-proportion normal 95 % interval, the difference of their revenue per
 * shopper with a Welch interval; with fewer than {@link MIN_GROUP_SIZE} in either group there is nothing to conclude.
 */

/** Below this many in a group the normal approximations behind both intervals do not hold. */
export const MIN_GROUP_SIZE = 30;

/** Orders within this long of a message's decision count as its outcome (issue 46: "orders within 5 days"). */
export const FLOW_ORDER_WINDOW_MS = 5 * 24 * 60 * 60_000;

const Z_975 = 1.959963984540054;

/** One eligible shopper's outcome: ordered within the window or not, and the revenue of those orders in bani. */
export interface ShopperOutcome {
  ordered: boolean;
  revenueMinor: number;
}

export interface Interval {
  difference: number;
  low: number;
  high: number;
}

export interface GroupFigures {
  shoppers: number;
  ordered: number;
  /** Share of the group that ordered, 0..1. */
  orderRate: number;
  /** Mean revenue per shopper in bani. */
  revenuePerShopper: number;
}

export interface GroupComparison {
  sent: GroupFigures;
  holdout: GroupFigures;
  /** Sent − holdout, with 95 % intervals; null when either group is smaller than {@link MIN_GROUP_SIZE}. */
  lift: { orderRate: Interval; revenuePerShopper: Interval } | null;
}

const mean = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length);

function sampleVariance(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const average = mean(values);
  return values.reduce((sum, value) => sum + (value - average) ** 2, 0) / (values.length - 1);
}

/**
 * The 0.975 quantile of Student's t with `df` degrees of freedom, by the Cornish–Fisher expansion around the normal
 * quantile (Abramowitz & Stegun 26.7.5): within 1e-4 from 10 degrees of freedom, and the interval needs at least 29.
 */
export function tQuantile975(df: number): number {
  if (!Number.isFinite(df)) return Z_975;
  const z = Z_975;
  const g1 = (z ** 3 + z) / 4;
  const g2 = (5 * z ** 5 + 16 * z ** 3 + 3 * z) / 96;
  const g3 = (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / 384;
  const g4 = (79 * z ** 9 + 776 * z ** 7 + 1482 * z ** 5 - 1920 * z ** 3 - 945 * z) / 92160;
  return z + g1 / df + g2 / df ** 2 + g3 / df ** 3 + g4 / df ** 4;
}

/** Two-proportion normal (Wald) interval of p₁ − p₂. */
export function proportionDifference(successes1: number, n1: number, successes2: number, n2: number): Interval {
  const p1 = successes1 / n1;
  const p2 = successes2 / n2;
  const difference = p1 - p2;
  const margin = Z_975 * Math.sqrt((p1 * (1 - p1)) / n1 + (p2 * (1 - p2)) / n2);
  return { difference, low: difference - margin, high: difference + margin };
}

/** Welch's interval of mean₁ − mean₂, unequal variances, Welch–Satterthwaite degrees of freedom. */
export function welchDifference(values1: readonly number[], values2: readonly number[]): Interval {
  const [n1, n2] = [values1.length, values2.length];
  const difference = mean(values1) - mean(values2);
  const [a, b] = [sampleVariance(values1) / n1, sampleVariance(values2) / n2];
  const standardError = Math.sqrt(a + b);
  if (standardError === 0) return { difference, low: difference, high: difference };
  const df = (a + b) ** 2 / (a ** 2 / (n1 - 1) + b ** 2 / (n2 - 1));
  const margin = tQuantile975(df) * standardError;
  return { difference, low: difference - margin, high: difference + margin };
}

function figuresOf(group: readonly ShopperOutcome[]): GroupFigures {
  const ordered = group.filter((shopper) => shopper.ordered).length;
  return {
    shoppers: group.length,
    ordered,
    orderRate: group.length === 0 ? 0 : ordered / group.length,
    revenuePerShopper: mean(group.map((shopper) => shopper.revenueMinor)),
  };
}

/** The flow's groups side by side, and what the difference between them says when there are enough of both. */
export function compareGroups(sent: readonly ShopperOutcome[], holdout: readonly ShopperOutcome[]): GroupComparison {
  const figures = { sent: figuresOf(sent), holdout: figuresOf(holdout) };
  if (sent.length < MIN_GROUP_SIZE || holdout.length < MIN_GROUP_SIZE) return { ...figures, lift: null };
  return {
    ...figures,
    lift: {
      orderRate: proportionDifference(figures.sent.ordered, sent.length, figures.holdout.ordered, holdout.length),
      revenuePerShopper: welchDifference(
        sent.map((shopper) => shopper.revenueMinor),
        holdout.map((shopper) => shopper.revenueMinor),
      ),
    },
  };
}
