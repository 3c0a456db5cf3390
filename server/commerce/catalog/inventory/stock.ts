/**
 * Stock an order holds (decision 0032) and the ledger every movement of stock writes (decision 0078). Each change of
 * a counted variant's stock goes through `moveStock`: it locks the variant, writes the movement's one row under
 * the key (cause, source, variant) and only then changes the count, in the caller's transaction. So the rows of a
 * variant add up to its stock, and a retried order, cancellation, refund, return or adjustment finds its row and
 * moves nothing twice. A movement that takes the stock below the variant's threshold writes the owner's alert.
 */
import { eq } from "drizzle-orm";
import { STOCK_CHANGED } from "#domain/catalog-events";
import { orderEventPayload } from "#domain/order-lifecycle";
import type { ReleaseCause, StockCause } from "#domain/stock-ledger";
import type { Database } from "#server/db/client";
import { lowStockAlerts, productVariants, stockMovements } from "#server/db/schema";
import { publishDomainEvents, type EventHandler } from "#server/commerce/shared/domain-events";
import { LinePricingError, lineItemName, type LineProblem, type PricedLine } from "../pricing.ts";

export interface StockMove {
  variantId: number;
  cause: StockCause;
  /** Unique per cause and variant: the order's or return's id, the adjustment's request key. */
  sourceKey: string;
  /** Units in (+) or out (−). */
  change: number;
  orderId?: number | null;
  returnId?: number | null;
  staff?: { id: number; email: string } | null;
  note?: string | null;
  now: Date;
}

export type StockMoveOutcome =
  | { kind: "moved"; balance: number }
  /** This cause already moved this variant's stock for this source: nothing changed. */
  | { kind: "already" }
  | { kind: "not_counted" }
  | { kind: "short"; left: number };

/** One movement of one variant's stock with its ledger row, in the caller's transaction (see the file's comment). */
export async function moveStock(tx: Database, move: StockMove): Promise<StockMoveOutcome> {
  const [variant] = await tx
    .select({
      stock: productVariants.stockQuantity,
      threshold: productVariants.lowStockThreshold,
      sku: productVariants.sku,
      productId: productVariants.productId,
    })
    .from(productVariants)
    .where(eq(productVariants.id, move.variantId))
    .for("update");
  if (!variant || variant.stock === null) return { kind: "not_counted" };
  const balance = variant.stock + move.change;
  if (balance < 0) return { kind: "short", left: variant.stock };
  const [row] = await tx
    .insert(stockMovements)
    .values({
      variantId: move.variantId,
      cause: move.cause,
      sourceKey: move.sourceKey,
      orderId: move.orderId ?? null,
      returnId: move.returnId ?? null,
      change: move.change,
      balanceAfter: balance,
      staffId: move.staff?.id ?? null,
      staffEmail: move.staff?.email ?? null,
      note: move.note || null,
      createdAt: move.now,
    })
    .onConflictDoNothing()
    .returning({ id: stockMovements.id });
  if (!row) return { kind: "already" };
  await tx.update(productVariants).set({ stockQuantity: balance }).where(eq(productVariants.id, move.variantId));
  await publishStockChange(
    tx,
    { variantId: move.variantId, ...variant },
    { stock: balance, change: move.change, cause: move.cause },
    move.now,
  );
  // Decided under the variant's lock by the movement that crosses: one alert per crossing, none while it stays below.
  if (variant.stock >= variant.threshold && balance < variant.threshold)
    await tx.insert(lowStockAlerts).values({
      variantId: move.variantId,
      movementId: row.id,
      balance,
      threshold: variant.threshold,
      createdAt: move.now,
    });
  return { kind: "moved", balance };
}

/**
 * `variant.stock_changed`, in the movement's transaction (the variant's row is locked): the new count, or null once the
 * variant is no longer counted.
 */
export async function publishStockChange(
  tx: Database,
  variant: { variantId: number; productId: number; sku: string },
  moved: { stock: number | null; change: number; cause: StockCause },
  now: Date,
) {
  await publishDomainEvents(
    tx,
    { type: "variant", id: variant.variantId },
    [{ type: STOCK_CHANGED, payload: { variantId: variant.variantId, productId: variant.productId, sku: variant.sku, ...moved } }],
    now,
  );
}

