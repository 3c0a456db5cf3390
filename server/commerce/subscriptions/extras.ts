/**
 * One-off items on the next delivery (issue 68 item 4, decision 0168): a subscriber adds a one-time product of the
 * catalogue, which rides once on the next renewal order at its own price, the lower of the price when it was added
 * and the day's (as the subscription's own line). The renewal that carries an item sets its `order_id` in its own
 * transaction; one the renewal cannot sell (gone, out of stock) is dropped with its reason, never holding the
 * renewal back. Cancelling drops what still waits; a skip or a pause leaves it for the next delivery that goes.
 */
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { ExtraChoice, SubscriptionExtra } from "#domain/customer-subscriptions";
import type { Language } from "#domain/locale";
import { isSubscriptionVariant } from "#domain/product-rules";
import { EXTRA_QUANTITY_MAX, PENDING_EXTRAS_MAX } from "#domain/subscription-actions";
import type { Database } from "#server/db/client";
import { addPendingReceipt } from "./update-notices.ts";
import { subscriptionExtras, type SUBSCRIPTION_EXTRA_DROP_REASONS } from "#server/db/schema";
import {
  customMetafields,
  LinePricingError,
  lineItemName,
  withDiscount,
  type PricedOrder,
  type RequestedLine,
  type SaleCatalog,
  type VariantFacts,
} from "#server/commerce/catalog/module";

export type ExtraDropReason = (typeof SUBSCRIPTION_EXTRA_DROP_REASONS)[number];

export type PendingExtra = typeof subscriptionExtras.$inferSelect;

type ForSale = Awaited<ReturnType<SaleCatalog["variantsForSale"]>> extends Map<number, infer Found> ? Found : never;

/** Why a one-time variant cannot be added now, with the refusal's name; null when it can. */
export type ExtraProblem = "extra_not_available" | "extra_out_of_stock" | "extra_quantity";

const pending = (subscriptionId: number) =>
  and(eq(subscriptionExtras.subscriptionId, subscriptionId), isNull(subscriptionExtras.orderId), isNull(subscriptionExtras.droppedAt));

/** What still waits for the subscription's next delivery, oldest first; `lock` in a transaction that writes them. */
export async function pendingExtras(db: Database, subscriptionId: number, lock = false): Promise<PendingExtra[]> {
  const query = db.select().from(subscriptionExtras).where(pending(subscriptionId)).orderBy(asc(subscriptionExtras.id));
  return lock ? query.for("update") : query;
}

/** Drops everything still waiting (a cancellation): answers how many. */
export async function dropPendingExtras(tx: Database, subscriptionId: number, reason: ExtraDropReason, now: Date): Promise<number> {
  const dropped = await tx
    .update(subscriptionExtras)
    .set({ droppedAt: now, droppedReason: reason })
    .where(pending(subscriptionId))
    .returning({ id: subscriptionExtras.id });
  return dropped.length;
}

const variantTitleOf = (found: ForSale) => (found.variant.title === "Default Title" ? "" : found.variant.title);

/** Units of a one-time variant left to sell, null when its stock is not counted. */
const unitsLeft = (found: ForSale) => (found.stockFrom ? found.stockFrom.quantityAvailable : found.variant.quantityAvailable);

const isOneTime = (found: ForSale) =>
  !isSubscriptionVariant({ title: found.variant.title, metafields: customMetafields(found.metafields) });

/** Whether `quantity` of this variant may ride on a delivery now. */
export function extraProblem(found: ForSale | undefined, quantity: number): ExtraProblem | null {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > EXTRA_QUANTITY_MAX) return "extra_quantity";
  if (!found || !isOneTime(found)) return "extra_not_available";
  const left = unitsLeft(found);
  if (!found.variant.availableForSale) return left === 0 ? "extra_out_of_stock" : "extra_not_available";
  return left !== null && quantity > left ? "extra_out_of_stock" : null;
}

