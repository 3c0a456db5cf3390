import { afterEach, beforeEach, vi } from "vitest";

// A console.error during a test is a bug the test did not notice: fail it.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (consoleErrors.length > 0) {
    throw new Error(`console.error was called during the test:\n${consoleErrors.map((a) => a.map(String).join(" ")).join("\n")}`);
  }
});
