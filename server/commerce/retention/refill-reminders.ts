/**
 * The refill reminder (issue 46 item 4, decision 0114): a one-time order delivered plans one email, due the owner's
 * number of days (default 7) before the earliest of its products runs out — the days of supply counted from the
 * delivery by the catalogue's units per bottle and per day. When due, a product the address now has a subscription
 * to, or has ordered again since, is left out; with none left the message is suppressed with that reason. An order
 * cancelled or refunded whole cancels it. What it shows is kept on the row, so sending reads the other modules only
 * through the questions the platform hands in.
 */
import { bottlesPerDelivery } from "#domain/product-rules";
import { cartRestorePath } from "#domain/cart-restore";
import { daysOfSupply, refillDueAt } from "#domain/days-of-supply";
import type { Language } from "#domain/locale";
import { productPagePath } from "#domain/product-links";
import type { Database } from "#server/db/client";
import type { EventHandler } from "#server/commerce/shared/domain-events";
import { renderRefillReminder } from "#server/mail/refill-reminder";
import { type DueCheck, flowRenderer, type FlowMessages } from "./flow-messages.ts";
import { cancelWhenOrderUndone, planOrderMessage, planWhenOrderDelivered } from "./order-flows.ts";

/** What a refill reminder keeps of its order. */
interface RefillReminderContent {
  orderId: number;
  orderNumber: number;
  daysLeft: number;
  products: { handle: string; title: string }[];
  /** The one-time lines to put back in the cart. */
  lines: { handle: string; variantId: number; quantity: number }[];
}

/** What the platform asks the other modules for the flow. */
export interface RefillFacts {
  /** The orders module's: the delivered order's one-time lines. */
  orderOf(
    tx: Database,
    orderId: number,
  ): Promise<{
    email: string;
    language: Language;
    orderNumber: number;
    oneTimeLines: { productHandle: string; title: string; variantId: number | null; variantTitle: string; quantity: number }[];
  } | null>;
  /** The catalogue's: units per bottle and per day by product handle. */
  supplyOf(tx: Database, handles: readonly string[]): Promise<Map<string, { unitsPerBottle: number | null; unitsPerDay: number | null }>>;
  /** The subscriptions module's: the products the address has a subscription to. */
  subscribedTo(tx: Database, email: string, handles: readonly string[]): Promise<Set<string>>;
  /** The orders module's: the products the address ordered again after the order. */
  orderedSince(tx: Database, email: string, orderId: number, handles: readonly string[]): Promise<Set<string>>;
}

export const renderRefillReminderMessage = flowRenderer(renderRefillReminder, (content: RefillReminderContent, message, clickUrl) => ({
  orderNumber: content.orderNumber,
  daysLeft: content.daysLeft,
  products: content.products.map((product) => ({
    title: product.title,
    subscribeUrl: clickUrl(productPagePath(product.handle, message.language, { subscription: true })),
  })),
  orderAgainUrl: clickUrl(cartRestorePath(content.lines, message.language)),
}));

/** Leaves out what the address has subscribed to or ordered again; nothing left: suppressed with the first reason. */
export function refillDueCheck(facts: Pick<RefillFacts, "subscribedTo" | "orderedSince">): DueCheck {
  return async (tx, message) => {
    const content = message.content as unknown as RefillReminderContent;
    const handles = content.products.map((product) => product.handle);
    const subscribed = await facts.subscribedTo(tx, message.recipient, handles);
    const reordered = await facts.orderedSince(tx, message.recipient, content.orderId, handles);
    const left = content.products.filter((product) => !subscribed.has(product.handle) && !reordered.has(product.handle));
    if (left.length === content.products.length) return null;
    if (left.length === 0) return { suppress: subscribed.size > 0 ? "subscribed" : "reordered" };
    const kept = new Set(left.map((product) => product.handle));
    const lines = content.lines.filter((line) => kept.has(line.handle));
    return { content: { ...content, products: left, lines } };
  };
}

export function refillReminderHandlers({
  messages,
  facts,
}: {
  messages: Pick<FlowMessages, "plan" | "cancel" | "settings">;
  facts: Pick<RefillFacts, "orderOf" | "supplyOf">;
}): EventHandler[] {
  const plan = planWhenOrderDelivered("retention.plan-refill-reminder", async (tx, orderId, deliveredAt) => {
    const order = await facts.orderOf(tx, orderId);
    if (!order) return;
    const lines = order.oneTimeLines.filter((line) => line.variantId !== null);
    if (lines.length === 0) return;
    const supply = await facts.supplyOf(tx, [...new Set(lines.map((line) => line.productHandle))]);
    // A product bought in several lines (a bottle and a 3-pack) lasts as long as all of them together.
    const daysByProduct = new Map<string, { title: string; days: number | null }>();
    for (const line of lines) {
      const product = supply.get(line.productHandle);
      const days = daysOfSupply({
        unitsPerBottle: product?.unitsPerBottle ?? null,
        unitsPerDay: product?.unitsPerDay ?? null,
        bottles: bottlesPerDelivery({ title: line.variantTitle, metafields: {} }),
        quantity: line.quantity,
      });
      const before = daysByProduct.get(line.productHandle);
      const total = before === undefined ? days : before.days === null || days === null ? null : before.days + days;
      daysByProduct.set(line.productHandle, { title: line.title, days: total });
    }
    const known = [...daysByProduct.entries()].filter(([, product]) => product.days !== null);
    const { flows } = await messages.settings.get(tx);
    const leadDays = flows.refill_reminder.delayDays;
    // From the delivery itself: the bottle is opened when it arrives, not when this handler happened to run.
    const dueAt = refillDueAt(
      deliveredAt,
      known.map(([, product]) => product.days),
      leadDays,
    );
    if (dueAt === null) return;
    const handles = new Set(known.map(([handle]) => handle));
    const remindedLines = lines.filter((line) => handles.has(line.productHandle));
    const earliest = Math.min(...known.map(([, product]) => product.days ?? Infinity));
    const content: RefillReminderContent = {
      orderId,
      orderNumber: order.orderNumber,
      daysLeft: Math.min(leadDays, earliest),
      products: known.map(([handle, product]) => ({ handle, title: product.title })),
      lines: remindedLines.map((line) => ({ handle: line.productHandle, variantId: line.variantId!, quantity: line.quantity })),
    };
    await planOrderMessage(messages, tx, { flow: "refill_reminder", orderId, placedBy: order, content, dueAt });
  });
  return [plan, cancelWhenOrderUndone("retention.cancel-refill-reminder", "refill_reminder", messages)];
}
