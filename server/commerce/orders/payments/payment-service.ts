/**
 * Payment attempts and what their outcomes do to orders. Providers start attempts and prove results
 * (the providers beside this file); this service keeps the records: one row per attempt, at most one open at a
 * time, and a result applied once — the first verified result settles the attempt, the same result
 * again answers the same without a second email, and a paid attempt confirms its order in the same
 * transaction that records it.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { orders, payments, subscriptions } from "#server/db/schema";
import { createCashOnDeliveryProvider } from "./cash-on-delivery.ts";
import type { PaymentProvider, SignedPaymentResult, StartedPayment } from "./payment-provider.ts";
import type { PaymentMethod, PaymentResult, OrderStatus, PaymentStatus } from "#domain/order-contract";
import { finishUrl, type SandboxProvider } from "./sandbox.ts";
import type { Clock } from "#server/commerce/shared/clock";
import { confirmOrder, type OrderConfirmationDependencies } from "#server/commerce/orders/orders-confirmation";
import { orderPaymentMethod, type OrderRow, type PaymentRow } from "#server/commerce/orders/orders-types";

const STATUS_OF_RESULT: Record<PaymentResult, PaymentStatus> = { paid: "succeeded", declined: "declined", cancelled: "cancelled" };

/** What the shopper pressed on the hosted page. */
export type SandboxAction = "pay" | "decline" | "cancel";

const RESULT_OF_ACTION: Record<SandboxAction, PaymentResult> = { pay: "paid", decline: "declined", cancel: "cancelled" };

export type SettleOutcome = { kind: "invalid" } | { kind: "settled"; result: PaymentResult; orderId: number };

export type RetryOutcome =
  { kind: "opened"; order: OrderRow; paymentUrl: string } | { kind: "not_found" } | { kind: "not_awaiting_payment"; status: OrderStatus };

export type RefundOutcome =
  { kind: "refunded"; order: OrderRow } | { kind: "not_found" } | { kind: "nothing_to_refund"; status: OrderStatus };

/** What the hosted page shows for an attempt. */
export interface PaymentPageView {
  payment: PaymentRow;
  order: OrderRow;
  /** `open`: buttons; `settled`: the outcome with a link on; `superseded`: a newer attempt replaced it. */
  state: "open" | "settled" | "superseded";
  /** For a settled attempt, the signed way back to /finish. */
  finishUrl: string | null;
}

export interface PaymentService {
  /** Opens the order's next attempt inside the caller's transaction (the order's, or a retry's). */
  open(tx: Database, order: OrderRow, method: PaymentMethod, now: Date): Promise<StartedPayment>;
  /** Verifies a signed result and applies it once; `invalid` when the proof does not hold for that order. */
  settle(signed: SignedPaymentResult): Promise<SettleOutcome>;
  /** A new attempt for an order still waiting for payment (the open one, if any, is cancelled). */
  retry(order: OrderRow, method: PaymentMethod | undefined): Promise<RetryOutcome>;
  refund(orderId: number): Promise<RefundOutcome>;
  /** The URL where the shopper pays the order's open attempt, from that attempt's provider; none when nothing is open. */
  openPaymentUrl(order: Pick<OrderRow, "id" | "language">): Promise<string | undefined>;
  page(paymentId: string): Promise<PaymentPageView | null>;
  /** The sandbox gateway's side: records the shopper's choice and answers the signed URL of /finish. */
  respond(paymentId: string, action: SandboxAction): Promise<PaymentPageView | null>;
}

export interface PaymentServiceOptions extends OrderConfirmationDependencies {
  db: Database;
  sandbox: SandboxProvider;
  clock: Clock;
  /** Logs money that needs a person: a payment for an order that was cancelled meanwhile. */
  onAnomaly?: (details: object, message: string) => void;
}

const PAYMENT_ID_PREFIX = "pay_";

export function newPaymentId(): string {
  return `${PAYMENT_ID_PREFIX}${randomBytes(24).toString("base64url")}`;
}

