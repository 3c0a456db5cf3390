/**
 * One order as staff see it (issue 16 item 4): everything the shopper sees, the lei amounts the books
 * keep, every payment attempt and refund, and a timeline merged from the order's own rows (placed,
 * paid, refunded) and its events (staff actions and notes, emails with whether they went out).
 */
import { asc, eq } from "drizzle-orm";
import type { AddressValues } from "#domain/account-forms";
import type { AdminOrderDetail, TimelineEntry } from "#domain/admin/orders";
import { CARRIER_NAMES, isCarrier, trackingLink } from "#domain/carriers";
import type { Database } from "#server/db/client";
import { orderEvents, orderLines, orders, payments, refunds, subscriptions } from "#server/db/schema";
import type { Mailer } from "#server/mail/outbox";
import type { OrderRow } from "#server/commerce/shared/order-rows";
import { promotionUsesOfOrders } from "#server/commerce/promotions/module";
import { allocationsOf, orderVatByRate } from "../orders-summary.ts";

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function shipmentOf(order: Pick<OrderRow, "carrier" | "trackingNumber" | "trackingUrl">): AdminOrderDetail["shipment"] {
  if (!order.carrier || !order.trackingNumber) return null;
  return {
    carrier: order.carrier,
    carrierName: isCarrier(order.carrier) && order.carrier !== "other" ? CARRIER_NAMES[order.carrier] : "",
    trackingNumber: order.trackingNumber,
    trackingUrl: trackingLink(order.carrier, order.trackingNumber, order.trackingUrl),
  };
}