/** The one-time variants in stock that may be added, with today's prices (the portal's list), of the variants for sale. */
export function extraChoices(forSale: ReadonlyMap<number, ForSale>): ExtraChoice[] {
  return [...forSale.values()]
    .filter((found) => isOneTime(found) && extraProblem(found, 1) === null)
    .map((found) => ({
      variantId: found.variant.id,
      productHandle: found.product.handle,
      title: found.product.title,
      variantTitle: variantTitleOf(found),
      unitPriceMinor: found.variant.priceMinor,
      available: unitsLeft(found),
    }));
}

/** The variant an `add_extra` asks for, read before the action's transaction (the catalogue is another module's). */
export async function extraVariant(catalog: Pick<SaleCatalog, "variantsForSale">, variantId: number, language: Language) {
  return (await catalog.variantsForSale([variantId], language)).get(variantId);
}

export const extraName = (found: ForSale) => lineItemName({ title: found.product.title, variantTitle: variantTitleOf(found) });

/** The waiting items as the portal shows them: named in the reader's language, at the price the delivery charges. */
export async function extrasView(
  db: Database,
  catalog: Pick<SaleCatalog, "variantsForSale">,
  variants: Pick<VariantFacts, "skusOf">,
  subscriptionId: number,
  language: Language,
): Promise<SubscriptionExtra[]> {
  const rows = await pendingExtras(db, subscriptionId);
  const ids = rows.flatMap((row) => (row.variantId === null ? [] : [row.variantId]));
  const [forSale, skus] = await Promise.all([catalog.variantsForSale(ids, language), variants.skusOf(db, ids)]);
  return rows.map((row) => {
    const found = row.variantId === null ? undefined : forSale.get(row.variantId);
    const unitPriceMinor = Math.min(row.agreedUnitPriceRonMinor, found?.variant.priceMinor ?? row.agreedUnitPriceRonMinor);
    return {
      id: row.id,
      variantId: row.variantId ?? 0,
      name: found ? extraName(found) : (skus.get(row.variantId ?? 0) ?? ""),
      quantity: row.quantity,
      unitPriceMinor,
      totalMinor: unitPriceMinor * row.quantity,
    };
  });
}

export class ExtraRefused extends Error {
  constructor(
    readonly reason: ExtraProblem | "too_many_extras" | "extra_not_found",
    readonly field: "variantId" | "quantity" | "extraId",
  ) {
    super(reason);
  }
}

/**
 * Adds the item in the action's transaction, which holds the subscription's row: the same product again adds to
 * the one waiting (within 10), a sixth is refused. Answers the row as it now waits.
 */
export async function addExtra(
  tx: Database,
  subscriptionId: number,
  found: ForSale | undefined,
  quantity: number,
  now: Date,
): Promise<PendingExtra> {
  const problem = extraProblem(found, quantity);
  if (problem) throw new ExtraRefused(problem, problem === "extra_quantity" ? "quantity" : "variantId");
  const variant = found!.variant;
  const waiting = await pendingExtras(tx, subscriptionId, true);
  const same = waiting.find((row) => row.variantId === variant.id);
  if (same) {
    const total = same.quantity + quantity;
    if (total > EXTRA_QUANTITY_MAX) throw new ExtraRefused("extra_quantity", "quantity");
    if (extraProblem(found, total)) throw new ExtraRefused("extra_out_of_stock", "variantId");
    const [updated] = await tx
      .update(subscriptionExtras)
      .set({ quantity: total, agreedUnitPriceRonMinor: Math.min(same.agreedUnitPriceRonMinor, variant.priceMinor) })
      .where(eq(subscriptionExtras.id, same.id))
      .returning();
    return updated!;
  }
  if (waiting.length >= PENDING_EXTRAS_MAX) throw new ExtraRefused("too_many_extras", "variantId");
  const [inserted] = await tx
    .insert(subscriptionExtras)
    .values({ subscriptionId, variantId: variant.id, quantity, agreedUnitPriceRonMinor: variant.priceMinor, createdAt: now })
    .returning();
  return inserted!;
}

