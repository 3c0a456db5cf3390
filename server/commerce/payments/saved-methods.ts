/**
 * Payment methods kept for renewals: written when a subscription's first payment succeeds with the
 * provider holding the method (never a card number here), listed on the customer's payment-methods page,
 * and removed there — at the provider too, and from the subscriptions that used it, which then renew
 * as cash on delivery until the customer gives a new card.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { savedPaymentMethods } from "#server/db/schema";
import type { PaymentProvider, SavedMethodDetails } from "./payment-provider.ts";
import { heldByCustomer } from "#server/commerce/shared/customer-rows";

export type SavedMethodRow = typeof savedPaymentMethods.$inferSelect;

/** What the customer sees of a saved method. */
export interface SavedMethodView {
  id: string;
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  /** How many of the customer's active subscriptions renew with it. */
  subscriptions: number;
}

const newSavedMethodId = () => `pm_${randomBytes(12).toString("base64url")}`;

/** Records a method the provider keeps (once per provider and method) and answers its row's id. */
export async function recordSavedMethod(
  tx: Database,
  {
    provider,
    saved,
    owner,
    now,
  }: { provider: string; saved: SavedMethodDetails; owner: { customerId: number | null; email: string }; now: Date },
): Promise<number> {
  await tx
    .insert(savedPaymentMethods)
    .values({
      publicId: newSavedMethodId(),
      customerId: owner.customerId,
      email: owner.email,
      provider,
      providerCustomer: saved.providerCustomer,
      providerMethod: saved.providerMethod,
      brand: saved.brand,
      last4: saved.last4,
      expMonth: saved.expMonth,
      expYear: saved.expYear,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [savedPaymentMethods.provider, savedPaymentMethods.providerMethod] });
  const [kept] = await tx
    .select({ id: savedPaymentMethods.id })
    .from(savedPaymentMethods)
    .where(and(eq(savedPaymentMethods.provider, provider), eq(savedPaymentMethods.providerMethod, saved.providerMethod)));
  return kept!.id;
}

export interface SavedMethods {
  /** The customer's methods still kept, newest first: those saved while signed in, or for the account's email. */
  list(customer: { id: number; email: string }): Promise<SavedMethodView[]>;
  /** Forgets one at the provider and here; false when it is not the customer's (or already gone). */
  remove(customer: { id: number; email: string }, id: string): Promise<boolean>;
}

/** The subscriptions that renew with a saved method: the subscriptions module owns them and hands this in. */
export interface SavedMethodUses {
  /** The method of each active subscription renewing with one of `methodIds`, one entry per subscription. */
  renewingWith(db: Database, methodIds: readonly number[]): Promise<number[]>;
  /** The subscriptions renewing with the method forget it, in the caller's transaction. */
  forget(tx: Database, methodId: number, now: Date): Promise<void>;
}

export function createSavedMethods({
  db,
  providerNamed,
  clock,
  methodUses,
}: {
  db: Database;
  providerNamed: (name: string) => PaymentProvider | undefined;
  clock: () => Date;
  methodUses: SavedMethodUses;
}): SavedMethods {
  const ownedBy = (customer: { id: number; email: string }) =>
    and(isNull(savedPaymentMethods.removedAt), heldByCustomer(savedPaymentMethods, customer));

  return {
    async list(customer) {
      const rows = await db.select().from(savedPaymentMethods).where(ownedBy(customer)).orderBy(desc(savedPaymentMethods.createdAt));
      const renewing = await methodUses.renewingWith(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({
        id: row.publicId,
        brand: row.brand,
        last4: row.last4,
        expMonth: row.expMonth,
        expYear: row.expYear,
        subscriptions: renewing.filter((methodId) => methodId === row.id).length,
      }));
    },

    async remove(customer, id) {
      const [row] = await db
        .select()
        .from(savedPaymentMethods)
        .where(and(eq(savedPaymentMethods.publicId, id), ownedBy(customer)));
      if (!row) return false;
      // At the provider first: a method still there could be charged; one forgotten only there is harmless.
      await providerNamed(row.provider)?.forget(row);
      const now = clock();
      await db.transaction(async (tx) => {
        await tx.update(savedPaymentMethods).set({ removedAt: now }).where(eq(savedPaymentMethods.id, row.id));
        await methodUses.forget(tx, row.id, now);
      });
      return true;
    },
  };
}

/** What the subscriptions show and reuse of the saved methods they renew with (`SavedCards`, decision 0134). */
export interface SavedCards {
  /** The brand and last digits of each of `methodIds` still kept (not removed). */
  keptOf(db: Database, methodIds: readonly number[]): Promise<Map<number, { brand: string; last4: string }>>;
  /** The provider and the provider's customer a method was saved with, removed or not; null when there is none. */
  providerCustomerOf(db: Database, methodId: number): Promise<{ provider: string; customer: string | null } | null>;
}

export const savedCards: SavedCards = {
  async keptOf(db, methodIds) {
    if (methodIds.length === 0) return new Map();
    const rows = await db
      .select({ id: savedPaymentMethods.id, brand: savedPaymentMethods.brand, last4: savedPaymentMethods.last4 })
      .from(savedPaymentMethods)
      .where(and(inArray(savedPaymentMethods.id, [...new Set(methodIds)]), isNull(savedPaymentMethods.removedAt)));
    return new Map(rows.map(({ id, ...card }) => [id, card]));
  },
  async providerCustomerOf(db, methodId) {
    const [row] = await db
      .select({ provider: savedPaymentMethods.provider, customer: savedPaymentMethods.providerCustomer })
      .from(savedPaymentMethods)
      .where(eq(savedPaymentMethods.id, methodId));
    return row ?? null;
  },
};
