import { describe, expect, it } from "vitest";
import {
  addRomanianWorkingDays,
  efacturaDueDate,
  endOfShopDay,
  isRomanianWorkingDay,
  orthodoxEaster,
  romanianLegalHolidays,
} from "./romanian-working-days.ts";

describe("Orthodox Easter", () => {
  it.each([
    [2020, "2020-04-19"],
    [2021, "2021-05-02"],
    [2022, "2022-04-24"],
    [2023, "2023-04-16"],
    [2024, "2024-05-05"],
    [2025, "2025-04-20"],
    [2026, "2026-04-12"],
    [2027, "2027-05-02"],
    [2028, "2028-04-16"],
    [2029, "2029-04-08"],
    [2030, "2030-04-28"],
  ])("falls in %i on %s", (year, easter) => {
    expect(orthodoxEaster(year)).toBe(easter);
  });

  it("refuses years the 13-day offset does not hold for", () => {
    expect(() => orthodoxEaster(2100)).toThrow(RangeError);
  });
});

describe("the Romanian legal holidays", () => {
  it("lists the fixed days and the moving ones of 2026", () => {
    expect([...romanianLegalHolidays(2026)].sort()).toEqual([
      "2026-01-01",
      "2026-01-02",
      "2026-01-06",
      "2026-01-07",
      "2026-01-24",
      "2026-04-10",
      "2026-04-12",
      "2026-04-13",
      "2026-05-01",
      "2026-05-31",
      // Children's Day and Whit Monday, one day in 2026.
      "2026-06-01",
      "2026-08-15",
      "2026-11-30",
      "2026-12-01",
      "2026-12-25",
      "2026-12-26",
    ]);
  });

  it("moves Good Friday, Easter Monday and Whit Monday with Easter in 2027", () => {
    const holidays = romanianLegalHolidays(2027);
    expect(holidays.has("2027-04-30")).toBe(true);
    expect(holidays.has("2027-05-03")).toBe(true);
    expect(holidays.has("2027-06-21")).toBe(true);
    expect(holidays.has("2027-04-10")).toBe(false);
  });

  it.each([
    ["2026-04-10", false], // Good Friday
    ["2026-04-13", false], // Easter Monday
    ["2026-04-14", true],
    ["2026-11-28", false], // a Saturday
    ["2026-11-30", false], // Sfântul Andrei, a Monday
    ["2026-12-02", true],
    ["2027-01-07", false],
    ["2027-01-25", true],
  ])("%s is a working day: %s", (day, working) => {
    expect(isRomanianWorkingDay(day)).toBe(working);
  });
});

describe("e-Factura's five working days", () => {
  it.each([
    // An ordinary Monday: the week's next four days and the Monday after.
    ["2026-11-02", "2026-11-09"],
    // A Friday: the weekend does not count.
    ["2026-11-06", "2026-11-13"],
    // Good Friday 2026: Easter Monday and the weekend do not count.
    ["2026-04-10", "2026-04-20"],
    // The Thursday before Easter 2027: Good Friday, the weekend, Easter Monday skipped.
    ["2027-04-29", "2027-05-10"],
    // Across Sfântul Andrei and the National Day.
    ["2026-11-27", "2026-12-08"],
    // Christmas week; the New Year and both Boboteaza days.
    ["2026-12-23", "2026-12-31"],
    ["2026-12-31", "2027-01-12"],
    // Whit Monday 2027.
    ["2027-06-18", "2027-06-28"],
    // A Saturday issue: the count starts on the Monday.
    ["2026-11-28", "2026-12-08"],
  ])("an invoice issued on %s is due by %s", (issued, due) => {
    expect(efacturaDueDate(issued)).toBe(due);
  });

  it("counts any number of working days", () => {
    expect(addRomanianWorkingDays("2026-11-06", 0)).toBe("2026-11-06");
    expect(addRomanianWorkingDays("2026-11-06", 1)).toBe("2026-11-09");
  });
});

describe("the end of a shop day", () => {
  it("is the next midnight in Bucharest, in winter and in summer time", () => {
    expect(endOfShopDay("2026-12-07").toISOString()).toBe("2026-12-07T22:00:00.000Z");
    expect(endOfShopDay("2026-04-20").toISOString()).toBe("2026-04-20T21:00:00.000Z");
    // The night the clocks go forward (29 March 2026, 03:00 → 04:00) still ends at midnight.
    expect(endOfShopDay("2026-03-28").toISOString()).toBe("2026-03-28T22:00:00.000Z");
    expect(endOfShopDay("2026-10-25").toISOString()).toBe("2026-10-25T22:00:00.000Z");
  });
});
