// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const logError = vi.hoisted(() => vi.fn());
vi.mock("./report.ts", () => ({ logError }));

const { captureGlobalErrors } = await import("./global-errors.ts");

let stop: () => void = () => undefined;
beforeEach(() => {
  logError.mockReset();
  stop = captureGlobalErrors();
});
afterEach(() => stop());

describe("captureGlobalErrors", () => {
  it("logs an uncaught error with where it was thrown, without the script's query string", () => {
    const error = new TypeError("x is not a function");
    window.dispatchEvent(
      new ErrorEvent("error", { error, message: error.message, filename: "http://localhost/assets/app.js?v=1#x", lineno: 3, colno: 14 }),
    );
    expect(logError).toHaveBeenCalledWith(error, {
      component: "window",
      action: "error",
      metadata: { source: "http://localhost/assets/app.js", line: 3, column: 14 },
    });
  });

  it("logs a cross-origin 'Script error.' by its text", () => {
    window.dispatchEvent(new ErrorEvent("error", { message: "Script error." }));
    expect(logError).toHaveBeenCalledWith("Script error.", { component: "window", action: "error" });
  });

  it("logs an unhandled promise rejection with its reason", () => {
    const reason = new Error("load failed");
    window.dispatchEvent(Object.assign(new Event("unhandledrejection"), { reason }));
    expect(logError).toHaveBeenCalledWith(reason, { component: "window", action: "unhandledrejection" });
  });

  it("stops listening when asked", () => {
    stop();
    window.dispatchEvent(new ErrorEvent("error", { message: "late" }));
    expect(logError).not.toHaveBeenCalled();
  });
});