/** Ids we hand out are 36 characters; anything else cannot name an attempt and is not looked up. */
export function looksLikePaymentId(value: string): boolean {
  return /^pay_[A-Za-z0-9_-]{32}$/.test(value);
}

export function createPaymentService(options: PaymentServiceOptions): PaymentService {
  const { db, sandbox, clock, mailer, onAnomaly = () => undefined } = options;
  // The registry: a real gateway is one more entry here.
  const providers: readonly PaymentProvider[] = [createCashOnDeliveryProvider(), sandbox];
  function providerFor(method: PaymentMethod): PaymentProvider {
    const provider = providers.find((candidate) => candidate.methods.includes(method));
    if (!provider) throw new Error(`No payment provider takes ${method}`);
    return provider;
  }
  /** The provider that recorded an attempt; absent for one no longer configured. */
  const providerNamed = (name: string) => providers.find((candidate) => candidate.name === name);

  async function findPayment(tx: Database, paymentId: string, lock: boolean) {
    if (!looksLikePaymentId(paymentId)) return undefined;
    const query = tx
      .select({ payment: payments, order: orders })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(payments.publicId, paymentId));
    const [row] = lock ? await query.for("update", { of: payments }) : await query;
    return row;
  }

  function view(payment: PaymentRow, order: OrderRow): PaymentPageView {
    const result = payment.result as PaymentResult | null;
    if (payment.status === "pending") return { payment, order, state: "open", finishUrl: null };
    if (result === null) return { payment, order, state: "superseded", finishUrl: null };
    return {
      payment,
      order,
      state: "settled",
      finishUrl: finishUrl(sandbox.signer, {
        paymentId: payment.publicId,
        orderNumber: order.orderNumber,
        result,
        language: order.language,
      }),
    };
  }

  const service: PaymentService = {
    async openPaymentUrl(order) {
      const [open] = await db
        .select({ publicId: payments.publicId, provider: payments.provider })
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.status, "pending")))
        .limit(1);
      const provider = open && providerNamed(open.provider);
      return provider ? provider.resumeUrl({ paymentId: open.publicId, language: order.language }) : undefined;
    },

    async open(tx, order, method, now) {
      const [last] = await tx
        .select({ attempt: payments.attempt })
        .from(payments)
        .where(eq(payments.orderId, order.id))
        .orderBy(desc(payments.attempt))
        .limit(1);
      const attempt = (last?.attempt ?? 0) + 1;
      const paymentId = newPaymentId();
      const provider = providerFor(method);
      const started = provider.createPayment({
        paymentId,
        orderNumber: order.orderNumber,
        attempt,
        method,
        amountMinor: order.totalMinor,
        currencyCode: order.currencyCode.trim(),
        language: order.language,
      });
      await tx.insert(payments).values({
        publicId: paymentId,
        orderId: order.id,
        attempt,
        provider: provider.name,
        method,
        status: "pending",
        amountMinor: order.totalMinor,
        currencyCode: order.currencyCode,
        reference: started.reference,
        createdAt: now,
        updatedAt: now,
      });
      return started;
    },

    async settle(signed) {
      const result = sandbox.confirm(signed);
      if (result === null) return { kind: "invalid" };
      const now = clock();
      const settled = await db.transaction(async (tx) => {
        const row = await findPayment(tx, signed.paymentId, true);
        if (!row || row.order.orderNumber !== signed.orderNumber || row.payment.provider !== sandbox.name) return null;
        const { payment, order } = row;
        // Already settled: the first verified result stands, and answering it again changes nothing. An attempt
        // superseded by a retry stays cancelled; a gateway's "paid" for it would be money to give back.
        if (payment.status !== "pending") {
          if (payment.result === null && result === "paid") {
            onAnomaly(
              { orderNumber: order.orderNumber, paymentId: payment.publicId },
              "payment succeeded for a superseded attempt; refund it",
            );
          }
          return { result: (payment.result as PaymentResult | null) ?? "cancelled", orderId: order.id, mailId: null };
        }
        await tx
          .update(payments)
          .set({ status: STATUS_OF_RESULT[result], result, resultSignature: signed.sig, verifiedAt: now, settledAt: now, updatedAt: now })
          .where(eq(payments.id, payment.id));
        if (result !== "paid") return { result, orderId: order.id, mailId: null };
        const [paidOrder] = await tx
          .update(orders)
          .set({ status: "paid", paidAt: now, updatedAt: now })
          .where(and(eq(orders.id, order.id), eq(orders.status, "pending_payment")))
          .returning();
        if (!paidOrder) {
          onAnomaly(
            { orderNumber: order.orderNumber, status: order.status, paymentId: payment.publicId },
            "payment succeeded for an order no longer waiting for it; refund it",
          );
          return { result, orderId: order.id, mailId: null };
        }
        return { result, orderId: order.id, mailId: await confirmOrder(tx, options, paidOrder, now) };
      });
      if (!settled) return { kind: "invalid" };
      if (settled.mailId !== null) void mailer.deliver([settled.mailId]);
      return { kind: "settled", result: settled.result, orderId: settled.orderId };
    },

    async retry(order, method) {
      const now = clock();
      return db.transaction(async (tx): Promise<RetryOutcome> => {
        const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for("update");
        if (!locked) return { kind: "not_found" };
        if (locked.status !== "pending_payment") return { kind: "not_awaiting_payment", status: locked.status as OrderStatus };
        const chosen = method ?? orderPaymentMethod(locked);
        if (chosen === "cod") throw new Error("A retry is always a hosted payment");
        await tx
          .update(payments)
          .set({ status: "cancelled", settledAt: now, updatedAt: now })
          .where(and(eq(payments.orderId, locked.id), eq(payments.status, "pending")));
        const [current] =
          chosen === locked.paymentMethod
            ? [locked]
            : await tx.update(orders).set({ paymentMethod: chosen, updatedAt: now }).where(eq(orders.id, locked.id)).returning();
        const started = await service.open(tx, current!, chosen, now);
        return { kind: "opened", order: current!, paymentUrl: started.paymentUrl! };
      });
    },

    async refund(orderId) {
      const now = clock();
      return db.transaction(async (tx): Promise<RefundOutcome> => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
        if (!order) return { kind: "not_found" };
        const [payment] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.orderId, order.id), eq(payments.status, "succeeded")))
          .for("update");
        if (!payment || !["paid", "fulfilled", "delivered"].includes(order.status))
          return { kind: "nothing_to_refund", status: order.status as OrderStatus };
        const provider = providerNamed(payment.provider);
        if (!provider) throw new Error(`Payment ${payment.publicId} was taken by ${payment.provider}, which is not configured`);
        const refund = await provider.refund({
          reference: payment.reference,
          amountMinor: payment.amountMinor,
          currencyCode: payment.currencyCode.trim(),
        });
        await tx
          .update(payments)
          .set({ status: "refunded", reference: refund.reference, updatedAt: now })
          .where(eq(payments.id, payment.id));
        await tx.update(subscriptions).set({ status: "cancelled", updatedAt: now }).where(eq(subscriptions.orderId, order.id));
        const [refunded] = await tx.update(orders).set({ status: "refunded", updatedAt: now }).where(eq(orders.id, order.id)).returning();
        return { kind: "refunded", order: refunded! };
      });
    },

    async page(paymentId) {
      const row = await findPayment(db, paymentId, false);
      return row ? view(row.payment, row.order) : null;
    },

    async respond(paymentId, action) {
      const row = await findPayment(db, paymentId, false);
      if (!row) return null;
      if (row.payment.status === "pending" && row.payment.provider === sandbox.name) {
        const result = RESULT_OF_ACTION[action];
        const signedResult = { paymentId, orderNumber: row.order.orderNumber, result };
        // The gateway notifies the store server to server, so the order is settled even if the shopper never comes back.
        await service.settle({ ...signedResult, sig: sandbox.signer.sign(signedResult) });
      }
      const after = await findPayment(db, paymentId, false);
      return after ? view(after.payment, after.order) : null;
    },
  };
  return service;
}
