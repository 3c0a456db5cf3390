import { describe, expect, it } from "vitest";
import { CART_COOKIE_MAX_LINES, cartCookieValue, parseCartCookie } from "./cart-cookie.ts";

const VARIANT = "gid://shopify/ProductVariant/101";
const line = (id: string, quantity = 1) => ({ id, handle: "papillex", quantity });

describe("the cart cookie", () => {
  it("carries each line's variant, product and quantity, and reads back what it wrote", () => {
    const value = cartCookieValue([line(VARIANT, 2), { id: "gid://shopify/ProductVariant/205", handle: "ic-well", quantity: 1 }]);
    expect(value).not.toBe("");
    expect(value).not.toMatch(/[;,\s"]/);
    expect(parseCartCookie(decodeURIComponent(value!))).toEqual([
      { id: VARIANT, handle: "papillex", quantity: 2 },
      { id: "gid://shopify/ProductVariant/205", handle: "ic-well", quantity: 1 },
    ]);
  });

  it("is not written for an empty cart, nor for one too long for a cookie", () => {
    expect(cartCookieValue([])).toBe("");
    const many = Array.from({ length: CART_COOKIE_MAX_LINES + 1 }, (_, index) => line(`${VARIANT}${index}`));
    expect(cartCookieValue(many)).toBe("");
    expect(cartCookieValue(many.slice(0, CART_COOKIE_MAX_LINES))).not.toBe("");
    const long = Array.from({ length: 10 }, (_, index) => ({ id: `${"x".repeat(110)}${index}`, handle: "h".repeat(100), quantity: 1 }));
    expect(cartCookieValue(long)).toBe("");
  });

  it.each([
    ["nothing", undefined],
    ["not JSON", "[[gid"],
    ["not a list", '{"id":"v1"}'],
    ["a line of another shape", '[["v1","papillex"]]'],
    ["a handle that is no handle", '[["v1","../admin",1]]'],
    ["an id with markup", '[["<script>","papillex",1]]'],
    ["a quantity below 1", '[["v1","papillex",0]]'],
    ["a quantity above a line's limit", '[["v1","papillex",100]]'],
    ["a fractional quantity", '[["v1","papillex",1.5]]'],
    ["the same variant twice", '[["v1","papillex",1],["v1","papillex",2]]'],
    ["too many lines", JSON.stringify(Array.from({ length: CART_COOKIE_MAX_LINES + 1 }, (_, index) => [`v${index}`, "papillex", 1]))],
    ["a value longer than the browser wrote", `[["v1","papillex",1]${" ".repeat(2_000)}]`],
  ])("reads %s as no lines", (_, value) => {
    expect(parseCartCookie(value)).toEqual([]);
  });
});
