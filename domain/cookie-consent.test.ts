/** Google Consent Mode v2's four signals from the banner's two categories (decision 0155). */
import { describe, expect, it } from "vitest";
import { consentModeSignals } from "./cookie-consent.ts";

describe("consentModeSignals", () => {
  it("grants the three advertising signals with marketing and analytics storage with statistics", () => {
    expect(consentModeSignals({ statistics: true, marketing: false })).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "granted",
    });
    expect(consentModeSignals({ statistics: false, marketing: true })).toEqual({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
      analytics_storage: "denied",
    });
  });

  it("denies everything before the shopper has chosen", () => {
    expect(Object.values(consentModeSignals(null))).toEqual(["denied", "denied", "denied", "denied"]);
  });
});
