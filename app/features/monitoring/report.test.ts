import { afterEach, describe, expect, it, vi } from "vitest";
import { logError, logWarn } from "./report.ts";

const logger = vi.hoisted(() => ({ logError: vi.fn(), logWarn: vi.fn() }));
vi.mock("./client-logger.ts", () => logger);

afterEach(() => vi.clearAllMocks());

describe("reports", () => {
  it("reach the logger once its chunk has loaded, in the order they were made", async () => {
    const failure = new Error("first");
    logError(failure, { component: "ProductView" });
    logWarn("second", { action: "load" });
    logError("third");
    await vi.waitFor(() => expect(logger.logError).toHaveBeenCalledTimes(2));
    expect(logger.logError.mock.calls).toEqual([
      [failure, { component: "ProductView" }],
      ["third", undefined],
    ]);
    expect(logger.logWarn).toHaveBeenCalledWith("second", { action: "load" });
    expect(logger.logError.mock.invocationCallOrder[0]).toBeLessThan(logger.logWarn.mock.invocationCallOrder[0]!);
    expect(logger.logWarn.mock.invocationCallOrder[0]).toBeLessThan(logger.logError.mock.invocationCallOrder[1]!);
  });
});
