/**
 * The customer's side of their subscriptions (issue 18 item 1), reading for now: each subscription with what it
 * delivers, when, where and how it is paid, and the orders it has made. A subscription is the customer's when it
 * carries their id, or, made as a guest before the account existed, their email (as saved cards are).
 */
import { subscriptionVariantTitle } from "#domain/product-rules";
import { desc, eq, inArray, type SQL } from "drizzle-orm";
import type { CustomerSubscription, SubscriptionDelivery } from "#domain/customer-subscriptions";
import type { OrderAddress, OrderStatus } from "#domain/order-contract";
import type { SubscriptionInterval } from "#domain/order-subscription-dates";
import type { SubscriptionState } from "#domain/subscription-lifecycle";
import type { Language } from "#domain/locale";
import type { Database } from "#server/db/client";
import type { SaleCatalog, VariantFacts } from "#server/commerce/catalog/module";
import type { SavedCards } from "#server/commerce/payments/module";
import { orderLinesOf } from "#server/commerce/orders/module";
import { orders, subscriptionRenewals, subscriptions } from "#server/db/schema";
import { heldByCustomer } from "#server/commerce/shared/customer-rows";

export interface SubscriptionPortal {
  /** The customer's subscriptions, the newest first, named in `language`. */
  listForCustomer(customer: { id: number; email: string }, language: Language): Promise<CustomerSubscription[]>;
}

export interface PortalDependencies {
  db: Database;
  /** Names a subscription's variant today: after a change of product it is not the first order's line. */
  catalog: Pick<SaleCatalog, "variantsForSale">;
  /** Today's price of a subscription's variant: a renewal charges the lower of it and the agreed one. */
  variants: Pick<VariantFacts, "pricesOf">;
  /** The card a subscription renews with, while it is kept. */
  savedCards: Pick<SavedCards, "keptOf">;
}

/** Whose a subscription is: their id, or, made as a guest before the account existed, their email. */
export function ownedBy(customer: { id: number; email: string }): SQL {
  return heldByCustomer(subscriptions, customer);
}

export function createSubscriptionPortal(dependencies: PortalDependencies): SubscriptionPortal {
  return { listForCustomer: (customer, language) => readSubscriptions(dependencies, ownedBy(customer), language) };
}

/** The subscriptions `where` selects, as their customer sees them, the newest first. */
export async function readSubscriptions(
  { db, catalog, variants, savedCards }: PortalDependencies,
  where: SQL,
  language: Language,
): Promise<CustomerSubscription[]> {
  const rows = await db
    .select({
      subscription: subscriptions,
      firstOrder: {
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        status: orders.status,
        address: orders.shippingAddress,
      },
    })
    .from(subscriptions)
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .where(where)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  if (rows.length === 0) return [];

  const ids = rows.map((row) => row.subscription.id);
  const variantIds = rows.flatMap((row) => (row.subscription.variantId === null ? [] : [row.subscription.variantId]));
  const methodIds = rows.flatMap((row) => (row.subscription.savedPaymentMethodId === null ? [] : [row.subscription.savedPaymentMethodId]));
  const [lines, renewals, forSale, todaysPrices, cards] = await Promise.all([
    orderLinesOf(
      db,
      rows.map((row) => row.subscription.orderId),
    ).then((all) => all.filter((line) => line.isSubscription)),
    db
      .select({
        subscriptionId: subscriptionRenewals.subscriptionId,
        orderNumber: orders.orderNumber,
        placedAt: orders.createdAt,
        status: orders.status,
      })
      .from(subscriptionRenewals)
      .innerJoin(orders, eq(orders.id, subscriptionRenewals.orderId))
      .where(inArray(subscriptionRenewals.subscriptionId, ids))
      .orderBy(desc(subscriptionRenewals.cycle)),
    catalog.variantsForSale(variantIds, language),
    variants.pricesOf(db, variantIds),
    savedCards.keptOf(db, methodIds),
  ]);

  return rows.map(({ subscription, firstOrder }) => {
    const todaysUnitPriceMinor = subscription.variantId === null ? undefined : todaysPrices.get(subscription.variantId);
    const card = subscription.savedPaymentMethodId === null ? undefined : cards.get(subscription.savedPaymentMethodId);
    const line = lines.find((candidate) => candidate.orderId === subscription.orderId);
    const current = subscription.variantId === null ? undefined : forSale.get(subscription.variantId);
    const currentVariantTitle = current && current.variant.title !== "Default Title" ? current.variant.title : "";
    // The renewal charges the lower of the agreed and today's price (subscription-renewals.ts).
    const unitPriceMinor = Math.min(subscription.agreedUnitPriceRonMinor, todaysUnitPriceMinor ?? subscription.agreedUnitPriceRonMinor);
    const cancelled = subscription.status === "cancelled";
    const deliveries: SubscriptionDelivery[] = [
      ...renewals
        .filter((renewal) => renewal.subscriptionId === subscription.id)
        .map((renewal) => ({
          orderNumber: renewal.orderNumber,
          placedAt: renewal.placedAt.toISOString(),
          status: renewal.status as OrderStatus,
        })),
      { orderNumber: firstOrder.orderNumber, placedAt: firstOrder.createdAt.toISOString(), status: firstOrder.status as OrderStatus },
    ];
    return {
      id: subscription.id,
      status: subscription.status as SubscriptionState,
      productHandle: subscription.productHandle,
      title: current?.product.title ?? line?.title ?? subscription.productHandle,
      variantTitle: subscriptionVariantTitle(
        current ? currentVariantTitle : (line?.variantTitle ?? ""),
        subscription.interval as SubscriptionInterval,
        language,
      ),
      quantity: subscription.quantity,
      interval: subscription.interval as SubscriptionInterval,
      pricePerDeliveryMinor: unitPriceMinor * subscription.quantity,
      nextDeliveryDate: cancelled ? null : subscription.nextChargeDate,
      skippedDate: cancelled ? null : subscription.skippedDate,
      resumeOn: subscription.status === "paused" ? subscription.resumeOn : null,
      address: ((subscription.shippingAddress ?? firstOrder.address) as OrderAddress | null) ?? null,
      payment: card ? { kind: "card", brand: card.brand, last4: card.last4 } : { kind: "cash_on_delivery" },
      deliveries,
      startedAt: subscription.createdAt.toISOString(),
      cancelledAt: subscription.cancelledAt?.toISOString() ?? null,
    };
  });
}
