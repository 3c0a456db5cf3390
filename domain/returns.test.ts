import { describe, expect, it } from "vitest";
import {
  SHOPIFY_RETURN_STATUS,
  lineRefundMinor,
  quoteRefund,
  receivedAt,
  returnTransitionAllowed,
  returnWindow,
  returnableUnits,
  withdrawalWindow,
} from "./returns.ts";

const at = (iso: string) => new Date(iso);
const delivered = { fulfilmentStatus: "delivered", shippedAt: at("2026-03-01T08:00:00Z"), deliveredAt: at("2026-03-02T12:00:00Z") };

describe("the return windows", () => {
  it("opens the store's 30 days at delivery and closes them 30 days later to the millisecond", () => {
    expect(returnWindow(delivered, at("2026-03-02T11:59:59Z"))).toEqual({ open: false, reason: "not_received", until: null });
    expect(returnWindow(delivered, at("2026-04-01T12:00:00Z"))).toEqual({ open: true, until: at("2026-04-01T12:00:00Z") });
    expect(returnWindow(delivered, at("2026-04-01T12:00:01Z"))).toEqual({
      open: false,
      reason: "window_closed",
      until: at("2026-04-01T12:00:00Z"),
    });
  });

  it("counts an order shipped but never marked delivered as received 5 days after shipping; an unshipped one not at all", () => {
    const shipped = { fulfilmentStatus: "shipped", shippedAt: at("2026-03-01T08:00:00Z"), deliveredAt: null };
    expect(receivedAt(shipped)).toEqual(at("2026-03-06T08:00:00Z"));
    expect(returnWindow(shipped, at("2026-03-05T08:00:00Z")).open).toBe(false);
    expect(returnWindow(shipped, at("2026-04-05T08:00:00Z"))).toEqual({ open: true, until: at("2026-04-05T08:00:00Z") });
    expect(receivedAt({ fulfilmentStatus: "packed", shippedAt: null, deliveredAt: null })).toBeNull();
  });

  it("lets the customer withdraw from the order before it arrives and until 14 days after receipt", () => {
    const unshipped = { fulfilmentStatus: "unfulfilled", shippedAt: null, deliveredAt: null };
    expect(withdrawalWindow(unshipped, at("2026-03-01T08:00:00Z")).open).toBe(true);
    expect(withdrawalWindow(delivered, at("2026-03-02T11:00:00Z")).open).toBe(true);
    expect(withdrawalWindow(delivered, at("2026-03-16T12:00:00Z"))).toEqual({ open: true, until: at("2026-03-16T12:00:00Z") });
    expect(withdrawalWindow(delivered, at("2026-03-16T12:00:01Z")).open).toBe(false);
  });
});

describe("what a return gives back", () => {
  // Two bottles of 179 lei with 10 % off the line: 322,20 lei paid.
  const bottles = { id: 1, quantity: 2, totalMinor: 35_800, discountMinor: 3_580 };
  const pack = { id: 2, quantity: 3, totalMinor: 10_000, discountMinor: 0 };

  it("gives back a unit's share of the price after the discount, the last unit taking what rounding left", () => {
    expect(lineRefundMinor(bottles, 1)).toBe(16_110);
    expect(lineRefundMinor(bottles, 1, 1)).toBe(16_110);
    expect(lineRefundMinor(pack, 1)).toBe(3_333);
    expect(lineRefundMinor(pack, 1, 1)).toBe(3_333);
    expect(lineRefundMinor(pack, 1, 2)).toBe(3_334);
    expect(lineRefundMinor(pack, 3)).toBe(10_000);
  });

  it("counts the units still returnable after earlier returns", () => {
    expect(returnableUnits([bottles, pack], new Map([[2, 2]]))).toEqual(
      new Map([
        [1, 2],
        [2, 1],
      ]),
    );
  });

  it("refunds shipping once, and only when the store is at fault or the customer withdraws", () => {
    const order = { shippingMinor: 1_999, shippingRefunded: false };
    expect(quoteRefund(order, [bottles, pack], [{ lineId: 1, units: 1, reason: "changed_mind" }])).toEqual({
      lines: [{ lineId: 1, units: 1, refundMinor: 16_110 }],
      itemsMinor: 16_110,
      shippingMinor: 0,
      totalMinor: 16_110,
    });
    expect(quoteRefund(order, [bottles, pack], [{ lineId: 2, units: 1, reason: "defective", returnedBefore: 2 }]).totalMinor).toBe(
      3_334 + 1_999,
    );
    expect(quoteRefund(order, [bottles], [{ lineId: 1, units: 2, reason: "withdrawal" }]).totalMinor).toBe(32_220 + 1_999);
    expect(
      quoteRefund({ ...order, shippingRefunded: true }, [bottles], [{ lineId: 1, units: 1, reason: "damaged_in_shipping" }]).totalMinor,
    ).toBe(16_110);
    expect(() => quoteRefund(order, [bottles], [{ lineId: 9, units: 1, reason: "other" }])).toThrow(/not the order's/);
  });
});

describe("return statuses", () => {
  it("lets the customer cancel only while it waits, and staff decide, receive and refund in that order", () => {
    expect(returnTransitionAllowed("pending", "cancelled", "customer")).toBe(true);
    expect(returnTransitionAllowed("approved", "cancelled", "customer")).toBe(false);
    expect(returnTransitionAllowed("pending", "approved", "customer")).toBe(false);
    expect(returnTransitionAllowed("pending", "approved", "staff")).toBe(true);
    expect(returnTransitionAllowed("approved", "processing", "staff")).toBe(true);
    expect(returnTransitionAllowed("processing", "completed", "staff")).toBe(true);
    expect(returnTransitionAllowed("pending", "completed", "staff")).toBe(false);
    expect(returnTransitionAllowed("completed", "cancelled", "staff")).toBe(false);
  });

  it("maps onto Shopify's ReturnStatus", () => {
    expect(SHOPIFY_RETURN_STATUS).toEqual({
      pending: "REQUESTED",
      approved: "OPEN",
      processing: "OPEN",
      completed: "CLOSED",
      rejected: "DECLINED",
      cancelled: "CANCELED",
    });
  });
});