/** Takes a waiting item off the next delivery; one that rode or was dropped already is not found. */
export async function removeExtra(tx: Database, subscriptionId: number, extraId: number, now: Date): Promise<PendingExtra> {
  const [removed] = await tx
    .update(subscriptionExtras)
    .set({ droppedAt: now, droppedReason: "removed" })
    .where(and(pending(subscriptionId), eq(subscriptionExtras.id, extraId)))
    .returning();
  if (!removed) throw new ExtraRefused("extra_not_found", "extraId");
  return removed;
}

/** What a renewal carries of the waiting items, and what it had to leave out and why. */
export interface RenewalExtras {
  priced: PricedOrder;
  riding: PendingExtra[];
  dropped: { extra: PendingExtra; reason: ExtraDropReason }[];
}

/**
 * The renewal's order priced with its waiting items: the subscription's line first, then each item; an item the
 * pricing refuses (unknown, off sale, out of stock) is left out and priced again without it. A problem with the
 * subscription's own line is the renewal's, as before: it throws.
 */
export async function priceWithExtras(
  priceLines: (lines: RequestedLine[]) => Promise<PricedOrder>,
  subscriptionLine: RequestedLine,
  extras: readonly PendingExtra[],
  alreadyDropped: RenewalExtras["dropped"] = [],
): Promise<RenewalExtras> {
  const dropped = [...alreadyDropped];
  let riding = extras.filter((extra) => {
    if (extra.variantId !== null) return true;
    dropped.push({ extra, reason: "unavailable" });
    return false;
  });
  for (;;) {
    try {
      const priced = await priceLines([
        subscriptionLine,
        ...riding.map((extra) => ({ variantId: extra.variantId!, quantity: extra.quantity })),
      ]);
      return { priced, riding, dropped };
    } catch (error) {
      const left = extrasRefused(error, riding);
      if (!left) throw error;
      dropped.push(...left.dropped);
      riding = left.riding;
    }
  }
}

/**
 * The items an order's pricing or stock refused (their line is 1 + their place among `riding`); null when it refused
 * none of them or failed otherwise. When an item shares its stock with the subscription's own bottles, both lines are
 * refused: the item goes, and the order is tried again with the subscription alone, whose refusal is then its own.
 */
export function extrasRefused(error: unknown, riding: readonly PendingExtra[]): Pick<RenewalExtras, "riding" | "dropped"> | null {
  if (!(error instanceof LinePricingError)) return null;
  const refused = error.problems.filter((problem) => problem.index > 0);
  if (refused.length === 0) return null;
  const reasons = new Map(
    refused.map((problem) => [problem.index - 1, problem.reason === "out_of_stock" ? ("out_of_stock" as const) : ("unavailable" as const)]),
  );
  return {
    riding: riding.filter((_, index) => !reasons.has(index)),
    dropped: riding.flatMap((extra, index) => {
      const reason = reasons.get(index);
      return reason ? [{ extra, reason }] : [];
    }),
  };
}

/**
 * Each line at the lower of its agreed and today's unit price: the subscription's own (line 0) at the price its
 * reminder announced, each item at the price when it was added. A rise applies only after a notice.
 */
export function atAgreedPrices(priced: PricedOrder, subscriptionAgreed: number, riding: readonly PendingExtra[]): PricedOrder {
  const agreed = [subscriptionAgreed, ...riding.map((extra) => extra.agreedUnitPriceRonMinor)];
  let lowered = false;
  const lines = priced.lines.map((line, index) => {
    const cap = agreed[index];
    if (cap === undefined || line.unitPriceRonMinor <= cap) return line;
    lowered = true;
    return { ...line, unitPriceMinor: cap, unitPriceRonMinor: cap };
  });
  return lowered ? withDiscount({ ...priced, lines }, null) : priced;
}

