/**
 * A back-office save of a product (a status change, a gallery change, a safety, claims or texts edit): its row is
 * locked first, so two saves of one product run one after the other and each decides on what the other left; and a
 * change it made is recorded last, as the product's new version and an audit entry.
 */
import { eq } from "drizzle-orm";
import type { AuditAction } from "#domain/audit-actions";
import { PRODUCT_CHANGED, productChangeOf, type ProductChange } from "#domain/catalog-events";
import { publishDomainEvents } from "#server/commerce/shared/domain-events";
import type { Database } from "#server/db/client";
import { products } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";
import type { StaffActor, StaffAudit } from "#server/commerce/shared/staff-audit";

/** The product's status and kind, its row locked until the caller's transaction ends; undefined for an unknown product. */
export async function lockProduct(tx: Database, productId: number) {
  const [locked] = await tx
    .select({ status: products.status, kind: products.kind })
    .from(products)
    .where(eq(products.id, productId))
    .for("update");
  return locked;
}

/**
 * A change saved to the product: `updated_at` moves (the version an open editor compares before its own save) and
 * the audit log keeps the entry, both at one moment.
 */
export async function recordProductChange(
  tx: Database,
  { clock, audit }: { clock: Clock; audit: StaffAudit },
  productId: number,
  actor: StaffActor,
  entry: { action: Exclude<Extract<AuditAction, `product.${string}`>, "product.parcel_offer">; before?: unknown; after?: unknown },
) {
  const now = clock();
  await tx.update(products).set({ updatedAt: now }).where(eq(products.id, productId));
  await audit(tx, actor, { ...entry, target: { type: "product", id: productId } }, now);
  await publishProductChange(tx, productId, productChangeOf(entry.action), now);
}

/** `product.changed`, in the save's transaction, once the product's row is locked or written by it. */
export async function publishProductChange(tx: Database, productId: number, change: ProductChange, now: Date) {
  const [row] = await tx.select({ handle: products.handle, status: products.status }).from(products).where(eq(products.id, productId));
  if (!row) return;
  await publishDomainEvents(
    tx,
    { type: "product", id: productId },
    [{ type: PRODUCT_CHANGED, payload: { productId, handle: row.handle, status: row.status, change } }],
    now,
  );
}
