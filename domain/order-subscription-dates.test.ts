import { describe, expect, it } from "vitest";
import { addMonthsToDay, nextChargeDay, shopCalendarDay } from "./order-subscription-dates.ts";

describe("subscription charge dates", () => {
  it("renews a monthly subscription on the same day next month", () => {
    expect(nextChargeDay(new Date("2026-03-15T10:00:00Z"), "monthly")).toBe("2026-04-15");
    expect(nextChargeDay(new Date("2026-12-05T10:00:00Z"), "monthly")).toBe("2027-01-05");
  });

  it("renews a quarterly subscription three months later", () => {
    expect(nextChargeDay(new Date("2026-11-30T10:00:00Z"), "quarterly")).toBe("2027-02-28");
  });

  it("clamps to the last day of a shorter month, leap years included", () => {
    expect(addMonthsToDay("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonthsToDay("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonthsToDay("2026-03-31", 1)).toBe("2026-04-30");
    expect(addMonthsToDay("2026-08-31", 1)).toBe("2026-09-30");
  });

  it("counts the day in Bucharest, not in UTC", () => {
    // 22:30 UTC on 28 February is 00:30 on 1 March in Bucharest (UTC+2).
    expect(shopCalendarDay(new Date("2026-02-28T22:30:00Z"))).toBe("2026-03-01");
    expect(nextChargeDay(new Date("2026-02-28T22:30:00Z"), "monthly")).toBe("2026-04-01");
    // Summer time: UTC+3.
    expect(shopCalendarDay(new Date("2026-07-31T21:30:00Z"))).toBe("2026-08-01");
  });

  it("refuses what is not a calendar day", () => {
    expect(() => addMonthsToDay("1 March", 1)).toThrow(RangeError);
  });
});
