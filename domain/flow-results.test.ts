import { describe, expect, it } from "vitest";
import { compareGroups, MIN_GROUP_SIZE, proportionDifference, tQuantile975, welchDifference, type ShopperOutcome } from "./flow-results.ts";

const shoppers = (count: number, ordered: number, revenueMinor = 10_000): ShopperOutcome[] =>
  Array.from({ length: count }, (_, index) => ({ ordered: index < ordered, revenueMinor: index < ordered ? revenueMinor : 0 }));

describe("a flow's groups compared", () => {
  it("gives the two-proportion normal interval of the order rates", () => {
    const interval = proportionDifference(30, 100, 20, 100);
    expect(interval.difference).toBeCloseTo(0.1, 10);
    expect(interval.low).toBeCloseTo(-0.01922, 4);
    expect(interval.high).toBeCloseTo(0.21922, 4);
  });

  it("gives Welch's interval of the revenue per shopper (checked against SciPy)", () => {
    const sent = Array.from({ length: 40 }, (_, i) => ((i * 37) % 100) * 10);
    const holdout = Array.from({ length: 35 }, (_, i) => ((i * 53) % 70) * 10);
    const interval = welchDifference(sent, holdout);
    expect(interval.difference).toBeCloseTo(140, 8);
    expect(interval.low).toBeCloseTo(23.134, 2);
    expect(interval.high).toBeCloseTo(256.866, 2);
  });

  it("knows Student's t quantile well enough where the interval is used", () => {
    expect(tQuantile975(29)).toBeCloseTo(2.04523, 4);
    expect(tQuantile975(10)).toBeCloseTo(2.22814, 3);
  });

  it("says nothing of the difference while either group is under the minimum", () => {
    const comparison = compareGroups(shoppers(500, 50), shoppers(MIN_GROUP_SIZE - 1, 1));
    expect(comparison.lift).toBeNull();
    expect(comparison.sent).toEqual({ shoppers: 500, ordered: 50, orderRate: 0.1, revenuePerShopper: 1000 });
    expect(comparison.holdout.shoppers).toBe(MIN_GROUP_SIZE - 1);
    expect(compareGroups([], []).lift).toBeNull();
  });

  it("gives both intervals once both groups are large enough", () => {
    const comparison = compareGroups(shoppers(100, 30, 20_000), shoppers(100, 20, 20_000));
    expect(comparison.lift?.orderRate.difference).toBeCloseTo(0.1, 10);
    expect(comparison.lift?.revenuePerShopper.difference).toBeCloseTo(2000, 6);
    expect(comparison.lift!.revenuePerShopper.low).toBeLessThan(2000);
    expect(comparison.lift!.revenuePerShopper.high).toBeGreaterThan(2000);
  });

  it("gives a zero-width interval when nobody in either group spent anything", () => {
    expect(compareGroups(shoppers(40, 0), shoppers(40, 0)).lift?.revenuePerShopper).toEqual({ difference: 0, low: 0, high: 0 });
  });
});
