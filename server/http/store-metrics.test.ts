/**
 * The store's figures on /metrics that the alert rules watch (decision 0103), read from the database at each scrape:
 * on PGlite, and on PostgreSQL with TEST_DATABASE_URL. Each figure is shown at rest, then moved by what it counts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { domainEvents, emailOutbox, invoices } from "#server/db/schema";
import { emptyTables } from "#tests/server/test-database.ts";
import { invoicingStore } from "#tests/server/invoicing-kit.ts";
import { socketFrom } from "#tests/server/orders-kit.ts";
import { createMetrics } from "./metrics.ts";

const { store, build, place, paidCardOrder, invoicesOf } = invoicingStore();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const dataDir = mkdtempSync(path.join(tmpdir(), "elara-metrics-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The value of one sample of a scrape (labels as Prometheus writes them), or undefined when it is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(): Promise<string> {
  const response = await store.kit.app.request("/metrics");
  expect(response.status).toBe(200);
  return response.text();
}

describe("the store's figures on /metrics", () => {
  it("counts the emails waiting and how old the oldest is; sent and stored ones do not count", async () => {
    build({ dataDir });
    expect(sample(await scrape(), "elara_email_outbox_pending")).toBe(0);
    expect(sample(await scrape(), "elara_email_outbox_oldest_pending_age_seconds")).toBe(0);

    const message = {
      kind: "order_confirmation",
      recipient: "ana@example.ro",
      language: "ro",
      subject: "s",
      html: "h",
      text: "t",
    } as const;
    await store.database.db.insert(emailOutbox).values([
      { ...message, status: "pending", createdAt: new Date(store.clock().getTime() - 10 * MINUTE) },
      { ...message, status: "pending", createdAt: new Date(store.clock().getTime() - 2 * MINUTE) },
      { ...message, status: "sent", createdAt: new Date(store.clock().getTime() - HOUR) },
      { ...message, status: "stored", createdAt: new Date(store.clock().getTime() - HOUR) },
    ]);
    const text = await scrape();
    expect(sample(text, "elara_email_outbox_pending")).toBe(2);
    expect(sample(text, "elara_email_outbox_oldest_pending_age_seconds")).toBe(600);
    store.clock.advance(5 * MINUTE);
    expect(sample(await scrape(), "elara_email_outbox_oldest_pending_age_seconds")).toBe(900);
  });

  it("counts the domain events not yet delivered, how far the oldest lags, and those that failed for good", async () => {
    await emptyTables(store.database.db, domainEvents);
    build({ dataDir });
    // An order's events are delivered as it is placed; the stock it took tells its own aggregate's event (a variant's),
    // which the dispatcher's next pass delivers: then nothing waits.
    await place({ paymentMethod: "cod" });
    const waiting = await store.database.db.select().from(domainEvents).where(eq(domainEvents.state, "pending"));
    expect(waiting.map((row) => row.type)).toEqual(["variant.stock_changed"]);
    await store.kit.platform.events.dispatchDue();
    let text = await scrape();
    expect(sample(text, "elara_domain_events_pending")).toBe(0);
    expect(sample(text, "elara_domain_events_oldest_pending_age_seconds")).toBe(0);
    expect(sample(text, "elara_domain_events_dead")).toBe(0);

    const event = { aggregateType: "order", type: "order.placed", payload: {} };
    await store.database.db.insert(domainEvents).values([
      { ...event, aggregateId: "9001", createdAt: new Date(store.clock().getTime() - 20 * MINUTE), nextAttemptAt: store.clock() },
      { ...event, aggregateId: "9002", state: "dead", attempts: 10 },
    ]);
    text = await scrape();
    expect(sample(text, "elara_domain_events_pending")).toBe(1);
    expect(sample(text, "elara_domain_events_oldest_pending_age_seconds")).toBe(1200);
    expect(sample(text, "elara_domain_events_dead")).toBe(1);
    await emptyTables(store.database.db, domainEvents);
  });

  it("counts the documents ANAF has not accepted whose deadline ends within 24 h, then those past it", async () => {
    store.clock.set(new Date("2026-11-02T08:00:00.000Z")); // a Monday: due Monday 9 November, 24:00 in Bucharest
    build({ dataDir });
    const { orderNumber } = await paidCardOrder();
    let text = await scrape();
    expect(sample(text, "elara_efactura_due_soon_documents")).toBe(0);
    expect(sample(text, "elara_efactura_overdue_documents")).toBe(0);

    store.clock.set(new Date("2026-11-09T08:00:00.000Z"));
    text = await scrape();
    expect(sample(text, "elara_efactura_due_soon_documents")).toBe(1);
    expect(sample(text, "elara_efactura_overdue_documents")).toBe(0);

    store.clock.set(new Date("2026-11-10T08:00:00.000Z"));
    text = await scrape();
    expect(sample(text, "elara_efactura_due_soon_documents")).toBe(0);
    expect(sample(text, "elara_efactura_overdue_documents")).toBe(1);

    const [invoice] = await invoicesOf(orderNumber);
    await store.database.db.update(invoices).set({ efacturaStatus: "accepted" }).where(eq(invoices.id, invoice!.id));
    expect(sample(await scrape(), "elara_efactura_overdue_documents")).toBe(0);
  });

  it("counts the payment outcomes this process recorded, by provider", async () => {
    build({ dataDir });
    await paidCardOrder();
    const declined = await place({ paymentMethod: "card" });
    const url = new URL(declined.paymentUrl!);
    const answer = await store.kit.app.request(
      url.pathname + url.search,
      { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "outcome=decline" },
      socketFrom(),
    );
    expect(answer.status).toBe(303);
    const text = await scrape();
    expect(sample(text, 'elara_payments_settled_total{provider="sandbox",outcome="paid"}')).toBe(1);
    expect(sample(text, 'elara_payments_settled_total{provider="sandbox",outcome="declined"}')).toBe(1);
    // Reported from the start, so that Prometheus's increase() sees the first refusal.
    expect(sample(text, 'elara_payments_settled_total{provider="sandbox",outcome="refused"}')).toBe(0);
  });

  it("says the store is healthy and how much room the data disk has", async () => {
    build({ dataDir });
    const text = await scrape();
    expect(sample(text, "elara_health_ok")).toBe(1);
    expect(sample(text, "elara_data_disk_free_bytes")).toBeGreaterThan(0);
    expect(sample(text, "elara_data_disk_size_bytes")).toBeGreaterThanOrEqual(sample(text, "elara_data_disk_free_bytes")!);
  });
});

describe("a scrape while the database is down", () => {
  it("still answers, with health at 0 and the figures it could not read left out", async () => {
    const down = () => Promise.reject(new Error("connection refused"));
    const failed: string[] = [];
    const metrics = createMetrics({
      subscriptionCounts: down,
      store: {
        healthy: async () => false,
        emailOutbox: down,
        domainEvents: down,
        efacturaDeadlines: down,
        paymentOutcomes: () => [],
        dataDir: path.join(dataDir, "not-there"),
        now: () => new Date(),
      },
      onReadingError: (_error, reading) => failed.push(reading),
    });
    const text = await metrics.registry.metrics();
    expect(sample(text, "elara_health_ok")).toBe(0);
    expect(text).not.toMatch(/^elara_(email_outbox|domain_events|efactura|data_disk)_\w+ /m);
    expect(text).not.toMatch(/^subscriptions\{/m);
    expect(failed.sort()).toEqual(["data disk", "domain events", "e-Factura deadlines", "email outbox", "subscriptions"]);
  });
});
