/**
 * The customer's side of returns (issue 19 items 1 and 2): the orders they may still send back, a quote, the
 * request itself, their returns, and cancelling one while it waits. Everything the money depends on — the window,
 * the units left, the amount — is decided here, and a request is one transaction that holds the order's row, so two
 * requests at once cannot return the same unit twice.
 */
import { and, asc, desc, eq, inArray, isNull, notInArray, or, type SQL } from "drizzle-orm";
import type { AddressValues } from "#domain/account-forms";
import {
  customerReturnPhotoPath,
  type CustomerReturn,
  type EligibleReturnOrder,
  type ReturnQuoteView,
  type ReturnRefusal,
  type ReturnRequestBody,
} from "#domain/customer-returns";
import { normaliseIban } from "#domain/iban";
import type { Language } from "#domain/locale";
import type { OrderWithdrawal } from "#domain/order-contract";
import {
  LEGAL_WITHDRAWAL_DAYS,
  REASONS_NEEDING_DETAILS,
  lineRefundMinor,
  quoteRefund,
  receivedAt,
  returnTransitionAllowed,
  returnWindow,
  withdrawalWindow,
  WITHDRAWAL_REFUND_DAYS,
  type RefundQuote,
  type ReturnReason,
  type ReturnStatus,
} from "#domain/returns";
import type { Database } from "#server/db/client";
import { orderLines, orders, returnEvents, returnLines, returnPhotos, returns } from "#server/db/schema";
import type { MailBranding } from "#server/mail/mail-types";
import type { Mailer } from "#server/mail/outbox";
import { renderReturnUpdate, type WithdrawalTerms } from "#server/mail/return-updates";
import type { NotifyStaff } from "#server/mail/staff-notice";
import type { Clock } from "#server/commerce/shared/clock";
import type { DeliverEvents } from "#server/commerce/shared/domain-events";
import { recordOrderEmails, recordOrderEvent } from "../orders/back-office/order-events.ts";
import { cancelOrder, cancellationRefundKey, refundDueOnCancel } from "../orders/order-cancellation.ts";
import { orderAllows } from "../orders/lifecycle.ts";
import type { PaymentService } from "../payments/payment-service.ts";
import type { WithdrawalLinks } from "./withdrawal-links.ts";
import { recordReturnEvent } from "./timeline.ts";
import { heldByCustomer } from "#server/commerce/shared/customer-rows";

export type CustomerRef = { id: number; email: string };

export type ReturnOutcome = { ok: true; value: CustomerReturn } | { ok: false; reason: ReturnRefusal; field: string };

/** A photo already checked and kept by the upload store (kind `returns`), in the order the customer added it. */
export interface StoredReturnPhoto {
  file: string;
  width: number;
  height: number;
}

export interface CustomerReturns {
  eligibleOrders(customer: CustomerRef): Promise<EligibleReturnOrder[]>;
  quote(customer: CustomerRef, body: ReturnRequestBody): Promise<QuoteOutcome>;
  /**
   * The request, with its photos' rows in the same transaction. Photos whose request is refused, or whose
   * transaction fails, are deleted (`discardPhotos`): no file is left that no row refers to.
   */
  request(customer: CustomerRef, body: ReturnRequestBody, language: Language, photos?: StoredReturnPhoto[]): Promise<ReturnOutcome>;
  list(customer: CustomerRef): Promise<CustomerReturn[]>;
  get(customer: CustomerRef, id: number): Promise<CustomerReturn | null>;
  /** The stored file of one of the customer's return photos, or null (not theirs, no such photo). */
  photoFile(customer: CustomerRef, id: number, position: number): Promise<string | null>;
  cancel(customer: CustomerRef, id: number, language: Language): Promise<ReturnOutcome>;
  /**
   * The legal withdrawal from the contract (OUG 34/2014), proven like guest order tracking by the order's number
   * and email: every unit not yet returned, shipping refunded, the refund due within 14 days, acknowledged by email.
   * Before the parcel leaves it stops the order (decision 0075): cancelled, stock and the rest given back, and what
   * was paid online refunded at once; nothing paid, nothing to refund, and the withdrawal is complete. Asked again
   * for an order it already stopped, it answers that withdrawal.
   */
  withdraw(
    proof: { orderNumber: number; email: string },
    bankAccount: { iban: string; accountHolder: string } | undefined,
    language: Language,
  ): Promise<ReturnOutcome>;
  /**
   * Whether the order can be withdrawn from now, by the rules `withdraw` applies, until when, and the withdrawal
   * already made from it (for the customer's order page and guest tracking); null for an unknown order.
   */
  withdrawalOf(orderId: number): Promise<OrderWithdrawal | null>;
  /** The withdrawal a guest's signed link names (decision 0075); null when it is no withdrawal. */
  withdrawalByLink(returnId: number): Promise<CustomerReturn | null>;
  /**
   * The one order a guest's return link names (decision 0130), as the account's form offers it, and whether its money
   * may come back as store credit (only to an account); null when nothing of it can be returned now.
   */
  linkedOrder(orderId: number): Promise<{ order: EligibleReturnOrder; storeCredit: boolean } | null>;
  /** `quote` for the order a guest's return link names. */
  quoteByLink(orderId: number, body: ReturnRequestBody): Promise<QuoteOutcome>;
  /** `request` for the order a guest's return link names: the return belongs to the order's account, if it has one. */
  requestByLink(orderId: number, body: ReturnRequestBody, language: Language, photos?: StoredReturnPhoto[]): Promise<ReturnOutcome>;
}

