import { describe, expect, it } from "vitest";
import {
  cartReducer,
  EMPTY_CART,
  hasSubscription,
  itemCount,
  parseStoredCart,
  subscriptionCount,
  subtotal,
  type CartItem,
} from "./cart.ts";

const bottle = { id: "v1", name: "Papillex - Single Bottle", image: "/i.svg", price: 189, variant: "Single Bottle", isSubscription: false };
const monthly = {
  id: "v3",
  name: "Papillex - Monthly Subscription",
  image: "/i.svg",
  price: 170,
  variant: "Monthly Subscription",
  isSubscription: true,
  subscriptionType: "monthly",
};
const otherMonthly = { ...monthly, id: "v9", name: "AHCC - Monthly Subscription" };

describe("cartReducer", () => {
  it("appends a new item with quantity 1 by default, or the given quantity", () => {
    const one = cartReducer(EMPTY_CART, { type: "add", item: bottle });
    expect(one.items).toEqual([{ ...bottle, quantity: 1 }]);
    const withThree = cartReducer(EMPTY_CART, { type: "add", item: bottle, quantity: 3 });
    expect(withThree.items[0]?.quantity).toBe(3);
  });

  it("adds the quantity to an existing id instead of a second line", () => {
    let state = cartReducer(EMPTY_CART, { type: "add", item: bottle });
    state = cartReducer(state, { type: "add", item: bottle, quantity: 2 });
    expect(state.items).toHaveLength(1);
    expect(state.items[0]?.quantity).toBe(3);
  });

  it("refuses a second subscription with subscription_limit, which can be cleared", () => {
    let state = cartReducer(EMPTY_CART, { type: "add", item: monthly });
    state = cartReducer(state, { type: "add", item: otherMonthly });
    expect(state.items).toHaveLength(1);
    expect(state.error).toBe("subscription_limit");
    // The same subscription again is also a second subscription product in one order.
    expect(cartReducer(state, { type: "add", item: monthly }).items[0]?.quantity).toBe(1);
    state = cartReducer(state, { type: "clearError" });
    expect(state.error).toBeNull();
    // A one-time item is still welcome.
    expect(cartReducer(state, { type: "add", item: bottle }).items).toHaveLength(2);
  });

  it("ignores quantities below 1 or not whole", () => {
    const state = cartReducer(EMPTY_CART, { type: "add", item: bottle, quantity: 2 });
    expect(cartReducer(state, { type: "setQuantity", id: "v1", quantity: 0 })).toBe(state);
    expect(cartReducer(state, { type: "setQuantity", id: "v1", quantity: 1.5 })).toBe(state);
    expect(cartReducer(state, { type: "add", item: bottle, quantity: 0 })).toBe(state);
    expect(cartReducer(state, { type: "setQuantity", id: "v1", quantity: 5 }).items[0]?.quantity).toBe(5);
  });

  it("removes by id and clears", () => {
    let state = cartReducer(EMPTY_CART, { type: "add", item: bottle });
    state = cartReducer(state, { type: "add", item: monthly });
    expect(cartReducer(state, { type: "remove", id: "v1" }).items.map((i) => i.id)).toEqual(["v3"]);
    expect(cartReducer(state, { type: "clear" }).items).toEqual([]);
  });
});

describe("derived values", () => {
  const items: CartItem[] = [
    { ...bottle, quantity: 2 },
    { ...monthly, quantity: 1 },
  ];
  it("computes subtotal, item count and subscriptions", () => {
    expect(subtotal(items)).toBe(548);
    expect(itemCount(items)).toBe(3);
    expect(hasSubscription(items)).toBe(true);
    expect(subscriptionCount(items)).toBe(1);
    expect(hasSubscription([])).toBe(false);
  });
  it("keeps the subtotal free of float dust", () => {
    expect(subtotal([{ ...bottle, price: 0.1, quantity: 3 }])).toBe(0.3);
  });
});

describe("parseStoredCart", () => {
  it("falls back to an empty cart for missing, unparseable or non-list data", () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart("")).toEqual([]);
    expect(parseStoredCart("{not json")).toEqual([]);
    expect(parseStoredCart('{"items":[]}')).toEqual([]);
  });
  it("keeps valid items and drops malformed ones", () => {
    const stored = JSON.stringify([
      { ...bottle, quantity: 2 },
      { id: 5 },
      { ...monthly, quantity: 0 },
      { ...bottle, id: "v2", price: "9" },
    ]);
    expect(parseStoredCart(stored)).toEqual([{ ...bottle, quantity: 2 }]);
  });
});
