import { describe, expect, it } from "vitest";
import { findRomanianCounty, ROMANIAN_COUNTIES } from "./romanian-counties.ts";

describe("Romanian counties", () => {
  it("lists the 41 counties and Bucharest once each, in Romanian alphabetical order", () => {
    expect(ROMANIAN_COUNTIES).toHaveLength(42);
    expect(new Set(ROMANIAN_COUNTIES.map((county) => county.code)).size).toBe(42);
    const names = ROMANIAN_COUNTIES.map((county) => county.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("ro").compare));
  });

  it("writes the names with comma-below diacritics", () => {
    const names = ROMANIAN_COUNTIES.map((county) => county.name).join(" ");
    expect(names).toContain("Constanța");
    expect(names).toContain("Iași");
    expect(names).not.toMatch(/[şţ]/);
  });

  it("finds a county however its name is typed", () => {
    expect(findRomanianCounty("Arges")?.code).toBe("AG");
    expect(findRomanianCounty(" argeş ")?.code).toBe("AG");
    expect(findRomanianCounty("BUCUREȘTI")?.code).toBe("B");
    expect(findRomanianCounty("Bistrita-Nasaud")?.name).toBe("Bistrița-Năsăud");
    expect(findRomanianCounty("Bavaria")).toBeUndefined();
  });
});
