/**
 * The owner's "offer in the parcel" pairing (issue 68 item 3, decision 0158): each product may name one other product
 * to offer to a cash-on-delivery order holding it. The catalogue keeps the pairing; the orders module reads it through
 * `parcelOffersOf` and `offerVariantOf` to decide what an order is offered, and prices it with the order's pricing.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { products, productVariants } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";
import type { StaffActor, StaffAudit } from "#server/commerce/shared/staff-audit";

/** The products an order's variants belong to, and what they offer. */
export interface ParcelOffersOfOrder {
  /** Every product the order's variants belong to: none of them is offered again. */
  productIds: Set<number>;
  /** The published products the lines offer, in line order, without repeats. */
  offers: number[];
}

/** What the products of `variantIds` (an order's lines, in their order) offer to add to their parcel. */
export async function parcelOffersOf(tx: Database, variantIds: readonly number[]): Promise<ParcelOffersOfOrder> {
  if (variantIds.length === 0) return { productIds: new Set(), offers: [] };
  const rows = await tx
    .select({ variantId: productVariants.id, productId: products.id, offerProductId: products.parcelOfferProductId })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, [...variantIds]));
  const offered = rows.flatMap((row) => (row.offerProductId === null ? [] : [row.offerProductId]));
  const published =
    offered.length === 0
      ? new Set<number>()
      : new Set(
          (
            await tx
              .select({ id: products.id })
              .from(products)
              .where(and(inArray(products.id, offered), eq(products.status, "active")))
          ).map((row) => row.id),
        );
  const byVariant = new Map(rows.map((row) => [row.variantId, row]));
  const offers = variantIds.flatMap((id) => {
    const offer = byVariant.get(id)?.offerProductId;
    return offer != null && published.has(offer) ? [offer] : [];
  });
  return { productIds: new Set(rows.map((row) => row.productId)), offers: [...new Set(offers)] };
}

/**
 * The variant of a product an offer adds: the first on sale by the owner's order (the single bottle in the seeded
 * catalogue); null when none is. Whether it is a subscription or in stock the order's pricing then decides.
 */
export async function offerVariantOf(tx: Database, productId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.availableForSale, true)))
    .orderBy(asc(productVariants.position))
    .limit(1);
  return row?.id ?? null;
}

export type ParcelOfferPairingOutcome =
  | { kind: "saved"; changed: boolean; offerProductId: number | null }
  | { kind: "not_found" }
  /** The product to offer does not exist. */
  | { kind: "unknown_offer" }
  /** A product cannot be offered with itself (the CHECK constraint says the same). */
  | { kind: "same_product" };

export interface ParcelOfferEditor {
  pairParcelOffer(productId: number, offerProductId: number | null, actor: StaffActor): Promise<ParcelOfferPairingOutcome>;
}

export function createParcelOfferEditor({ db, clock, audit }: { db: Database; clock: Clock; audit: StaffAudit }): ParcelOfferEditor {
  return {
    pairParcelOffer: (productId, offerProductId, actor) =>
      db.transaction(async (tx): Promise<ParcelOfferPairingOutcome> => {
        if (offerProductId === productId) return { kind: "same_product" };
        const [locked] = await tx
          .select({ offerProductId: products.parcelOfferProductId })
          .from(products)
          .where(eq(products.id, productId))
          .for("update");
        if (!locked) return { kind: "not_found" };
        if (offerProductId !== null) {
          const [offered] = await tx.select({ id: products.id }).from(products).where(eq(products.id, offerProductId));
          if (!offered) return { kind: "unknown_offer" };
        }
        if (locked.offerProductId === offerProductId) return { kind: "saved", changed: false, offerProductId };
        const now = clock();
        // `updated_at` stays: it is the editor's version of the texts, which the pairing leaves as they are.
        await tx.update(products).set({ parcelOfferProductId: offerProductId }).where(eq(products.id, productId));
        await audit(
          tx,
          actor,
          {
            action: "product.parcel_offer",
            target: { type: "product", id: productId },
            before: { offerProductId: locked.offerProductId },
            after: { offerProductId },
          },
          now,
        );
        return { kind: "saved", changed: true, offerProductId };
      }),
  };
}
