/**
 * Store credit (issue 19 item 5, decision 0047): a customer's balance in lei and its ledger. Every change is one
 * ledger entry and one balance update in the caller's transaction; a debit is a single conditional update
 * (`balance >= amount`), so two spends at once can never take the same lei twice, and the balance's check
 * constraint keeps it from ever going below zero. A return is credited once (a unique index on its entry).
 */
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { orderEventPayload } from "#domain/order-lifecycle";
import type { Database } from "#server/db/client";
import { orders, storeCreditAccounts, storeCreditEntries } from "#server/db/schema";
import type { EventHandler } from "#server/commerce/shared/domain-events";
import type { StaffName } from "#domain/staff-roles";
import type { StaffActor, StaffAudit } from "#server/commerce/shared/staff-audit";

/** The ids of an order's returns, read in the caller's transaction: the returns module owns them and hands this in. */
export type OrderReturnIds = (tx: Database, orderId: number) => Promise<number[]>;

export type StoreCreditKind = "return_refund" | "checkout_debit" | "order_recredit" | "adjustment";

export interface StoreCreditEntryView {
  id: number;
  amountRonMinor: number;
  kind: StoreCreditKind;
  returnId: number | null;
  orderId: number | null;
  /** The order's number as the customer knows it, for a checkout's debit or an order's credit back. */
  orderNumber: number | null;
  reason: string | null;
  staffEmail: string | null;
  createdAt: string;
}

export interface StoreCreditChange {
  customerId: number;
  /** Lei, signed: positive credits, negative debits. */
  amountRonMinor: number;
  kind: StoreCreditKind;
  returnId?: number;
  orderId?: number;
  reason?: string;
  staff?: StaffName;
}

export type StoreCreditOutcome = { ok: true; balanceRonMinor: number } | { ok: false; reason: "insufficient" | "already_credited" };

/** Applies one change in the caller's transaction: the ledger entry and the balance together, or neither. */
export async function changeStoreCredit(tx: Database, change: StoreCreditChange, now: Date): Promise<StoreCreditOutcome> {
  if (!Number.isSafeInteger(change.amountRonMinor) || change.amountRonMinor === 0) throw new Error("A store credit change needs an amount");
  if (change.kind === "return_refund" && change.returnId !== undefined) {
    const [credited] = await tx
      .select({ id: storeCreditEntries.id })
      .from(storeCreditEntries)
      .where(sql`${storeCreditEntries.returnId} = ${change.returnId} and ${storeCreditEntries.kind} = 'return_refund'`);
    if (credited) return { ok: false, reason: "already_credited" };
  }
  let balance: number;
  if (change.amountRonMinor > 0) {
    const [account] = await tx
      .insert(storeCreditAccounts)
      .values({ customerId: change.customerId, balanceRonMinor: change.amountRonMinor, updatedAt: now })
      .onConflictDoUpdate({
        target: storeCreditAccounts.customerId,
        set: { balanceRonMinor: sql`${storeCreditAccounts.balanceRonMinor} + ${change.amountRonMinor}`, updatedAt: now },
      })
      .returning();
    balance = account!.balanceRonMinor;
  } else {
    const [account] = await tx
      .update(storeCreditAccounts)
      .set({ balanceRonMinor: sql`${storeCreditAccounts.balanceRonMinor} + ${change.amountRonMinor}`, updatedAt: now })
      .where(
        sql`${storeCreditAccounts.customerId} = ${change.customerId} and ${storeCreditAccounts.balanceRonMinor} >= ${-change.amountRonMinor}`,
      )
      .returning();
    if (!account) return { ok: false, reason: "insufficient" };
    balance = account.balanceRonMinor;
  }
  await tx.insert(storeCreditEntries).values({
    customerId: change.customerId,
    amountRonMinor: change.amountRonMinor,
    kind: change.kind,
    returnId: change.returnId ?? null,
    orderId: change.orderId ?? null,
    reason: change.reason ?? null,
    staffId: change.staff?.staffId ?? null,
    staffEmail: change.staff?.email ?? null,
    createdAt: now,
  });
  return { ok: true, balanceRonMinor: balance };
}

export async function storeCreditBalance(db: Database, customerId: number): Promise<number> {
  const [account] = await db
    .select({ balance: storeCreditAccounts.balanceRonMinor })
    .from(storeCreditAccounts)
    .where(eq(storeCreditAccounts.customerId, customerId));
  return account?.balance ?? 0;
}

/** The balance with its row locked until the caller's transaction ends, for a checkout about to spend it. */
export async function lockedStoreCreditBalance(tx: Database, customerId: number): Promise<number> {
  const [account] = await tx
    .select({ balance: storeCreditAccounts.balanceRonMinor })
    .from(storeCreditAccounts)
    .where(eq(storeCreditAccounts.customerId, customerId))
    .for("update");
  return account?.balance ?? 0;
}

/**
 * Gives back what an order took from store credit and has not been given back yet, when the order is cancelled or
 * refunded whole. What its returns already credited (their store credit refunds, or the credit's share of a refund
 * the original way) counts as given back, so the credit spent on an order never comes back twice. The order's row
 * is locked, so two cancellations at once give it back once.
 */
async function giveBackOrderCredit(tx: Database, returnIdsOf: OrderReturnIds, orderId: number, now: Date): Promise<number> {
  const { customerId, left } = await creditLeftOf(tx, returnIdsOf, orderId);
  if (customerId === null || left <= 0) return 0;
  await changeStoreCredit(tx, { customerId, amountRonMinor: left, kind: "order_recredit", orderId }, now);
  return left;
}

