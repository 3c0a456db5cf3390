import { describe, expect, it } from "vitest";
import { campaignParameterMatcher, DEFAULT_CAMPAIGN_PARAMETERS, isDefaultCampaignParameter } from "./campaign-parameters.ts";

describe("the default campaign parameters as the browser's pattern", () => {
  const fromList = campaignParameterMatcher(DEFAULT_CAMPAIGN_PARAMETERS);
  const names = [
    ...DEFAULT_CAMPAIGN_PARAMETERS.map((entry) => entry.replace("*", "source")),
    "UTM_Medium",
    "utm_",
    "FBCLID",
    "lng",
    "after",
    "order",
    "q",
    "gclid2",
    "xfbclid",
    "utm",
    "_gac",
    "mc_id",
  ];

  it.each(names)("agrees with the list on %s", (name) => {
    expect(isDefaultCampaignParameter(name)).toBe(fromList(name));
  });

  it("takes every entry of the list, and none of the page's own parameters", () => {
    expect(DEFAULT_CAMPAIGN_PARAMETERS.every((entry) => isDefaultCampaignParameter(entry.replace("*", "x")))).toBe(true);
    expect(["lng", "after", "order"].some(isDefaultCampaignParameter)).toBe(false);
  });
});