/**
 * Takes the units of every line whose stock is counted, in the caller's transaction, as the order's movements
 * (`order_placed`, or `renewal` for a subscription's delivery). Answers the units each line took (0 where stock is
 * not counted), in line order; throws `LinePricingError` with an `out_of_stock` problem for every line there is too
 * little of, and the caller's rollback undoes the rest. Lines drawing on one stock (a bottle and a subscription of
 * the same product) take it in one movement.
 */
export async function reserveStock(
  tx: Database,
  lines: readonly PricedLine[],
  order: { orderId: number; cause: Extract<StockCause, "order_placed" | "renewal" | "parcel_added">; now: Date },
): Promise<number[]> {
  const reserved = lines.map(() => 0);
  const problems: LineProblem[] = [];
  const byStock = new Map<number, number[]>();
  lines.forEach((line, index) => {
    if (line.stockTracked) byStock.set(line.stockVariantId, [...(byStock.get(line.stockVariantId) ?? []), index]);
  });
  // Orders sharing variants lock their rows in one order and so never deadlock.
  for (const [variantId, indexes] of [...byStock].sort(([a], [b]) => a - b)) {
    const units = indexes.reduce((total, index) => total + lines[index]!.quantity * lines[index]!.stockUnitsEach, 0);
    const outcome = await moveStock(tx, {
      variantId,
      cause: order.cause,
      sourceKey: String(order.orderId),
      change: -units,
      orderId: order.orderId,
      now: order.now,
    });
    if (outcome.kind === "moved") {
      for (const index of indexes) reserved[index] = lines[index]!.quantity * lines[index]!.stockUnitsEach;
      continue;
    }
    // No longer counted since the order was priced: nothing to take, and nothing to give back later.
    if (outcome.kind !== "short") continue;
    for (const index of indexes) {
      const line = lines[index]!;
      problems.push({ index, reason: "out_of_stock", available: Math.floor(outcome.left / line.stockUnitsEach), item: lineItemName(line) });
    }
  }
  if (problems.length > 0) throw new LinePricingError(problems.sort((a, b) => a.index - b.index));
  return reserved;
}

/**
 * Gives back the units an order's lines took and marks them given back, in the caller's transaction, as movements
 * of `cause` (a cancellation, the shopper's withdrawal, a whole refund before shipping, a parcel scanned back at the
 * shop). Calling it again (a second sweep, an admin cancelling an order the sweep already cancelled) changes nothing.
 * A variant whose stock stopped being counted stays uncounted. `sourceKey` keeps the movements apart from another
 * source of the same cause (a returned parcel's from a return's, whose key is the return's id); answers whether any
 * units came back.
 */
export async function releaseOrderStock(
  tx: Database,
  giveUpHold: GiveUpHold,
  orderId: number,
  cause: ReleaseCause = "order_cancelled",
  now = new Date(),
  { sourceKey = String(orderId), note = null }: { sourceKey?: string; note?: string | null } = {},
): Promise<boolean> {
  const byVariant = await giveUpHold(tx, orderId);
  if (!byVariant) return false;
  for (const [variantId, units] of byVariant) await moveStock(tx, { variantId, cause, sourceKey, change: units, orderId, note, now });
  return true;
}

/**
 * Takes the units an order's lines hold off them, in the caller's transaction: the units per variant, in variant
 * order; null when the lines hold nothing (given back already). The orders module owns the lines and hands this in.
 */
export type GiveUpHold = (tx: Database, orderId: number) => Promise<Map<number, number> | null>;

const UNSHIPPED = ["unfulfilled", "packed"];

/**
 * An order cancelled gives back the units it holds; one refunded whole before its parcel left too, since nothing will
 * be sent (issue 40 item 5). The ledger names the customer's withdrawal apart from other cancellations.
 */
export const releaseStockOfOrder = (giveUpHold: GiveUpHold): EventHandler => ({
  name: "inventory.release-stock",
  types: ["order.cancelled", "order.refunded"],
  async handle(tx, event, now) {
    const { orderId, cancellation, whole, fulfilment } = orderEventPayload(event);
    if (event.type === "order.cancelled")
      await releaseOrderStock(tx, giveUpHold, orderId, cancellation === "withdrawal" ? "withdrawal" : "order_cancelled", now);
    else if (whole && UNSHIPPED.includes(fulfilment)) await releaseOrderStock(tx, giveUpHold, orderId, "refund_unshipped", now);
  },
});
