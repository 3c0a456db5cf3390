/**
 * The abandoned-checkout flow (issue 46 item 1, decision 0115). The checkout sends a snapshot once the shopper has
 * typed a valid email; it is kept as one `checkout_snapshots` row per browser checkout, and the flow's three emails
 * are planned in the same transaction, each due its owner's number of hours after the latest activity — a later
 * snapshot moves the steps not yet decided and what they show. An order placed from the address cancels them and
 * ends its snapshots; consent, the holdout and the daily cap are the core's, decided at send time. The products
 * are read from the catalogue by variant, never taken from the browser, so an email says only what the shop sells.
 */
import { and, eq, isNull, lt, ne, sql } from "drizzle-orm";
import { CHECKOUT_SNAPSHOT_RETENTION_MS, type CheckoutSnapshotBody } from "#domain/abandoned-checkout";
import { cartRestorePath, type Purchase, type RestoredLine } from "#domain/cart-restore";
import { normaliseEmail } from "#domain/email";
import type { Language } from "#domain/locale";
import { orderEventPayload } from "#domain/order-lifecycle";
import { ABANDONED_CHECKOUT_STEPS } from "#domain/retention-flows";
import type { Database } from "#server/db/client";
import { checkoutSnapshots, flowMessages } from "#server/db/schema";
import type { CheckoutVariant } from "#server/commerce/shared/checkout-variant";
import type { Clock } from "#server/commerce/shared/clock";
import type { EventHandler } from "#server/commerce/shared/domain-events";
import { renderAbandonedCheckout } from "#server/mail/abandoned-checkout";
import { type DueCheck, flowRenderer, type FlowMessages } from "./flow-messages.ts";

const HOUR_MS = 60 * 60_000;
const FLOW = "abandoned_checkout";

/** The catalogue's answer for the variants a snapshot names; a variant not for sale is absent. */
export type CheckoutVariantsOf = (tx: Database, variantIds: readonly number[], language: Language) => Promise<Map<number, CheckoutVariant>>;

/** What each of the flow's emails keeps: the cart as the latest snapshot had it, and the last step's code when sent. */
export interface AbandonedCheckoutContent {
  checkoutId: string;
  /** `unitPriceMinor` is absent in emails planned before prices were kept. */
  products: Array<{ title: string; variantTitle: string; quantity: number; purchase: Purchase; unitPriceMinor?: number }>;
  lines: RestoredLine[];
  shippingServiceId: string | null;
  /** Set on the last step when it is sent with the owner's incentive on. */
  incentiveCode?: string;
}

export type SnapshotOutcome = { kind: "saved" } | { kind: "unknown_variant"; index: number };

export interface AbandonedCheckouts {
  /**
   * Keeps the checkout's snapshot and plans (or moves) its emails. An address has one live checkout: a new one replaces
   * the address's other checkouts not ordered, and cancels their emails not yet decided, so however many checkouts
   * name an address, at most three emails are planned for it (issue 64 item 6, decision 0133).
   */
  record(snapshot: CheckoutSnapshotBody & { language: Language }): Promise<SnapshotOutcome>;
  /** Whether a snapshot of this checkout would start one (none is kept under its id): the route counts those per client. */
  starts(checkoutId: string): Promise<boolean>;
}

/**
 * A checkout's emails are about its snapshot's life: an order ends it (and cancels them), and the browser's next
 * checkout has a new id and emails of its own.
 */
const subjectOf = (checkoutId: string, startedAt: Date) => `checkout:${checkoutId}.${startedAt.getTime()}`;

