// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import type { CartItem } from "#domain/cart";
import { stubFetchForEachTest } from "#tests/app/fetch-stub.ts";
import { jsonResponse } from "#tests/app/json-response.ts";
import { rememberLastOrder } from "./checkout-storage.ts";
import { checkoutSnapshotKeys, sendCheckoutSnapshot, takeRestoredShipping } from "./checkout-snapshot.ts";

const keys = checkoutSnapshotKeys("Elara");
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
  it("sends each line's purchase under one checkout id, never the same snapshot twice, and a new id after an order", async () => {
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

    rememberLastOrder(keys.lastOrder, { orderNumber: 1042, email: "ana@example.ro", accountRequested: false });
    await sendCheckoutSnapshot(keys, snapshot([item(1)]));
    expect(sentBodies()[2]!.checkoutId).not.toBe(first!.checkoutId);
  });

  it("sends a snapshot again after a failed one", async () => {
    fetchMock.mockImplementationOnce(async () => jsonResponse({ error: "busy" }, 503));
    await sendCheckoutSnapshot(keys, snapshot([item(4)]));
    await sendCheckoutSnapshot(keys, snapshot([item(4)]));
    expect(sentBodies()).toHaveLength(2);
  });

  it("gives the restored delivery once, and only when the checkout offers it", () => {
    sessionStorage.setItem(keys.restoredShipping, "sameday-locker");
    expect(takeRestoredShipping(keys.restoredShipping, [{ id: "fan-courier" }, { id: "sameday-locker" }])).toBe("sameday-locker");
    expect(takeRestoredShipping(keys.restoredShipping, [{ id: "sameday-locker" }])).toBeNull();
    sessionStorage.setItem(keys.restoredShipping, "gone");
    expect(takeRestoredShipping(keys.restoredShipping, [{ id: "fan-courier" }])).toBeNull();
  });
});
