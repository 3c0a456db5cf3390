import { describe, expect, it } from "vitest";
import { shownFulfilment } from "./StatusBadge.tsx";

describe("the parcel's badge", () => {
  it("says a parcel coming back is on its way, and returned only once it arrived and settled the order", () => {
    expect(shownFulfilment({ status: "fulfilled", fulfilmentStatus: "returned_to_sender" })).toBe("returning_to_sender");
    expect(shownFulfilment({ status: "paid", fulfilmentStatus: "returned_to_sender" })).toBe("returning_to_sender");
    expect(shownFulfilment({ status: "cancelled", fulfilmentStatus: "returned_to_sender" })).toBe("returned_to_sender");
    expect(shownFulfilment({ status: "refunded", fulfilmentStatus: "returned_to_sender" })).toBe("returned_to_sender");
    expect(shownFulfilment({ status: "cancelled", fulfilmentStatus: "packed" })).toBe("stopped");
  });
});
