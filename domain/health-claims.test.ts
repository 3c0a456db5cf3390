/**
 * A health claim's condition of use (issue 44, decision 0097): a claim on a nutrient is refused while the product's
 * daily portion gives less than the condition's share of the nutrient reference value, or none of the nutrient, and
 * the refusal names the nutrient and the condition in both languages.
 */
import { describe, expect, it } from "vitest";
import {
  chosenClaimRefusals,
  claimConditionRefusal,
  dailyNutrientsOf,
  describeClaimRefusal,
  productClaimsSchema,
  SOURCE_OF_MIN_NRV_PERCENT,
  type AuthorisedClaim,
} from "./health-claims.ts";

const claim = (nutrient: AuthorisedClaim["nutrient"]): AuthorisedClaim => ({
  id: 7,
  nutrient,
  text: { ro: "…", en: "…" },
  minNrvPercent: SOURCE_OF_MIN_NRV_PERCENT,
  source: "Regulation (EU) No 432/2012",
});

describe("a claim's condition of use", () => {
  it.each([
    ["magnesium", 11, false],
    ["magnesium", 14, false],
    ["magnesium", 15, true],
    ["vitamin_c", 100, true],
    ["zinc", 0, false],
    ["vitamin_d", 500, true],
  ] as const)("%s at %i %% NRV per daily portion: allowed %s", (nutrient, nrvPercent, allowed) => {
    const refusal = claimConditionRefusal(claim(nutrient), [{ nutrient, amount: "x", nrvPercent }]);
    expect(refusal === null).toBe(allowed);
    if (refusal) expect(refusal).toEqual({ claimId: 7, nutrient, minNrvPercent: 15, nrvPercent });
  });

  it("refuses a claim on a nutrient the product does not state, whatever else it holds", () => {
    expect(claimConditionRefusal(claim("selenium"), [{ nutrient: "zinc", amount: "10 mg", nrvPercent: 100 }])).toEqual({
      claimId: 7,
      nutrient: "selenium",
      minNrvPercent: 15,
      nrvPercent: null,
    });
  });

  it("names the nutrient and the condition, in Romanian and English", () => {
    const refusal = claimConditionRefusal(claim("magnesium"), [{ nutrient: "magnesium", amount: "40 mg", nrvPercent: 11 }])!;
    expect(describeClaimRefusal(refusal, "ro")).toBe(
      "Afirmația despre magneziu cere cel puțin 15 % din VNR în porția zilnică; produsul are 11 %.",
    );
    expect(describeClaimRefusal(refusal, "en")).toBe(
      "The magnesium claim needs at least 15% of the NRV per daily portion; the product has 11%.",
    );
    expect(describeClaimRefusal({ ...refusal, nrvPercent: null }, "en")).toContain(
      "the label's nutrients table gives no %NRV for magnesium",
    );
    expect(describeClaimRefusal({ ...refusal, nrvPercent: null }, "ro")).toContain(
      "tabelul de nutrienți al etichetei nu dă %VNR pentru magneziu",
    );
  });

  it("reads the daily portion off the label's table: its rows with a nutrient code, their %NRV as a number", () => {
    const daily = dailyNutrientsOf([
      { code: "vitamin_c", amount: "80", unit: "mg", nrv: "100" },
      { code: null, amount: "300", unit: "mg", nrv: "" },
      { code: "vitamin_d", amount: "25", unit: "µg", nrv: "" },
    ]);
    expect(daily).toEqual([
      { nutrient: "vitamin_c", amount: "80 mg", nrvPercent: 100 },
      { nutrient: "vitamin_d", amount: "25 µg", nrvPercent: null },
    ]);
    // A coded row without its %NRV does not meet a condition; a plant extract's row is no nutrient of the register.
    expect(claimConditionRefusal(claim("vitamin_d"), daily)).toMatchObject({ nutrient: "vitamin_d", nrvPercent: null });
    expect(chosenClaimRefusals([claim("vitamin_c"), { ...claim("zinc"), id: 8 }], [8, 7], daily).map((refusal) => refusal.claimId)).toEqual(
      [8],
    );
  });

  it("takes ids only, and not too many", () => {
    expect(productClaimsSchema.safeParse({ claimIds: [1, 2] }).success).toBe(true);
    expect(productClaimsSchema.safeParse({ claimIds: ["vitamin C"] }).success).toBe(false);
    expect(productClaimsSchema.safeParse({ claimIds: Array.from({ length: 13 }, (_, i) => i + 1) }).success).toBe(false);
  });
});
