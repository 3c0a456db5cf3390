/**
 * The owner's safety file (issue 40 item 6): customers' reports of adverse effects, written in the transaction of
 * the action that carried them (a subscription cancelled, or paused instead, with the reason `side_effects`), so a
 * report exists exactly when the action does. Rows are never changed; the admin lists them and exports them.
 */
import { count, desc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import type { subscriptions } from "#server/db/schema";
import { adverseEffectReports, orders } from "#server/db/schema";

export interface AdverseEffectReport {
  id: number;
  source: "cancelled" | "paused";
  subscriptionId: number | null;
  orderNumber: number | null;
  productName: string;
  sku: string;
  customerEmail: string;
  note: string;
  createdAt: Date;
}

export const SAFETY_FILE_PAGE_SIZE = 50;

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Writes the report in `tx`; answers its id. */
export async function recordAdverseEffects(
  tx: Database,
  report: { subscription: SubscriptionRow; source: "cancelled" | "paused"; productName: string; note: string; now: Date },
): Promise<number> {
  const { subscription } = report;
  const [first] = await tx.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, subscription.orderId));
  const [row] = await tx
    .insert(adverseEffectReports)
    .values({
      source: report.source,
      subscriptionId: subscription.id,
      orderNumber: first?.orderNumber ?? null,
      productHandle: subscription.productHandle,
      sku: subscription.sku,
      productName: report.productName,
      customerId: subscription.customerId,
      customerEmail: subscription.email,
      note: report.note,
      createdAt: report.now,
    })
    .returning({ id: adverseEffectReports.id });
  return row!.id;
}

export interface SafetyFile {
  /** Newest first, a page at a time. */
  list(page: number): Promise<{ reports: AdverseEffectReport[]; total: number; pageSize: number }>;
  /** Every report, oldest first, for the CSV. */
  all(): Promise<AdverseEffectReport[]>;
}

const columns = {
  id: adverseEffectReports.id,
  source: adverseEffectReports.source,
  subscriptionId: adverseEffectReports.subscriptionId,
  orderNumber: adverseEffectReports.orderNumber,
  productName: adverseEffectReports.productName,
  sku: adverseEffectReports.sku,
  customerEmail: adverseEffectReports.customerEmail,
  note: adverseEffectReports.note,
  createdAt: adverseEffectReports.createdAt,
};

const toReport = (row: Omit<AdverseEffectReport, "source"> & { source: string }): AdverseEffectReport => ({
  ...row,
  source: row.source as AdverseEffectReport["source"],
});

export function createSafetyFile(db: Database): SafetyFile {
  return {
    async list(page) {
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(adverseEffectReports)
          .orderBy(desc(adverseEffectReports.createdAt), desc(adverseEffectReports.id))
          .limit(SAFETY_FILE_PAGE_SIZE)
          .offset((page - 1) * SAFETY_FILE_PAGE_SIZE),
        db.select({ count: count() }).from(adverseEffectReports),
      ]);
      return { reports: rows.map(toReport), total: total?.count ?? 0, pageSize: SAFETY_FILE_PAGE_SIZE };
    },
    async all() {
      const rows = await db.select(columns).from(adverseEffectReports).orderBy(adverseEffectReports.createdAt, adverseEffectReports.id);
      return rows.map(toReport);
    },
  };
}