export function createAbandonedCheckouts({
  db,
  clock,
  messages,
  variantsOf,
}: {
  db: Database;
  clock: Clock;
  messages: Pick<FlowMessages, "replan" | "cancel" | "settings">;
  variantsOf: CheckoutVariantsOf;
}): AbandonedCheckouts {
  return {
    async record({ checkoutId, email, language, lines, shippingServiceId, acceptsMarketing }) {
      return db.transaction(async (tx) => {
        // Two checkouts of one address saved at once would each miss the other, and both stay live.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`checkout-address:${email}`}))`);
        const variants = await variantsOf(
          tx,
          lines.map((line) => line.variantId),
          language,
        );
        const unknown = lines.findIndex((line) => !variants.has(line.variantId));
        if (unknown >= 0) return { kind: "unknown_variant", index: unknown };
        const now = clock();
        const kept = lines.map((line) => {
          const variant = variants.get(line.variantId)!;
          // The catalogue says how a variant is bought (a subscription variant ships at its own interval).
          return { variantId: line.variantId, quantity: line.quantity, ...variant };
        });
        const [snapshot] = await tx
          .insert(checkoutSnapshots)
          .values({ checkoutId, email, language, lines: kept, shippingServiceId, acceptsMarketing, createdAt: now, updatedAt: now })
          .onConflictDoUpdate({
            target: checkoutSnapshots.checkoutId,
            set: { email, language, lines: kept, shippingServiceId, acceptsMarketing, updatedAt: now },
            setWhere: isNull(checkoutSnapshots.orderedAt),
          })
          .returning({ createdAt: checkoutSnapshots.createdAt });
        // The checkout was ordered: this snapshot left the browser before the order and arrived after it.
        if (!snapshot) return { kind: "saved" };
        const replaced = await tx
          .delete(checkoutSnapshots)
          .where(and(eq(checkoutSnapshots.email, email), ne(checkoutSnapshots.checkoutId, checkoutId), isNull(checkoutSnapshots.orderedAt)))
          .returning({ checkoutId: checkoutSnapshots.checkoutId, createdAt: checkoutSnapshots.createdAt });
        for (const older of replaced) await messages.cancel(tx, FLOW, subjectOf(older.checkoutId, older.createdAt));
        const content: AbandonedCheckoutContent = {
          checkoutId,
          products: kept.map(({ title, variantTitle, quantity, purchase, unitPriceMinor }) => ({
            title,
            variantTitle,
            quantity,
            purchase,
            unitPriceMinor,
          })),
          lines: kept.map(({ handle, variantId, quantity, purchase }) => ({ handle, variantId, quantity, purchase })),
          shippingServiceId,
        };
        const { flows } = await messages.settings.get(tx);
        for (let step = 1; step <= ABANDONED_CHECKOUT_STEPS; step++)
          await messages.replan(tx, {
            flow: FLOW,
            step,
            subject: subjectOf(checkoutId, snapshot.createdAt),
            recipient: email,
            language,
            content: { ...content },
            dueAt: new Date(now.getTime() + flows.abandoned_checkout.delayHours[step - 1]! * HOUR_MS),
          });
        return { kind: "saved" };
      });
    },

    async starts(checkoutId) {
      const [kept] = await db
        .select({ checkoutId: checkoutSnapshots.checkoutId })
        .from(checkoutSnapshots)
        .where(eq(checkoutSnapshots.checkoutId, checkoutId));
      return !kept;
    },
  };
}

/**
 * Deletes the snapshots of checkouts idle for 30 days, and empties the cart kept on the flow's emails decided and due
 * 30 days ago: the rows stay for the flow's results (who was emailed, when, in which group), what was in the cart goes.
 * Run after each sweep.
 */
export async function forgetAbandonedCheckouts(db: Database, now: Date): Promise<void> {
  const before = new Date(now.getTime() - CHECKOUT_SNAPSHOT_RETENTION_MS);
  await db.delete(checkoutSnapshots).where(lt(checkoutSnapshots.updatedAt, before));
  await db
    .update(flowMessages)
    .set({ content: {} })
    .where(
      and(
        eq(flowMessages.flow, FLOW),
        ne(flowMessages.state, "planned"),
        lt(flowMessages.dueAt, before),
        sql`${flowMessages.content} <> '{}'::jsonb`,
      ),
    );
}

/** The address an order was placed from; the orders module's answer, handed in by the platform. */
export type OrderEmailOf = (tx: Database, orderId: number) => Promise<string | null>;

/**
 * A placed order ends every checkout of its address: their emails still planned are cancelled (so the second and
 * third never follow a purchase) and their snapshots emptied and marked ordered, the order now keeping what the shop
 * needs. The mark stays until the 30 days' sweep, so a snapshot still on its way from the browser changes nothing; the
 * browser starts its next checkout under a new id.
 */
export function abandonedCheckoutHandlers({ emailOf }: { emailOf: OrderEmailOf }): EventHandler[] {
  return [
    {
      name: "retention.cancel-abandoned-checkout",
      types: ["order.placed"],
      async handle(tx, event) {
        const ordered = await emailOf(tx, orderEventPayload(event).orderId);
        if (!ordered) return;
        const email = normaliseEmail(ordered);
        await tx
          .update(flowMessages)
          .set({ state: "cancelled", decidedAt: event.createdAt })
          .where(and(eq(flowMessages.flow, FLOW), eq(flowMessages.recipient, email), eq(flowMessages.state, "planned")));
        await tx
          .update(checkoutSnapshots)
          .set({ lines: [], shippingServiceId: null, orderedAt: event.createdAt, updatedAt: event.createdAt })
          .where(and(eq(checkoutSnapshots.email, email), isNull(checkoutSnapshots.orderedAt)));
      },
    },
  ];
}

/** The code the owner offers in the last email, when it is on and the code is still honoured; null otherwise. */
export type IncentiveCodeOf = (tx: Database) => Promise<string | null>;

/** The last step carries the owner's incentive as it stands when the email goes; the others never do. */
export function abandonedCheckoutDueCheck(incentiveOf: IncentiveCodeOf): DueCheck {
  return async (tx, message) => {
    if (message.step !== ABANDONED_CHECKOUT_STEPS) return null;
    const code = await incentiveOf(tx);
    return code ? { content: { ...message.content, incentiveCode: code } } : null;
  };
}

export const renderAbandonedCheckoutMessage = flowRenderer(
  renderAbandonedCheckout,
  (content: AbandonedCheckoutContent, message, clickUrl) => ({
    step: message.step,
    products: content.products,
    finishUrl: clickUrl(cartRestorePath(content.lines, message.language, content.shippingServiceId)),
    incentiveCode: message.step === ABANDONED_CHECKOUT_STEPS ? (content.incentiveCode ?? null) : null,
  }),
);
