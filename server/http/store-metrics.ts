/**
 * The store's own state on /metrics, what deploy/prometheus/elara-alerts.yml alerts on (decision 0103): health, the
 * email outbox and the domain events waiting, e-Factura deadlines, payment outcomes and the data disk's free space.
 * Read at each scrape: the database figures are store-wide (every instance reports the same ones, whichever instance
 * did the work), the payment outcomes are this process's, the disk is this machine's.
 */
import { statfs } from "node:fs/promises";
import { Counter, Gauge, type Registry } from "prom-client";

export interface StoreReadings {
  /** Whether `/healthz` answers 200 now. */
  healthy(): Promise<boolean>;
  emailOutbox(): Promise<{ pending: number; oldestPendingAt: Date | null }>;
  domainEvents(): Promise<{ pending: number; oldestPendingAt: Date | null; dead: number }>;
  efacturaDeadlines(): Promise<{ dueWithinDay: number; overdue: number }>;
  /** Counted by this process since it started. */
  paymentOutcomes(): readonly { provider: string; outcome: string; count: number }[];
  /** DATA_DIR, whose disk's free space is reported. */
  dataDir: string;
  /** The platform's clock, which ages are counted against. */
  now(): Date;
}

/** A reading failed (the database is down): its figures are left out of this scrape, the rest are reported. */
export type ReadingFailed = (error: unknown, reading: string) => void;

/**
 * One reading shared by the gauges of one scrape (prom-client starts every collect before any finishes), and null when
 * it failed, so that a database outage leaves /metrics answering with `elara_health_ok 0` rather than failing whole.
 */
export function sharedReading<T>(read: () => Promise<T>, onError: (error: unknown) => void): () => Promise<T | null> {
  let reading: Promise<T | null> | null = null;
  return () =>
    (reading ??= read()
      .catch((error: unknown) => {
        onError(error);
        return null;
      })
      .finally(() => {
        reading = null;
      }));
}

/** A gauge set from a shared reading at each scrape; no sample when the reading failed. */
export function readingGauge<T>(
  registry: Registry,
  name: string,
  help: string,
  reading: () => Promise<T | null>,
  value: (read: T) => number,
) {
  new Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      const read = await reading();
      // Left out, not 0: a gauge without labels reports 0 after a reset, which would read as "nothing waits".
      if (read === null) this.remove();
      else this.set(value(read));
    },
  });
}

export function storeMetrics(registry: Registry, store: StoreReadings, onError: ReadingFailed): void {
  const secondsSince = (at: Date | null) => (at === null ? 0 : Math.max(0, (store.now().getTime() - at.getTime()) / 1000));

  new Gauge({
    name: "elara_health_ok",
    help: "1 when /healthz answers 200 (the database answers and accepts a write), 0 when it answers 503",
    registers: [registry],
    async collect() {
      this.set((await store.healthy()) ? 1 : 0);
    },
  });

  const outbox = sharedReading(store.emailOutbox, (error) => onError(error, "email outbox"));
  readingGauge(
    registry,
    "elara_email_outbox_pending",
    "Emails waiting in the outbox to be sent (store-wide)",
    outbox,
    (read) => read.pending,
  );
  readingGauge(
    registry,
    "elara_email_outbox_oldest_pending_age_seconds",
    "Age of the oldest email waiting to be sent; 0 when none waits",
    outbox,
    (read) => secondsSince(read.oldestPendingAt),
  );

  const events = sharedReading(store.domainEvents, (error) => onError(error, "domain events"));
  readingGauge(
    registry,
    "elara_domain_events_pending",
    "Domain events not yet delivered to every handler (store-wide)",
    events,
    (read) => read.pending,
  );
  readingGauge(
    registry,
    "elara_domain_events_oldest_pending_age_seconds",
    "Age of the oldest domain event not yet delivered: how far the dispatcher lags; 0 when none waits",
    events,
    (read) => secondsSince(read.oldestPendingAt),
  );
  readingGauge(
    registry,
    "elara_domain_events_dead",
    "Domain events that failed for good, for a person to put right",
    events,
    (read) => read.dead,
  );

  const deadlines = sharedReading(store.efacturaDeadlines, (error) => onError(error, "e-Factura deadlines"));
  readingGauge(
    registry,
    "elara_efactura_due_soon_documents",
    "Invoices and credit notes not accepted by ANAF whose e-Factura deadline ends within 24 hours",
    deadlines,
    (read) => read.dueWithinDay,
  );
  readingGauge(
    registry,
    "elara_efactura_overdue_documents",
    "Invoices and credit notes not accepted by ANAF whose e-Factura deadline has passed",
    deadlines,
    (read) => read.overdue,
  );

  new Counter({
    name: "elara_payments_settled_total",
    help: "Payment attempts settled by their provider's answer, by provider and outcome (paid, declined, cancelled; refused: paid, but not the order's amount)",
    labelNames: ["provider", "outcome"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const { provider, outcome, count } of store.paymentOutcomes()) this.inc({ provider, outcome }, count);
    },
  });

  const disk = sharedReading(
    () => statfs(store.dataDir),
    (error) => onError(error, "data disk"),
  );
  readingGauge(
    registry,
    "elara_data_disk_free_bytes",
    "Bytes free for the store's user on the disk that holds DATA_DIR",
    disk,
    (read) => read.bavail * read.bsize,
  );
  readingGauge(
    registry,
    "elara_data_disk_size_bytes",
    "Size of the disk that holds DATA_DIR, in bytes",
    disk,
    (read) => read.blocks * read.bsize,
  );
}
