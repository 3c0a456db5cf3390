/**
 * Stock an order holds (decision 0032). Placing an order takes each counted line's units from its
 * variant with one conditional update, so two orders for the last unit cannot both get it: the second
 * waits for the first's row lock and then finds too little left. Each line records what it took, so a
 * cancellation gives back exactly that, once.
 */
import { and, asc, eq, gt, gte, isNotNull, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { orderLines, productVariants } from "#server/db/schema";
import { LinePricingError, lineItemName, type LineProblem, type PricedLine } from "./pricing.ts";

/**
 * Takes the units of every line whose stock is counted, in the caller's transaction. Answers the units
 * each line took (0 where stock is not counted), in line order; throws `LinePricingError` with an
 * `out_of_stock` problem for every line there is too little of, and the caller's rollback undoes the rest.
 */
export async function reserveStock(tx: Database, lines: readonly PricedLine[]): Promise<number[]> {
  const reserved = lines.map(() => 0);
  const problems: LineProblem[] = [];
  for (const index of inVariantOrder(lines)) {
    const line = lines[index]!;
    if (!line.stockTracked) continue;
    const [taken] = await tx
      .update(productVariants)
      .set({ stockQuantity: sql`${productVariants.stockQuantity} - ${line.quantity}` })
      .where(and(eq(productVariants.id, line.variantId), gte(productVariants.stockQuantity, line.quantity)))
      .returning({ id: productVariants.id });
    if (taken) {
      reserved[index] = line.quantity;
      continue;
    }
    const left = await stockLeft(tx, line.variantId);
    // No longer counted since the order was priced: nothing to take, and nothing to give back later.
    if (left !== null) problems.push({ index, reason: "out_of_stock", available: left, item: lineItemName(line) });
  }
  if (problems.length > 0) throw new LinePricingError(problems.sort((a, b) => a.index - b.index));
  return reserved;
}

/**
 * Gives back the units an order's lines took and marks them given back, in the caller's transaction, so
 * calling it again (a second sweep, an admin cancelling an order the sweep already cancelled) changes
 * nothing. A variant whose stock stopped being counted stays uncounted.
 */
export async function releaseOrderStock(tx: Database, orderId: number): Promise<void> {
  // Locked, so a concurrent release waits and then finds nothing left to give back.
  const held = await tx
    .select({ variantId: orderLines.variantId, units: orderLines.stockReserved })
    .from(orderLines)
    .where(heldBy(orderId))
    .orderBy(asc(orderLines.variantId))
    .for("update");
  if (held.length === 0) return;
  for (const line of held) {
    if (line.variantId === null) continue;
    await tx
      .update(productVariants)
      .set({ stockQuantity: sql`${productVariants.stockQuantity} + ${line.units}` })
      .where(and(eq(productVariants.id, line.variantId), isNotNull(productVariants.stockQuantity)));
  }
  await tx.update(orderLines).set({ stockReserved: 0 }).where(heldBy(orderId));
}

const heldBy = (orderId: number) => and(eq(orderLines.orderId, orderId), gt(orderLines.stockReserved, 0));

/** Line indexes by variant id: orders sharing variants lock their rows in one order and so never deadlock. */
function inVariantOrder(lines: readonly PricedLine[]): number[] {
  return lines.map((_, index) => index).sort((a, b) => lines[a]!.variantId - lines[b]!.variantId);
}

async function stockLeft(tx: Database, variantId: number): Promise<number | null> {
  const [row] = await tx.select({ left: productVariants.stockQuantity }).from(productVariants).where(eq(productVariants.id, variantId));
  return row?.left ?? null;
}
