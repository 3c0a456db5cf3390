import { describe, expect, it } from "vitest";
import { isDiscountPopupPath } from "./popup-paths.ts";

describe("isDiscountPopupPath (spec §2: product paths and /shop)", () => {
  it.each(["/shop", "/shop/", "/products/papillex", "/product/ahcc", "/product", "/products/endo-well/"])("offers it on %s", (path) => {
    expect(isDiscountPopupPath(path)).toBe(true);
  });

  it.each(["/", "/cart", "/checkout", "/products", "/our-story", "/blog", "/shopping", "/products/a/b", "/my-account"])(
    "not on %s",
    (path) => {
      expect(isDiscountPopupPath(path)).toBe(false);
    },
  );
});
