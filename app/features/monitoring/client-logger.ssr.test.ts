import { describe, expect, it, vi } from "vitest";
import { getRecentLogs, logError } from "./client-logger.ts";

describe("the client logger during server rendering", () => {
  it("imports and runs without a window, recording and sending nothing", () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    expect(typeof window).toBe("undefined");
    expect(() => logError(new Error("rendered on the server"))).not.toThrow();
    expect(getRecentLogs()).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
