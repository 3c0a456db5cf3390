import { describe, expect, it } from "vitest";
import { isBottomBarHidden, isChromeHidden } from "./chrome-visibility.ts";

describe("isChromeHidden", () => {
  it.each(["/cart", "/cart/", "/checkout", "/checkout/payment", "/en/checkout", "/finish", "/finish/abc", "/verify-magic-link"])(
    "hides header and footer on %s",
    (path) => {
      expect(isChromeHidden(path)).toBe(true);
    },
  );

  it.each([
    "/",
    "/shop",
    "/products/papillex",
    "/my-account",
    "/blog/cart-tips",
    "/finishing-touches",
    "/verify-magic-linked",
    "/cartography",
  ])("shows header and footer on %s", (path) => {
    expect(isChromeHidden(path)).toBe(false);
  });
});

describe("isBottomBarHidden", () => {
  it.each(["/cart", "/checkout", "/finish", "/verify-magic-link", "/blog/cart-tips", "/my-account/checkout-history"])(
    "hides the bar on %s",
    (path) => {
      expect(isBottomBarHidden(path)).toBe(true);
    },
  );

  it.each(["/", "/shop", "/products/ahcc", "/my-account"])("shows the bar on %s", (path) => {
    expect(isBottomBarHidden(path)).toBe(false);
  });
});
