/**
 * The staff's side of returns (issue 19 item 4): the queue, one return, and its steps — approve with instructions
 * or reject with a message (and an internal reason), mark the parcel received line by line (units received and not
 * damaged go back to stock, once), and refund: the card through the provider, cash on delivery through a bank
 * transfer staff record, or store credit. Each step is allowed from one status only (domain/returns.ts), written
 * with its timeline event, audit entry and the customer's email in one transaction.
 */
import { and, asc, eq, notInArray, sql, type SQL } from "drizzle-orm";
import type { AddressValues } from "#domain/account-forms";
import { ADMIN_RETURNS_PAGE_SIZE, type AdminReturnDetail, type AdminReturnRow } from "#domain/admin-returns";
import { adminReturnPhotoPath } from "#domain/customer-returns";
import { returnTransitionAllowed, UNSELLABLE_RETURN_REASONS, type ReturnReason, type ReturnStatus } from "#domain/returns";
import type { Database } from "#server/db/client";
import { orderLines, orders, returnEvents, returnLines, returnPhotos, returns } from "#server/db/schema";
import type { MailBranding } from "#server/mail/mail-types";
import type { Mailer } from "#server/mail/outbox";
import { renderReturnUpdate } from "#server/mail/return-updates";
import type { Clock } from "#server/commerce/shared/clock";

import type { PaymentService } from "../payments/payment-service.ts";
import { changeStoreCredit } from "../payments/store-credit.ts";
import { moveStock } from "../catalog/inventory/stock.ts";
import { awaitInspection } from "../catalog/inventory/stock-inspections.ts";
import { splitRefund } from "#domain/store-credit";
import { creditAndMail, type Invoicing } from "../invoicing/invoice-issue.ts";
import type { WithdrawalLinks } from "./withdrawal-links.ts";
import { recordReturnEvent } from "./timeline.ts";
import type { StaffActor, StaffAudit } from "#server/commerce/shared/staff-audit";

export type ReturnStepProblem =
  | "not_found"
  | "not_in_this_status"
  | "message_required"
  | "line_not_in_return"
  | "received_out_of_range"
  | "transfer_reference_required"
  | "refund_failed"
  | "refund_refused"
  /** Cash on delivery not yet recorded as collected from the courier: there is no payment to give back from yet. */
  | "cash_not_collected";

export type ReturnStepOutcome = { ok: true; detail: AdminReturnDetail } | { ok: false; problem: ReturnStepProblem; field: string };

const CLOSED: ReturnStatus[] = ["completed", "rejected", "cancelled"];

class Refused extends Error {
  constructor(
    readonly problem: ReturnStepProblem,
    readonly field: string,
  ) {
    super(problem);
  }
}

