/**
 * The staff's side of the subscriptions (issue 18 item 5): every subscription by state, the renewals the next
 * 14 days will create, the card charges that were declined, and one subscription with what only staff see (who
 * acted, each renewal's charge). Acting on a subscription goes through the portal's own actions
 * (subscription-actions.ts) with the staff as the actor, so a rule lives once.
 */
import { and, asc, desc, eq, ilike, isNotNull, or, sql, type SQL } from "drizzle-orm";
import {
  ADMIN_SUBSCRIPTIONS_PAGE_SIZE,
  UPCOMING_RENEWAL_DAYS,
  type AdminFailedCharge,
  type AdminSubscriptionDetail,
  type AdminSubscriptionRenewal,
  type AdminSubscriptionRow,
  type AdminSubscriptionsPage,
  type SubscriptionFilter,
} from "#domain/admin/subscriptions";
import type { SubscriptionPayment } from "#domain/customer-subscriptions";
import type { OrderAddress } from "#domain/order-contract";
import { shopCalendarDay, type SubscriptionInterval } from "#domain/order-subscription-dates";
import type { Language } from "#domain/locale";
import { addDaysToDay, upcomingDeliveryDate } from "#domain/subscription-schedule";
import type { CancelReason, SubscriptionState } from "#domain/subscription-lifecycle";
import type { Database } from "#server/db/client";
import { orders, subscriptionRenewals, subscriptions } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";
import { subscriptionVariantTitle } from "#domain/product-rules";
import { lineItemName } from "#server/commerce/catalog/module";
import type { VariantFacts, SaleCatalog } from "#server/commerce/catalog/module";
import type { SavedCards } from "#server/commerce/payments/module";
import type { SubscriptionActions } from "./actions.ts";
import { scheduleOf } from "./renewals.ts";

