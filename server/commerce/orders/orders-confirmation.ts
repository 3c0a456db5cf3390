/**
 * What the shopper and the owner hear when an order is confirmed — paid online, or accepted for cash on delivery:
 * its confirmation email (with the invoice's PDF, when a paid order has one) and the owner's notice, when the store
 * has asked for one. Written by a handler of `order.confirmed` (decision 0086), after the handlers that start its
 * subscription and issue its invoice (issue 21 item 7); the handlings' records make each happen once.
 */
import { pickupPointLine } from "#domain/shipments";
import { orderVatByRate } from "./orders-summary.ts";
import { asc, eq, inArray, or } from "drizzle-orm";
import type { Language } from "#domain/locale";
import { orderEventPayload } from "#domain/order-lifecycle";
import type { Database } from "#server/db/client";
import { orderLines, orders, subscriptionRenewals, subscriptions } from "#server/db/schema";
import type { EventHandler } from "#server/commerce/shared/domain-events";
import type { MailBranding } from "#server/mail/mail-types";
import { renderNewOrderNotice } from "#server/mail/new-order-notice";
import { renderOrderConfirmation, type OrderConfirmationSummary } from "#server/mail/order-confirmation";
import { nextChargeDay } from "#domain/order-subscription-dates";
import type { Mailer } from "#server/mail/outbox";
import type { OrderPaymentMethod } from "#domain/order-contract";
import type { OrderLineRow, OrderRow } from "#server/commerce/shared/order-rows";
import type { AddressValues } from "#domain/account-forms";
import type { InvoiceFacts } from "#server/commerce/invoicing/module";
import type { OrderLinks } from "./order-links.ts";
import type { ParcelAdditions } from "./parcel-additions.ts";
import { promotionUsesOfOrders, type PlacedPromotionUse } from "#server/commerce/promotions/module";
import { recordOrderEmails } from "./back-office/order-events.ts";

export interface OrderConfirmationDependencies {
  mailer: Mailer;
  branding: MailBranding;
  /** The owner's address for new-order notices (`STORE_NOTIFY_EMAIL`), in their language; absent: none. */
  storeNotify?: { email: string; language: Language } | undefined;
  /** The link to the subscription an order starts or renews, in its confirmation (issue 18: every subscription email). */
  subscriptionPages: { pageFor(subscription: { id: number; customerId: number | null; language: Language }): string };
  /** The link to the order in its confirmation: the account's page, or a guest's signed link (decision 0083). */
  orderPages: Pick<OrderLinks, "pageFor" | "offerPageFor">;
  /** What a cash-on-delivery order may still add to its parcel (decision 0158), read in the handler's transaction. */
  parcelOffers: Pick<ParcelAdditions, "offerFor">;
  /** The invoice the confirmation email carries, issued by an earlier handler (invoicing's `InvoiceFacts`). */
  invoices: Pick<InvoiceFacts, "invoiceOf">;
}

const PAYMENT_METHOD_NAMES: Record<Language, Record<OrderPaymentMethod, string>> = {
  ro: {
    cod: "Plata la livrare (ramburs)",
    card: "Card bancar",
    paypal: "PayPal",
    apple_pay: "Apple Pay",
    google_pay: "Google Pay",
    store_credit: "Credit din magazin",
  },
  en: {
    cod: "Cash on delivery",
    card: "Card",
    paypal: "PayPal",
    apple_pay: "Apple Pay",
    google_pay: "Google Pay",
    store_credit: "Store credit",
  },
};

export function paymentMethodName(language: Language, method: OrderPaymentMethod): string {
  return PAYMENT_METHOD_NAMES[language][method];
}

/** The address as a courier's label prints it, with the country's name in the email's language. */
export function addressLines(address: AddressValues, language: Language): string[] {
  const country = new Intl.DisplayNames([language], { type: "region" }).of(address.country) ?? address.country;
  return [
    `${address.firstName} ${address.lastName}`,
    address.company,
    [address.address1, address.address2].filter(Boolean).join(", "),
    [address.zip, address.city].filter(Boolean).join(" "),
    [address.province, country].filter(Boolean).join(", "),
    address.phone,
  ].filter((line) => line.trim() !== "");
}

/**
 * `language`: the reader's, which is the order's for the shopper but may differ for the owner; `promotions`: the
 * order's uses, each shown by the title the order showed, or in the owner's language for the owner.
 */
