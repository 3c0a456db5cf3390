/**
 * What browsers report: log entries and Core Web Vitals, stored for reading later. The history is
 * bounded: each insert deletes, in the same transaction, the rows more than `historyLimit` ids
 * behind it. That is one range delete on the primary key (about one row once the table is full),
 * exact under concurrent writers from any number of instances, and needs no background job.
 * Gaps in the id sequence (a rolled-back insert) only make the kept history slightly shorter.
 */
import { createHmac, randomBytes } from "node:crypto";
import { lte } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import type { ValidLogEntry, ValidPerformanceMetric } from "#domain/monitoring-schemas";
import { redactUrl } from "#domain/monitoring";
import type { Database } from "#server/db/client";
import { clientLogEntries, clientMetrics } from "#server/db/schema";

export const HISTORY_LIMIT = 10_000;

export interface MonitoringService {
  /** `clientAddress` is hashed before it is stored; the address itself never is. */
  recordLog(entry: ValidLogEntry, clientAddress: string): Promise<void>;
  recordMetric(metric: ValidPerformanceMetric, clientAddress: string): Promise<void>;
}

export interface MonitoringServiceOptions {
  db: Database;
  historyLimit?: number;
  /** Key of the client hash; random per process by default, so stored ids cannot be joined across restarts. */
  clientKey?: Buffer;
}

export function createMonitoringService({
  db,
  historyLimit = HISTORY_LIMIT,
  clientKey = randomBytes(32),
}: MonitoringServiceOptions): MonitoringService {
  // Groups one client's reports without keeping its address (personal data under the GDPR); an HMAC,
  // because a plain hash of the small IPv4 space is reversed by trying every address.
  const clientId = (address: string) => createHmac("sha256", clientKey).update(address).digest("hex").slice(0, 16);

  /** Adds a report and, in the same transaction, deletes what is now more than `historyLimit` ids behind it. */
  async function record<Table extends typeof clientLogEntries | typeof clientMetrics>(table: Table, values: PgInsertValue<Table>) {
    await db.transaction(async (tx) => {
      const [row] = await tx.insert(table).values(values).returning({ id: table.id });
      await tx.delete(table).where(lte(table.id, row!.id - historyLimit));
    });
  }

  return {
    async recordLog(entry, clientAddress) {
      await record(clientLogEntries, {
        clientId: clientId(clientAddress),
        level: entry.level,
        message: entry.message,
        occurredAt: new Date(entry.timestamp),
        error: entry.error ?? null,
        // Clients other than ours may send an address with a token in it; the stored one never has.
        context: { ...entry.context, url: redactUrl(entry.context.url) },
        tags: entry.tags,
        metadata: entry.metadata ?? null,
      });
    },

    async recordMetric(metric, clientAddress) {
      await record(clientMetrics, {
        clientId: clientId(clientAddress),
        name: metric.name,
        value: metric.value,
        unit: metric.unit,
        occurredAt: new Date(metric.timestamp),
        context: { ...metric.context, url: redactUrl(metric.context.url) },
        tags: metric.tags,
      });
    },
  };
}