type QuoteOutcome = { ok: true; value: ReturnQuoteView } | { ok: false; reason: ReturnRefusal; field: string };

/**
 * Whose orders a request may use: a signed-in customer's own, or the one a guest's signed link names. The return is
 * the customer's, or the order's account's (none for a guest's order).
 */
interface Owner {
  orders: SQL;
  customerId: (order: { customerId: number | null }) => number | null;
}

const customerOwner = (customer: CustomerRef): Owner => ({ orders: heldByCustomer(orders, customer), customerId: () => customer.id });
const linkOwner = (orderId: number): Owner => ({ orders: eq(orders.id, orderId), customerId: (order) => order.customerId });

/** Returns that still hold their units: every one but those refused or withdrawn by the customer. */
const RELEASED: ReturnStatus[] = ["rejected", "cancelled"];
/** Orders that can come back at all: confirmed and on their way or delivered, not cancelled or refunded in full. */
const RETURNABLE_ORDER_STATUSES = ["paid", "payment_due_on_delivery", "fulfilled", "delivered"];

class Refused extends Error {
  constructor(
    readonly reason: ReturnRefusal,
    readonly field: string,
  ) {
    super(reason);
  }
}

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/** Cash is paid on delivery only once the courier delivered: a withdrawal then sends it back to a bank account. */
const paidInCash = (order: Pick<OrderRow, "paymentMethod" | "fulfilmentStatus">) =>
  order.paymentMethod === "cod" && order.fulfilmentStatus === "delivered";

