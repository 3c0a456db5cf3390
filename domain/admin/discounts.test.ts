import { describe, expect, it } from "vitest";
import { discountFormSchema, discountStatus, isoToStoreLocal, leiToMinor, storeLocalToIso } from "./discounts.ts";

describe("leiToMinor", () => {
  it.each([
    ["50", 5_000],
    ["49,90", 4_990],
    ["49.9", 4_990],
    [" 0.05 ", 5],
  ])("reads %s as %i bani", (typed, minor) => expect(leiToMinor(typed)).toBe(minor));
  it.each(["", "abc", "-5", "1.999", "1e3"])("refuses %s", (typed) => expect(leiToMinor(typed)).toBeNull());
});

describe("store time", () => {
  it("reads and writes the owner's dates in Romanian time, summer and winter", () => {
    expect(storeLocalToIso("2026-07-01T00:00")).toBe("2026-06-30T21:00:00.000Z");
    expect(storeLocalToIso("2026-12-01T09:30")).toBe("2026-12-01T07:30:00.000Z");
    expect(isoToStoreLocal("2026-06-30T21:00:00.000Z")).toBe("2026-07-01T00:00");
    expect(storeLocalToIso("tomorrow")).toBeNull();
  });
});

describe("discountFormSchema", () => {
  it("keeps only the value of the kind chosen and the products of a chosen scope", () => {
    const form = discountFormSchema.parse({ code: " vara-26 ", kind: "fixed", percent: 10, amount: "25,50", productHandles: ["ahcc"] });
    expect(form).toMatchObject({ code: "VARA-26", percent: null, amountRonMinor: 2_550, productScope: "all", productHandles: [] });
  });
});

describe("discountStatus", () => {
  const now = new Date("2026-06-15T12:00:00Z");
  const code = { active: true, startsAt: null, endsAt: null, usageLimit: null, uses: 0 };
  it("says disabled, scheduled, expired, used up or active, in that order", () => {
    expect(discountStatus({ ...code, active: false, usageLimit: 1, uses: 1 }, now)).toBe("disabled");
    expect(discountStatus({ ...code, startsAt: "2026-07-01T00:00:00Z" }, now)).toBe("scheduled");
    expect(discountStatus({ ...code, endsAt: "2026-06-15T12:00:00Z" }, now)).toBe("expired");
    expect(discountStatus({ ...code, usageLimit: 3, uses: 3 }, now)).toBe("used_up");
    expect(discountStatus({ ...code, usageLimit: 3, uses: 2 }, now)).toBe("active");
  });
});
