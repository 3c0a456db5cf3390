/**
 * The points ledger (issue 71 item 1, decision 0189), modelled on the store credit's: every change is one entry and
 * one balance update in the caller's transaction. A change with a cause happens once per customer, kind and cause
 * (a unique index), so a domain event heard twice, or a checkout retried, moves nothing the second time. Anything
 * that takes points locks the balance row first, so two takings at once never take the same points, and the
 * balance's check keeps it from going below zero.
 */
import { desc, eq, sql } from "drizzle-orm";
import type { LoyaltyEntryKind } from "#domain/loyalty";
import type { Database } from "#server/db/client";
import { loyaltyAccounts, loyaltyEntries } from "#server/db/schema";
import type { StaffName } from "#domain/staff-roles";

export interface PointsCredit {
  customerId: number;
  points: number;
  kind: Extract<LoyaltyEntryKind, "earned" | "restored" | "adjusted">;
  /** What the points are for (`order:12`); null only for an adjustment. */
  cause: string | null;
  orderId?: number;
  reason?: string;
  staff?: StaffName;
}

export interface PointsDebit {
  customerId: number;
  points: number;
  kind: Extract<LoyaltyEntryKind, "spent" | "reversed" | "expired" | "adjusted">;
  cause: string | null;
  orderId?: number;
  reason?: string;
  staff?: StaffName;
  /**
   * `all_or_nothing`: a checkout's spend or a staff's correction, refused when the balance is short. `up_to_balance`:
   * a reversal or an expiry, which takes what is there and records the rest as not recoverable.
   */
  shortfall: "all_or_nothing" | "up_to_balance";
}

export type PointsOutcome =
  | { ok: true; balancePoints: number; movedPoints: number; unrecoveredPoints: number }
  | { ok: false; reason: "insufficient" | "already_done" };

/** Adds points once per cause: the entry first, so a cause already credited changes no balance. */
export async function creditPoints(tx: Database, credit: PointsCredit, now: Date): Promise<PointsOutcome> {
  if (!Number.isSafeInteger(credit.points) || credit.points <= 0) throw new Error("A points credit needs a positive number of points");
  const inserted = await insertEntry(tx, { ...credit, signedPoints: credit.points, unrecoveredPoints: 0 }, now);
  if (!inserted) return { ok: false, reason: "already_done" };
  const earned = credit.kind === "earned";
  const [account] = await tx
    .insert(loyaltyAccounts)
    .values({ customerId: credit.customerId, balancePoints: credit.points, lastEarnedAt: earned ? now : null, updatedAt: now })
    .onConflictDoUpdate({
      target: loyaltyAccounts.customerId,
      set: {
        balancePoints: sql`${loyaltyAccounts.balancePoints} + ${credit.points}`,
        ...(earned ? { lastEarnedAt: now } : {}),
        updatedAt: now,
      },
    })
    .returning();
  return { ok: true, balancePoints: account!.balancePoints, movedPoints: credit.points, unrecoveredPoints: 0 };
}

/** Takes points once per cause, with the balance row locked until the caller's transaction ends. */
export async function debitPoints(tx: Database, debit: PointsDebit, now: Date): Promise<PointsOutcome> {
  if (!Number.isSafeInteger(debit.points) || debit.points <= 0) throw new Error("A points debit needs a positive number of points");
  const balance = await lockedPointsBalance(tx, debit.customerId);
  if (debit.shortfall === "all_or_nothing" && balance < debit.points) return { ok: false, reason: "insufficient" };
  const taken = Math.min(balance, debit.points);
  const unrecoveredPoints = debit.points - taken;
  const inserted = await insertEntry(tx, { ...debit, signedPoints: -taken, unrecoveredPoints }, now);
  if (!inserted) return { ok: false, reason: "already_done" };
  if (taken > 0) {
    await tx
      .update(loyaltyAccounts)
      .set({ balancePoints: sql`${loyaltyAccounts.balancePoints} - ${taken}`, updatedAt: now })
      .where(eq(loyaltyAccounts.customerId, debit.customerId));
  }
  return { ok: true, balancePoints: balance - taken, movedPoints: taken, unrecoveredPoints };
}

