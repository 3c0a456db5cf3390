/**
 * A customer's address book. At most one address is the default (a partial unique index says so);
 * the first address becomes it, and moving it is one transaction, so no reader ever sees two
 * defaults or, while addresses exist, none.
 */
import { and, count, desc, eq, ne } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { customerAddresses, customers } from "#server/db/schema";
import type { AddressValues } from "#domain/account-forms";
import type { Clock } from "#server/commerce/shared/clock";

export const MAX_ADDRESSES = 50;

export interface Address extends AddressValues {
  id: number;
  isDefault: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface AddressList {
  addresses: Address[];
  defaultAddressId: number | null;
}

export type AddressCreation = { kind: "created"; address: Address; defaultAddressId: number } | { kind: "limit_reached" };

export interface AddressBook {
  /** The default first, then the newest. */
  list(customerId: number): Promise<AddressList>;
  create(customerId: number, fields: AddressValues, makeDefault: boolean): Promise<AddressCreation>;
  /** null when the customer has no such address. */
  update(
    customerId: number,
    addressId: number,
    changes: Partial<AddressValues>,
  ): Promise<{ address: Address; defaultAddressId: number | null } | null>;
  /** Deleting the default makes the newest remaining address the default. */
  remove(customerId: number, addressId: number): Promise<{ defaultAddressId: number | null } | null>;
  setDefault(customerId: number, addressId: number): Promise<AddressList | null>;
}

type AddressRow = typeof customerAddresses.$inferSelect;

function toAddress(row: AddressRow): Address {
  const { customerId: _owner, ...address } = row;
  return address;
}

export function createAddressBook({ db, clock }: { db: Database; clock: Clock }): AddressBook {
  const owned = (customerId: number, addressId: number) =>
    and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.id, addressId));

  // Address changes of one customer queue behind this lock, so the count limit and the single
  // default hold under concurrent requests (two tabs, say).
  const lockCustomer = (tx: Database, customerId: number) =>
    tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for("update");

  async function list(tx: Database, customerId: number): Promise<AddressList> {
    const rows = await tx
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId))
      .orderBy(desc(customerAddresses.isDefault), desc(customerAddresses.createdAt), desc(customerAddresses.id));
    return { addresses: rows.map(toAddress), defaultAddressId: rows.find((row) => row.isDefault)?.id ?? null };
  }

  async function defaultId(tx: Database, customerId: number): Promise<number | null> {
    const [row] = await tx
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.isDefault, true)));
    return row?.id ?? null;
  }

  async function makeDefault(tx: Database, customerId: number, addressId: number, now: Date): Promise<void> {
    await tx
      .update(customerAddresses)
      .set({ isDefault: false, updatedAt: now })
      .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.isDefault, true), ne(customerAddresses.id, addressId)));
    await tx.update(customerAddresses).set({ isDefault: true, updatedAt: now }).where(owned(customerId, addressId));
  }

  return {
    list: (customerId) => list(db, customerId),

    create(customerId, fields, wantsDefault) {
      const now = clock();
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const [{ n }] = (await tx.select({ n: count() }).from(customerAddresses).where(eq(customerAddresses.customerId, customerId))) as [
          { n: number },
        ];
        if (n >= MAX_ADDRESSES) return { kind: "limit_reached" } as const;
        const [row] = await tx
          .insert(customerAddresses)
          .values({ ...fields, customerId, isDefault: false, createdAt: now, updatedAt: now })
          .returning();
        if (wantsDefault || n === 0) await makeDefault(tx, customerId, row!.id, now);
        const address = { ...toAddress(row!), isDefault: wantsDefault || n === 0 };
        return { kind: "created", address, defaultAddressId: (await defaultId(tx, customerId))! } as const;
      });
    },

    async update(customerId, addressId, changes) {
      const [row] = await db
        .update(customerAddresses)
        .set({ ...changes, updatedAt: clock() })
        .where(owned(customerId, addressId))
        .returning();
      if (!row) return null;
      return { address: toAddress(row), defaultAddressId: await defaultId(db, customerId) };
    },

    remove(customerId, addressId) {
      const now = clock();
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const [removed] = await tx.delete(customerAddresses).where(owned(customerId, addressId)).returning();
        if (!removed) return null;
        if (removed.isDefault) {
          const [newest] = await tx
            .select({ id: customerAddresses.id })
            .from(customerAddresses)
            .where(eq(customerAddresses.customerId, customerId))
            .orderBy(desc(customerAddresses.createdAt), desc(customerAddresses.id))
            .limit(1);
          if (newest) await makeDefault(tx, customerId, newest.id, now);
        }
        return { defaultAddressId: await defaultId(tx, customerId) };
      });
    },

    setDefault(customerId, addressId) {
      const now = clock();
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const [exists] = await tx.select({ id: customerAddresses.id }).from(customerAddresses).where(owned(customerId, addressId));
        if (!exists) return null;
        await makeDefault(tx, customerId, addressId, now);
        return list(tx, customerId);
      });
    },
  };
}
