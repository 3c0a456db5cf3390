import { describe, expect, it } from "vitest";
import { formatLongDate, formatRomanianDate, instantFromShopLocal, shopLocalDateTime } from "./dates.ts";

describe("formatRomanianDate", () => {
  it("writes day, long month and year in Romanian", () => {
    expect(formatRomanianDate("2026-11-21T10:00:00Z")).toBe("21 noiembrie 2026");
    expect(formatRomanianDate("2026-01-05")).toBe("5 ianuarie 2026");
  });

  it("accepts timestamps and Date objects", () => {
    const instant = Date.parse("2026-11-21T10:00:00Z");
    expect(formatRomanianDate(instant)).toBe("21 noiembrie 2026");
    expect(formatRomanianDate(new Date(instant))).toBe("21 noiembrie 2026");
  });

  it("counts days in Bucharest time, whatever the machine's zone", () => {
    // 23:30 UTC on 21 November is 01:30 on 22 November in Bucharest (UTC+2).
    expect(formatRomanianDate("2026-11-21T23:30:00Z")).toBe("22 noiembrie 2026");
    // 21:30 UTC on 30 June is 00:30 on 1 July in Bucharest summer time (UTC+3).
    expect(formatRomanianDate("2026-06-30T21:30:00Z")).toBe("1 iulie 2026");
  });

  it("returns an unreadable input as it came", () => {
    expect(formatRomanianDate("not a date")).toBe("not a date");
    expect(formatRomanianDate("")).toBe("");
    expect(formatRomanianDate(Number.NaN)).toBe("NaN");
    expect(formatRomanianDate(new Date("nope"))).toBe("Invalid Date");
  });
});

describe("formatLongDate", () => {
  it("is the Romanian date on Romanian pages and the same order in English", () => {
    expect(formatLongDate("2026-02-18T08:00:00Z", "ro")).toBe("18 februarie 2026");
    expect(formatLongDate("2026-02-18T08:00:00Z", "en")).toBe("18 February 2026");
    expect(formatLongDate("2026-06-30T21:30:00Z", "en")).toBe("1 July 2026");
  });

  it("returns an unreadable input as it came, in either language", () => {
    expect(formatLongDate("soon", "en")).toBe("soon");
    expect(formatLongDate("soon", "ro")).toBe("soon");
  });
});

describe("the shop's clock for datetime-local inputs", () => {
  it("reads a Bucharest wall time as its instant, in winter and in summer", () => {
    expect(instantFromShopLocal("2026-11-23T10:30")?.toISOString()).toBe("2026-11-23T08:30:00.000Z");
    expect(instantFromShopLocal("2026-07-01T00:30")?.toISOString()).toBe("2026-06-30T21:30:00.000Z");
  });

  it("writes an instant back as the same wall time", () => {
    expect(shopLocalDateTime(new Date("2026-11-23T08:30:00.000Z"))).toBe("2026-11-23T10:30");
    expect(shopLocalDateTime(new Date("2026-06-30T21:30:00.000Z"))).toBe("2026-07-01T00:30");
  });

  it("takes the hour after a skipped one, and the first pass of a repeated one", () => {
    // 29 March 2026: 03:00 jumps to 04:00; 25 October 2026: 04:00 falls back to 03:00.
    expect(instantFromShopLocal("2026-03-29T03:30")?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(instantFromShopLocal("2026-10-25T03:30")?.toISOString()).toBe("2026-10-25T00:30:00.000Z");
  });

  it("refuses what is not a date and time", () => {
    for (const value of ["", "2026-11-23", "2026-02-30T10:00", "2026-11-23T24:00", "yesterday"])
      expect(instantFromShopLocal(value)).toBeNull();
  });
});