export async function loadOrderDetail(
  db: Database,
  mailer: Pick<Mailer, "statuses">,
  orderNumber: number,
): Promise<AdminOrderDetail | null> {
  if (!Number.isSafeInteger(orderNumber) || orderNumber <= 0 || orderNumber > 2_147_483_647) return null;
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order) return null;
  const [lineRows, paymentRows, refundRows, eventRows, subscriptionRows, promotionUses] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position)),
    db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.attempt)),
    db
      .select({ refund: refunds })
      .from(refunds)
      .innerJoin(payments, eq(refunds.paymentId, payments.id))
      .where(eq(payments.orderId, order.id))
      .orderBy(asc(refunds.id)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    db.select().from(subscriptions).where(eq(subscriptions.orderId, order.id)),
    promotionUsesOfOrders(db, [order.id]),
  ]);
  const refundRowsFlat = refundRows.map((row) => row.refund);
  const mailIds = eventRows.filter((event) => event.kind === "email").map((event) => Number((event.detail as { mailId?: number }).mailId));
  const mailStatus = await mailer.statuses(mailIds.filter(Number.isSafeInteger));

  const timeline: TimelineEntry[] = [{ at: order.createdAt.toISOString(), kind: "placed", staffEmail: null, detail: {} }];
  for (const payment of paymentRows) {
    timeline.push({
      at: payment.createdAt.toISOString(),
      kind: "payment_opened",
      staffEmail: null,
      detail: { attempt: payment.attempt, method: payment.method },
    });
    if (payment.settledAt && payment.status !== "pending")
      timeline.push({
        at: payment.settledAt.toISOString(),
        kind: "payment_settled",
        staffEmail: null,
        detail: { attempt: payment.attempt, method: payment.method, status: payment.status, amountMinor: payment.amountMinor },
      });
  }
  const refundsByStaff = new Set(
    eventRows.filter((event) => event.kind === "refunded").map((event) => (event.detail as { refundId?: number }).refundId),
  );
  for (const refund of refundRowsFlat) {
    if (refundsByStaff.has(refund.id)) continue;
    timeline.push({
      at: refund.createdAt.toISOString(),
      kind: "refunded",
      staffEmail: null,
      detail: { refundId: refund.id, amountMinor: refund.amountMinor, status: refund.status },
    });
  }
  for (const event of eventRows) {
    const detail = { ...(event.detail as Record<string, unknown>) };
    if (event.kind === "email") {
      const status = mailStatus.get(Number(detail.mailId));
      detail.mailStatus = status?.status ?? "unknown";
    }
    timeline.push({ at: event.createdAt.toISOString(), kind: event.kind, staffEmail: event.staffEmail, detail });
  }
  timeline.sort((a, b) => a.at.localeCompare(b.at));

  // Every payment that took money (at checkout, and for what was added to the parcel) less what it gave or is giving back.
  const refundableMinor = paymentRows
    .filter((payment) => payment.status === "succeeded" || payment.status === "refunded")
    .reduce((sum, payment) => {
      const pending = refundRowsFlat
        .filter((refund) => refund.status === "pending" && refund.paymentId === payment.id)
        .reduce((pendingSum, refund) => pendingSum + refund.amountMinor, 0);
      return sum + Math.max(0, payment.amountMinor - payment.refundedMinor - pending);
    }, 0);
  const subscription = subscriptionRows[0];

  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    fulfilmentStatus: order.fulfilmentStatus,
    email: order.email,
    language: order.language,
    customerId: order.customerId,
    termsVersion: order.termsVersion,
    createdAt: order.createdAt.toISOString(),
    paidAt: iso(order.paidAt),
    cancelledAt: iso(order.cancelledAt),
    withdrawnAt: iso(order.withdrawnAt),
    packedAt: iso(order.packedAt),
    shippedAt: iso(order.shippedAt),
    deliveredAt: iso(order.deliveredAt),
    currencyCode: order.currencyCode.trim(),
    lines: lineRows.map((line) => ({
      sku: line.sku,
      title: line.title,
      variantTitle: line.variantTitle,
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor,
      totalMinor: line.totalMinor,
      totalRonMinor: line.totalRonMinor,
      isSubscription: line.isSubscription,
    })),
    money: {
      subtotalMinor: order.subtotalMinor,
      discountMinor: order.discountMinor,
      shippingMinor: order.shippingMinor,
      taxMinor: order.taxMinor,
      totalMinor: order.totalMinor,
      vatRatePercent: order.vatRatePercent,
      vatScheme: order.vatScheme,
      vatByRate: orderVatByRate(order, lineRows),
      shippingServiceName: order.shippingServiceName,
      discountCode: order.discountCode,
      discountPercent: order.discountPercent,
      promotionDiscountMinor: order.promotionDiscountMinor,
      promotions: allocationsOf(promotionUses),
      storeCreditMinor: order.storeCreditMinor,
      ron: {
        subtotalMinor: order.subtotalRonMinor,
        discountMinor: order.discountRonMinor,
        promotionDiscountMinor: order.promotionDiscountRonMinor,
        shippingMinor: order.shippingRonMinor,
        taxMinor: order.taxRonMinor,
        totalMinor: order.totalRonMinor,
        storeCreditMinor: order.storeCreditRonMinor,
      },
    },
    shippingAddress: order.shippingAddress as AddressValues,
    pickupPoint: order.pickupPoint ?? null,
    billingAddress: order.billingAddress as AddressValues,
    shopperNote: order.note,
    shipment: shipmentOf(order),
    payments: paymentRows.map((payment) => ({
      attempt: payment.attempt,
      provider: payment.provider,
      method: payment.method,
      status: payment.status,
      amountMinor: payment.amountMinor,
      refundedMinor: payment.refundedMinor,
      currencyCode: payment.currencyCode.trim(),
      createdAt: payment.createdAt.toISOString(),
      settledAt: iso(payment.settledAt),
    })),
    refunds: refundRowsFlat.map((refund) => ({
      id: refund.id,
      amountMinor: refund.amountMinor,
      currencyCode: refund.currencyCode.trim(),
      status: refund.status,
      reason: refund.reason,
      reference: refund.reference,
      accountHolder: refund.accountHolder,
      iban: refund.iban,
      createdAt: refund.createdAt.toISOString(),
    })),
    refundableMinor,
    subscription: subscription
      ? { status: subscription.status, interval: subscription.interval, nextChargeDate: subscription.nextChargeDate }
      : null,
    timeline,
  };
}
