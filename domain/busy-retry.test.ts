import { describe, expect, it } from "vitest";
import { busyRetryPauseMs } from "./busy-retry.ts";

describe("busyRetryPauseMs", () => {
  it("waits the seconds the store asked for, lengthened by up to half at random", () => {
    expect(busyRetryPauseMs("2", 0)).toBe(2_000);
    expect(busyRetryPauseMs("2", 0.999)).toBe(2_999);
  });

  it("waits a second when the store names no pause, or no number of seconds", () => {
    expect(busyRetryPauseMs(null, 0)).toBe(1_000);
    expect(busyRetryPauseMs("Wed, 21 Oct 2026 07:28:00 GMT", 0)).toBe(1_000);
    expect(busyRetryPauseMs("0", 0)).toBe(1_000);
  });

  it("never waits longer than eight seconds for one try", () => {
    expect(busyRetryPauseMs("3600", 0)).toBe(8_000);
  });
});
