import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, type OrderStatus } from "./order-contract.ts";
import {
  FULFILMENT_STATES,
  ORDER_ACTIONS,
  orderTransition,
  placedOrderEvents,
  placedOrderStatus,
  type FulfilmentState,
  type OrderAction,
  type OrderState,
} from "./order-lifecycle.ts";

const state = (status: OrderStatus, fulfilment: FulfilmentState = "unfulfilled"): OrderState => ({ status, fulfilment });

/** Every (status, fulfilment) pair from which `action` is allowed. */
function startsOf(action: OrderAction): string[] {
  return ORDER_STATUSES.flatMap((status) =>
    FULFILMENT_STATES.filter((fulfilment) => orderTransition({ status, fulfilment }, action).allowed).map((f) => `${status}/${f}`),
  );
}

describe("an order's lifecycle", () => {
  it("is placed paid from store credit, due to the courier, or waiting for its payment page", () => {
    expect(placedOrderStatus({ paidInFull: true, cashOnDelivery: true })).toBe("paid");
    expect(placedOrderStatus({ paidInFull: false, cashOnDelivery: true })).toBe("payment_due_on_delivery");
    expect(placedOrderStatus({ paidInFull: false, cashOnDelivery: false })).toBe("pending_payment");
    expect(placedOrderEvents("paid")).toEqual(["order.placed", "order.confirmed", "order.paid"]);
    expect(placedOrderEvents("payment_due_on_delivery")).toEqual(["order.placed", "order.confirmed"]);
    expect(placedOrderEvents("pending_payment")).toEqual(["order.placed"]);
  });

  it("is paid only while it waits for its money, confirming it", () => {
    expect(orderTransition(state("pending_payment"), "pay")).toEqual({
      allowed: true,
      next: state("paid"),
      timeline: null,
      events: ["order.confirmed", "order.paid"],
    });
    expect(startsOf("pay")).toEqual(["pending_payment/unfulfilled"]);
    for (const status of ["paid", "cancelled", "refunded"] as const)
      expect(orderTransition(state(status), "pay")).toEqual({ allowed: false, reason: "status" });
  });

  it("packs and ships only a confirmed order whose parcel has not left, and shipping marks it fulfilled", () => {
    expect(startsOf("pack")).toEqual(["payment_due_on_delivery/unfulfilled", "paid/unfulfilled"]);
    expect(orderTransition(state("paid", "packed"), "ship")).toMatchObject({ allowed: true, next: state("fulfilled", "shipped") });
    expect(orderTransition(state("payment_due_on_delivery"), "ship")).toMatchObject({ next: state("fulfilled", "shipped") });
    expect(orderTransition(state("pending_payment"), "ship")).toEqual({ allowed: false, reason: "status" });
    expect(orderTransition(state("cancelled", "packed"), "ship")).toEqual({ allowed: false, reason: "status" });
  });

  it("is stopped by staff or by the customer's withdrawal only before the parcel leaves", () => {
    for (const action of ["cancel", "withdraw"] as const) {
      expect(startsOf(action)).toEqual([
        "payment_due_on_delivery/unfulfilled",
        "payment_due_on_delivery/packed",
        "paid/unfulfilled",
        "paid/packed",
      ]);
      expect(orderTransition(state("paid", "packed"), action)).toMatchObject({
        next: state("cancelled", "packed"),
        events: ["order.cancelled"],
      });
    }
    expect(orderTransition(state("paid"), "withdraw")).toMatchObject({ timeline: "withdrawn" });
    expect(orderTransition(state("paid"), "cancel")).toMatchObject({ timeline: "cancelled" });
  });

  it("abandons only an order nobody paid", () => {
    expect(startsOf("abandon")).toEqual(["pending_payment/unfulfilled"]);
    expect(startsOf("pay_on_delivery")).toEqual(["pending_payment/unfulfilled"]);
  });

  it("delivers a parcel on its way; a refunded order stays refunded", () => {
    expect(orderTransition(state("fulfilled", "shipped"), "deliver")).toMatchObject({ next: state("delivered", "delivered") });
    expect(orderTransition(state("refunded", "shipped"), "deliver")).toMatchObject({ next: state("refunded", "delivered") });
    expect(orderTransition(state("fulfilled", "delivered"), "deliver")).toEqual({ allowed: false, reason: "fulfilment" });
    expect(orderTransition(state("paid", "packed"), "deliver")).toEqual({ allowed: false, reason: "status" });
  });

  it("takes the courier's cash only for a delivered parcel, without changing the status", () => {
    expect(startsOf("collect_cash_on_delivery")).toEqual(["delivered/delivered"]);
    // Collected for a parcel not yet marked delivered: delivered first, with the collection's entry alone on the timeline.
    expect(orderTransition(state("fulfilled", "shipped"), "deliver_collecting_cash")).toEqual({
      allowed: true,
      next: state("delivered", "delivered"),
      timeline: null,
      events: ["order.delivered"],
    });
    expect(orderTransition(state("delivered", "delivered"), "collect_cash_on_delivery")).toEqual({
      allowed: true,
      next: state("delivered", "delivered"),
      timeline: "cod_collected",
      events: ["order.paid"],
    });
  });

  it("refunds whole into refunded, except a cancelled order, which stays cancelled; a part leaves the status", () => {
    expect(orderTransition(state("delivered", "delivered"), "refund_whole")).toMatchObject({ next: state("refunded", "delivered") });
    expect(orderTransition(state("cancelled"), "refund_whole")).toMatchObject({ next: state("cancelled") });
    expect(orderTransition(state("fulfilled", "shipped"), "refund_part")).toMatchObject({ next: state("fulfilled", "shipped") });
    for (const action of ["refund_whole", "refund_part"] as const) {
      expect(orderTransition(state("pending_payment"), action)).toEqual({ allowed: false, reason: "status" });
      expect(orderTransition(state("refunded"), action)).toEqual({ allowed: false, reason: "status" });
    }
  });

  it("follows a courier's parcel from the depot to the door or back to the shop", () => {
    const walk = (from: FulfilmentState, actions: OrderAction[]) =>
      actions.reduce<OrderState>(
        (current, action) => {
          const outcome = orderTransition(current, action);
          if (!outcome.allowed) throw new Error(`${action} refused from ${current.fulfilment}`);
          return outcome.next;
        },
        state("fulfilled", from),
      );
    expect(walk("shipped", ["hand_to_carrier", "out_for_delivery", "deliver"])).toEqual(state("delivered", "delivered"));
    expect(walk("shipped", ["hand_to_carrier", "out_for_delivery", "delivery_failed", "out_for_delivery", "deliver"])).toEqual(
      state("delivered", "delivered"),
    );
    expect(walk("shipped", ["hand_to_carrier", "out_for_delivery", "refuse", "return_to_sender"])).toEqual(
      state("fulfilled", "returned_to_sender"),
    );
    expect(orderTransition(state("fulfilled", "returned_to_sender"), "deliver")).toEqual({ allowed: false, reason: "fulfilment" });
    expect(orderTransition(state("fulfilled", "returned_to_sender"), "cancel_returned")).toEqual({
      allowed: true,
      next: state("cancelled", "returned_to_sender"),
      timeline: "cancelled",
      events: ["order.cancelled"],
    });
    expect(orderTransition(state("delivered", "delivered"), "cancel_returned")).toMatchObject({
      next: state("cancelled", "returned_to_sender"),
    });
    expect(orderTransition(state("cancelled", "returned_to_sender"), "cancel_returned")).toEqual({ allowed: false, reason: "status" });
    expect(orderTransition(state("paid", "packed"), "cancel_returned")).toEqual({ allowed: false, reason: "status" });
    expect(orderTransition(state("paid", "packed"), "hand_to_carrier")).toEqual({ allowed: false, reason: "fulfilment" });
  });

  it("ends in cancelled and refunded: nothing moves them but a refund of a cancelled order or a parcel's arrival", () => {
    const fromCancelled = ORDER_ACTIONS.filter((action) =>
      FULFILMENT_STATES.some((f) => orderTransition(state("cancelled", f), action).allowed),
    );
    expect(fromCancelled).toEqual([
      "hand_to_carrier",
      "out_for_delivery",
      "delivery_failed",
      "refuse",
      "return_to_sender",
      "refund_part",
      "refund_whole",
    ]);
    const fromRefunded = ORDER_ACTIONS.filter((action) =>
      FULFILMENT_STATES.some((f) => orderTransition(state("refunded", f), action).allowed),
    );
    expect(fromRefunded).toEqual(["hand_to_carrier", "out_for_delivery", "delivery_failed", "refuse", "return_to_sender", "deliver"]);
  });
});
