/**
 * The stock ledger as the owner runs it (issue 40 item 5, decision 0078): a variant's movements, page by page; an
 * adjustment with its note, once per form key; the low-stock threshold; the recount the product list's stock field
 * makes; and the sweep that mails the owner the alerts movements wrote. Every change goes through `moveStock`.
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import {
  STOCK_MOVEMENTS_PAGE_SIZE,
  type InspectionOutcome,
  type InspectionSource,
  type StockAdjustmentInput,
  type StockCause,
  type StockInspectionView,
  type StockMovementView,
} from "#domain/stock-ledger";
import type { Language } from "#domain/locale";
import type { Database } from "#server/db/client";
import { lowStockAlerts, productVariants, stockInspections, stockMovements } from "#server/db/schema";
import type { MailBranding } from "#server/mail/mail-types";
import type { Mailer } from "#server/mail/outbox";
import { renderLowStockAlert } from "#server/mail/low-stock-alert";
import type { Clock } from "#server/commerce/shared/clock";

import type { SaleCatalog } from "../pricing.ts";
import { moveStock, publishStockChange } from "./stock.ts";
import type { StaffActor, StaffAudit, StoreOwners } from "#server/commerce/shared/staff-audit";

export interface VariantLedger {
  variantId: number;
  productId: number;
  stockQuantity: number | null;
  lowStockThreshold: number;
  stockFromVariantId: number | null;
  movements: StockMovementView[];
  page: number;
  pages: number;
}

export type StockAdjustOutcome =
  | { kind: "moved"; balance: number; changed: boolean }
  | { kind: "not_found" }
  | { kind: "not_counted" }
  /** It would take more than there is: `left` is what there is. */
  | { kind: "short"; left: number };

export type InspectOutcome =
  | { kind: "decided"; balance: number | null }
  | { kind: "not_found" }
  /** Another member decided it first (or this one, a moment ago): nothing changed. */
  | { kind: "already_decided"; state: InspectionOutcome };

export interface StockBackOffice {
  /** Units back at the shop waiting for a member's look, the oldest first, named in `language`. */
  toInspect(language: Language): Promise<StockInspectionView[]>;
  /**
   * A member's decision on one row, once: sellable puts its units back in stock, damaged writes them off; both in
   * the ledger and the audit log, in one transaction. Two members deciding at once: one wins, the other is told.
   */
  inspectReturnedStock(id: number, outcome: InspectionOutcome, actor: StaffActor): Promise<InspectOutcome>;
  ledger(variantId: number, page: number): Promise<VariantLedger | null>;
  adjust(variantId: number, input: StockAdjustmentInput, actor: StaffActor): Promise<StockAdjustOutcome>;
  setThreshold(
    variantId: number,
    threshold: number,
    actor: StaffActor,
  ): Promise<{ kind: "done"; changed: boolean } | { kind: "not_found" }>;
  /** The count the product list's stock field sets (null: not counted), as an adjustment, in the caller's transaction. */
  recount(tx: Database, variantId: number, to: number | null, staff: { id: number; email: string }, now: Date): Promise<void>;
  /** Mails the owner the alerts not yet mailed; safe in several instances at once (SKIP LOCKED). */
  sweepLowStockAlerts(): Promise<number>;
}

const ALERT_BATCH = 20;
/** The inspection list shows this many at most: a shop's returns of a few days, not an archive. */
const INSPECTIONS_SHOWN = 100;

interface StockBackOfficeOptions {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  branding: MailBranding;
  audit: StaffAudit;
  /** Names the variant in the owner's email. */
  catalog: Pick<SaleCatalog, "variantsForSale">;
  /** Who gets the alerts (`STORE_NOTIFY_EMAIL`); without it, the store's owners. */
  storeNotify: { email: string; language: Language } | undefined;
  /** The store's active owners (staff's `StoreOwners`). */
  storeOwners: StoreOwners;
  orderNumbers: OrderNumbers;
}

/** The number each of some orders shows, an order no longer there absent: the orders module owns them and hands this in. */
export type OrderNumbers = (db: Database, orderIds: readonly number[]) => Promise<Map<number, number>>;

