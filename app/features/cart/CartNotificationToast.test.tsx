// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { createTestI18n } from "#tests/app/test-i18n.ts";
import { ToastProvider } from "#app/features/toast/ToastProvider.tsx";
import { ToastViewport } from "#app/features/toast/ToastViewport.tsx";
import { CartProvider, useCart } from "./cart-context.tsx";
import {
  CART_NOTIFICATION_POLL_MS,
  CART_NOTIFICATION_SHOWN_MS,
  CART_NOTIFICATION_VALID_MS,
  readCartNotification,
  saveCartNotification,
} from "./cart-notification.ts";
import { CartNotificationToast } from "./CartNotificationToast.tsx";

const MESSAGE = "2 × Papillex (3-Pack) added to cart";
function DrawerButtons() {
  const { openDrawer, closeDrawer } = useCart();
  return (
    <>
      <button type="button" onClick={openDrawer}>
        Open drawer
      </button>
      <button type="button" onClick={closeDrawer}>
        Close drawer
      </button>
    </>
  );
}

function renderToast() {
  render(
    <I18nProvider i18n={createTestI18n("en")}>
      <ToastProvider>
        <CartProvider storageKey="elara_cart">
          <DrawerButtons />
          <CartNotificationToast />
        </CartProvider>
        <ToastViewport />
      </ToastProvider>
    </I18nProvider>,
  );
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const shown = () => screen.queryByText(MESSAGE);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-03-01T10:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe("the cart notification toast", () => {
  it("has the spec's timings", () => {
    expect([CART_NOTIFICATION_POLL_MS, CART_NOTIFICATION_VALID_MS, CART_NOTIFICATION_SHOWN_MS]).toEqual([200, 30_000, 5000]);
  });

  it("finds a notification at the next 200 ms poll, shows it for 5 s, then removes it", () => {
    renderToast();
    saveCartNotification(MESSAGE);
    advance(CART_NOTIFICATION_POLL_MS - 1);
    expect(shown()).toBeNull();
    advance(1);
    expect(shown()).not.toBeNull();
    expect(screen.getByRole("status").textContent).toContain(MESSAGE);
    advance(CART_NOTIFICATION_SHOWN_MS - 1);
    expect(shown()).not.toBeNull();
    expect(readCartNotification()).not.toBeNull();
    advance(1);
    expect(shown()).toBeNull();
    expect(readCartNotification()).toBeNull();
    // Removed: later polls find nothing to show again.
    advance(CART_NOTIFICATION_POLL_MS * 5);
    expect(shown()).toBeNull();
  });

  it("shows a notification under 30 s old, found when the page opens", () => {
    saveCartNotification(MESSAGE, Date.now() - (CART_NOTIFICATION_VALID_MS - 300));
    renderToast();
    advance(CART_NOTIFICATION_POLL_MS);
    expect(shown()).not.toBeNull();
  });

  it("ignores and removes a notification 30 s old or more", () => {
    saveCartNotification(MESSAGE, Date.now() - CART_NOTIFICATION_VALID_MS);
    renderToast();
    advance(CART_NOTIFICATION_POLL_MS);
    expect(shown()).toBeNull();
    expect(readCartNotification()).toBeNull();
  });

  it("waits while the cart drawer is open, which says the same", () => {
    renderToast();
    fireEvent.click(screen.getByRole("button", { name: "Open drawer" }));
    saveCartNotification(MESSAGE);
    advance(CART_NOTIFICATION_POLL_MS * 10);
    expect(shown()).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Close drawer" }));
    advance(CART_NOTIFICATION_POLL_MS);
    expect(shown()).not.toBeNull();
  });

  it("shows a newer notification in place of the one on screen", () => {
    renderToast();
    saveCartNotification(MESSAGE);
    advance(CART_NOTIFICATION_POLL_MS);
    advance(1000);
    saveCartNotification("1 × AHCC (Single Bottle) added to cart");
    advance(CART_NOTIFICATION_POLL_MS);
    expect(shown()).toBeNull();
    expect(screen.getByText("1 × AHCC (Single Bottle) added to cart")).toBeTruthy();
    // The first one's removal does not take the newer one with it.
    advance(CART_NOTIFICATION_SHOWN_MS - CART_NOTIFICATION_POLL_MS - 1000);
    expect(readCartNotification()?.message).toBe("1 × AHCC (Single Bottle) added to cart");
  });

  it("ignores unreadable stored data", () => {
    localStorage.setItem("cartNotification", "{broken");
    renderToast();
    advance(CART_NOTIFICATION_POLL_MS);
    expect(screen.queryByRole("status")).toBeNull();
  });
});
