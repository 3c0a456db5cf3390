/**
 * The cancel form's answers (decision 0170): the "takes weeks" text passes the store's claims checker in both
 * languages, with and without a daily portion; the settings' bounds; the results' shares.
 */
import { describe, expect, it } from "vitest";
import { checkText } from "./claims-check.ts";
import { DEFAULT_SAVE_OFFER_SETTINGS, saveOfferSettingsErrors, saveResults, takesWeeksText } from "./save-offers.ts";

describe("why supplements take weeks", () => {
  it.each(["ro", "en"] as const)("makes no claim the checker refuses, in %s, and names the label's daily portion", (language) => {
    for (const portion of ["2 capsule pe zi", null]) {
      const text = takesWeeksText(language, portion);
      expect(checkText({ field: "takesWeeks", text, language })).toEqual([]);
      if (portion) expect(text).toContain(portion);
    }
  });

  it("is caught by the checker when a cure is promised: the check can fail", () => {
    expect(checkText({ field: "takesWeeks", text: `${takesWeeksText("ro", null)} Vindecă boala.`, language: "ro" })).not.toEqual([]);
  });
});

describe("the owner's settings", () => {
  it("keeps the percent 5–50, the cooldown 1–24 months and the holdout 0–50 %", () => {
    expect(saveOfferSettingsErrors(DEFAULT_SAVE_OFFER_SETTINGS)).toEqual({});
    expect(saveOfferSettingsErrors({ discountPercent: 4, cooldownMonths: 25, holdoutPercent: 51 })).toEqual({
      discountPercent: "range",
      cooldownMonths: "range",
      holdoutPercent: "range",
    });
    expect(saveOfferSettingsErrors({ discountPercent: 15.5, cooldownMonths: "6", holdoutPercent: 0 })).toEqual({
      discountPercent: "range",
      cooldownMonths: "range",
    });
  });
});

describe("the results", () => {
  it("compares the offer arm's saves with the holdout's not cancelled, per reason", () => {
    const results = saveResults([
      { reason: "too_expensive", arm: "offer", outcome: "saved" },
      { reason: "too_expensive", arm: "offer", outcome: "cancelled" },
      { reason: "too_expensive", arm: "offer", outcome: "abandoned" },
      { reason: "too_expensive", arm: "offer", outcome: "saved" },
      { reason: "too_expensive", arm: "holdout", outcome: "cancelled" },
      { reason: "too_expensive", arm: "holdout", outcome: "abandoned" },
      { reason: "other", arm: "offer", outcome: "cancelled" },
    ]);
    const expensive = results.find((row) => row.reason === "too_expensive")!;
    expect(expensive.offer).toEqual({ attempts: 4, saved: 2, cancelled: 1, notCancelled: 3, savedShare: 0.5, notCancelledShare: 0.75 });
    expect(expensive.holdout).toMatchObject({ attempts: 2, notCancelled: 1, notCancelledShare: 0.5 });
    expect(expensive.difference).toBe(0);
    expect(results.find((row) => row.reason === "other")!.difference).toBeNull();
    expect(results.map((row) => row.reason)).toHaveLength(6);
  });
});
