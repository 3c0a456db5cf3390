/**
 * A back-office save of a product locks its row first, so two saves of one product (a status change, a gallery
 * change, a safety edit) run one after the other and each decides on what the other left.
 */
import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { products } from "#server/db/schema";

/** The product's status and kind, its row locked until the caller's transaction ends; undefined for an unknown product. */
export async function lockProduct(tx: Database, productId: number) {
  const [locked] = await tx
    .select({ status: products.status, kind: products.kind })
    .from(products)
    .where(eq(products.id, productId))
    .for("update");
  return locked;
}
