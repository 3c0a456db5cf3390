/**
 * A customer's wishlist: product handles, newest first. Only products of the catalogue can be added;
 * the list a visitor kept in the browser is merged at login, skipping what no longer exists.
 */
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { customers, wishlistItems } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";

export const MAX_WISHLIST_ITEMS = 200;

export interface WishlistItem {
  productHandle: string;
  addedAt: Date;
}

export type WishlistAddition = { kind: "added"; items: WishlistItem[] } | { kind: "unknown_product" } | { kind: "full" };

export interface Wishlist {
  list(customerId: number): Promise<WishlistItem[]>;
  /** Adding a handle already there changes nothing. */
  add(customerId: number, productHandle: string): Promise<WishlistAddition>;
  remove(customerId: number, productHandle: string): Promise<WishlistItem[]>;
  /** Adds the known handles not yet there, as far as the limit allows. */
  merge(customerId: number, productHandles: readonly string[]): Promise<WishlistItem[]>;
}

/** Which of some handles name a product of the catalogue, inside the caller's transaction (catalog's `KnownProducts`). */
export type KnownProducts = (tx: Database, handles: readonly string[]) => Promise<Set<string>>;

export function createWishlist({ db, clock, knownHandles }: { db: Database; clock: Clock; knownHandles: KnownProducts }): Wishlist {
  const list = (tx: Database, customerId: number) =>
    tx
      .select({ productHandle: wishlistItems.productHandle, addedAt: wishlistItems.createdAt })
      .from(wishlistItems)
      .where(eq(wishlistItems.customerId, customerId))
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productHandle));

  /** Inserts in the given order (first given = oldest) after locking the customer, within the limit. */
  async function addAll(tx: Database, customerId: number, handles: readonly string[]): Promise<"ok" | "full"> {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for("update");
    const present = new Set((await list(tx, customerId)).map((item) => item.productHandle));
    const fresh = [...new Set(handles)].filter((handle) => !present.has(handle));
    if (fresh.length === 0) return "ok";
    const room = MAX_WISHLIST_ITEMS - present.size;
    if (room <= 0) return "full";
    const now = clock().getTime();
    // One millisecond apart, so "newest first" keeps the order the shopper added them in.
    await tx
      .insert(wishlistItems)
      .values(fresh.slice(0, room).map((productHandle, index) => ({ customerId, productHandle, createdAt: new Date(now + index) })));
    return fresh.length > room ? "full" : "ok";
  }

  return {
    list: (customerId) => list(db, customerId),

    add(customerId, productHandle) {
      return db.transaction(async (tx) => {
        if (!(await knownHandles(tx, [productHandle])).has(productHandle)) return { kind: "unknown_product" } as const;
        if ((await addAll(tx, customerId, [productHandle])) === "full") return { kind: "full" } as const;
        return { kind: "added", items: await list(tx, customerId) } as const;
      });
    },

    async remove(customerId, productHandle) {
      await db.delete(wishlistItems).where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productHandle, productHandle)));
      return list(db, customerId);
    },

    merge(customerId, productHandles) {
      return db.transaction(async (tx) => {
        const known = await knownHandles(tx, productHandles);
        await addAll(
          tx,
          customerId,
          productHandles.filter((handle) => known.has(handle)),
        );
        return list(tx, customerId);
      });
    },
  };
}
