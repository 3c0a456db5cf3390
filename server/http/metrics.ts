/**
 * Prometheus metrics on GET /metrics: process defaults, every HTTP request by method, route and
 * status, what browsers report (log entries by level, one histogram per Core Web Vital), and when the last good
 * backup was taken.
 * Each app owns its registry, so tests can build several apps in one process.
 */
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { RestoreDrillFacts } from "#domain/backup-status";
import type { WalArchiveLag } from "../backups/wal-archiving.ts";
import type { LogLevel, WebVitalName } from "#domain/monitoring";
import { sameSecret } from "./same-secret.ts";
import type { CachePurgeStats } from "./cache-purge.ts";
import type { PageCacheStats } from "./page-cache.ts";
import { readingGauge, sharedReading, storeMetrics, type ReadingFailed, type StoreReadings } from "./store-metrics.ts";

export interface AppMetrics {
  registry: Registry;
  observeRequest(labels: { method: string; route: string; status: string }, seconds: number): void;
  observeClientLog(level: LogLevel): void;
  /** `value` as reported: milliseconds, or the layout-shift score for CLS. */
  observeWebVital(name: WebVitalName, value: number): void;
  /** A Content-Security-Policy violation a browser reported, by the directive it broke. */
  observeCspViolation(directive: string): void;
}

// Buckets straddle each vital's "good" and "poor" thresholds (web.dev), so ratings can be read off them.
const VITAL_HISTOGRAMS: Record<WebVitalName, { metric: string; help: string; buckets: number[]; seconds: boolean }> = {
  LCP: { metric: "web_vitals_lcp_seconds", help: "Largest Contentful Paint", buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10], seconds: true },
  FCP: { metric: "web_vitals_fcp_seconds", help: "First Contentful Paint", buckets: [0.5, 1, 1.5, 1.8, 2.5, 3, 4, 6], seconds: true },
  INP: { metric: "web_vitals_inp_seconds", help: "Interaction to Next Paint", buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2], seconds: true },
  TTFB: { metric: "web_vitals_ttfb_seconds", help: "Time to First Byte", buckets: [0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 3], seconds: true },
  CLS: { metric: "web_vitals_cls", help: "Cumulative Layout Shift score", buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1], seconds: false },
};

/** Subscriptions by state and renewals by charge state, counted in the database at each scrape. */
export interface SubscriptionCounts {
  subscriptions: Record<string, number>;
  renewals: Record<string, number>;
}

interface CacheStats {
  hits: number;
  misses: number;
  staleServed?: number;
  entries: number;
  bytes: number;
}

/** `<prefix>_requests_total{result}`, `<prefix>_bytes` and `<prefix>_entries`, read from the cache at each scrape. */
function cacheMetrics(registry: Registry, prefix: string, help: string, things: string, stats: () => CacheStats | null) {
  new Counter({
    name: `${prefix}_requests_total`,
    help: `${help}, by result (hit, stale: served while made again, miss)`,
    labelNames: ["result"] as const,
    registers: [registry],
    collect() {
      const now = stats();
      this.reset();
      if (!now) return;
      this.inc({ result: "hit" }, now.hits);
      if (now.staleServed !== undefined) this.inc({ result: "stale" }, now.staleServed);
      this.inc({ result: "miss" }, now.misses);
    },
  });
  new Gauge({
    name: `${prefix}_bytes`,
    help: `Bytes the ${prefix.replace("_", " ")} holds (compressed copies counted)`,
    registers: [registry],
    collect() {
      this.set(stats()?.bytes ?? 0);
    },
  });
  new Gauge({
    name: `${prefix}_entries`,
    help: `${things[0]?.toUpperCase()}${things.slice(1)} the ${prefix.replace("_", " ")} holds`,
    registers: [registry],
    collect() {
      this.set(stats()?.entries ?? 0);
    },
  });
}

/**
 * `subscriptionCounts` and `store`'s database figures: read at each scrape from the database, not counted in this
 * process, so every instance reports the same store-wide figures, whichever instance's sweep did the work.
 */
