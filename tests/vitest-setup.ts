import { afterEach, beforeEach, vi } from "vitest";

// A console.error during a test is a bug the test did not notice: fail it.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(async () => {
  // Testing Library cleans up after itself only with Vitest globals on; do it here for jsdom tests.
  if (typeof document !== "undefined") (await import("@testing-library/react")).cleanup();
  vi.mocked(console.error).mockRestore();
  if (consoleErrors.length > 0) {
    throw new Error(`console.error was called during the test:\n${consoleErrors.map((a) => a.map(String).join(" ")).join("\n")}`);
  }
});
