// @vitest-environment happy-dom
import type { MetricType } from "web-vitals";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { performanceMetricSchema, type PerformanceMetric } from "#domain/monitoring-schemas";

const registered = vi.hoisted(() => new Map<string, (metric: MetricType) => void>());
vi.mock("web-vitals", () => {
  const on = (name: string) => (callback: (metric: MetricType) => void) => void registered.set(name, callback);
  return { onCLS: on("CLS"), onINP: on("INP"), onLCP: on("LCP"), onFCP: on("FCP"), onTTFB: on("TTFB") };
});

const { METRICS_ENDPOINT, reportWebVitals } = await import("./web-vitals.ts");

// The shopper's consent to statistics, as Monitoring hands it over (decision 0053).
let allowed = true;
const consent = (statistics: boolean) => {
  allowed = statistics;
};

const metric = (overrides: Partial<MetricType>): MetricType =>
  ({
    name: "LCP",
    value: 1830.4,
    rating: "good",
    delta: 1830.4,
    id: "v5-1-2",
    entries: [],
    navigationType: "navigate",
    ...overrides,
  }) as MetricType;

const beacon = vi.fn<(url: string, data?: BodyInit | null) => boolean>();
const fetchMock = vi.fn<typeof fetch>();
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

beforeEach(() => {
  registered.clear();
  beacon.mockReset().mockReturnValue(true);
  fetchMock.mockReset().mockResolvedValue(new Response(null, { status: 202 }));
  Object.defineProperty(navigator, "sendBeacon", { value: beacon, configurable: true, writable: true });
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  window.history.replaceState(null, "", "/shop?utm_source=mail");
  // The reports are statistics: only a shopper who allowed them is measured (decision 0053).
  consent(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(console.warn).mockRestore();
});

describe("reportWebVitals", () => {
  it("registers the five Core Web Vitals", () => {
    reportWebVitals(() => allowed);
    expect([...registered.keys()].sort()).toEqual(["CLS", "FCP", "INP", "LCP", "TTFB"]);
  });

  it("sends nothing once the shopper has withdrawn their consent to statistics", async () => {
    reportWebVitals(() => allowed);
    consent(false);
    registered.get("LCP")!(metric({}));
    registered.get("FCP")!(metric({ name: "FCP" }));
    await settle();
    expect(beacon).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends each vital as the spec's performance metric in a JSON beacon", async () => {
    reportWebVitals(() => allowed);
    registered.get("LCP")!(metric({}));
    registered.get("CLS")!(metric({ name: "CLS", value: 0.031, rating: "good", navigationType: "back-forward-cache" }));

    expect(beacon).toHaveBeenCalledTimes(2);
    const sent = await Promise.all(
      beacon.mock.calls.map(async ([url, data]) => {
        expect(url).toBe(METRICS_ENDPOINT);
        expect((data as Blob).type).toBe("application/json");
        return JSON.parse(await (data as Blob).text()) as PerformanceMetric;
      }),
    );
    expect(sent[0]).toMatchObject({
      id: "v5-1-2",
      name: "LCP",
      value: 1830.4,
      unit: "ms",
      context: { url: "http://localhost:3000/shop", userAgent: navigator.userAgent, navigationType: "navigate" },
      tags: ["rating:good"],
    });
    expect(sent[1]).toMatchObject({ name: "CLS", value: 0.031, unit: "score", context: { navigationType: "back-forward-cache" } });
    for (const body of sent) expect(performanceMetricSchema.safeParse(body).success).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("falls back to fetch with keepalive when there is no beacon or its queue is full", async () => {
    reportWebVitals(() => allowed);
    beacon.mockReturnValueOnce(false);
    registered.get("TTFB")!(metric({ name: "TTFB", value: 120, rating: "good" }));
    Object.defineProperty(navigator, "sendBeacon", { value: undefined, configurable: true, writable: true });
    registered.get("INP")!(metric({ name: "INP", value: 96, rating: "good" }));
    await settle();

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[0]![0]).toBe(METRICS_ENDPOINT);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: "POST", keepalive: true, headers: { "Content-Type": "application/json" } });
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]!.body))).toMatchObject({ name: "INP", value: 96, unit: "ms" });
  });

  it("ignores a failed report with a console warning", async () => {
    Object.defineProperty(navigator, "sendBeacon", { value: undefined, configurable: true, writable: true });
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce(new Response(null, { status: 429 }));
    reportWebVitals(() => allowed);
    expect(() => registered.get("FCP")!(metric({ name: "FCP", value: 900 }))).not.toThrow();
    registered.get("FCP")!(metric({ name: "FCP", value: 950 }));
    await settle();
    expect(console.warn).toHaveBeenCalledWith("[monitoring] metric report failed", expect.any(TypeError));
    expect(console.warn).toHaveBeenCalledWith("[monitoring] metric report refused (429)");
  });

  it("clamps values to the accepted range and drops values that are not numbers", async () => {
    reportWebVitals(() => allowed);
    registered.get("LCP")!(metric({ value: 9_000_000 }));
    registered.get("LCP")!(metric({ value: Number.NaN }));
    expect(beacon).toHaveBeenCalledTimes(1);
    const sent = JSON.parse(await (beacon.mock.calls[0]![1] as Blob).text()) as PerformanceMetric;
    expect(sent.value).toBe(3_600_000);
  });
});