export function createReturnBackOffice({
  db,
  clock,
  mailer,
  branding,
  audit,
  payments,
  invoicing,
  links,
}: {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  branding: MailBranding;
  audit: StaffAudit;
  payments: Pick<PaymentService, "refund">;
  /** A return refunded as store credit is taken off the order's invoice by a credit note (issue 21 item 7). */
  invoicing: Invoicing;
  /** A guest's withdrawal is followed through a signed link: they have no account to sign in to. */
  links: Pick<WithdrawalLinks, "pageFor">;
}) {
  const overdue = (row: { status: string; refundDueBy: Date | null }, now: Date) =>
    row.refundDueBy !== null && row.refundDueBy < now && !CLOSED.includes(row.status as ReturnStatus);

  function rowOf(item: typeof returns.$inferSelect, orderNumber: number, now: Date): AdminReturnRow {
    return {
      id: item.id,
      orderNumber,
      email: item.email,
      kind: item.kind as AdminReturnRow["kind"],
      status: item.status as ReturnStatus,
      refundMethod: item.refundMethod as AdminReturnRow["refundMethod"],
      currencyCode: item.currencyCode.trim(),
      refundMinor: item.refundMinor,
      createdAt: item.createdAt.toISOString(),
      refundDueBy: item.refundDueBy?.toISOString() ?? null,
      overdue: overdue(item, now),
    };
  }

  async function detail(id: number): Promise<AdminReturnDetail | null> {
    const [found] = await db
      .select({ item: returns, orderNumber: orders.orderNumber, paymentMethod: orders.paymentMethod })
      .from(returns)
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .where(eq(returns.id, id));
    if (!found) return null;
    const [lines, events, photos] = await Promise.all([
      db
        .select({ line: returnLines, title: orderLines.title, variantTitle: orderLines.variantTitle })
        .from(returnLines)
        .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
        .where(eq(returnLines.returnId, id))
        .orderBy(asc(orderLines.position)),
      db.select().from(returnEvents).where(eq(returnEvents.returnId, id)).orderBy(asc(returnEvents.createdAt), asc(returnEvents.id)),
      db
        .select({ position: returnPhotos.position, width: returnPhotos.width, height: returnPhotos.height })
        .from(returnPhotos)
        .where(eq(returnPhotos.returnId, id))
        .orderBy(asc(returnPhotos.position)),
    ]);
    const { item } = found;
    return {
      ...rowOf(item, found.orderNumber, clock()),
      language: item.language,
      paidOnDelivery: found.paymentMethod === "cod",
      details: item.details,
      bankIban: item.bankIban,
      bankAccountHolder: item.bankAccountHolder,
      refundRonMinor: item.refundRonMinor,
      shippingRefundMinor: item.shippingRefundMinor,
      lines: lines.map(({ line, title, variantTitle }) => ({
        lineId: line.orderLineId,
        title,
        variantTitle,
        quantity: line.quantity,
        reason: line.reason,
        refundMinor: line.refundMinor,
        receivedQuantity: line.receivedQuantity,
        damagedQuantity: line.damagedQuantity,
      })),
      photos: photos.map(({ position, width, height }) => ({ position, width, height, url: adminReturnPhotoPath(id, position) })),
      timeline: events.map((event) => ({
        status: event.status as ReturnStatus,
        at: event.createdAt.toISOString(),
        actor: event.actor,
        staffEmail: event.staffEmail,
        message: event.message,
      })),
    };
  }

  /**
   * One step inside the caller's transaction: the return locked, the transition checked, `change` applied, then the
   * status, its event, the audit entry (a member's step; the courier's has none) and the customer's email, together.
   * The email's amount is what the return gives back in its method. Answers the email's id; throws `Refused`.
   */
  async function stepWithin(
    tx: Database,
    id: number,
    to: ReturnStatus,
    actor: StaffActor | null,
    { message, auditDetails }: { message: string | null; auditDetails?: Record<string, unknown> },
    change: (tx: Database, item: typeof returns.$inferSelect, now: Date) => Promise<void> = async () => undefined,
  ): Promise<number> {
    const [item] = await tx.select().from(returns).where(eq(returns.id, id)).for("update");
    if (!item) throw new Refused("not_found", "id");
    if (!returnTransitionAllowed(item.status as ReturnStatus, to, "staff")) throw new Refused("not_in_this_status", "status");
    const now = clock();
    await change(tx, item, now);
    const [updated] = await tx.update(returns).set({ status: to, updatedAt: now }).where(eq(returns.id, id)).returning();
    await recordReturnEvent(
      tx,
      actor
        ? { returnId: id, orderId: item.orderId, status: to, actor: "staff", staffId: actor.staffId, staffEmail: actor.email, message }
        : { returnId: id, orderId: item.orderId, status: to, actor: "system", message },
      now,
    );
    if (actor)
      await audit(
        tx,
        actor,
        {
          action: `return.${to === "approved" ? "approve" : to === "rejected" ? "reject" : to === "processing" ? "receive" : "refund"}`,
          target: { type: "return", id },
          before: { status: item.status },
          after: { status: to, ...auditDetails },
        },
        now,
      );
    const [order] = await tx
      .select({ orderNumber: orders.orderNumber, address: orders.shippingAddress })
      .from(orders)
      .where(eq(orders.id, item.orderId));
    const credit = updated!.refundMethod === "store_credit";
    return mailer.enqueue(
      tx,
      renderReturnUpdate(branding, {
        to: updated!.email,
        language: updated!.language,
        firstName: (order!.address as AddressValues | null)?.firstName ?? "",
        returnId: id,
        kind: updated!.kind as "return" | "withdrawal",
        orderNumber: order!.orderNumber,
        status: to,
        refundMinor: credit ? updated!.refundRonMinor : updated!.refundMinor,
        currencyCode: credit ? "RON" : updated!.currencyCode.trim(),
        refundMethod: updated!.refundMethod as "original" | "store_credit",
        message,
        pageUrl: links.pageFor(updated!),
      }),
    );
  }

  /** One step in a transaction of its own, its email sent once it has committed. */
  async function step(
    id: number,
    to: ReturnStatus,
    actor: StaffActor,
    options: { message: string | null; auditDetails?: Record<string, unknown> },
    change?: (tx: Database, item: typeof returns.$inferSelect, now: Date) => Promise<void>,
  ): Promise<ReturnStepOutcome> {
    let mailId: number;
    try {
      mailId = await db.transaction((tx) => stepWithin(tx, id, to, actor, options, change));
    } catch (error) {
      if (error instanceof Refused) return { ok: false, problem: error.problem, field: error.field };
      throw error;
    }
    void mailer.deliver([mailId]);
    return { ok: true, detail: (await detail(id))! };
  }

  type Count = { lineId: number; received: number; damaged: number };

  /**
   * What "received" does to the lines: the counts kept, the undamaged units back in stock, once — when a member
   * counted them; without one (the courier's delivery) nobody has looked yet, so they wait for staff's inspection.
   */
  const counting =
    (counted: Count[], actor: StaffActor | null) =>
    async (tx: Database, item: typeof returns.$inferSelect): Promise<void> => {
      const lines = await tx.select().from(returnLines).where(eq(returnLines.returnId, item.id));
      for (const [index, count] of counted.entries()) {
        const line = lines.find((candidate) => candidate.orderLineId === count.lineId);
        if (!line) throw new Refused("line_not_in_return", `lines.${index}.lineId`);
        if (count.received < 0 || count.received > line.quantity || count.damaged < 0 || count.damaged > count.received)
          throw new Refused("received_out_of_range", `lines.${index}.received`);
      }
      const restockedByVariant = new Map<number, number>();
      for (const count of counted) {
        await tx
          .update(returnLines)
          .set({ receivedQuantity: count.received, damagedQuantity: count.damaged })
          .where(and(eq(returnLines.returnId, item.id), eq(returnLines.orderLineId, count.lineId)));
        const restocked = count.received - count.damaged;
        if (restocked === 0) continue;
        // The line's units leave its hold, so a later cancellation of the order cannot give them back twice.
        const [line] = await tx
          .update(orderLines)
          .set({ stockReserved: sql`greatest(${orderLines.stockReserved} - ${restocked}, 0)` })
          .where(eq(orderLines.id, count.lineId))
          .returning({ variantId: sql<number | null>`coalesce(${orderLines.stockVariantId}, ${orderLines.variantId})` });
        if (line?.variantId) restockedByVariant.set(line.variantId, (restockedByVariant.get(line.variantId) ?? 0) + restocked);
      }
      const now = clock();
      for (const [variantId, units] of [...restockedByVariant].sort(([a], [b]) => a - b))
        if (!actor)
          await awaitInspection(tx, {
            variantId,
            quantity: units,
            source: "customer_return",
            sourceKey: String(item.id),
            orderId: item.orderId,
            returnId: item.id,
            now,
          });
        else
          await moveStock(tx, {
            variantId,
            cause: "return_restocked",
            sourceKey: String(item.id),
            change: units,
            orderId: item.orderId,
            returnId: item.id,
            staff: { id: actor.staffId, email: actor.email },
            now,
          });
    };

  return {
    detail,

    /** The stored file of one of a return's photos, or null. */
    async photoFile(id: number, position: number): Promise<string | null> {
      const [photo] = await db
        .select({ file: returnPhotos.file })
        .from(returnPhotos)
        .where(and(eq(returnPhotos.returnId, id), eq(returnPhotos.position, position)));
      return photo?.file ?? null;
    },

    async list(filter: { status?: ReturnStatus | undefined; overdue?: boolean | undefined; page: number }) {
      const now = clock();
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(eq(returns.status, filter.status));
      if (filter.overdue) conditions.push(sql`${returns.refundDueBy} < ${now}`, notInArray(returns.status, CLOSED));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select({ item: returns, orderNumber: orders.orderNumber })
          .from(returns)
          .innerJoin(orders, eq(orders.id, returns.orderId))
          .where(where)
          // The oldest waiting first: a queue, not a feed.
          .orderBy(asc(sql`case when ${returns.status} in ('pending', 'approved', 'processing') then 0 else 1 end`), asc(returns.createdAt))
          .limit(ADMIN_RETURNS_PAGE_SIZE)
          .offset((filter.page - 1) * ADMIN_RETURNS_PAGE_SIZE),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(returns)
          .where(where),
      ]);
      return { returns: rows.map(({ item, orderNumber }) => rowOf(item, orderNumber, now)), total: counted?.total ?? 0 };
    },

    approve: (id: number, instructions: string, actor: StaffActor) => step(id, "approved", actor, { message: instructions.trim() || null }),

    reject(id: number, message: string, internalReason: string, actor: StaffActor) {
      if (!message.trim()) return Promise.resolve({ ok: false as const, problem: "message_required" as const, field: "message" });
      return step(id, "rejected", actor, { message: message.trim(), auditDetails: { internalReason: internalReason.trim() || null } });
    },

    /** The parcel arrived: units received per line, of which damaged; the undamaged ones go back to stock, once. */
    receive(id: number, counted: Count[], actor: StaffActor) {
      return step(id, "processing", actor, { message: null, auditDetails: { counted } }, counting(counted, actor));
    },

    /**
     * The courier delivered the return's parcel to the shop (issue 43 item 8): staff's "received", in the tracking's
     * transaction, every unit counted as sent — those the customer said cannot be sold again (domain/returns.ts) as
     * damaged, so they stay out of stock, and the others waiting for staff's inspection (issue 64 item 4). Answers the customer's email to send after commit; null when the return is
     * not waiting for its parcel (received already, cancelled), which changes nothing.
     */
    async receiveByCourier(tx: Database, id: number): Promise<number | null> {
      const [item] = await tx.select({ status: returns.status }).from(returns).where(eq(returns.id, id)).for("update");
      if (!item || !returnTransitionAllowed(item.status as ReturnStatus, "processing", "staff")) return null;
      const lines = await tx.select().from(returnLines).where(eq(returnLines.returnId, id));
      const counted = lines.map((line) => ({
        lineId: line.orderLineId,
        received: line.quantity,
        damaged: UNSELLABLE_RETURN_REASONS.has(line.reason as ReturnReason) ? line.quantity : 0,
      }));
      return stepWithin(tx, id, "processing", null, { message: null }, counting(counted, null));
    },

    /**
     * Gives the money back and completes the return. Store credit: the ledger, in the same transaction. The card or a
     * bank transfer: the payment service's refund first (its own transactions, the provider asked outside them, the
     * key `return:{id}` making a second click refund nothing more), then the step.
     */
    async refund(id: number, actor: StaffActor, transfer?: { reference: string }): Promise<ReturnStepOutcome> {
      const [item] = await db.select().from(returns).where(eq(returns.id, id));
      if (!item) return { ok: false, problem: "not_found", field: "id" };
      if (!returnTransitionAllowed(item.status as ReturnStatus, "completed", "staff"))
        return { ok: false, problem: "not_in_this_status", field: "status" };
      // The credit note's email goes once the step has committed (the card's share has its own, from the refund).
      const creditNoteMails: number[] = [];
      const creditNote = async (tx: Database, orderId: number, amountRonMinor: number, sourceKey: string, now: Date) => {
        creditNoteMails.push(...(await creditAndMail(tx, invoicing, { orderId, amountRonMinor, sourceKey }, now)));
      };
      const delivered = async (outcome: ReturnStepOutcome) => {
        if (outcome.ok) await mailer.deliver(creditNoteMails);
        return outcome;
      };
      if (item.refundMethod === "store_credit")
        return delivered(
          await step(
            id,
            "completed",
            actor,
            { message: null, auditDetails: { storeCreditRonMinor: item.refundRonMinor } },
            async (tx, locked, now) => {
              if (locked.customerId === null) throw new Refused("refund_refused", "refundMethod");
              await changeStoreCredit(
                tx,
                { customerId: locked.customerId, amountRonMinor: locked.refundRonMinor, kind: "return_refund", returnId: locked.id },
                now,
              );
              await creditNote(tx, locked.orderId, locked.refundRonMinor, `return-credit:${locked.id}`, now);
            },
          ),
        );
      if (item.bankIban && !transfer?.reference.trim()) return { ok: false, problem: "transfer_reference_required", field: "reference" };
      // Paid partly (or wholly) with store credit: that share comes back as credit, the rest the way it was paid.
      const [order] = await db.select().from(orders).where(eq(orders.id, item.orderId));
      const split = splitRefund(item, order!);
      if (split.providerMinor > 0) {
        const refunded = await payments.refund({
          orderId: item.orderId,
          amountMinor: split.providerMinor,
          idempotencyKey: `return:${id}`,
          reason: "return",
          ...(item.bankIban
            ? { bankTransfer: { iban: item.bankIban, accountHolder: item.bankAccountHolder ?? "", reference: transfer!.reference.trim() } }
            : {}),
        });
        if (refunded.kind === "provider_failed") return { ok: false, problem: "refund_failed", field: "refund" };
        if (refunded.kind === "nothing_to_refund" && item.bankIban) return { ok: false, problem: "cash_not_collected", field: "refund" };
        if (refunded.kind !== "refunded") return { ok: false, problem: "refund_refused", field: "refund" };
      }
      return delivered(
        await step(
          id,
          "completed",
          actor,
          {
            message: null,
            auditDetails: {
              refundedMinor: split.providerMinor,
              ...(split.creditRonMinor > 0 ? { storeCreditRonMinor: split.creditRonMinor } : {}),
              ...(transfer ? { transferReference: transfer.reference.trim() } : {}),
            },
          },
          async (tx, locked, now) => {
            if (split.creditRonMinor === 0) return;
            if (locked.customerId === null) throw new Refused("refund_refused", "refundMethod");
            await changeStoreCredit(
              tx,
              {
                customerId: locked.customerId,
                amountRonMinor: split.creditRonMinor,
                kind: "order_recredit",
                orderId: locked.orderId,
                returnId: locked.id,
              },
              now,
            );
            await creditNote(tx, locked.orderId, split.creditRonMinor, `return-credit:${locked.id}`, now);
          },
        ),
      );
    },
  };
}

export type ReturnBackOffice = ReturnType<typeof createReturnBackOffice>;