export function confirmationSummary(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  orderUrl: string | null,
  language: Language = order.language,
  promotions: readonly PlacedPromotionUse[] = [],
): OrderConfirmationSummary {
  const shippingAddress = order.shippingAddress as AddressValues;
  return {
    orderNumber: `#${order.orderNumber}`,
    placedAt: order.createdAt,
    customerFirstName: shippingAddress.firstName,
    currencyCode: order.currencyCode.trim(),
    lines: lines.map((line) => ({
      title: line.title,
      variantTitle: line.variantTitle,
      quantity: line.quantity,
      totalMinor: line.totalMinor,
    })),
    subtotalMinor: order.subtotalMinor,
    discountMinor: order.discountMinor,
    discountCode: order.discountCode,
    promotions: promotions
      .filter((use) => use.kind !== "free_shipping")
      .map((use) => ({ title: language === order.language ? use.title : use.titles[language], amountMinor: use.amountMinor })),
    shippingMinor: order.shippingMinor,
    taxMinor: order.taxMinor,
    vat: { scheme: order.vatScheme, rates: orderVatByRate(order, lines) },
    shippingService: order.shippingServiceName,
    totalMinor: order.totalMinor,
    storeCreditMinor: order.storeCreditMinor,
    shippingAddress: addressLines(shippingAddress, language),
    pickupPoint: order.pickupPoint ? pickupPointLine(order.pickupPoint) : null,
    paymentMethod: paymentMethodName(language, order.paymentMethod as OrderPaymentMethod),
    orderUrl,
    subscription: subscriptionOf(order, lines),
  };
}

/** The subscription the order starts (one per order), as `startSubscriptionForOrder` schedules it. */
function subscriptionOf(order: OrderRow, lines: readonly OrderLineRow[]): OrderConfirmationSummary["subscription"] {
  const line = lines.find((candidate) => candidate.isSubscription);
  if (!line) return null;
  const interval = line.subscriptionInterval === "quarterly" ? "quarterly" : "monthly";
  return { interval, nextDelivery: nextChargeDay(order.createdAt, interval) };
}

/** The subscription an order started, or the one it renews. */
async function subscriptionOfOrder(tx: Database, orderId: number): Promise<number | null> {
  const renewed = tx
    .select({ subscriptionId: subscriptionRenewals.subscriptionId })
    .from(subscriptionRenewals)
    .where(eq(subscriptionRenewals.orderId, orderId));
  const [row] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(or(eq(subscriptions.orderId, orderId), inArray(subscriptions.id, renewed)));
  return row?.id ?? null;
}

/**
 * The confirmation email and the owner's notice of an order confirmed (paid, or accepted for cash on delivery),
 * written to the outbox and on the order's timeline, and delivered once the handler's transaction has committed.
 * Runs after the handlers named in `after` (the subscription's start, whose page the email links; the invoice, which
 * it carries), so it never writes an email without them.
 */
export function confirmationEmails(dependencies: OrderConfirmationDependencies & { after: readonly string[] }): EventHandler {
  const { mailer, branding, storeNotify, subscriptionPages, orderPages, invoices, parcelOffers, after } = dependencies;
  return {
    name: "orders.confirmation-emails",
    types: ["order.confirmed"],
    after,
    async handle(tx, event, now) {
      const { orderId } = orderEventPayload(event);
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
      if (!order) throw new Error(`Order ${orderId} of event ${event.id} is gone`);
      const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position));
      const invoiceId = await invoices.invoiceOf(tx, order.id);
      const subscriptionId = lines.some((line) => line.isSubscription) ? await subscriptionOfOrder(tx, order.id) : null;
      const offer = await parcelOffers.offerFor(order.id, tx);
      const promotions = await promotionUsesOfOrders(tx, [order.id]);
      const mailIds = [
        await mailer.enqueue(tx, {
          ...renderOrderConfirmation(branding, {
            to: order.email,
            language: order.language,
            summary: confirmationSummary(order, lines, orderPages.pageFor(order), order.language, promotions),
            subscriptionUrl:
              subscriptionId === null
                ? null
                : subscriptionPages.pageFor({ id: subscriptionId, customerId: order.customerId, language: order.language }),
            parcelOffer: offer && {
              item: offer.variantTitle ? `${offer.title} – ${offer.variantTitle}` : offer.title,
              priceMinor: offer.unitPriceMinor,
              url: orderPages.offerPageFor(order),
            },
          }),
          ...(invoiceId !== null ? { attachments: [{ kind: "invoice" as const, invoiceId }] } : {}),
        }),
      ];
      if (storeNotify) {
        const notice = renderNewOrderNotice(branding, {
          to: storeNotify.email,
          language: storeNotify.language,
          customerEmail: order.email,
          customerLanguage: order.language,
          // The owner's notice links to the admin's page of the order, never to the shopper's.
          summary: confirmationSummary(order, lines, null, storeNotify.language, promotions),
        });
        mailIds.push(await mailer.enqueue(tx, notice));
      }
      await recordOrderEmails(
        tx,
        order.id,
        mailIds.map((id, index) => ({ id, kind: index === 0 ? "order_confirmation" : "new_order_notice" })),
        now,
      );
      return () => mailer.deliver(mailIds);
    },
  };
}
