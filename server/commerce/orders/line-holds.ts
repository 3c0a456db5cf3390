/**
 * The units an order's lines hold from stock (`stock_reserved`): the orders module owns the lines, so the catalogue's
 * stock release and a return's receipt take units off them here rather than writing the lines themselves
 * (decision 0134). The catalogue moves the units it is told of.
 */
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { orderLines } from "#server/db/schema";

const heldBy = (orderId: number) => and(eq(orderLines.orderId, orderId), gt(orderLines.stockReserved, 0));

/**
 * Takes the units an order's lines hold off them, in the caller's transaction: the units per variant, in variant
 * order, for the caller to put back in stock or set aside; null when the lines hold nothing (given back already).
 */
export async function giveUpHold(tx: Database, orderId: number): Promise<Map<number, number> | null> {
  // Locked, so a concurrent release waits and then finds nothing left to give back.
  const held = await tx
    .select({
      variantId: sql<number | null>`coalesce(${orderLines.stockVariantId}, ${orderLines.variantId})`,
      units: orderLines.stockReserved,
    })
    .from(orderLines)
    .where(heldBy(orderId))
    .orderBy(asc(orderLines.id))
    .for("update");
  if (held.length === 0) return null;
  const byVariant = new Map<number, number>();
  for (const line of held) if (line.variantId !== null) byVariant.set(line.variantId, (byVariant.get(line.variantId) ?? 0) + line.units);
  await tx.update(orderLines).set({ stockReserved: 0 }).where(heldBy(orderId));
  return new Map([...byVariant].sort(([a], [b]) => a - b));
}

/**
 * Takes `units` of one line's hold off it (a return received: a later cancellation cannot give them back twice), in
 * the caller's transaction; answers the variant whose stock they count in, or null.
 */
export async function giveUpLineUnits(tx: Database, lineId: number, units: number): Promise<number | null> {
  const [line] = await tx
    .update(orderLines)
    .set({ stockReserved: sql`greatest(${orderLines.stockReserved} - ${units}, 0)` })
    .where(eq(orderLines.id, lineId))
    .returning({ variantId: sql<number | null>`coalesce(${orderLines.stockVariantId}, ${orderLines.variantId})` });
  return line?.variantId ?? null;
}
