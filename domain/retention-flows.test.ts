import { describe, expect, it } from "vitest";
import { DEFAULT_ABANDONED_CHECKOUT, DEFAULT_REFILL_REMINDER, DEFAULT_WELCOME, flowSettingsSchema } from "./retention-flows.ts";

describe("the flows' settings", () => {
  it("reads a setting saved before the refill reminder, the welcome and the abandoned checkout existed as their defaults", () => {
    const saved = { holdoutPercent: 10, flows: { review_request: { enabled: true, delayDays: 10 } } };
    expect(flowSettingsSchema.parse(saved).flows).toEqual({
      review_request: { enabled: true, delayDays: 10 },
      refill_reminder: DEFAULT_REFILL_REMINDER,
      welcome: DEFAULT_WELCOME,
      abandoned_checkout: { enabled: true, delayHours: [1, 24, 72], incentiveCode: null },
    });
    expect(DEFAULT_ABANDONED_CHECKOUT.incentiveCode).toBeNull();
  });

  it("keeps the incentive code as codes are written, and refuses delays that do not follow each other", () => {
    const read = (abandoned: object) =>
      flowSettingsSchema.safeParse({
        holdoutPercent: 10,
        flows: { review_request: { enabled: true, delayDays: 10 }, abandoned_checkout: { ...DEFAULT_ABANDONED_CHECKOUT, ...abandoned } },
      });
    expect(read({ incentiveCode: " revino10 " }).data?.flows.abandoned_checkout.incentiveCode).toBe("REVINO10");
    expect(read({ delayHours: [24, 24, 72] }).error?.issues[0]?.path).toEqual(["flows", "abandoned_checkout", "delayHours", 1]);
    expect(read({ delayHours: [1, 24, 337] }).error?.issues[0]?.path).toEqual(["flows", "abandoned_checkout", "delayHours", 2]);
  });
});