/**
 * Places the renewal's order with the items it carries, each line at its agreed price. Should the stock refuse an
 * item (taken since it was priced, or shared with the subscription's own bottles), the order is placed again without
 * it, the refused attempt undone by its savepoint, rather than the delivery failing. Answers the order and the items.
 */
export async function placeWithExtras<Order>(
  tx: Database,
  initial: RenewalExtras,
  how: {
    agreedUnitPriceRonMinor: number;
    reprice: (riding: PendingExtra[], dropped: RenewalExtras["dropped"]) => Promise<RenewalExtras>;
    place: (db: Database, priced: PricedOrder) => Promise<Order>;
  },
): Promise<{ order: Order; extras: RenewalExtras }> {
  let extras = initial;
  for (;;) {
    const priced = atAgreedPrices(extras.priced, how.agreedUnitPriceRonMinor, extras.riding);
    if (extras.riding.length === 0) return { order: await how.place(tx, priced), extras };
    try {
      return { order: await tx.transaction((savepoint) => how.place(savepoint, priced)), extras };
    } catch (error) {
      const refused = extrasRefused(error, extras.riding);
      if (!refused) throw error;
      extras = await how.reprice(refused.riding, [...extras.dropped, ...refused.dropped]);
    }
  }
}

/** In the renewal's transaction: the items it carries now belong to its order, the ones it could not, dropped. */
export async function settleRenewalExtras(tx: Database, orderId: number, extras: Pick<RenewalExtras, "riding" | "dropped">, now: Date) {
  if (extras.riding.length > 0)
    await tx
      .update(subscriptionExtras)
      .set({ orderId })
      .where(
        inArray(
          subscriptionExtras.id,
          extras.riding.map((extra) => extra.id),
        ),
      );
  for (const { extra, reason } of extras.dropped)
    await tx.update(subscriptionExtras).set({ droppedAt: now, droppedReason: reason }).where(eq(subscriptionExtras.id, extra.id));
}

/**
 * In the renewal's transaction: the items it left out, named in the subscription's language for its history, each
 * told to the customer in the subscription's next email (it is not charged). Answers them as the history keeps them.
 */
export async function tellDroppedExtras(
  tx: Database,
  catalog: Pick<SaleCatalog, "variantsForSale">,
  renewal: { subscription: { id: number; language: Language }; orderNumber: number; dropped: RenewalExtras["dropped"] },
  now: Date,
) {
  const { subscription, orderNumber, dropped } = renewal;
  const ids = dropped.flatMap(({ extra }) => (extra.variantId === null ? [] : [extra.variantId]));
  const forSale = ids.length === 0 ? new Map<number, ForSale>() : await catalog.variantsForSale(ids, subscription.language, tx);
  const named = dropped.map(({ extra, reason }) => {
    const found = extra.variantId === null ? undefined : forSale.get(extra.variantId);
    return { extraId: extra.id, name: found ? extraName(found) : "", quantity: extra.quantity, reason };
  });
  for (const item of named)
    if (item.reason === "out_of_stock" || item.reason === "unavailable")
      await addPendingReceipt(tx, subscription.id, { kind: "extra_dropped", name: item.name, reason: item.reason, orderNumber }, now);
  return named;
}

/** What the renewal's history entry keeps of the items: those it carried and those it left out, when there are any. */
export function renewalExtrasDetails(extras: RenewalExtras, dropped: Awaited<ReturnType<typeof tellDroppedExtras>>) {
  const carried = extras.riding.map((extra, index) => ({
    extraId: extra.id,
    name: lineItemName(extras.priced.lines[index + 1]!),
    quantity: extra.quantity,
  }));
  return { ...(carried.length > 0 ? { extras: carried } : {}), ...(dropped.length > 0 ? { droppedExtras: dropped } : {}) };
}
