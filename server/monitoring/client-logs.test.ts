import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { logEntrySchema, performanceMetricSchema } from "#domain/monitoring-schemas";
import { clientLogEntries, clientMetrics } from "#server/db/schema";
import { testDatabaseForFile } from "#tests/server/test-database.ts";
import { createMonitoringService } from "./client-logs.ts";

const database = testDatabaseForFile({ emptyEachTest: [clientLogEntries, clientMetrics] });

const entry = (message: string) =>
  logEntrySchema.parse({
    id: message,
    timestamp: "2026-03-01T10:15:00.000Z",
    level: "warn",
    message,
    context: { url: "https://elara.ro/", userAgent: "UA", sessionId: "s" },
  });

const metric = (value: number) =>
  performanceMetricSchema.parse({
    id: `m${value}`,
    name: "TTFB",
    value,
    unit: "ms",
    timestamp: "2026-03-01T10:15:00.000Z",
    context: { url: "https://elara.ro/" },
  });

describe("the monitoring service", () => {
  it("keeps only the newest entries of each table, pruning as it inserts", async () => {
    const service = createMonitoringService({ db: database.db, historyLimit: 3 });
    for (let i = 1; i <= 7; i++) {
      await service.recordLog(entry(`entry ${i}`), "203.0.113.1");
      await service.recordMetric(metric(i), "203.0.113.1");
    }
    const logs = await database.db.select().from(clientLogEntries).orderBy(asc(clientLogEntries.id));
    expect(logs.map((row) => row.message)).toEqual(["entry 5", "entry 6", "entry 7"]);
    const metrics = await database.db.select().from(clientMetrics).orderBy(asc(clientMetrics.id));
    expect(metrics.map((row) => row.value)).toEqual([5, 6, 7]);
  });

  it("stores one stable pseudonym per client address, different per key, never the address", async () => {
    const key = Buffer.alloc(32, 1);
    const service = createMonitoringService({ db: database.db, clientKey: key });
    await service.recordLog(entry("a"), "203.0.113.1");
    await service.recordLog(entry("b"), "203.0.113.1");
    await service.recordLog(entry("c"), "203.0.113.2");
    await createMonitoringService({ db: database.db, clientKey: Buffer.alloc(32, 2) }).recordLog(entry("d"), "203.0.113.1");
    const ids = (await database.db.select().from(clientLogEntries).orderBy(asc(clientLogEntries.id))).map((row) => row.clientId);
    expect(ids[0]).toBe(ids[1]);
    expect(new Set(ids).size).toBe(3);
    expect(ids.join()).not.toContain("203.0.113");
  });
});
