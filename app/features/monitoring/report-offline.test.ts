import { expect, it, vi } from "vitest";
import { logError } from "./report.ts";

const imports = vi.hoisted(() => ({ count: 0 }));
vi.mock("./client-logger.ts", () => {
  imports.count += 1;
  throw new Error("Failed to fetch dynamically imported module");
});

// Vitest fails a run on an unhandled rejection: a logger that cannot load must not raise one, which the page's own
// uncaught-error handler would report, and fail to load for, without end.
it("drops a report whose logger cannot load, raises nothing, and tries the import again for the next", async () => {
  expect(() => logError(new Error("offline"))).not.toThrow();
  await vi.waitFor(() => expect(imports.count).toBe(1));
  await new Promise((resolve) => setTimeout(resolve, 20));
  logError(new Error("still offline"));
  await vi.waitFor(() => expect(imports.count).toBe(2));
});