export interface SubscriptionBackOffice {
  /** One page of the filter's view: subscriptions (by state and search), upcoming renewals, or failed charges. */
  list(filter: SubscriptionFilter, language: Language): Promise<AdminSubscriptionsPage>;
  /** null: no such subscription. */
  detail(id: number, language: Language): Promise<AdminSubscriptionDetail | null>;
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** The day a subscription next renews, as the renewal sweep sees it: a paused one on its resume day, if it has one. */
const nextRenewalDay = sql<string>`(case when ${subscriptions.status} = 'paused' then ${subscriptions.resumeOn} else ${subscriptions.nextChargeDate} end)`;

export function createSubscriptionBackOffice({
  db,
  clock,
  catalog,
  variants,
  savedCards,
  actions,
}: {
  db: Database;
  clock: Clock;
  catalog: Pick<SaleCatalog, "variantsForSale">;
  /** Today's price of a subscription's variant: a renewal charges the lower of it and the agreed one. */
  variants: Pick<VariantFacts, "pricesOf">;
  /** The card a subscription renews with, while it is kept. */
  savedCards: Pick<SavedCards, "keptOf">;
  actions: Pick<SubscriptionActions, "detail">;
}): SubscriptionBackOffice {
  /**
   * Product names in the member's language, from the catalogue of today (a changed variant shows its new name), the
   * variant named for the interval the subscription has now.
   */
  async function productNames(variantIds: number[], language: Language) {
    const forSale = await catalog.variantsForSale([...new Set(variantIds)], language);
    return {
      get(variantId: number, interval: string): string | undefined {
        const found = forSale.get(variantId);
        if (!found) return undefined;
        const variantTitle = found.variant.title === "Default Title" ? "" : found.variant.title;
        return lineItemName({
          title: found.product.title,
          variantTitle: subscriptionVariantTitle(variantTitle, interval as SubscriptionInterval, language),
        });
      },
    };
  }

  async function counts(): Promise<Record<SubscriptionState, number>> {
    const rows = await db
      .select({ status: subscriptions.status, count: sql<number>`count(*)::int` })
      .from(subscriptions)
      .groupBy(subscriptions.status);
    const byState: Record<SubscriptionState, number> = { active: 0, paused: 0, past_due: 0, cancelled: 0 };
    for (const row of rows) byState[row.status as SubscriptionState] = row.count;
    return byState;
  }

  function search(q: string | undefined): SQL | undefined {
    if (!q) return undefined;
    const number = /^#?(\d{1,9})$/.exec(q)?.[1];
    return or(ilike(subscriptions.email, likePattern(q)), number === undefined ? undefined : eq(subscriptions.id, Number(number)));
  }

  async function subscriptionRows(where: SQL | undefined, orderBy: SQL[], page: number, language: Language) {
    const [rows, [counted]] = await Promise.all([
      db
        .select({
          subscription: subscriptions,
          firstAddress: orders.shippingAddress,
        })
        .from(subscriptions)
        .innerJoin(orders, eq(orders.id, subscriptions.orderId))
        .where(where)
        .orderBy(...orderBy)
        .limit(ADMIN_SUBSCRIPTIONS_PAGE_SIZE)
        .offset((page - 1) * ADMIN_SUBSCRIPTIONS_PAGE_SIZE),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(subscriptions)
        .where(where),
    ]);
    const variantIds = rows.flatMap(({ subscription }) => (subscription.variantId === null ? [] : [subscription.variantId]));
    const methodIds = rows.flatMap(({ subscription }) =>
      subscription.savedPaymentMethodId === null ? [] : [subscription.savedPaymentMethodId],
    );
    const [names, todaysPrices, cards] = await Promise.all([
      productNames(variantIds, language),
      variants.pricesOf(db, variantIds),
      savedCards.keptOf(db, methodIds),
    ]);
    const subscriptionsShown = rows.map(({ subscription, firstAddress }): AdminSubscriptionRow => {
      const todaysUnitPriceMinor = subscription.variantId === null ? undefined : todaysPrices.get(subscription.variantId);
      const card = subscription.savedPaymentMethodId === null ? undefined : cards.get(subscription.savedPaymentMethodId);
      const address = (subscription.shippingAddress ?? firstAddress) as OrderAddress | null;
      const unitPrice = Math.min(subscription.agreedUnitPriceRonMinor, todaysUnitPriceMinor ?? subscription.agreedUnitPriceRonMinor);
      const payment: SubscriptionPayment = card?.brand
        ? { kind: "card", brand: card.brand, last4: card.last4 }
        : { kind: "cash_on_delivery" };
      return {
        id: subscription.id,
        status: subscription.status as SubscriptionState,
        email: subscription.email,
        customerId: subscription.customerId,
        name: address ? `${address.firstName} ${address.lastName}`.trim() : "",
        product:
          (subscription.variantId !== null && names.get(subscription.variantId, subscription.interval)) || subscription.productHandle,
        quantity: subscription.quantity,
        interval: subscription.interval as SubscriptionInterval,
        pricePerDeliveryRonMinor: unitPrice * subscription.quantity,
        nextDeliveryDate:
          subscription.status === "cancelled" || subscription.status === "past_due" ? null : upcomingDeliveryDate(scheduleOf(subscription)),
        payment,
        createdAt: subscription.createdAt.toISOString(),
      };
    });
    return { subscriptions: subscriptionsShown, total: counted?.total ?? 0 };
  }

  async function failedCharges(filter: SubscriptionFilter, language: Language) {
    const where = and(
      or(
        eq(subscriptionRenewals.chargeState, "failed"),
        and(eq(subscriptionRenewals.chargeState, "abandoned"), isNotNull(subscriptionRenewals.lastDecline)),
      ),
      search(filter.q),
    );
    const [rows, [counted]] = await Promise.all([
      db
        .select({
          renewal: subscriptionRenewals,
          email: subscriptions.email,
          variantId: subscriptions.variantId,
          interval: subscriptions.interval,
          productHandle: subscriptions.productHandle,
          orderNumber: orders.orderNumber,
          totalRonMinor: orders.totalRonMinor,
        })
        .from(subscriptionRenewals)
        .innerJoin(subscriptions, eq(subscriptions.id, subscriptionRenewals.subscriptionId))
        .innerJoin(orders, eq(orders.id, subscriptionRenewals.orderId))
        .where(where)
        // The ones still retried first, the soonest retry first; then those given up, the latest first.
        .orderBy(asc(subscriptionRenewals.chargeState), asc(subscriptionRenewals.nextRetryAt), desc(subscriptionRenewals.createdAt))
        .limit(ADMIN_SUBSCRIPTIONS_PAGE_SIZE)
        .offset((filter.page - 1) * ADMIN_SUBSCRIPTIONS_PAGE_SIZE),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(subscriptionRenewals)
        .innerJoin(subscriptions, eq(subscriptions.id, subscriptionRenewals.subscriptionId))
        .where(where),
    ]);
    const names = await productNames(
      rows.flatMap((row) => (row.variantId === null ? [] : [row.variantId])),
      language,
    );
    const charges = rows.map((row): AdminFailedCharge => ({
      subscriptionId: row.renewal.subscriptionId,
      email: row.email,
      product: (row.variantId !== null && names.get(row.variantId, row.interval)) || row.productHandle,
      cycle: row.renewal.cycle,
      orderNumber: row.orderNumber,
      totalRonMinor: row.totalRonMinor,
      attempts: row.renewal.chargeAttempts,
      lastDecline: row.renewal.lastDecline,
      nextRetryAt: row.renewal.chargeState === "failed" ? (row.renewal.nextRetryAt?.toISOString() ?? null) : null,
      state: row.renewal.chargeState as "failed" | "abandoned",
      createdAt: row.renewal.createdAt.toISOString(),
    }));
    return { charges, total: counted?.total ?? 0 };
  }

  return {
    async list(filter, language) {
      const view = filter.view ?? "all";
      if (view === "failed") {
        const [page, byState] = await Promise.all([failedCharges(filter, language), counts()]);
        return { view, ...page, counts: byState };
      }
      let where: SQL | undefined;
      let orderBy: SQL[];
      if (view === "upcoming") {
        const horizon = addDaysToDay(shopCalendarDay(clock()), UPCOMING_RENEWAL_DAYS);
        // Overdue ones too: a sweep that has not run yet still owes them.
        const due = or(
          and(eq(subscriptions.status, "active"), sql`${subscriptions.nextChargeDate} <= ${horizon}`),
          and(eq(subscriptions.status, "paused"), isNotNull(subscriptions.resumeOn), sql`${subscriptions.resumeOn} <= ${horizon}`),
        );
        where = and(due, search(filter.q));
        orderBy = [asc(nextRenewalDay), asc(subscriptions.id)];
      } else {
        where = and(filter.status ? eq(subscriptions.status, filter.status) : undefined, search(filter.q));
        orderBy = [desc(subscriptions.createdAt), desc(subscriptions.id)];
      }
      const [page, byState] = await Promise.all([subscriptionRows(where, orderBy, filter.page, language), counts()]);
      return { view, ...page, counts: byState };
    },

    async detail(id, language) {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
      if (!row) return null;
      const [detail, renewals] = await Promise.all([
        actions.detail(id, { kind: "staff" }, language),
        db
          .select({ renewal: subscriptionRenewals, orderNumber: orders.orderNumber })
          .from(subscriptionRenewals)
          .innerJoin(orders, eq(orders.id, subscriptionRenewals.orderId))
          .where(eq(subscriptionRenewals.subscriptionId, id))
          .orderBy(desc(subscriptionRenewals.cycle)),
      ]);
      if (!detail) return null;
      return {
        ...detail,
        email: row.email,
        customerId: row.customerId,
        cancelReason: row.cancelReason as CancelReason | null,
        cancelNote: row.cancelNote,
        renewals: renewals.map(({ renewal, orderNumber }): AdminSubscriptionRenewal => ({
          cycle: renewal.cycle,
          dueDate: renewal.dueDate,
          orderNumber,
          chargeState: renewal.chargeState as AdminSubscriptionRenewal["chargeState"],
          attempts: renewal.chargeAttempts,
          lastDecline: renewal.lastDecline,
          nextRetryAt: renewal.nextRetryAt?.toISOString() ?? null,
        })),
      };
    },
  };
}
