import { describe, expect, it } from "vitest";
import { shopLocalDateTime } from "./dates.ts";
import { nextPickupWindow } from "./courier-pickup.ts";

/** The window as the shop's clock reads it: "2026-11-27T14:00 – 2026-11-27T18:00". */
function windowAt(instant: string): string {
  const { from, to } = nextPickupWindow(new Date(instant));
  return `${shopLocalDateTime(from)} – ${shopLocalDateTime(to)}`;
}

describe("when the courier comes for the parcels just made", () => {
  it.each([
    ["a working morning: the same afternoon", "2026-11-27T08:30:00Z", "2026-11-27T14:00 – 2026-11-27T18:00"],
    ["a working afternoon: the next working day, from the morning", "2026-11-26T13:00:00Z", "2026-11-27T10:00 – 2026-11-27T18:00"],
    [
      "a Friday afternoon: Monday, past St Andrew's Day and Romania's national day",
      "2026-11-27T12:00:00Z",
      "2026-12-02T10:00 – 2026-12-02T18:00",
    ],
    ["Easter Saturday morning: the Tuesday after Easter Monday", "2026-04-11T07:00:00Z", "2026-04-14T10:00 – 2026-04-14T18:00"],
    ["summer time, a working morning at 11:59", "2026-07-15T08:59:00Z", "2026-07-15T14:00 – 2026-07-15T18:00"],
  ])("%s", (_case, now, window) => {
    expect(windowAt(now)).toBe(window);
  });
});
