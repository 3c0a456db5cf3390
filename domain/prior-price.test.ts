import { describe, expect, it } from "vitest";
import { priceOutlook, runningReduction, type PricePeriod } from "./prior-price.ts";

const LAUNCH = new Date("2026-01-01T09:00:00.000Z");
const day = (n: number) => new Date(LAUNCH.getTime() + n * 24 * 60 * 60 * 1000);
const history = (...steps: Array<[number, number]>): PricePeriod[] =>
  steps.map(([onDay, priceMinor]) => ({ priceMinor, validFrom: day(onDay) }));

describe("the running reduction", () => {
  it("has none without history, with one price, or after a raise", () => {
    expect(runningReduction([])).toBeNull();
    expect(runningReduction(history([0, 18900]))).toBeNull();
    expect(runningReduction(history([0, 18900], [5, 19900]))).toBeNull();
  });

  it("compares a cut with the lowest price of the 30 days before it, not with a raise just before", () => {
    // 189 → 199 (day 40) → 159 (day 50): 189 was in force 30 days before the cut.
    expect(runningReduction(history([0, 18900], [40, 19900], [50, 15900]))).toEqual({ priorPriceMinor: 18900, since: day(50) });
  });

  it("compares a cut more than 30 days after a raise with the raised price", () => {
    expect(runningReduction(history([0, 18900], [40, 19900], [80, 15900]))).toEqual({ priorPriceMinor: 19900, since: day(80) });
  });

  it("keeps the first step's prior price through a stepped reduction", () => {
    const stepped = history([0, 18900], [40, 19900], [50, 15900], [60, 13900]);
    expect(runningReduction(stepped)).toEqual({ priorPriceMinor: 18900, since: day(50) });
  });

  it("ends the reduction when the price goes back to the prior price or above", () => {
    expect(runningReduction(history([0, 18900], [40, 15900], [45, 18900]))).toBeNull();
  });

  it("calls a cut to the lowest price of the window no reduction (an equal price)", () => {
    // 189 → 199 → 189 within 30 days: 189 is the lowest of the window, so nothing is struck through.
    expect(runningReduction(history([0, 18900], [40, 19900], [45, 18900]))).toBeNull();
  });

  it("compares a product on sale for less than 30 days with the lowest price since launch", () => {
    // 199 at launch, 189 on day 2 (a reduction), 219 on day 5 (over), 179 on day 12: the lowest since launch is 189.
    expect(runningReduction(history([0, 19900], [2, 18900], [5, 21900], [12, 17900]))).toEqual({
      priorPriceMinor: 18900,
      since: day(12),
    });
  });

  it("reads the history in time order whatever order it arrives in", () => {
    expect(runningReduction(history([50, 15900], [0, 18900], [40, 19900]))).toEqual({ priorPriceMinor: 18900, since: day(50) });
  });
});

describe("the editor's outlook", () => {
  it("says what a cut today would show and when today's price becomes the reference", () => {
    const raised = history([0, 18900], [40, 19900]);
    const outlook = priceOutlook(raised, 15900, day(50));
    expect(outlook.ifChanged).toEqual({ priorPriceMinor: 18900, since: day(50) });
    // 189 leaves the 30-day window 30 days after 199 replaced it.
    expect(outlook.currentIsReferenceFrom).toEqual(day(70));
  });

  it("allows no 'was' price for a raise, and names today when the current price is already the lowest", () => {
    const outlook = priceOutlook(history([0, 18900]), 19900, day(3));
    expect(outlook.ifChanged).toBeNull();
    expect(outlook.currentIsReferenceFrom).toEqual(day(3));
  });

  it("keeps a running reduction's prior price for a further cut", () => {
    const outlook = priceOutlook(history([0, 18900], [40, 19900], [50, 15900]), 13900, day(60));
    expect(outlook.ifChanged).toEqual({ priorPriceMinor: 18900, since: day(50) });
  });

  it("has nothing to say before the variant has a price", () => {
    expect(priceOutlook([], 10000, day(0))).toEqual({ ifChanged: null, currentIsReferenceFrom: null });
  });
});