export function createMetrics({
  subscriptionCounts,
  pageCacheStats,
  storefrontCacheStats,
  keptRenderStats,
  store,
  onReadingError = () => undefined,
  cachePurgeStats,
  lastGoodBackupAt,
  restoreDrills,
  walArchiveLag,
}: {
  subscriptionCounts?: () => Promise<SubscriptionCounts>;
  pageCacheStats?: () => PageCacheStats;
  /** Null while the Storefront API keeps nothing. */
  storefrontCacheStats?: () => CacheStats | null;
  /** Null while renders keep no sections (decision 0120). */
  keptRenderStats?: () => CacheStats | null;
  /** The store's state the alert rules watch (store-metrics.ts). */
  store?: StoreReadings;
  /** A database reading failed; its figures are left out of that scrape. */
  onReadingError?: ReadingFailed;
  /** The purges this instance sent to the shared cache in front (decision 0104), when CACHE_PURGE_URL is set. */
  cachePurgeStats?: () => CachePurgeStats;
  /** When the newest good backup in BACKUP_DIR was taken (null: none yet); absent when BACKUP_DIR is unset. */
  lastGoodBackupAt?: () => Promise<Date | null>;
  /** The restore drills recorded in BACKUP_DIR, newest first (decision 0181); absent when BACKUP_DIR is unset. */
  restoreDrills?: () => Promise<RestoreDrillFacts[]>;
  /** How far PostgreSQL's WAL archiving lags (decision 0182); null while archiving is off. Absent on the embedded database. */
  walArchiveLag?: () => Promise<WalArchiveLag | null>;
} = {}): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  if (store) storeMetrics(registry, store, onReadingError);
  if (pageCacheStats) {
    // Read from the cache at each scrape: this process's own figures (each instance keeps its own pages).
    cacheMetrics(registry, "page_cache", "Anonymous page requests the page cache answered", "pages", () => pageCacheStats());
  }
  if (storefrontCacheStats) {
    cacheMetrics(
      registry,
      "storefront_cache",
      "Storefront API public reads (HTTP and the pages' own) answered from kept results",
      "answers",
      storefrontCacheStats,
    );
  }
  if (keptRenderStats) {
    cacheMetrics(registry, "kept_render", "Page sections a render took from earlier renders (decision 0120)", "sections", keptRenderStats);
  }
  if (cachePurgeStats) {
    new Counter({
      name: "cache_purges_total",
      help: "Purges sent to the shared cache in front (Varnish, a CDN), by result (purged, failed)",
      labelNames: ["result"] as const,
      registers: [registry],
      collect() {
        const now = cachePurgeStats();
        this.reset();
        this.inc({ result: "purged" }, now.purged);
        this.inc({ result: "failed" }, now.failed);
      },
    });
  }
  if (subscriptionCounts) {
    // Both gauges of one scrape share one reading.
    const counts = sharedReading(subscriptionCounts, (error) => onReadingError(error, "subscriptions"));
    const countsGauge = (name: string, help: string, label: string, kind: keyof SubscriptionCounts) =>
      new Gauge({
        name,
        help,
        labelNames: [label],
        registers: [registry],
        async collect() {
          const read = await counts();
          this.reset();
          for (const [value, count] of Object.entries(read?.[kind] ?? {})) this.set({ [label]: value }, count);
        },
      });
    countsGauge("subscriptions", "Subscriptions, by state (active, paused, past_due, cancelled)", "state", "subscriptions");
    countsGauge(
      "subscription_renewals",
      "Renewal orders created, by charge state (not_needed: cash on delivery; charged, failed, abandoned, pending)",
      "charge_state",
      "renewals",
    );
  }

  if (lastGoodBackupAt) {
    // The name the alert rules use (decision 0101): read from BACKUP_DIR at each scrape; 0 while there is none.
    new Gauge({
      name: "elara_backup_last_success_timestamp_seconds",
      help: "When the newest complete backup in BACKUP_DIR was taken (Unix seconds; 0: none yet)",
      registers: [registry],
      async collect() {
        const last = await lastGoodBackupAt();
        this.set(last ? Math.floor(last.getTime() / 1000) : 0);
      },
    });
  }

  if (restoreDrills) {
    // Both gauges of one scrape share one reading of the drills' record.
    const drills = sharedReading(restoreDrills, (error) => onReadingError(error, "restore drills"));
    new Gauge({
      name: "elara_restore_drill_last_success_timestamp_seconds",
      help: "When the last restore drill that passed ran (Unix seconds; 0: none yet)",
      registers: [registry],
      async collect() {
        const passed = (await drills())?.find((drill) => drill.outcome === "passed");
        this.set(passed ? Math.floor(new Date(passed.at).getTime() / 1000) : 0);
      },
    });
    new Gauge({
      name: "elara_restore_drill_failed",
      help: "1 when the newest restore drill failed, else 0",
      registers: [registry],
      async collect() {
        this.set((await drills())?.[0]?.outcome === "failed" ? 1 : 0);
      },
    });
  }

  if (walArchiveLag) {
    const lag = sharedReading(walArchiveLag, (error) => onReadingError(error, "WAL archiving"));
    // Left out while archiving is off or the reading failed, as the store's readings are: 0 would say it keeps up.
    readingGauge(
      registry,
      "elara_wal_archive_lag_seconds",
      "0 while PostgreSQL's WAL archiving keeps up; else seconds since it last archived a file",
      lag,
      (read) => read.lagSeconds,
    );
    readingGauge(
      registry,
      "elara_wal_archive_pending_files",
      "WAL files (completed segments, a new timeline's history) not yet archived",
      lag,
      (read) => read.pendingFiles,
    );
  }

  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request (until the response headers)",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const clientLogs = new Counter({
    name: "client_log_entries_total",
    help: "Log entries reported by browsers, by level",
    labelNames: ["level"] as const,
    registers: [registry],
  });
  const cspViolations = new Counter({
    name: "csp_violations_total",
    help: "Content-Security-Policy violations reported by browsers, by directive",
    labelNames: ["directive"] as const,
    registers: [registry],
  });
  const vitals = new Map(
    Object.entries(VITAL_HISTOGRAMS).map(([name, { metric, help, buckets, seconds }]) => [
      name,
      { histogram: new Histogram({ name: metric, help: `${help} reported by browsers`, buckets, registers: [registry] }), seconds },
    ]),
  );

  // Each label set's series, found once: prom-client otherwise hashes the labels on every request, twice. The sets
  // are bounded (method, route pattern, status), as the series are.
  const requestSeries = new Map<string, { count: { inc(): void }; duration: { observe(seconds: number): void } }>();

  return {
    registry,
    observeRequest(labels, seconds) {
      const key = `${labels.method} ${labels.status} ${labels.route}`;
      let series = requestSeries.get(key);
      if (!series) requestSeries.set(key, (series = { count: requests.labels(labels), duration: durations.labels(labels) }));
      series.count.inc();
      series.duration.observe(seconds);
    },
    observeClientLog(level) {
      clientLogs.inc({ level });
    },
    observeCspViolation(directive) {
      cspViolations.inc({ directive });
    },
    observeWebVital(name, value) {
      const vital = vitals.get(name);
      vital?.histogram.observe(vital.seconds ? value / 1000 : value);
    },
  };
}