export function createStockBackOffice(options: StockBackOfficeOptions): StockBackOffice {
  const context = options;
  return {
    toInspect: (language) => toInspect(context, language),
    inspectReturnedStock: (id, outcome, actor) => inspectReturnedStock(context, id, outcome, actor),
    ledger: (variantId, page) => ledger(context, variantId, page),
    adjust: (variantId, input, actor) => adjust(context, variantId, input, actor),
    setThreshold: (variantId, threshold, actor) => setThreshold(context, variantId, threshold, actor),
    async recount(tx, variantId, to, staff, now) {
      const [row] = await tx
        .select({ stock: productVariants.stockQuantity, sku: productVariants.sku, productId: productVariants.productId })
        .from(productVariants)
        .where(eq(productVariants.id, variantId))
        .for("update");
      if (!row || row.stock === to) return;
      // Counting starts from 0 and stops at 0, so the movements of a variant that is counted again still add up.
      if (row.stock === null) await tx.update(productVariants).set({ stockQuantity: 0 }).where(eq(productVariants.id, variantId));
      const change = (to ?? 0) - (row.stock ?? 0);
      if (change !== 0) await moveStock(tx, { variantId, cause: "adjustment", sourceKey: `recount:${randomUUID()}`, change, staff, now });
      if (to === null) {
        await tx.update(productVariants).set({ stockQuantity: null }).where(eq(productVariants.id, variantId));
        await publishStockChange(tx, { variantId, ...row }, { stock: null, change: 0, cause: "adjustment" }, now);
      }
    },

    sweepLowStockAlerts: () => sweepLowStockAlerts(context),
  };
}

const staffOf = (actor: StaffActor) => ({ id: actor.staffId, email: actor.email });

async function recipients(
  { storeNotify, storeOwners }: StockBackOfficeOptions,
  tx: Database,
): Promise<{ email: string; language: Language }[]> {
  return storeNotify ? [storeNotify] : storeOwners(tx);
}

const orderIdsOf = (rows: ReadonlyArray<{ orderId: number | null }>) => rows.flatMap((row) => (row.orderId === null ? [] : [row.orderId]));

async function toInspect({ db, catalog, orderNumbers }: StockBackOfficeOptions, language: Language): Promise<StockInspectionView[]> {
  const rows = await db
    .select({ row: stockInspections, sku: productVariants.sku, productId: productVariants.productId })
    .from(stockInspections)
    .innerJoin(productVariants, eq(productVariants.id, stockInspections.variantId))
    .where(eq(stockInspections.state, "to_inspect"))
    .orderBy(asc(stockInspections.id))
    .limit(INSPECTIONS_SHOWN);
  const [named, numbers] = await Promise.all([
    catalog.variantsForSale([...new Set(rows.map(({ row }) => row.variantId))], language),
    orderNumbers(db, orderIdsOf(rows.map(({ row }) => row))),
  ]);
  return rows.map(({ row, sku, productId }) => {
    const found = named.get(row.variantId);
    const orderNumber = row.orderId === null ? null : (numbers.get(row.orderId) ?? null);
    return {
      id: row.id,
      variantId: row.variantId,
      productId,
      productTitle: found?.product.title ?? sku,
      variantTitle: found && found.variant.title !== "Default Title" ? found.variant.title : "",
      sku,
      quantity: row.quantity,
      source: row.source as InspectionSource,
      orderNumber,
      returnId: row.returnId,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

function inspectReturnedStock(
  { db, clock, audit }: StockBackOfficeOptions,
  id: number,
  outcome: InspectionOutcome,
  actor: StaffActor,
): Promise<InspectOutcome> {
  return db.transaction(async (tx): Promise<InspectOutcome> => {
    const now = clock();
    // Decided by the update that finds the row still waiting: a second member's update waits for the first's
    // lock, then finds it decided and changes nothing, so its units never come back twice.
    const [row] = await tx
      .update(stockInspections)
      .set({ state: outcome, decidedByStaffId: actor.staffId, decidedByEmail: actor.email, decidedAt: now })
      .where(and(eq(stockInspections.id, id), eq(stockInspections.state, "to_inspect")))
      .returning();
    if (!row) {
      const [decided] = await tx.select({ state: stockInspections.state }).from(stockInspections).where(eq(stockInspections.id, id));
      return decided ? { kind: "already_decided", state: decided.state as InspectionOutcome } : { kind: "not_found" };
    }
    const moved = await moveStock(tx, {
      variantId: row.variantId,
      cause: outcome === "sellable" ? "return_inspected_sellable" : "written_off_damaged",
      sourceKey: `inspection:${row.id}`,
      change: outcome === "sellable" ? row.quantity : 0,
      orderId: row.orderId,
      returnId: row.returnId,
      staff: staffOf(actor),
      note: row.note,
      now,
    });
    await audit(
      tx,
      actor,
      {
        action: "stock.inspect",
        target: { type: "variant", id: row.variantId },
        after: { inspection: row.id, outcome, quantity: row.quantity, source: row.source },
      },
      now,
    );
    return { kind: "decided", balance: moved.kind === "moved" ? moved.balance : null };
  });
}

async function ledger({ db, orderNumbers }: StockBackOfficeOptions, variantId: number, page: number): Promise<VariantLedger | null> {
  const [variant] = await db
    .select({
      productId: productVariants.productId,
      stockQuantity: productVariants.stockQuantity,
      lowStockThreshold: productVariants.lowStockThreshold,
      stockFromVariantId: productVariants.stockFromVariantId,
    })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  if (!variant) return null;
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(stockMovements)
    .where(eq(stockMovements.variantId, variantId));
  const pages = Math.max(1, Math.ceil((counted?.total ?? 0) / STOCK_MOVEMENTS_PAGE_SIZE));
  const shown = Math.min(Math.max(1, page), pages);
  const rows = await db
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.variantId, variantId))
    // The newest first, as the owner looks for what just happened; the id breaks ties within one transaction.
    .orderBy(desc(stockMovements.id))
    .limit(STOCK_MOVEMENTS_PAGE_SIZE)
    .offset((shown - 1) * STOCK_MOVEMENTS_PAGE_SIZE);
  const numbers = await orderNumbers(db, orderIdsOf(rows));
  return {
    variantId,
    ...variant,
    page: shown,
    pages,
    movements: rows.map((movement) => ({
      id: movement.id,
      createdAt: movement.createdAt.toISOString(),
      cause: movement.cause as StockCause,
      change: movement.change,
      balanceAfter: movement.balanceAfter,
      orderNumber: movement.orderId === null ? null : (numbers.get(movement.orderId) ?? null),
      returnId: movement.returnId,
      staffEmail: movement.staffEmail,
      note: movement.note,
    })),
  };
}

function adjust(
  { db, clock, audit }: StockBackOfficeOptions,
  variantId: number,
  input: StockAdjustmentInput,
  actor: StaffActor,
): Promise<StockAdjustOutcome> {
  return db.transaction(async (tx): Promise<StockAdjustOutcome> => {
    const now = clock();
    const outcome = await moveStock(tx, {
      variantId,
      cause: "adjustment",
      sourceKey: `adjust:${input.key}`,
      change: input.change,
      staff: staffOf(actor),
      note: input.note,
      now,
    });
    if (outcome.kind === "short") return outcome;
    if (outcome.kind === "not_counted") {
      const [exists] = await tx.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.id, variantId));
      return exists ? { kind: "not_counted" } : { kind: "not_found" };
    }
    const [row] = await tx.select({ stock: productVariants.stockQuantity }).from(productVariants).where(eq(productVariants.id, variantId));
    if (outcome.kind === "moved")
      await audit(
        tx,
        actor,
        {
          action: "stock.adjust",
          target: { type: "variant", id: variantId },
          after: { change: input.change, balance: outcome.balance, note: input.note },
        },
        now,
      );
    return { kind: "moved", balance: row?.stock ?? 0, changed: outcome.kind === "moved" };
  });
}

