import { describe, expect, it } from "vitest";
import { asksForSubscription, productPagePath } from "./product-links.ts";

describe("links into a product page", () => {
  it("name the product, the subscription when asked for, and the English page's language", () => {
    expect(productPagePath("papillex", "ro")).toBe("/products/papillex");
    expect(productPagePath("papillex", "en")).toBe("/products/papillex?lng=en");
    expect(productPagePath("endo-well", "ro", { subscription: true })).toBe("/products/endo-well?purchase=subscription");
    expect(productPagePath("endo-well", "en", { subscription: true })).toBe("/products/endo-well?purchase=subscription&lng=en");
  });

  it("are read back, and nothing else asks for the subscription", () => {
    expect(asksForSubscription(productPagePath("ahcc", "en", { subscription: true }).split("?")[1]!)).toBe(true);
    expect(asksForSubscription("?purchase=subscription&utm_source=email")).toBe(true);
    expect(asksForSubscription("")).toBe(false);
    expect(asksForSubscription("?purchase=bundle")).toBe(false);
    expect(asksForSubscription("?purchase=Subscription")).toBe(false);
  });
});