async function insertEntry(
  tx: Database,
  entry: (PointsCredit | PointsDebit) & { signedPoints: number; unrecoveredPoints: number },
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(loyaltyEntries)
    .values({
      customerId: entry.customerId,
      points: entry.signedPoints,
      unrecoveredPoints: entry.unrecoveredPoints,
      kind: entry.kind,
      cause: entry.cause,
      orderId: entry.orderId ?? null,
      reason: entry.reason ?? null,
      staffId: entry.staff?.staffId ?? null,
      staffEmail: entry.staff?.email ?? null,
      createdAt: now,
    })
    .onConflictDoNothing({
      target: [loyaltyEntries.customerId, loyaltyEntries.kind, loyaltyEntries.cause],
      where: sql`${loyaltyEntries.cause} IS NOT NULL`,
    })
    .returning({ id: loyaltyEntries.id });
  return rows.length > 0;
}

export async function pointsBalance(db: Database, customerId: number): Promise<number> {
  const [account] = await db
    .select({ balance: loyaltyAccounts.balancePoints })
    .from(loyaltyAccounts)
    .where(eq(loyaltyAccounts.customerId, customerId));
  return account?.balance ?? 0;
}

/** The balance with its row locked until the caller's transaction ends: for anything about to take points. */
export async function lockedPointsBalance(tx: Database, customerId: number): Promise<number> {
  const [account] = await tx
    .select({ balance: loyaltyAccounts.balancePoints })
    .from(loyaltyAccounts)
    .where(eq(loyaltyAccounts.customerId, customerId))
    .for("update");
  return account?.balance ?? 0;
}

/** What an order earned, and what its refunds and cancellation have taken back of it so far (taken or not recoverable). */
export async function orderPoints(tx: Database, orderId: number): Promise<{ earned: number; reversed: number }> {
  const [row] = await tx
    .select({
      earned: sql<number>`coalesce(sum(${loyaltyEntries.points}) filter (where ${loyaltyEntries.kind} = 'earned'), 0)::int`,
      reversed: sql<number>`coalesce(sum(${loyaltyEntries.unrecoveredPoints} - ${loyaltyEntries.points}) filter (where ${loyaltyEntries.kind} = 'reversed'), 0)::int`,
    })
    .from(loyaltyEntries)
    .where(eq(loyaltyEntries.orderId, orderId));
  return { earned: row?.earned ?? 0, reversed: row?.reversed ?? 0 };
}

export interface PointsEntryView {
  id: number;
  points: number;
  unrecoveredPoints: number;
  kind: LoyaltyEntryKind;
  cause: string | null;
  /** The order's number as the customer knows it, for what an order earned, spent or gave back. */
  orderNumber: number | null;
  reason: string | null;
  staffEmail: string | null;
  createdAt: string;
}

/** The orders module's read port: the number each of some orders shows. */
export type OrderNumbersOf = (db: Database, orderIds: readonly number[]) => Promise<Map<number, number>>;

export async function pointsHistory(db: Database, orderNumbersOf: OrderNumbersOf, customerId: number): Promise<PointsEntryView[]> {
  const rows = await db
    .select()
    .from(loyaltyEntries)
    .where(eq(loyaltyEntries.customerId, customerId))
    .orderBy(desc(loyaltyEntries.createdAt), desc(loyaltyEntries.id));
  const numbers = await orderNumbersOf(
    db,
    rows.flatMap((entry) => (entry.orderId === null ? [] : [entry.orderId])),
  );
  return rows.map((entry) => ({
    id: entry.id,
    points: entry.points,
    unrecoveredPoints: entry.unrecoveredPoints,
    kind: entry.kind as LoyaltyEntryKind,
    cause: entry.cause,
    orderNumber: entry.orderId === null ? null : (numbers.get(entry.orderId) ?? null),
    reason: entry.reason,
    staffEmail: entry.staffEmail,
    createdAt: entry.createdAt.toISOString(),
  }));
}

/** When the customer last earned points (the expiry counts from it); null: never. */
export async function lastEarnedAt(db: Database, customerId: number): Promise<Date | null> {
  const [account] = await db
    .select({ at: loyaltyAccounts.lastEarnedAt })
    .from(loyaltyAccounts)
    .where(eq(loyaltyAccounts.customerId, customerId));
  return account?.at ?? null;
}
