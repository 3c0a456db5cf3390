import { describe, expect, it } from "vitest";
import { logEntrySchema, performanceMetricSchema } from "./monitoring-schemas.ts";
import { MONITORING_LIMITS, redactUrl, unitOf, WEB_VITAL_NAMES } from "./monitoring.ts";

describe("redactUrl", () => {
  it.each([
    ["https://elara.ro/shop", "https://elara.ro/shop"],
    ["https://elara.ro/shop?lng=en#reviews", "https://elara.ro/shop?lng=en"],
    ["https://elara.ro/verify-magic-link?token=abc&email=ana%40example.ro", "https://elara.ro/verify-magic-link"],
    ["https://elara.ro/account/activate/123/tok-en?lng=ro", "https://elara.ro/account/activate/:id/:token?lng=ro"],
    ["https://elara.ro/account/activate", "https://elara.ro/account/activate"],
    ["https://elara.ro/track-order/12.1790000000000.abcdefghijklmnopqrstuvwx?lng=en", "https://elara.ro/track-order/:token?lng=en"],
    ["/api/order-links/12.1790000000000.abcdefghijklmnopqrstuvwx", "/api/order-links/:token"],
    ["https://elara.ro/withdrawals/7.1790000000000.abcdefghijklmnopqrstuvwx", "https://elara.ro/withdrawals/:token"],
    ["/api/withdrawal-links/7.1790000000000.abcdefghijklmnopqrstuvwx", "/api/withdrawal-links/:token"],
    [
      "https://elara.ro/subscriptions/manage/3.1790000000000.abcdefghijklmnopqrstuvwx?lng=en",
      "https://elara.ro/subscriptions/manage/:token?lng=en",
    ],
    ["/api/subscription-links/3.1790000000000.abcdefghijklmnopqrstuvwx/actions", "/api/subscription-links/:token/actions"],
    ["/api/emag/callback/k3y-of-the-store-0123456789abcdef?order_id=42", "/api/emag/callback/:token"],
    ["https://elara.ro/track-order?order=1001", "https://elara.ro/track-order"],
    ["/products/papillex?variant=1&lng=en", "/products/papillex?lng=en"],
    ["not a url at all?x=1", "not a url at all"],
  ])("%s → %s", (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe("the shared schemas", () => {
  const entry = {
    id: "1",
    timestamp: "2026-03-01T10:15:00.000Z",
    level: "error",
    message: "boom",
    context: { url: "/", userAgent: "UA", sessionId: "s" },
  };

  it("gives a log entry an empty tag list when none is sent", () => {
    expect(logEntrySchema.parse(entry).tags).toEqual([]);
  });

  it("allows at most 20 flat metadata keys", () => {
    const keys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]));
    expect(logEntrySchema.safeParse({ ...entry, metadata: keys(MONITORING_LIMITS.metadataKeys) }).success).toBe(true);
    expect(logEntrySchema.safeParse({ ...entry, metadata: keys(MONITORING_LIMITS.metadataKeys + 1) }).success).toBe(false);
  });

  it("measures CLS as a score and every other vital in ms", () => {
    expect(WEB_VITAL_NAMES.map((name) => [name, unitOf(name)])).toEqual([
      ["CLS", "score"],
      ["INP", "ms"],
      ["LCP", "ms"],
      ["FCP", "ms"],
      ["TTFB", "ms"],
    ]);
    const metric = { id: "m", name: "CLS", value: 0.1, unit: "score", timestamp: entry.timestamp, context: { url: "/" } };
    expect(performanceMetricSchema.safeParse(metric).success).toBe(true);
    expect(performanceMetricSchema.safeParse({ ...metric, unit: "ms" }).success).toBe(false);
    expect(performanceMetricSchema.safeParse({ ...metric, value: Number.POSITIVE_INFINITY }).success).toBe(false);
  });
});
