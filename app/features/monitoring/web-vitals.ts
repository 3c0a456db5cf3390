/**
 * Core Web Vitals as the spec's "Performance metric" (§3), sent to POST /api/monitoring/metrics.
 * A beacon survives the page being hidden or closed, which is when CLS, INP and LCP are final.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from "web-vitals";
import type { PerformanceMetric } from "#domain/monitoring-schemas";
import { unitOf } from "#domain/monitoring";
import { pageUrl, sessionId, truncate, userAgent } from "./client-context.ts";

export const METRICS_ENDPOINT = "/api/monitoring/metrics";

// The schema's ceiling; a longer "duration" comes from a clock jump, not from the page.
const MAX_VALUE = 3_600_000;

/**
 * Registers the five vitals once per page load (web-vitals has no way to unregister). `allowed` is asked at each
 * report: a shopper who withdraws consent to statistics stops the reports at once (decision 0053).
 */
export function reportWebVitals(allowed: () => boolean): void {
  const send = (metric: MetricType) => {
    if (allowed()) sendMetric(metric);
  };
  onCLS(send);
  onINP(send);
  onLCP(send);
  onFCP(send);
  onTTFB(send);
}

export function toPerformanceMetric(metric: MetricType): PerformanceMetric {
  return {
    id: truncate(metric.id, 64),
    name: metric.name,
    value: Math.min(Math.max(metric.value, 0), MAX_VALUE),
    unit: unitOf(metric.name),
    timestamp: new Date().toISOString(),
    context: { url: pageUrl(), userAgent: userAgent(), sessionId: sessionId(), navigationType: metric.navigationType },
    tags: [`rating:${metric.rating}`],
  };
}

export function sendMetric(metric: MetricType): void {
  try {
    if (!Number.isFinite(metric.value)) return;
    const body = JSON.stringify(toPerformanceMetric(metric));
    if (
      typeof navigator.sendBeacon === "function" &&
      navigator.sendBeacon(METRICS_ENDPOINT, new Blob([body], { type: "application/json" }))
    ) {
      return;
    }
    // No beacon, or its queue is full: fetch with keepalive outlives the page the same way.
    fetch(METRICS_ENDPOINT, { method: "POST", headers: { "Content-Type": "application/json" }, body, keepalive: true }).then(
      (response) => {
        if (!response.ok) console.warn(`[monitoring] metric report refused (${response.status})`);
      },
      (failure: unknown) => console.warn("[monitoring] metric report failed", failure),
    );
  } catch (failure) {
    console.warn("[monitoring] could not report a metric", failure);
  }
}
