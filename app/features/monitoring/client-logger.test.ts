// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { logEntrySchema, type LogEntry } from "#domain/monitoring-schemas";
import { MONITORING_BODY_LIMIT } from "#domain/monitoring";

// A fresh module per test: the buffer is module state, as it is per page load in a browser.
const loadLogger = async () => {
  vi.resetModules();
  return import("./client-logger.ts");
};

const fetchMock = vi.fn<typeof fetch>();
// The logger's fetch settles in a microtask or two; no timers involved.
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
const sentEntries = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as LogEntry);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ accepted: true }), { status: 202 }));
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  window.history.replaceState(null, "", "/products/papillex?variant=2&lng=en#reviews");
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(console.warn).mockRestore();
});

describe("the client logger", () => {
  it("records the spec's log entry: error, context with page, browser, session and customer", async () => {
    localStorage.setItem("user", JSON.stringify({ id: "gid://shopify/Customer/7", email: "ana@example.ro", accessToken: "secret" }));
    const { logError, getRecentLogs } = await loadLogger();
    logError(new TypeError("price is undefined"), { component: "ProductView", action: "addToCart" });
    logError("second");

    const [first, second] = getRecentLogs();
    expect(first).toMatchObject({
      level: "error",
      message: "price is undefined",
      error: { name: "TypeError", message: "price is undefined", stack: expect.stringContaining("TypeError") },
      context: {
        url: "http://localhost:3000/products/papillex?lng=en",
        userAgent: navigator.userAgent,
        userId: "gid://shopify/Customer/7",
        component: "ProductView",
        action: "addToCart",
      },
      tags: [],
    });
    expect(Date.parse(first!.timestamp)).not.toBeNaN();
    expect(first!.id).not.toBe(second!.id);
    expect(first!.context.sessionId).toBe(second!.context.sessionId);
    expect(sessionStorage.getItem("elara_monitoring_session")).toBe(first!.context.sessionId);
    expect(second).not.toHaveProperty("error");
    expect(JSON.stringify(first)).not.toContain("secret");
    expect(logEntrySchema.safeParse(first).success).toBe(true);
  });

  it.each([
    ["not JSON", "{oops"],
    ["null", "null"],
    ["a list", "[1]"],
    ["an object without id", JSON.stringify({ email: "a@b.ro" })],
    ["an object with an object id", JSON.stringify({ id: { nested: 1 } })],
  ])("has no user id when the stored user is %s", async (_, stored) => {
    localStorage.setItem("user", stored);
    const { logWarn, getRecentLogs } = await loadLogger();
    logWarn("careful");
    expect(getRecentLogs()[0]!.context.userId).toBeUndefined();
  });

  it("describes whatever was thrown", async () => {
    const { logError, getRecentLogs } = await loadLogger();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    logError({ status: 404, statusText: "Not Found", data: "gone" });
    logError({ code: 7 });
    logError(circular);
    logError(undefined);
    logError(new Error(""));
    logError({ name: "AbortError", message: "aborted" });
    expect(getRecentLogs().map((entry) => entry.message)).toEqual([
      "Response 404 Not Found",
      '{"code":7}',
      "[object Object]",
      "undefined",
      "Error",
      "aborted",
    ]);
    expect(getRecentLogs()[5]!.error).toEqual({ name: "AbortError", message: "aborted" });
  });

  it("keeps the last 100 entries in memory and the last 10 in local storage", async () => {
    const { logInfo, getRecentLogs, LOG_BUFFER_SIZE, STORED_LOG_COUNT } = await loadLogger();
    expect([LOG_BUFFER_SIZE, STORED_LOG_COUNT]).toEqual([100, 10]);
    for (let i = 1; i <= 105; i++) logInfo(`step ${i}`);

    const buffer = getRecentLogs();
    expect(buffer).toHaveLength(100);
    expect(buffer[0]!.message).toBe("step 6");
    expect(buffer[99]!.message).toBe("step 105");
    const stored = JSON.parse(localStorage.getItem("elara_monitoring_logs")!) as LogEntry[];
    expect(stored.map((entry) => entry.message)).toEqual(Array.from({ length: 10 }, (_, i) => `step ${96 + i}`));
  });

  it("posts errors and warnings as JSON with keepalive, but not info", async () => {
    const { logError, logWarn, logInfo } = await loadLogger();
    logInfo("opened the cart");
    logWarn("slow image", { tags: ["images"], metadata: { handle: "ahcc" } });
    logError(new Error("boom"));
    await settle();

    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/monitoring/logs");
    expect(init).toMatchObject({ method: "POST", keepalive: true, headers: { "Content-Type": "application/json" } });
    expect(sentEntries().map((entry) => [entry.level, entry.message])).toEqual([
      ["warn", "slow image"],
      ["error", "boom"],
    ]);
    expect(sentEntries()[0]).toMatchObject({ tags: ["images"], metadata: { handle: "ahcc" } });
    for (const entry of sentEntries()) expect(logEntrySchema.safeParse(entry).success).toBe(true);
  });

  it("only warns when the report fails or is refused, and never logs the failure itself", async () => {
    const { logError, getRecentLogs } = await loadLogger();
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    fetchMock.mockResolvedValueOnce(new Response("{}", { status: 429 }));
    expect(() => logError(new Error("first"))).not.toThrow();
    logError(new Error("second"));
    await settle();

    expect(console.warn).toHaveBeenCalledWith("[monitoring] log report failed", expect.any(TypeError));
    expect(console.warn).toHaveBeenCalledWith("[monitoring] log report refused (429)");
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(getRecentLogs()).toHaveLength(2);
  });

  it("survives a missing fetch and storage that refuses writes", async () => {
    const { logError, getRecentLogs } = await loadLogger();
    vi.stubGlobal("fetch", undefined);
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    expect(() => logError(new Error("offline"))).not.toThrow();
    expect(getRecentLogs()).toHaveLength(1);
    expect(getRecentLogs()[0]!.context.sessionId).toBeTruthy();
    expect(console.warn).toHaveBeenCalledWith("[monitoring] could not record a log entry", expect.any(TypeError));
    vi.mocked(Storage.prototype.setItem).mockRestore();
  });

  it("bounds every field, and sheds detail until the report fits the server's limit", async () => {
    const { logError, getRecentLogs } = await loadLogger();
    const error = new Error("ă".repeat(5000));
    error.stack = "ș".repeat(20_000);
    logError(error, {
      component: "c".repeat(500),
      tags: ["", ...Array.from({ length: 30 }, (_, i) => `tag-${i}`)],
      metadata: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`key-${i}`, "ț".repeat(900)])),
    });
    await settle();

    const kept = getRecentLogs()[0]!;
    expect(logEntrySchema.safeParse(kept).success).toBe(true);
    expect(kept.tags).toHaveLength(20);
    expect(Object.keys(kept.metadata!)).toHaveLength(20);
    const body = String(fetchMock.mock.calls[0]![1]!.body);
    expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(MONITORING_BODY_LIMIT);
    expect(logEntrySchema.safeParse(JSON.parse(body)).success).toBe(true);
  });
});