const KNOWN_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * A bounded route label: the pattern of the route that answered ("/images/seed/:file"), or, when only
 * a wildcard answered, a class of its own. Raw paths would give every URL a time series.
 */
export function routeLabel(c: Context): string {
  const pattern = routePath(c);
  if (!pattern.includes("*")) return pattern;
  const path = c.req.path;
  if (path.startsWith("/assets/") || path.startsWith("/favicon.")) return "assets";
  if (path.startsWith("/api/")) return "api:other";
  return "page";
}

/** Counts and times every request; mounted first so it sees the final status of everything after it. */
export function httpMetrics(metrics: AppMetrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const method = KNOWN_METHODS.has(c.req.method) ? c.req.method : "other";
    metrics.observeRequest({ method, route: routeLabel(c), status: String(c.res.status) }, (performance.now() - started) / 1000);
  };
}

/**
 * GET /metrics for Prometheus: with `token`, only for `Authorization: Bearer <token>`; without one, only
 * when `open` (outside production), else it does not exist.
 */
export function metricsRoutes(metrics: AppMetrics, { token, open }: { token: string | undefined; open: boolean }): Hono {
  const app = new Hono();
  if (token === undefined && !open) return app;
  return app.get("/metrics", async (c) => {
    if (token !== undefined && !sameSecret(c.req.header("Authorization"), `Bearer ${token}`)) {
      return c.json({ error: "A bearer token is required." }, 401, {
        "WWW-Authenticate": 'Bearer realm="metrics"',
        "Cache-Control": "no-store",
      });
    }
    const body = await metrics.registry.metrics();
    return c.body(body, 200, { "Content-Type": metrics.registry.contentType, "Cache-Control": "no-store" });
  });
}
