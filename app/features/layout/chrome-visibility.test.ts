import { describe, expect, it } from "vitest";
import { isBottomBarHidden } from "./chrome-visibility.ts";

describe("isBottomBarHidden", () => {
  it.each(["/cart", "/checkout", "/blog/cart-tips", "/my-account/checkout-history"])("hides the bar on %s", (path) => {
    expect(isBottomBarHidden(path)).toBe(true);
  });

  it.each(["/", "/shop", "/products/ahcc", "/my-account", "/finish"])("shows the bar on %s", (path) => {
    expect(isBottomBarHidden(path)).toBe(false);
  });
});
