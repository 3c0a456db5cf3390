// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import {
  attemptKey,
  cartFingerprint,
  checkoutStorageKeys,
  forgetAttempt,
  markOrderSettled,
  readLastOrder,
  rememberLastOrder,
} from "./checkout-storage.ts";

const keys = checkoutStorageKeys("Elara");
const cart = (quantity: number, discountCode: string | null = null) =>
  cartFingerprint({ lines: [{ variantId: "gid://shopify/ProductVariant/1", quantity }], discountCode, currencyCode: "RON" });

beforeEach(() => sessionStorage.clear());

describe("the checkout attempt's idempotency key", () => {
  it("is kept for the same cart, so a double submit or a reload cannot place a second order", () => {
    const first = attemptKey(keys.attempt, cart(1));
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(attemptKey(keys.attempt, cart(1))).toBe(first);
    expect(JSON.parse(sessionStorage.getItem("elara_checkout_attempt") ?? "null")).toEqual({ key: first, fingerprint: cart(1) });
  });

  it("is new once the cart, its code or its currency changes", () => {
    const first = attemptKey(keys.attempt, cart(1));
    const second = attemptKey(keys.attempt, cart(2));
    expect(second).not.toBe(first);
    expect(attemptKey(keys.attempt, cart(2, "ELARA10"))).not.toBe(second);
  });

  it("is new after it was forgotten (a conflict, a confirmed order)", () => {
    const first = attemptKey(keys.attempt, cart(1));
    forgetAttempt(keys.attempt);
    expect(attemptKey(keys.attempt, cart(1))).not.toBe(first);
  });

  it("does not depend on the order of the lines", () => {
    const lines = [
      { variantId: "gid://shopify/ProductVariant/1", quantity: 1 },
      { variantId: "gid://shopify/ProductVariant/4", quantity: 2 },
    ];
    expect(cartFingerprint({ lines, discountCode: null, currencyCode: "RON" })).toBe(
      cartFingerprint({ lines: [...lines].reverse(), discountCode: null, currencyCode: "RON" }),
    );
  });
});

describe("the last order and settled orders", () => {
  it("find the order this tab placed, by its number", () => {
    rememberLastOrder(keys.lastOrder, { orderNumber: 1001, email: "ana@example.ro", accountRequested: true });
    expect(readLastOrder(keys.lastOrder, 1001)).toEqual({ orderNumber: 1001, email: "ana@example.ro", accountRequested: true });
    expect(readLastOrder(keys.lastOrder, 1002)).toBeNull();
  });

  it("settle an order once", () => {
    expect(markOrderSettled(keys.settledOrders, 1001)).toBe(true);
    expect(markOrderSettled(keys.settledOrders, 1001)).toBe(false);
    expect(markOrderSettled(keys.settledOrders, 1002)).toBe(true);
  });
});
