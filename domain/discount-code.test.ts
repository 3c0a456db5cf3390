import { describe, expect, it } from "vitest";
import {
  brandCodePrefix,
  discountAmount,
  discountedSubtotal,
  discountPercentFromCode,
  isPersonalCodeOf,
  NEWSLETTER_DISCOUNT_PERCENT,
  normaliseDiscountCode,
  personalCodePrefix,
  POPUP_DISCOUNT_PERCENT,
} from "./discount-code.ts";

describe("discountPercentFromCode (spec §5 format rule)", () => {
  it.each([
    ["ELARA10", 10],
    ["ELARA5", 5],
    ["POPUP10", 10],
    ["POPUP99", 99],
    ["ELARA50", 50],
    ["ELARA010", 10],
    ["ELARA0", 0],
    ["ELARA150", 150],
    [" elara10 ", 10],
    ["popup15", 15],
    ["ELARA10-7KQ2MXBD", 10],
    ["elara5-abc23def", 5],
  ])("%s → %i %%", (code, percent) => {
    expect(discountPercentFromCode(code, "Elara")).toBe(percent);
  });

  it.each([
    "",
    "ELARA",
    "POPUP",
    "SAVE10",
    "10",
    "ELARA10X",
    "XELARA10",
    "ELARA 10",
    "ELARA-10",
    "ELARA1.5",
    "ELARA١٠",
    "ELARA10-",
    "ELARA10-AB-CD",
    "ELARA10_AB",
  ])("%j is any other code → 0", (code) => {
    expect(discountPercentFromCode(code, "Elara")).toBe(0);
  });

  it("follows the configured brand, and POPUP stays valid for every brand", () => {
    expect(discountPercentFromCode("NOVA20", "Nova")).toBe(20);
    expect(discountPercentFromCode("ELARA20", "Nova")).toBe(0);
    expect(discountPercentFromCode("POPUP20", "Nova")).toBe(20);
  });

  it("treats a brand with regular-expression characters literally", () => {
    expect(discountPercentFromCode("AB10", "A.B")).toBe(10);
    expect(discountPercentFromCode("AXB10", "A.B")).toBe(0);
  });

  it("gives 0 for digits too long to be a number", () => {
    expect(discountPercentFromCode(`ELARA${"9".repeat(30)}`, "Elara")).toBe(0);
  });
});

describe("brand prefix and issued codes", () => {
  it.each([
    ["Elara", "ELARA"],
    ["Élara Health", "ELARAHEALTH"],
    ["ițâș", "ITAS"],
    ["My-Brand 2", "MYBRAND2"],
  ])("%s → %s", (brand, prefix) => {
    expect(brandCodePrefix(brand)).toBe(prefix);
  });

  it("starts the popup's personal codes with ELARA10- and the newsletter's with ELARA5-", () => {
    expect(personalCodePrefix("Elara", POPUP_DISCOUNT_PERCENT)).toBe("ELARA10-");
    expect(personalCodePrefix("Elara", NEWSLETTER_DISCOUNT_PERCENT)).toBe("ELARA5-");
    // A long brand is cut, so the code stays short enough to type and for the admin's code field.
    expect(personalCodePrefix("Elara Health and Vitality", 10)).toBe("ELARAHEALTHA10-");
  });

  it("issues personal codes the format rule reads back as their percent", () => {
    for (const brand of ["Elara", "Nova Vita", "Ăla"]) {
      expect(discountPercentFromCode(`${personalCodePrefix(brand, 10)}7KQ2MXBD`, brand)).toBe(10);
    }
  });

  it("recognises an offer's personal codes and no other", () => {
    expect(isPersonalCodeOf(" elara10-7kq2mxbd ", "Elara", 10)).toBe(true);
    expect(isPersonalCodeOf("ELARA10-7KQ2MXBD", "Elara", 5)).toBe(false);
    expect(isPersonalCodeOf("ELARA10", "Elara", 10)).toBe(false);
    expect(isPersonalCodeOf("ELARA10-", "Elara", 10)).toBe(false);
    expect(isPersonalCodeOf("NOVA10-7KQ2MXBD", "Elara", 10)).toBe(false);
  });

  it("normalises by trimming and capitalising", () => {
    expect(normaliseDiscountCode("  elara5\n")).toBe("ELARA5");
  });
});

describe("discountedSubtotal (minor units)", () => {
  it.each([
    // subtotal, percent, discounted
    [4995, 10, 4495], // 49.95 − 4.995 → the half goes to the shopper: 44.95
    [5999, 10, 5399], // 59.99 − 5.999 → 54.99
    [18900, 10, 17010],
    [18900, 5, 17955],
    [4495, 5, 4270], // 44.95 − 2.2475 → 2.25 off → 42.70
    [20000, 0, 20000],
    [20000, 100, 0],
    [20000, 150, 0], // never below 0
    [0, 10, 0],
    [1, 10, 1], // 0.001 lei off rounds to nothing
    [5, 10, 4], // 0.5 of a ban rounds up to 1 ban off
  ])("%i at %i %% → %i", (subtotal, percent, expected) => {
    expect(discountedSubtotal(subtotal, percent)).toBe(expected);
  });

  it("gives no discount for a negative or non-finite percent", () => {
    expect(discountedSubtotal(4995, -10)).toBe(4995);
    expect(discountedSubtotal(4995, Number.NaN)).toBe(4995);
  });

  it("discount line plus discounted subtotal is the subtotal", () => {
    for (const [subtotal, percent] of [
      [4995, 10],
      [4495, 5],
      [12345, 15],
      [999, 33],
    ] as const) {
      expect(discountAmount(subtotal, percent) + discountedSubtotal(subtotal, percent)).toBe(subtotal);
    }
  });
});
