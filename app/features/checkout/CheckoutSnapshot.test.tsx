// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CartItem } from "#domain/cart";
import { stubFetchForEachTest } from "#tests/app/fetch-stub.ts";
import { jsonResponse } from "#tests/app/json-response.ts";
import { act, fireEvent, screen } from "@testing-library/react";
import { renderWithCart } from "#tests/app/cart-harness.tsx";
import { CheckoutSnapshot, keepRestoredShipping, sendCheckoutSnapshot } from "./CheckoutSnapshot.tsx";
import { checkoutStorageKeys, endCheckout } from "./checkout-storage.ts";

const keys = checkoutStorageKeys("Elara");
const fetchMock = stubFetchForEachTest();
const item = (quantity: number, subscription?: "monthly" | "quarterly"): CartItem => ({
  id: subscription ? "gid://shopify/ProductVariant/20" : "gid://shopify/ProductVariant/18",
  name: "Papillex",
  image: "",
  price: 189,
  quantity,
  variant: "O sticlă",
  isSubscription: subscription !== undefined,
  ...(subscription ? { subscriptionType: subscription } : {}),
  handle: "papillex",
  currencyCode: "RON",
});
const snapshot = (items: CartItem[]) => ({
  email: "ana@example.ro",
  language: "ro" as const,
  items,
  shippingServiceId: "sameday-locker",
  acceptsMarketing: false,
});
const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

beforeEach(() => {
  sessionStorage.clear();
  fetchMock.mockImplementation(async () => jsonResponse({ saved: true }));
});

describe("the checkout's snapshot", () => {
  it("sends each line's purchase under one checkout id, and never the same snapshot twice", async () => {
    await sendCheckoutSnapshot(keys, snapshot([item(2), item(1, "quarterly")]));
    await sendCheckoutSnapshot(keys, snapshot([item(2), item(1, "quarterly")]));
    await sendCheckoutSnapshot(keys, snapshot([item(3)]));
    const [first, second] = sentBodies();
    expect(sentBodies()).toHaveLength(2);
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/checkout/abandoned-cart");
    expect(first).toMatchObject({
      email: "ana@example.ro",
      language: "ro",
      lines: [
        { variantId: "gid://shopify/ProductVariant/18", quantity: 2, purchase: "once" },
        { variantId: "gid://shopify/ProductVariant/20", quantity: 1, purchase: "quarterly" },
      ],
      shippingServiceId: "sameday-locker",
    });
    expect(second!.checkoutId).toBe(first!.checkoutId);
    expect(first!.checkoutId).toMatch(/^[A-Za-z0-9-]{16,64}$/);
  });

  it("sends the cart after a placed order under a new checkout id", async () => {
    await sendCheckoutSnapshot(keys, snapshot([item(5)]));
    endCheckout(keys);
    await sendCheckoutSnapshot(keys, snapshot([item(6)]));
    const [ordered, next] = sentBodies();
    expect(next!.checkoutId).toMatch(/^[A-Za-z0-9-]{16,64}$/);
    expect(next!.checkoutId).not.toBe(ordered!.checkoutId);
  });

  it("drops a snapshot still waiting for the pause when the order is placed", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const { container } = renderWithCart(
        <form onSubmit={(event) => event.preventDefault()}>
          <input name="email" defaultValue="" />
          <CheckoutSnapshot />
          <button type="submit">Plasează comanda</button>
        </form>,
        { language: "ro", items: [item(7)] },
      );
      await vi.waitFor(() => expect(container.textContent).toContain("Îți păstrăm adresa"));
      const email = container.querySelector<HTMLInputElement>('input[name="email"]')!;
      fireEvent.input(email, { target: { value: "ana@example.ro" } });
      fireEvent.submit(container.querySelector("form")!);
      await act(async () => vi.advanceTimersByTime(5_000));
      expect(sentBodies()).toEqual([]);

      // Typing again after a refused order keeps the checkout as before.
      fireEvent.input(email, { target: { value: "ana@example.com" } });
      await act(async () => vi.advanceTimersByTime(5_000));
      expect(sentBodies().map((body) => body.email)).toEqual(["ana@example.com"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("sends a snapshot again after a failed one", async () => {
    fetchMock.mockImplementationOnce(async () => jsonResponse({ error: "busy" }, 503));
    await sendCheckoutSnapshot(keys, snapshot([item(4)]));
    await sendCheckoutSnapshot(keys, snapshot([item(4)]));
    expect(sentBodies()).toHaveLength(2);
  });

  it("chooses a restore link's delivery once the checkout lists it, and keeps the form it sits in", async () => {
    keepRestoredShipping("Elara", "sameday-locker");
    const { container } = renderWithCart(
      <form>
        <input name="email" defaultValue="" />
        <div id="services" />
        <CheckoutSnapshot />
      </form>,
      { language: "ro" },
    );
    await screen.findByText(/Îți păstrăm adresa/);
    await act(async () => {
      container.querySelector("#services")!.innerHTML =
        '<input type="radio" name="shippingServiceId" value="fan-courier" checked><input type="radio" name="shippingServiceId" value="sameday-locker">';
    });
    expect((container.querySelector('input[value="sameday-locker"]') as HTMLInputElement).checked).toBe(true);
    expect(sessionStorage.getItem(keys.restoredShipping)).toBeNull();
    expect(container.textContent).toContain("Îți păstrăm adresa");
  });
});
