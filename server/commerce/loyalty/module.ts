/**
 * The loyalty module (issue 71 item 1, decision 0189): customers' points, a ledger of its own beside the store
 * credit's lei. It hears orders through domain events (earning on a paid and delivered order, taking back on a
 * refund or a cancellation) and reads an order's facts through the orders module's port; the owner's rules are a
 * setting the settings module keeps. Its services: a customer's balance and history, the staff's audited adjustment
 * and the ledger's export.
 */
import { asc, gt } from "drizzle-orm";
import { pointsWorthRonMinor, type LoyaltyEntryKind, type LoyaltySettings } from "#domain/loyalty";
import type { Database } from "#server/db/client";
import { loyaltyEntries } from "#server/db/schema";
import type { Infrastructure } from "#server/commerce/shared/infrastructure";
import type { StaffActor } from "#server/commerce/shared/staff-audit";
import {
  creditPoints,
  debitPoints,
  lastEarnedAt,
  pointsBalance,
  pointsHistory,
  type OrderNumbersOf,
  type PointsEntryView,
} from "./ledger.ts";
import { earnOnPaidDelivery, reverseOnRefundOrCancel, type LoyaltyOrderFactsOf, type LoyaltySettingsOf } from "./points-events.ts";

/** What other modules and the server's layers use of this module's own files: reachable only through here. */
export type { PointsEntryView } from "./ledger.ts";
export { pointsBalance } from "./ledger.ts";

export interface LoyaltyPorts extends Pick<Infrastructure, "db" | "clock" | "audit"> {
  /** An order's customer, payment, delivery and goods (orders' `loyaltyFacts`). */
  orderFacts: LoyaltyOrderFactsOf;
  /** The owner's rules (the settings module's `loyalty.settings`). */
  settings: LoyaltySettingsOf;
  /** The number each of some orders shows (orders' `orderNumbersOf`). */
  orderNumbers: OrderNumbersOf;
}

/** A customer's points as the account and the admin's customer page show them. */
export interface CustomerPoints {
  balancePoints: number;
  /** What the balance is worth at checkout today, in lei. */
  worthRonMinor: number;
  /** When the balance expires if nothing more is earned; null: points do not expire, or there are none. */
  expiresAt: string | null;
  entries: PointsEntryView[];
}

export type PointsAdjustment = { ok: true; balancePoints: number } | { ok: false; problem: "not_found" | "insufficient" };

/** One row of the ledger's export, the oldest first. */
export interface PointsLedgerRow {
  id: number;
  customerId: number;
  createdAt: Date;
  kind: LoyaltyEntryKind;
  points: number;
  unrecoveredPoints: number;
  cause: string | null;
  orderNumber: number | null;
  reason: string | null;
  staffEmail: string | null;
}

export interface LoyaltyServices {
  /** The owner's rules in force. */
  settings(tx?: Database): Promise<LoyaltySettings>;
  /** A customer's points; null while the program is off (everything about points is hidden then). */
  customerPoints(customerId: number): Promise<CustomerPoints | null>;
  /** A member of staff's correction, signed, with its reason; audited. A debit below zero is refused. */
  adjust(customerId: number, points: number, reason: string, actor: StaffActor): Promise<PointsAdjustment>;
  /** The whole ledger, a batch at a time, the oldest first (the admin's CSV export). */
  ledger(batchSize?: number): AsyncGenerator<PointsLedgerRow[]>;
}

/** The expiry date of a balance: `expiryMonths` after the last earn. */
export function pointsExpiry(lastEarned: Date | null, settings: Pick<LoyaltySettings, "expiryMonths">): Date | null {
  if (!lastEarned || settings.expiryMonths === 0) return null;
  const expiry = new Date(lastEarned);
  expiry.setUTCMonth(expiry.getUTCMonth() + settings.expiryMonths);
  return expiry;
}

export function createLoyaltyModule({ db, clock, audit, orderFacts, settings, orderNumbers }: LoyaltyPorts) {
  const services: LoyaltyServices = {
    settings: (tx) => settings(tx),

    async customerPoints(customerId) {
      const rules = await settings();
      if (!rules.enabled) return null;
      const [balancePoints, entries, lastEarned] = await Promise.all([
        pointsBalance(db, customerId),
        pointsHistory(db, orderNumbers, customerId),
        lastEarnedAt(db, customerId),
      ]);
      const expiry = balancePoints > 0 ? pointsExpiry(lastEarned, rules) : null;
      return {
        balancePoints,
        worthRonMinor: pointsWorthRonMinor(balancePoints, rules),
        expiresAt: expiry?.toISOString() ?? null,
        entries,
      };
    },

    async adjust(customerId, points, reason, actor) {
      try {
        return await db.transaction(async (tx) => {
          const now = clock();
          const before = await pointsBalance(tx, customerId);
          const staff = { staffId: actor.staffId, email: actor.email };
          const changed =
            points > 0
              ? await creditPoints(tx, { customerId, points, kind: "adjusted", cause: null, reason, staff }, now)
              : await debitPoints(
                  tx,
                  { customerId, points: -points, kind: "adjusted", cause: null, reason, staff, shortfall: "all_or_nothing" },
                  now,
                );
          if (!changed.ok) return { ok: false as const, problem: "insufficient" as const };
          await audit(
            tx,
            actor,
            {
              action: "loyalty.adjust",
              target: { type: "customer", id: customerId },
              before: { balancePoints: before },
              after: { balancePoints: changed.balancePoints, points, reason },
            },
            now,
          );
          return { ok: true as const, balancePoints: changed.balancePoints };
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) return { ok: false, problem: "not_found" };
        throw error;
      }
    },

    async *ledger(batchSize = 500) {
      for (let after = 0; ;) {
        const rows = await db
          .select()
          .from(loyaltyEntries)
          .where(gt(loyaltyEntries.id, after))
          .orderBy(asc(loyaltyEntries.id))
          .limit(batchSize);
        if (rows.length === 0) return;
        const numbers = await orderNumbers(
          db,
          rows.flatMap((entry) => (entry.orderId === null ? [] : [entry.orderId])),
        );
        yield rows.map((entry) => ({
          id: entry.id,
          customerId: entry.customerId,
          createdAt: entry.createdAt,
          kind: entry.kind as LoyaltyEntryKind,
          points: entry.points,
          unrecoveredPoints: entry.unrecoveredPoints,
          cause: entry.cause,
          orderNumber: entry.orderId === null ? null : (numbers.get(entry.orderId) ?? null),
          reason: entry.reason,
          staffEmail: entry.staffEmail,
        }));
        after = rows.at(-1)!.id;
      }
    },
  };
  return {
    services,
    handlers: {
      earnOnPaidDelivery: earnOnPaidDelivery(orderFacts, settings),
      reverseOnRefundOrCancel: reverseOnRefundOrCancel(orderFacts),
    },
  };
}

/** No such customer: the balance's account row has nothing to belong to (drizzle wraps the driver's error). */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23503") return true;
  }
  return false;
}
