// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CartProvider, useCart } from "./cart-context.tsx";

const KEY = "elara_cart";
const item = {
  id: "v1",
  name: "Papillex - Single Bottle",
  image: "/i.svg",
  price: 189,
  variant: "Single Bottle",
  isSubscription: false,
  handle: "papillex",
  currencyCode: "RON",
};

function renderCart() {
  return renderHook(() => useCart(), { wrapper: ({ children }) => <CartProvider storageKey={KEY}>{children}</CartProvider> }).result;
}

const stored = () => JSON.parse(localStorage.getItem(KEY) ?? "null") as unknown;

function storageEvent(key: string | null, newValue: string | null) {
  window.dispatchEvent(new StorageEvent("storage", { key, newValue, storageArea: localStorage }));
}

afterEach(() => localStorage.clear());

describe("CartProvider", () => {
  it("loads the stored cart once, then saves every change", () => {
    localStorage.setItem(KEY, JSON.stringify([{ ...item, quantity: 2 }]));
    const cart = renderCart();
    expect(cart.current.itemCount).toBe(2);
    act(() => cart.current.addItem(item));
    expect(stored()).toEqual([{ ...item, quantity: 3 }]);
    act(() => cart.current.updateQuantity("v1", 5));
    expect(stored()).toEqual([{ ...item, quantity: 5 }]);
    act(() => cart.current.removeItem("v1"));
    expect(stored()).toEqual([]);
  });

  it("never writes the empty cart over the stored one while loading", () => {
    localStorage.setItem(KEY, JSON.stringify([{ ...item, quantity: 2 }]));
    const writes: string[] = [];
    const setItem = Storage.prototype.setItem;
    const spy = vi.spyOn(Storage.prototype, "setItem").mockImplementation(function (this: Storage, key: string, value: string) {
      if (key === KEY) writes.push(value);
      setItem.call(this, key, value);
    });
    renderCart();
    spy.mockRestore();
    expect(writes.map((value) => JSON.parse(value) as unknown)).not.toContainEqual([]);
    expect(stored()).toEqual([{ ...item, quantity: 2 }]);
  });

  it("treats unparseable stored data as an empty cart", () => {
    localStorage.setItem(KEY, "not json");
    expect(renderCart().current.itemCount).toBe(0);
  });

  it("follows changes made in another tab, including another tab clearing storage", () => {
    const cart = renderCart();
    act(() => storageEvent(KEY, JSON.stringify([{ ...item, quantity: 4 }])));
    expect(cart.current.itemCount).toBe(4);
    act(() => storageEvent("elara_currency", "EUR"));
    expect(cart.current.itemCount).toBe(4);
    act(() => storageEvent(null, null));
    expect(cart.current.itemCount).toBe(0);
  });

  it("records the last-added item for the drawer's banner", () => {
    const cart = renderCart();
    expect(cart.current.lastAdded).toBeNull();
    act(() => cart.current.addItem(item, 2));
    expect(cart.current.lastAdded).toEqual({ name: "Papillex - Single Bottle", variant: "Single Bottle", quantity: 2 });
  });

  it("opens and closes the drawer", () => {
    const cart = renderCart();
    act(() => cart.current.openDrawer());
    expect(cart.current.isDrawerOpen).toBe(true);
    act(() => cart.current.closeDrawer());
    expect(cart.current.isDrawerOpen).toBe(false);
  });

  it("refuses a second subscription with the subscription_limit error, which can be cleared", () => {
    const cart = renderCart();
    const monthly = { ...item, id: "v3", isSubscription: true, subscriptionType: "monthly" };
    act(() => cart.current.addItem(monthly));
    act(() => cart.current.addItem({ ...monthly, id: "v9", handle: "ahcc" }));
    expect(cart.current.error).toBe("subscription_limit");
    expect(cart.current.subscriptionCount).toBe(1);
    expect(cart.current.hasSubscription).toBe(true);
    act(() => cart.current.clearError());
    expect(cart.current.error).toBeNull();
  });

  it("clears the cart", () => {
    const cart = renderCart();
    act(() => cart.current.addItem(item, 3));
    act(() => cart.current.clearCart());
    expect(cart.current.items).toEqual([]);
    expect(stored()).toEqual([]);
  });
});