/** What `giveBackOrderCredit` would give back now: a cancellation's email and audit say it before its handlers run. */
async function storeCreditToGiveBack(tx: Database, returnIdsOf: OrderReturnIds, orderId: number): Promise<number> {
  const { customerId, left } = await creditLeftOf(tx, returnIdsOf, orderId);
  return customerId === null ? 0 : Math.max(left, 0);
}

async function creditLeftOf(
  tx: Database,
  returnIdsOf: OrderReturnIds,
  orderId: number,
): Promise<{ customerId: number | null; left: number }> {
  const [order] = await tx
    .select({ customerId: orders.customerId, spent: orders.storeCreditRonMinor })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  if (!order || order.spent === 0 || order.customerId === null) return { customerId: null, left: 0 };
  const returnIds = await returnIdsOf(tx, orderId);
  const [given] = await tx
    .select({ lei: sql<number>`coalesce(sum(${storeCreditEntries.amountRonMinor}), 0)::int` })
    .from(storeCreditEntries)
    .where(
      or(
        and(eq(storeCreditEntries.orderId, orderId), eq(storeCreditEntries.kind, "order_recredit")),
        returnIds.length === 0
          ? undefined
          : and(eq(storeCreditEntries.kind, "return_refund"), inArray(storeCreditEntries.returnId, returnIds)),
      ),
    );
  return { customerId: order.customerId, left: order.spent - (given?.lei ?? 0) };
}

/** What an order's cancellation or whole refund gave back to store credit, in lei (its credit note takes it off the invoice). */
export async function orderCreditGivenBack(tx: Database, orderId: number): Promise<number> {
  const [given] = await tx
    .select({ lei: sql<number>`coalesce(sum(${storeCreditEntries.amountRonMinor}), 0)::int` })
    .from(storeCreditEntries)
    .where(and(eq(storeCreditEntries.orderId, orderId), eq(storeCreditEntries.kind, "order_recredit")));
  return given?.lei ?? 0;
}

/** The name of the handler that gives a cancelled order's store credit back (invoicing's credit note runs after it). */
export const GIVE_BACK_STORE_CREDIT = "store-credit.give-back";

/** An order cancelled, or refunded whole, gives back what it took from store credit (decision 0086). */
export function giveBackStoreCredit(returnIdsOf: OrderReturnIds): EventHandler {
  return {
    name: GIVE_BACK_STORE_CREDIT,
    types: ["order.cancelled", "order.refunded"],
    async handle(tx, event, now) {
      const { orderId, whole } = orderEventPayload(event);
      if (event.type === "order.cancelled" || whole) await giveBackOrderCredit(tx, returnIdsOf, orderId, now);
    },
  };
}

export async function storeCreditHistory(db: Database, customerId: number): Promise<StoreCreditEntryView[]> {
  const rows = await db
    .select({ entry: storeCreditEntries, orderNumber: orders.orderNumber })
    .from(storeCreditEntries)
    .leftJoin(orders, eq(orders.id, storeCreditEntries.orderId))
    .where(eq(storeCreditEntries.customerId, customerId))
    .orderBy(desc(storeCreditEntries.createdAt), desc(storeCreditEntries.id));
  return rows.map(({ entry: row, orderNumber }) => ({
    id: row.id,
    amountRonMinor: row.amountRonMinor,
    kind: row.kind as StoreCreditKind,
    returnId: row.returnId,
    orderId: row.orderId,
    orderNumber,
    reason: row.reason,
    staffEmail: row.staffEmail,
    createdAt: row.createdAt.toISOString(),
  }));
}

export type StoreCreditAdjustment = { ok: true; balanceRonMinor: number } | { ok: false; problem: "not_found" | "insufficient" };

/** A customer's balance and ledger, and the owner's adjustments (a goodwill credit, a correction) with their reason, audited. */
export function createStoreCredit({
  db,
  clock,
  audit,
  returnIdsOf,
}: {
  db: Database;
  clock: () => Date;
  audit: StaffAudit;
  returnIdsOf: OrderReturnIds;
}) {
  return {
    balance: (customerId: number) => storeCreditBalance(db, customerId),
    history: (customerId: number) => storeCreditHistory(db, customerId),
    /** What `giveBackOrderCredit` would give back now, read in the caller's transaction. */
    toGiveBack: (tx: Database, orderId: number) => storeCreditToGiveBack(tx, returnIdsOf, orderId),

    async adjust(customerId: number, amountRonMinor: number, reason: string, actor: StaffActor): Promise<StoreCreditAdjustment> {
      try {
        return await db.transaction(async (tx) => {
          const now = clock();
          const before = await storeCreditBalance(tx, customerId);
          const changed = await changeStoreCredit(
            tx,
            { customerId, amountRonMinor, kind: "adjustment", reason, staff: { staffId: actor.staffId, email: actor.email } },
            now,
          );
          if (!changed.ok) return { ok: false as const, problem: "insufficient" as const };
          await audit(
            tx,
            actor,
            {
              action: "store_credit.adjust",
              target: { type: "customer", id: customerId },
              before: { balanceRonMinor: before },
              after: { balanceRonMinor: changed.balanceRonMinor, amountRonMinor, reason },
            },
            now,
          );
          return { ok: true as const, balanceRonMinor: changed.balanceRonMinor };
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) return { ok: false, problem: "not_found" };
        throw error;
      }
    },
  };
}

export type StoreCredit = ReturnType<typeof createStoreCredit>;

/** No such customer: the balance's account row has nothing to belong to (drizzle wraps the driver's error). */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23503") return true;
  }
  return false;
}
