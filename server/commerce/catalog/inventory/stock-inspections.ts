/**
 * Units back at the shop that wait for staff's look before they are sold again (issue 64 item 4, decision 0135): a
 * parcel refused or returned by the courier, a customer's return the courier delivered. They are written here, out
 * of stock, in the transaction that brought them back; a member then decides each row once — sellable puts the units
 * back with the ledger's `return_inspected_sellable`, damaged writes them off (`written_off_damaged`, no units).
 */
import type { InspectionSource } from "#domain/stock-ledger";
import type { Database } from "#server/db/client";
import { stockInspections } from "#server/db/schema";

export interface InspectionEntry {
  variantId: number;
  quantity: number;
  source: InspectionSource;
  /** Unique per source and variant: the order's parcel, the return's id; a repeat changes nothing. */
  sourceKey: string;
  orderId?: number | null;
  returnId?: number | null;
  note?: string | null;
  now: Date;
}

/** Sets units aside to inspect, in the caller's transaction; the same source twice waits once. */
export async function awaitInspection(tx: Database, entry: InspectionEntry): Promise<void> {
  if (entry.quantity <= 0) return;
  await tx
    .insert(stockInspections)
    .values({
      variantId: entry.variantId,
      quantity: entry.quantity,
      source: entry.source,
      sourceKey: entry.sourceKey,
      orderId: entry.orderId ?? null,
      returnId: entry.returnId ?? null,
      note: entry.note || null,
      createdAt: entry.now,
    })
    .onConflictDoNothing();
}

/**
 * A parcel back at the shop: the units its order's lines held (`byVariant`, which the orders module took off them)
 * wait to be inspected, once (a second scan finds nothing held). Answers whether any units came back.
 */
export async function inspectOrderParcel(
  tx: Database,
  orderId: number,
  byVariant: Map<number, number> | null,
  source: Extract<InspectionSource, "refused_parcel" | "returned_parcel">,
  now: Date,
  { sourceKey, note }: { sourceKey: string; note: string | null },
): Promise<boolean> {
  if (!byVariant) return false;
  for (const [variantId, quantity] of byVariant) await awaitInspection(tx, { variantId, quantity, source, sourceKey, orderId, note, now });
  return true;
}
