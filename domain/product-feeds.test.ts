import { describe, expect, it } from "vitest";
import { FEED_LIMITS, feedId, feedPath, feedPrice, FEED_PRICE_PATTERN, isValidGtin, normalizedGtin } from "./product-feeds.ts";

describe("isValidGtin", () => {
  it.each([
    ["5901234123457", "EAN-13"],
    ["96385074", "EAN-8"],
    ["036000291452", "UPC-A (GTIN-12)"],
    ["10012345678902", "GTIN-14"],
    ["4006381333931", "EAN-13 of a pen"],
  ])("takes %s (%s)", (gtin) => expect(isValidGtin(gtin)).toBe(true));

  it.each([
    ["5901234123458", "a wrong check digit"],
    ["96385075", "a wrong EAN-8 check digit"],
    ["59012341234", "11 digits, no GTIN length"],
    ["590123412345", "12 digits with a wrong check digit"],
    ["590123412345a", "a letter"],
    ["", "nothing"],
    ["5901 234123457", "a space left in"],
  ])("refuses %j (%s)", (gtin) => expect(isValidGtin(gtin)).toBe(false));

  it("reads a printed number once its spaces and hyphens are taken out", () => {
    expect(isValidGtin(normalizedGtin(" 590-1234 123457 "))).toBe(true);
  });
});

describe("feed formats", () => {
  it("writes a price with two decimals and the currency, as Google and Meta read it", () => {
    expect(feedPrice(18_900, "RON")).toBe("189.00 RON");
    expect(feedPrice(50, "RON")).toBe("0.50 RON");
    expect(feedPrice(18_900, "RON")).toMatch(FEED_PRICE_PATTERN);
  });

  it("puts the English feed beside the Romanian one", () => {
    expect(feedPath("google", "ro")).toBe("/feeds/google.xml");
    expect(feedPath("meta", "en")).toBe("/feeds/en/meta.csv");
    expect(feedPath("compari", "en")).toBe("/feeds/en/compari.xml");
  });
});

describe("feedId", () => {
  it("keeps a SKU within Google's limit as it is", () => {
    expect(feedId("PAP-3PK")).toBe("PAP-3PK");
    expect(feedId("x".repeat(FEED_LIMITS.id))).toBe("x".repeat(FEED_LIMITS.id));
  });

  it("shortens a longer SKU to the limit, keeping two that share their first 50 characters apart", () => {
    const shared = "ELARA-".padEnd(FEED_LIMITS.id, "0");
    const [first, second] = [feedId(`${shared}-A`), feedId(`${shared}-B`)];
    for (const id of [first, second]) {
      expect(id).toHaveLength(FEED_LIMITS.id);
      expect(id).toMatch(new RegExp(`^${shared.slice(0, 41)}-[0-9a-f]{8}$`));
    }
    expect(first).not.toBe(second);
    // The same SKU is the same item in every feed, every day.
    expect(feedId(`${shared}-A`)).toBe(first);
  });
});
