// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CartProvider, useCart } from "./cart-context.tsx";

const KEY = "elara_cart";
const item = { id: "v1", name: "Papillex - Single Bottle", image: "/i.svg", price: 189, variant: "Single Bottle", isSubscription: false };

function renderCart() {
  return renderHook(() => useCart(), { wrapper: ({ children }) => <CartProvider storageKey={KEY}>{children}</CartProvider> }).result;
}

afterEach(() => localStorage.clear());

describe("CartProvider", () => {
  it("loads the stored cart once, then saves every change", () => {
    localStorage.setItem(KEY, JSON.stringify([{ ...item, quantity: 2 }]));
    const cart = renderCart();
    expect(cart.current.itemCount).toBe(2);
    act(() => cart.current.addItem(item));
    expect(JSON.parse(localStorage.getItem(KEY) ?? "[]")[0].quantity).toBe(3);
  });

  it("treats unparseable stored data as an empty cart", () => {
    localStorage.setItem(KEY, "not json");
    expect(renderCart().current.itemCount).toBe(0);
  });

  it("follows changes made in another tab", () => {
    const cart = renderCart();
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: KEY, newValue: JSON.stringify([{ ...item, quantity: 4 }]) }));
    });
    expect(cart.current.itemCount).toBe(4);
  });

  it("opens and closes the drawer", () => {
    const cart = renderCart();
    act(() => cart.current.openDrawer());
    expect(cart.current.isDrawerOpen).toBe(true);
    act(() => cart.current.closeDrawer());
    expect(cart.current.isDrawerOpen).toBe(false);
  });

  it("refuses a second subscription with the subscription_limit error", () => {
    const cart = renderCart();
    const monthly = { ...item, id: "v3", isSubscription: true, subscriptionType: "monthly" };
    act(() => cart.current.addItem(monthly));
    act(() => cart.current.addItem({ ...monthly, id: "v9" }));
    expect(cart.current.error).toBe("subscription_limit");
    expect(cart.current.subscriptionCount).toBe(1);
  });
});
