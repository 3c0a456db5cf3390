import { describe, expect, it } from "vitest";
import { SHIPMENT_STATES, shipmentActionTo, shipmentAllows, type ShipmentAction, type ShipmentState } from "./shipment-lifecycle.ts";

const allowedFrom = (action: ShipmentAction) => SHIPMENT_STATES.filter((state) => shipmentAllows(state, action));

describe("a shipment's lifecycle", () => {
  it("settles an AWB request once: created with its AWB, or failed when the courier refused it", () => {
    expect(allowedFrom("awb_created")).toEqual(["requested"]);
    expect(allowedFrom("awb_refused")).toEqual(["requested"]);
    expect(shipmentActionTo("awb_created")).toBe("created");
    expect(shipmentActionTo("awb_refused")).toBe("failed");
  });

  it("calls a parcel back only before the courier's first scan", () => {
    expect(allowedFrom("call_back")).toEqual(["created"]);
    expect(shipmentActionTo("call_back")).toBe("cancelled");
  });

  it("follows the courier's events from anywhere but a parcel called back", () => {
    const tracked: ShipmentState[] = SHIPMENT_STATES.filter((state) => state !== "cancelled");
    expect(allowedFrom("track")).toEqual(tracked);
    expect(shipmentActionTo("track")).toBe("courier");
  });
});