function setThreshold(
  { db, clock, audit }: StockBackOfficeOptions,
  variantId: number,
  threshold: number,
  actor: StaffActor,
): ReturnType<StockBackOffice["setThreshold"]> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ threshold: productVariants.lowStockThreshold })
      .from(productVariants)
      .where(eq(productVariants.id, variantId))
      .for("update");
    if (!row) return { kind: "not_found" as const };
    if (row.threshold === threshold) return { kind: "done" as const, changed: false };
    const now = clock();
    await tx.update(productVariants).set({ lowStockThreshold: threshold }).where(eq(productVariants.id, variantId));
    await audit(
      tx,
      actor,
      {
        action: "stock.threshold",
        target: { type: "variant", id: variantId },
        before: { threshold: row.threshold },
        after: { threshold },
      },
      now,
    );
    return { kind: "done" as const, changed: true };
  });
}

async function sweepLowStockAlerts(context: StockBackOfficeOptions): Promise<number> {
  const { db, clock, mailer, branding, catalog } = context;
  const mailIds = await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(lowStockAlerts)
      .where(isNull(lowStockAlerts.mailedAt))
      .orderBy(asc(lowStockAlerts.id))
      .limit(ALERT_BATCH)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const now = clock();
    const to = await recipients(context, tx);
    const ids: number[] = [];
    for (const alert of due) {
      const [variant] = await tx
        .select({ productId: productVariants.productId, sku: productVariants.sku })
        .from(productVariants)
        .where(eq(productVariants.id, alert.variantId));
      for (const recipient of to) {
        const found = (await catalog.variantsForSale([alert.variantId], recipient.language, tx)).get(alert.variantId);
        const variantTitle = found && found.variant.title !== "Default Title" ? ` – ${found.variant.title}` : "";
        ids.push(
          await mailer.enqueue(
            tx,
            renderLowStockAlert(branding, {
              to: recipient.email,
              language: recipient.language,
              item: found ? `${found.product.title}${variantTitle}` : (variant?.sku ?? String(alert.variantId)),
              sku: variant?.sku ?? "",
              left: alert.balance,
              threshold: alert.threshold,
              movementsUrl: `${branding.baseUrl}/admin/products/${variant?.productId ?? 0}/stock/${alert.variantId}`,
            }),
          ),
        );
      }
      await tx.update(lowStockAlerts).set({ mailedAt: now }).where(eq(lowStockAlerts.id, alert.id));
    }
    return ids;
  });
  await mailer.deliver(mailIds);
  return mailIds.length;
}