export function createCustomerReturns({
  db,
  clock,
  mailer,
  branding,
  discardPhotos,
  payments,
  deliverEvents,
  links,
  notifyStaff,
}: {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  branding: MailBranding;
  /** Deletes the stored files of photos whose request was not written (the upload store's `returns` kind). */
  discardPhotos: (files: string[]) => Promise<void>;
  /** Refunds what a withdrawal before shipping owes from an online payment. */
  payments: Pick<PaymentService, "refund">;
  /** Delivers a stopped order's `order.cancelled` (what stopping it gives back) once the withdrawal has committed. */
  deliverEvents: DeliverEvents;
  links: Pick<WithdrawalLinks, "pageFor">;
  /** Tells the staff who decide returns of a new request, in its transaction. */
  notifyStaff: NotifyStaff;
}): CustomerReturns {
  /** Units of each of the order's lines already held by returns, and whether one of them refunds the shipping. */
  async function heldUnits(tx: Database, orderId: number) {
    const rows = await tx
      .select({ lineId: returnLines.orderLineId, quantity: returnLines.quantity, shipping: returns.shippingRefundMinor })
      .from(returnLines)
      .innerJoin(returns, eq(returns.id, returnLines.returnId))
      .where(and(eq(returns.orderId, orderId), notInArray(returns.status, RELEASED)));
    const held = new Map<number, number>();
    for (const row of rows) held.set(row.lineId, (held.get(row.lineId) ?? 0) + row.quantity);
    return { held, shippingRefunded: rows.some((row) => row.shipping > 0) };
  }

  const money = (line: LineRow) => ({
    id: line.id,
    quantity: line.quantity,
    totalMinor: line.totalMinor,
    discountMinor: line.discountMinor,
  });
  const lei = (line: LineRow) => ({
    id: line.id,
    quantity: line.quantity,
    totalMinor: line.totalRonMinor,
    discountMinor: line.discountRonMinor,
  });

  /** The order as a request may use it: the customer's, received, within the window; with its lines. */
  async function usableOrder(tx: Database, owner: Owner, orderNumber: number, lock: boolean) {
    const query = tx
      .select()
      .from(orders)
      .where(and(eq(orders.orderNumber, orderNumber), owner.orders, inArray(orders.status, RETURNABLE_ORDER_STATUSES)));
    const [order] = lock ? await query.for("update") : await query;
    if (!order) throw new Refused("order_not_found", "orderNumber");
    const window = returnWindow(order, clock());
    if (!window.open) throw new Refused(window.reason, "orderNumber");
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position));
    return { order, lines };
  }

  /** The request's lines checked against what is left, and the refund they give, in the order's currency and in lei. */
  function priced(order: OrderRow, lines: LineRow[], held: Map<number, number>, shippingRefunded: boolean, body: ReturnRequestBody) {
    const chosen = body.lines.map((choice, index) => {
      const line = lines.find((candidate) => candidate.id === choice.lineId);
      if (!line) throw new Refused("line_not_found", `lines.${index}.lineId`);
      const before = held.get(line.id) ?? 0;
      if (choice.quantity > line.quantity - before) throw new Refused("too_many_units", `lines.${index}.quantity`);
      return { line, units: choice.quantity, reason: choice.reason as ReturnReason, returnedBefore: before };
    });
    const selection = chosen.map(({ line, units, reason, returnedBefore }) => ({ lineId: line.id, units, reason, returnedBefore }));
    const inCurrency = quoteRefund({ shippingMinor: order.shippingMinor, shippingRefunded }, lines.map(money), selection);
    const inLei = quoteRefund({ shippingMinor: order.shippingRonMinor, shippingRefunded }, lines.map(lei), selection);
    return { chosen, inCurrency, inLei };
  }

  function checkForm(body: ReturnRequestBody, order: OrderRow, customerId: number | null) {
    // Store credit is kept on an account: a guest's order has none to credit.
    if (body.refundMethod === "store_credit" && customerId === null) throw new Refused("store_credit_needs_account", "refundMethod");
    if (body.lines.some((line) => REASONS_NEEDING_DETAILS.has(line.reason)) && !body.details?.trim())
      throw new Refused("details_required", "details");
    if (body.refundMethod === "original" && order.paymentMethod === "cod") {
      if (!body.bankAccount) throw new Refused("bank_account_required", "bankAccount.iban");
      if (!normaliseIban(body.bankAccount.iban)) throw new Refused("iban_invalid", "bankAccount.iban");
      if (!body.bankAccount.accountHolder.trim()) throw new Refused("account_holder_required", "bankAccount.accountHolder");
    }
  }

  async function read(where: SQL): Promise<CustomerReturn[]> {
    const rows = await db
      .select({ item: returns, orderNumber: orders.orderNumber, withdrawnAt: orders.withdrawnAt })
      .from(returns)
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .where(where)
      .orderBy(desc(returns.createdAt), desc(returns.id));
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.item.id);
    const [lines, events, photos] = await Promise.all([
      db
        .select({ line: returnLines, title: orderLines.title, variantTitle: orderLines.variantTitle, position: orderLines.position })
        .from(returnLines)
        .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
        .where(inArray(returnLines.returnId, ids))
        .orderBy(asc(orderLines.position)),
      db.select().from(returnEvents).where(inArray(returnEvents.returnId, ids)).orderBy(asc(returnEvents.createdAt), asc(returnEvents.id)),
      db
        .select({
          returnId: returnPhotos.returnId,
          position: returnPhotos.position,
          width: returnPhotos.width,
          height: returnPhotos.height,
        })
        .from(returnPhotos)
        .where(inArray(returnPhotos.returnId, ids))
        .orderBy(asc(returnPhotos.position)),
    ]);
    return rows.map(({ item, orderNumber, withdrawnAt }) => ({
      id: item.id,
      orderNumber,
      kind: item.kind as CustomerReturn["kind"],
      stoppedOrder: item.kind === "withdrawal" && withdrawnAt !== null,
      status: item.status as ReturnStatus,
      refundMethod: item.refundMethod as CustomerReturn["refundMethod"],
      bankAccountEnding: item.bankIban ? item.bankIban.slice(-4) : null,
      details: item.details,
      currencyCode: item.currencyCode.trim(),
      refundMinor: item.refundMinor,
      shippingRefundMinor: item.shippingRefundMinor,
      refundRonMinor: item.refundRonMinor,
      requestedAt: item.createdAt.toISOString(),
      refundDueBy: item.refundDueBy?.toISOString() ?? null,
      lines: lines
        .filter((row) => row.line.returnId === item.id)
        .map((row) => ({
          lineId: row.line.orderLineId,
          title: row.title,
          variantTitle: row.variantTitle,
          quantity: row.line.quantity,
          reason: row.line.reason as ReturnReason,
          refundMinor: row.line.refundMinor,
        })),
      photos: photos
        .filter((photo) => photo.returnId === item.id)
        .map(({ position, width, height }) => ({ position, width, height, url: customerReturnPhotoPath(item.id, position) })),
      timeline: events
        .filter((event) => event.returnId === item.id)
        .map((event) => ({ status: event.status as ReturnStatus, at: event.createdAt.toISOString(), message: event.message })),
    }));
  }

  const mine = (customer: CustomerRef) => heldByCustomer(returns, customer);

  async function mailFor(
    tx: Database,
    item: typeof returns.$inferSelect,
    orderNumber: number,
    message: string | null,
    withdrawal?: WithdrawalTerms,
  ) {
    const [order] = await tx.select({ address: orders.shippingAddress }).from(orders).where(eq(orders.id, item.orderId));
    return mailer.enqueue(
      tx,
      renderReturnUpdate(branding, {
        to: item.email,
        language: item.language,
        firstName: (order?.address as AddressValues | null)?.firstName ?? "",
        returnId: item.id,
        kind: item.kind as "return" | "withdrawal",
        orderNumber,
        status: item.status as ReturnStatus,
        // Store credit is given in lei, whatever the order was paid in.
        refundMinor: item.refundMethod === "store_credit" ? item.refundRonMinor : item.refundMinor,
        currencyCode: item.refundMethod === "store_credit" ? "RON" : item.currencyCode.trim(),
        refundMethod: item.refundMethod as "original" | "store_credit",
        message,
        pageUrl: links.pageFor(item),
        ...(withdrawal ? { withdrawal } : {}),
      }),
    );
  }

  /** The return, its lines at the quoted amounts, its first event and the customer's email, in the request's transaction. */
  async function writeReturn(
    tx: Database,
    order: OrderRow,
    language: Language,
    now: Date,
    inCurrency: RefundQuote,
    inLei: RefundQuote,
    request: {
      customerId: number | null;
      kind: "return" | "withdrawal";
      refundMethod: "original" | "store_credit";
      bankAccount: { iban: string; accountHolder: string } | null;
      details: string | null;
      refundDueBy?: Date;
      lines: { lineId: number; quantity: number; reason: ReturnReason }[];
      photos?: StoredReturnPhoto[];
      /** A withdrawal that stopped an unpaid order has nothing left to do: complete from the start. */
      completed?: boolean;
      withdrawal?: WithdrawalTerms;
    },
  ): Promise<{ id: number; mailId: number; staffMailIds: number[] }> {
    const [item] = await tx
      .insert(returns)
      .values({
        orderId: order.id,
        customerId: request.customerId,
        email: order.email,
        kind: request.kind,
        status: request.completed ? "completed" : "pending",
        refundMethod: request.refundMethod,
        bankIban: request.bankAccount?.iban ?? null,
        bankAccountHolder: request.bankAccount?.accountHolder ?? null,
        details: request.details,
        currencyCode: order.currencyCode,
        refundMinor: inCurrency.totalMinor,
        refundRonMinor: inLei.totalMinor,
        shippingRefundMinor: inCurrency.shippingMinor,
        shippingRefundRonMinor: inLei.shippingMinor,
        language,
        refundDueBy: request.refundDueBy ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(returnLines).values(
      request.lines.map((line, index) => ({
        returnId: item!.id,
        orderLineId: line.lineId,
        quantity: line.quantity,
        reason: line.reason,
        refundMinor: inCurrency.lines[index]!.refundMinor,
        refundRonMinor: inLei.lines[index]!.refundMinor,
      })),
    );
    if (request.photos?.length)
      await tx.insert(returnPhotos).values(
        request.photos.map((photo, position) => ({
          returnId: item!.id,
          position,
          file: photo.file,
          width: photo.width,
          height: photo.height,
          createdAt: now,
        })),
      );
    await recordReturnEvent(tx, { returnId: item!.id, orderId: item!.orderId, status: "pending", actor: "customer" }, now);
    if (request.completed)
      await recordReturnEvent(tx, { returnId: item!.id, orderId: item!.orderId, status: "completed", actor: "system" }, now);
    const mailId = await mailFor(tx, item!, order.orderNumber, null, request.withdrawal);
    const staffMailIds = await notifyStaff(tx, {
      kind: "return_requested",
      returnId: item!.id,
      returnKind: request.kind,
      orderNumber: order.orderNumber,
      customerEmail: order.email,
    });
    return { id: item!.id, mailId, staffMailIds };
  }

  /**
   * The card's money of an order a withdrawal stopped, under the cancellation's key, so a later cancellation by staff
   * refunds nothing more. A provider that does not answer leaves the withdrawal pending with its legal deadline in
   * the returns queue, where staff refund it (decision 0075).
   */
  async function refundStoppedOrder(orderId: number, returnId: number) {
    const outcome = await payments.refund({ orderId, idempotencyKey: cancellationRefundKey(orderId), reason: "withdrawal" });
    if (outcome.kind !== "refunded") return;
    await db.transaction(async (tx) => {
      const [item] = await tx.select().from(returns).where(eq(returns.id, returnId)).for("update");
      if (!item || item.status !== "pending") return;
      const [order] = await tx.select({ currencyCode: orders.currencyCode }).from(orders).where(eq(orders.id, orderId));
      const now = clock();
      await tx.update(returns).set({ status: "completed", updatedAt: now }).where(eq(returns.id, returnId));
      await recordReturnEvent(tx, { returnId, orderId, status: "completed", actor: "system" }, now);
      await recordOrderEvent(
        tx,
        orderId,
        "refunded",
        null,
        {
          refundId: outcome.refundId,
          amountMinor: outcome.amountMinor,
          currencyCode: order!.currencyCode.trim(),
          status: outcome.status,
          reason: "withdrawal",
        },
        now,
      );
    });
  }

  function refusal(error: unknown) {
    if (error instanceof Refused) return { ok: false as const, reason: error.reason, field: error.field };
    throw error;
  }

  /** The owner's orders with units that may still come back, within their window, the newest first. */
  async function eligible(owner: Owner): Promise<EligibleReturnOrder[]> {
    const now = clock();
    const candidates = await db
      .select()
      .from(orders)
      .where(
        and(owner.orders, inArray(orders.status, RETURNABLE_ORDER_STATUSES), inArray(orders.fulfilmentStatus, ["shipped", "delivered"])),
      )
      .orderBy(desc(orders.createdAt));
    const open = candidates.filter((order) => returnWindow(order, now).open);
    const found: EligibleReturnOrder[] = [];
    for (const order of open) {
      const [lines, { held }] = await Promise.all([
        db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position)),
        heldUnits(db, order.id),
      ]);
      const returnable = lines
        .map((line) => ({
          lineId: line.id,
          title: line.title,
          variantTitle: line.variantTitle,
          quantity: line.quantity,
          returnable: line.quantity - (held.get(line.id) ?? 0),
          unitRefundMinor: lineRefundMinor(money(line), 1),
        }))
        .filter((line) => line.returnable > 0);
      if (returnable.length === 0) continue;
      const window = returnWindow(order, now) as { open: true; until: Date };
      found.push({
        orderNumber: order.orderNumber,
        placedAt: order.createdAt.toISOString(),
        receivedAt: receivedAt(order)!.toISOString(),
        returnableUntil: window.until.toISOString(),
        currencyCode: order.currencyCode.trim(),
        paidOnDelivery: order.paymentMethod === "cod",
        lines: returnable,
      });
    }
    return found;
  }

  async function quoteFor(owner: Owner, body: ReturnRequestBody): Promise<QuoteOutcome> {
    try {
      const { order, lines } = await usableOrder(db, owner, body.orderNumber, false);
      const { held, shippingRefunded } = await heldUnits(db, order.id);
      const { inCurrency, inLei } = priced(order, lines, held, shippingRefunded, body);
      return {
        ok: true,
        value: {
          currencyCode: order.currencyCode.trim(),
          itemsMinor: inCurrency.itemsMinor,
          shippingMinor: inCurrency.shippingMinor,
          totalMinor: inCurrency.totalMinor,
          totalRonMinor: inLei.totalMinor,
        },
      };
    } catch (error) {
      return refusal(error);
    }
  }

  async function requestFor(
    owner: Owner,
    body: ReturnRequestBody,
    language: Language,
    photos: StoredReturnPhoto[] = [],
  ): Promise<ReturnOutcome> {
    let created: { id: number; mailId: number; staffMailIds: number[] };
    try {
      created = await db.transaction(async (tx) => {
        // The order's row lock: a second request for the same order waits and then sees this one's units.
        const { order, lines } = await usableOrder(tx, owner, body.orderNumber, true);
        checkForm(body, order, owner.customerId(order));
        const { held, shippingRefunded } = await heldUnits(tx, order.id);
        const { chosen, inCurrency, inLei } = priced(order, lines, held, shippingRefunded, body);
        const now = clock();
        const iban = body.refundMethod === "original" && order.paymentMethod === "cod" ? normaliseIban(body.bankAccount!.iban) : null;
        return writeReturn(tx, order, language, now, inCurrency, inLei, {
          customerId: owner.customerId(order),
          kind: "return",
          refundMethod: body.refundMethod,
          bankAccount: iban ? { iban, accountHolder: body.bankAccount!.accountHolder.trim() } : null,
          details: body.details?.trim() || null,
          lines: chosen.map(({ line, units, reason }) => ({ lineId: line.id, quantity: units, reason })),
          photos,
        });
      });
    } catch (error) {
      // Not committed: nothing refers to the photos' files.
      if (photos.length > 0) await discardPhotos(photos.map((photo) => photo.file));
      return refusal(error);
    }
    void mailer.deliver([created.mailId, ...created.staffMailIds]);
    return { ok: true, value: (await read(eq(returns.id, created.id)))[0]! };
  }

  return {
    eligibleOrders: (customer) => eligible(customerOwner(customer)),

    quote: (customer, body) => quoteFor(customerOwner(customer), body),
    request: (customer, body, language, photos) => requestFor(customerOwner(customer), body, language, photos),

    list: (customer) => read(mine(customer)),

    async get(customer, id) {
      return (await read(and(eq(returns.id, id), mine(customer))!))[0] ?? null;
    },

    async photoFile(customer, id, position) {
      const [photo] = await db
        .select({ file: returnPhotos.file })
        .from(returnPhotos)
        .innerJoin(returns, eq(returns.id, returnPhotos.returnId))
        .where(and(eq(returnPhotos.returnId, id), eq(returnPhotos.position, position), mine(customer)));
      return photo?.file ?? null;
    },

    async withdraw(proof, bankAccount, language) {
      let created: { id: number; mailIds: number[]; stoppedOrderId: number | null; refundOrderId: number | null };
      try {
        created = await db.transaction(async (tx) => {
          const [order] = await tx
            .select()
            .from(orders)
            .where(and(eq(orders.orderNumber, proof.orderNumber), eq(orders.email, proof.email)))
            .for("update");
          if (order?.withdrawnAt) {
            // A repeated request (a double click, a retry after a lost answer) finds the withdrawal it made.
            const [made] = await tx
              .select({ id: returns.id })
              .from(returns)
              .where(and(eq(returns.orderId, order.id), eq(returns.kind, "withdrawal")))
              .orderBy(desc(returns.id))
              .limit(1);
            if (made) return { id: made.id, mailIds: [], stoppedOrderId: null, refundOrderId: null };
          }
          if (!order || !RETURNABLE_ORDER_STATUSES.includes(order.status)) throw new Refused("order_not_found", "orderNumber");
          const now = clock();
          const window = withdrawalWindow(order, now);
          if (!window.open) throw new Refused("window_closed", "orderNumber");
          const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position));
          const { held, shippingRefunded } = await heldUnits(tx, order.id);
          const remaining = lines
            .map((line) => ({ lineId: line.id, quantity: line.quantity - (held.get(line.id) ?? 0), reason: "withdrawal" as const }))
            .filter((line) => line.quantity > 0);
          if (remaining.length === 0) throw new Refused("too_many_units", "orderNumber");
          const cash = paidInCash(order);
          if (cash) {
            if (!bankAccount) throw new Refused("bank_account_required", "bankAccount.iban");
            if (!normaliseIban(bankAccount.iban)) throw new Refused("iban_invalid", "bankAccount.iban");
            if (!bankAccount.accountHolder.trim()) throw new Refused("account_holder_required", "bankAccount.accountHolder");
          }
          const selection = remaining.map((line) => ({
            lineId: line.lineId,
            units: line.quantity,
            reason: line.reason,
            returnedBefore: held.get(line.lineId) ?? 0,
          }));
          let inCurrency = quoteRefund({ shippingMinor: order.shippingMinor, shippingRefunded }, lines.map(money), selection);
          let inLei = quoteRefund({ shippingMinor: order.shippingRonMinor, shippingRefunded }, lines.map(lei), selection);
          const iban = cash ? normaliseIban(bankAccount!.iban) : null;
          const refundDueBy = new Date(now.getTime() + WITHDRAWAL_REFUND_DAYS * 86_400_000);
          const stopped = orderAllows(order, "withdraw") ? { refundDueMinor: await refundDueOnCancel(tx, order.id) } : null;
          if (stopped) {
            // Only money taken online comes back: store credit goes back to the account with the order's stop.
            const owed = stopped.refundDueMinor;
            inCurrency = owed === 0 ? nothingBack(inCurrency) : { ...inCurrency, totalMinor: owed };
            inLei = owed === 0 ? nothingBack(inLei) : { ...inLei, totalMinor: inLei.totalMinor - order.storeCreditRonMinor };
          }
          const terms: WithdrawalTerms = {
            stopped: stopped !== null,
            money: withdrawalMoney(order, stopped?.refundDueMinor ?? null),
            bankAccountEnding: iban ? iban.slice(-4) : null,
            refundDueBy,
          };
          const written = await writeReturn(tx, order, language, now, inCurrency, inLei, {
            customerId: order.customerId,
            kind: "withdrawal",
            refundMethod: "original",
            bankAccount: iban ? { iban, accountHolder: bankAccount!.accountHolder.trim() } : null,
            details: null,
            refundDueBy,
            lines: remaining,
            completed: stopped !== null && stopped.refundDueMinor === 0,
            withdrawal: terms,
          });
          if (stopped) {
            await cancelOrder(tx, order, { by: "withdrawal", returnId: written.id }, now);
            await recordOrderEmails(tx, order.id, [{ id: written.mailId, kind: "return_update" }], now);
          }
          return {
            id: written.id,
            mailIds: [written.mailId, ...written.staffMailIds],
            stoppedOrderId: stopped ? order.id : null,
            refundOrderId: stopped && stopped.refundDueMinor > 0 ? order.id : null,
          };
        });
      } catch (error) {
        return refusal(error);
      }
      void mailer.deliver(created.mailIds);
      if (created.stoppedOrderId !== null) await deliverEvents({ type: "order", id: created.stoppedOrderId });
      if (created.refundOrderId !== null) await refundStoppedOrder(created.refundOrderId, created.id);
      return { ok: true, value: (await read(eq(returns.id, created.id)))[0]! };
    },

    async linkedOrder(orderId) {
      const [order] = await eligible(linkOwner(orderId));
      if (!order) return null;
      const [row] = await db.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId));
      return { order, storeCredit: row?.customerId != null };
    },

    quoteByLink: (orderId, body) => quoteFor(linkOwner(orderId), body),
    requestByLink: (orderId, body, language, photos) => requestFor(linkOwner(orderId), body, language, photos),

    // Every email about a guest's return carries the link (`pageFor`), a 30-day return's as well as a withdrawal's.
    withdrawalByLink: async (returnId) =>
      (await read(and(eq(returns.id, returnId), or(eq(returns.kind, "withdrawal"), isNull(returns.customerId)))!))[0] ?? null,

    async withdrawalOf(orderId) {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order) return null;
      const now = clock();
      const [made] = await db
        .select({ id: returns.id, status: returns.status })
        .from(returns)
        .where(and(eq(returns.orderId, order.id), eq(returns.kind, "withdrawal"), notInArray(returns.status, RELEASED)))
        .orderBy(desc(returns.createdAt), desc(returns.id))
        .limit(1);
      const received = receivedAt(order);
      const deadline = received ? new Date(received.getTime() + LEGAL_WITHDRAWAL_DAYS * 86_400_000) : null;
      let open = !made && RETURNABLE_ORDER_STATUSES.includes(order.status) && withdrawalWindow(order, now).open;
      if (open) {
        // As `withdraw` does: only units not yet in a return can be withdrawn from.
        const [lines, { held }] = await Promise.all([
          db.select({ id: orderLines.id, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, order.id)),
          heldUnits(db, order.id),
        ]);
        open = lines.some((line) => line.quantity > (held.get(line.id) ?? 0));
      }
      return {
        open,
        deadline: deadline?.toISOString() ?? null,
        needsBankAccount: paidInCash(order),
        returnId: made?.id ?? null,
        returnStatus: (made?.status as ReturnStatus | undefined) ?? null,
        orderStopped: order.withdrawnAt !== null,
      };
    },

    async cancel(customer, id, language) {
      let mailId: number;
      try {
        mailId = await db.transaction(async (tx) => {
          const [item] = await tx
            .select()
            .from(returns)
            .where(and(eq(returns.id, id), mine(customer)))
            .for("update");
          if (!item) throw new Refused("return_not_found", "id");
          if (!returnTransitionAllowed(item.status as ReturnStatus, "cancelled", "customer")) throw new Refused("not_cancellable", "id");
          const now = clock();
          const [cancelled] = await tx
            .update(returns)
            .set({ status: "cancelled", cancelledAt: now, updatedAt: now, language })
            .where(eq(returns.id, id))
            .returning();
          await recordReturnEvent(tx, { returnId: id, orderId: item.orderId, status: "cancelled", actor: "customer" }, now);
          const [order] = await tx.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, item.orderId));
          return mailFor(tx, cancelled!, order!.orderNumber, null);
        });
      } catch (error) {
        return refusal(error);
      }
      void mailer.deliver([mailId]);
      return { ok: true, value: (await read(eq(returns.id, id)))[0]! };
    },
  };
}

/** A quote that gives nothing back: the order was stopped before anything was paid for it. */
function nothingBack(quote: RefundQuote): RefundQuote {
  return { ...quote, itemsMinor: 0, shippingMinor: 0, totalMinor: 0, lines: quote.lines.map((line) => ({ ...line, refundMinor: 0 })) };
}

/** Where a withdrawal's money goes, for its email; `owedOnline` is what stopping the order left to refund, if it stopped. */
function withdrawalMoney(order: OrderRow, owedOnline: number | null): WithdrawalTerms["money"] {
  if (owedOnline !== null) return owedOnline > 0 ? "card" : "nothing_paid";
  if (order.paymentMethod !== "cod") return "card";
  return paidInCash(order) ? "bank_transfer" : "due_on_delivery";
}
