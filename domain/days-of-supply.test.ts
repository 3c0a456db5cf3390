import { describe, expect, it } from "vitest";
import { daysOfSupply, refillDueAt } from "./days-of-supply.ts";

describe("daysOfSupply", () => {
  it("is a bottle's units over the daily units: 60 capsules, 2 a day, last 30 days", () => {
    expect(daysOfSupply({ unitsPerBottle: 60, unitsPerDay: 2, bottles: 1, quantity: 1 })).toBe(30);
  });

  it("counts every bottle of a pack and every pack bought", () => {
    expect(daysOfSupply({ unitsPerBottle: 60, unitsPerDay: 2, bottles: 3, quantity: 1 })).toBe(90);
    expect(daysOfSupply({ unitsPerBottle: 60, unitsPerDay: 2, bottles: 1, quantity: 2 })).toBe(60);
  });

  it("rounds down, so the reminder comes early rather than late", () => {
    expect(daysOfSupply({ unitsPerBottle: 90, unitsPerDay: 4, bottles: 1, quantity: 1 })).toBe(22);
  });

  it("is unknown when the catalogue does not say", () => {
    expect(daysOfSupply({ unitsPerBottle: null, unitsPerDay: 2, bottles: 1, quantity: 1 })).toBeNull();
    expect(daysOfSupply({ unitsPerBottle: 60, unitsPerDay: null, bottles: 1, quantity: 1 })).toBeNull();
    expect(daysOfSupply({ unitsPerBottle: 60, unitsPerDay: 0, bottles: 1, quantity: 1 })).toBeNull();
  });
});

describe("refillDueAt", () => {
  const delivered = new Date("2026-03-01T10:00:00Z");

  it("is the lead before the earliest line runs out", () => {
    expect(refillDueAt(delivered, [30, 90], 7)).toEqual(new Date("2026-03-24T10:00:00Z"));
  });

  it("ignores lines whose supply is unknown, and is null when none is known", () => {
    expect(refillDueAt(delivered, [null, 30], 7)).toEqual(new Date("2026-03-24T10:00:00Z"));
    expect(refillDueAt(delivered, [null], 7)).toBeNull();
  });

  it("is never before the delivery", () => {
    expect(refillDueAt(delivered, [5], 7)).toEqual(delivered);
  });
});
