import { describe, expect, it } from "vitest";
import {
  cartReducer,
  EMPTY_CART,
  hasSubscription,
  itemCount,
  MAX_LINE_QUANTITY,
  parseLineQuantity,
  parseStoredCart,
  quantityThatFits,
  subscriptionCount,
  type CartItem,
} from "./cart.ts";

const bottle = {
  id: "v1",
  name: "Papillex - Single Bottle",
  image: "/i.svg",
  price: 189,
  variant: "Single Bottle",
  isSubscription: false,
  handle: "papillex",
  currencyCode: "RON",
};
const monthly = {
  id: "v3",
  name: "Papillex - Monthly Subscription",
  image: "/i.svg",
  price: 170,
  variant: "Monthly Subscription",
  isSubscription: true,
  subscriptionType: "monthly",
  handle: "papillex",
  currencyCode: "RON",
};
const otherMonthly = { ...monthly, id: "v9", name: "AHCC - Monthly Subscription", handle: "ahcc" };

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

  it(`never lets a line pass ${MAX_LINE_QUANTITY}: an add takes only what fits, and a full line takes nothing`, () => {
    let state = cartReducer(EMPTY_CART, { type: "add", item: bottle, quantity: 7 });
    state = cartReducer(state, { type: "add", item: bottle, quantity: 99 });
    expect(state.items[0]?.quantity).toBe(99);
    expect(state.lastAdded).toMatchObject({ quantity: 92 });
    const full = cartReducer(state, { type: "add", item: bottle });
    expect(full).toBe(state);
    expect(quantityThatFits(state.items, bottle.id, 5)).toBe(0);
    expect(quantityThatFits(state.items, "another", 150)).toBe(MAX_LINE_QUANTITY);
  });

  it("keeps a line's price in the currency it was last added in", () => {
    let state = cartReducer(EMPTY_CART, { type: "add", item: bottle });
    state = cartReducer(state, { type: "add", item: { ...bottle, price: 37.99, currencyCode: "EUR" } });
    expect(state.items).toEqual([{ ...bottle, price: 37.99, currencyCode: "EUR", quantity: 2 }]);
  });

  it("records the last-added item: name, variant and the quantity of that add", () => {
    expect(EMPTY_CART.lastAdded).toBeNull();
    let state = cartReducer(EMPTY_CART, { type: "add", item: bottle, quantity: 2 });
    expect(state.lastAdded).toEqual({ name: "Papillex - Single Bottle", variant: "Single Bottle", quantity: 2 });
    state = cartReducer(state, { type: "add", item: bottle });
    expect(state.lastAdded?.quantity).toBe(1);
    // A refused add records nothing.
    state = cartReducer(state, { type: "add", item: monthly });
    const refused = cartReducer(state, { type: "add", item: otherMonthly });
    expect(refused.lastAdded).toBe(state.lastAdded);
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
    // A one-time item is still welcome, and a successful add clears the error too.
    const withBottle = cartReducer({ ...state, error: "subscription_limit" }, { type: "add", item: bottle });
    expect(withBottle.items).toHaveLength(2);
    expect(withBottle.error).toBeNull();
  });

  it("ignores quantities below 1 or not whole", () => {
    const state = cartReducer(EMPTY_CART, { type: "add", item: bottle, quantity: 2 });
    expect(cartReducer(state, { type: "setQuantity", id: "v1", quantity: 0 })).toBe(state);
    expect(cartReducer(state, { type: "setQuantity", id: "v1", quantity: -3 })).toBe(state);
    expect(cartReducer(state, { type: "setQuantity", id: "v1", quantity: 1.5 })).toBe(state);
    expect(cartReducer(state, { type: "setQuantity", id: "v1", quantity: Number.NaN })).toBe(state);
    expect(cartReducer(state, { type: "add", item: bottle, quantity: 0 })).toBe(state);
    expect(cartReducer(state, { type: "setQuantity", id: "v1", quantity: 5 }).items[0]?.quantity).toBe(5);
    expect(cartReducer(state, { type: "setQuantity", id: "v1", quantity: 1 }).items[0]?.quantity).toBe(1);
  });

  it("removes by id and clears", () => {
    let state = cartReducer(EMPTY_CART, { type: "add", item: bottle });
    state = cartReducer(state, { type: "add", item: monthly });
    expect(cartReducer(state, { type: "remove", id: "v1" }).items.map((i) => i.id)).toEqual(["v3"]);
    expect(cartReducer(state, { type: "remove", id: "nope" }).items).toHaveLength(2);
    expect(cartReducer(state, { type: "clear" }).items).toEqual([]);
  });

  it("replaces the items wholesale (another tab's cart), keeping the rest", () => {
    const state = cartReducer(EMPTY_CART, { type: "add", item: bottle });
    const replaced = cartReducer(state, { type: "replace", items: [{ ...monthly, quantity: 1 }] });
    expect(replaced.items.map((i) => i.id)).toEqual(["v3"]);
    expect(replaced.lastAdded).toBe(state.lastAdded);
  });
});

describe("derived values", () => {
  const items: CartItem[] = [
    { ...bottle, quantity: 2 },
    { ...monthly, quantity: 1 },
  ];
  it("counts items and subscriptions", () => {
    expect(itemCount(items)).toBe(3);
    expect(itemCount([])).toBe(0);
    expect(hasSubscription(items)).toBe(true);
    expect(subscriptionCount(items)).toBe(1);
    expect(hasSubscription([])).toBe(false);
    expect(subscriptionCount([{ ...bottle, quantity: 1 }])).toBe(0);
  });
});

describe("parseStoredCart", () => {
  it("falls back to an empty cart for missing, unparseable or non-list data", () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart(undefined)).toEqual([]);
    expect(parseStoredCart("")).toEqual([]);
    expect(parseStoredCart("{not json")).toEqual([]);
    expect(parseStoredCart('{"items":[]}')).toEqual([]);
    expect(parseStoredCart("null")).toEqual([]);
  });

  it("keeps valid items and drops malformed ones", () => {
    const { subscriptionType: _omitted, ...oneTime } = monthly;
    const stored = JSON.stringify([
      { ...bottle, quantity: 2 },
      { id: 5 },
      null,
      { ...monthly, quantity: 0 },
      { ...bottle, id: "v2", price: "9" },
      { ...bottle, id: "v4", price: -1 },
      { ...bottle, id: "v5", quantity: 1.5 },
      { ...bottle, id: "v6", handle: "" },
      { ...bottle, id: "v7", currencyCode: "lei" },
      { ...oneTime, id: "v8", quantity: 1 },
    ]);
    expect(parseStoredCart(stored)).toEqual([
      { ...bottle, quantity: 2 },
      { ...oneTime, id: "v8", quantity: 1 },
    ]);
  });
});

describe("parseLineQuantity", () => {
  it.each([
    ["1", 1],
    ["3", 3],
    [" 12 ", 12],
    [String(MAX_LINE_QUANTITY), 99],
  ])("%j → %i", (text, quantity) => {
    expect(parseLineQuantity(text)).toBe(quantity);
  });

  it.each(["0", "-1", "", "  ", "1.5", "2e1", "abc", "100", "3 bottles"])("%j leaves the line as it was", (text) => {
    expect(parseLineQuantity(text)).toBeNull();
  });
});
