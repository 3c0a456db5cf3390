/**
 * Giving the money back and completing the return. Store credit: the ledger, in the step's transaction. The card or a
 * bank transfer: the payment service's refund first (its own transactions, the provider asked outside them, the key
 * `return:{id}` making a second click refund nothing more), then the step. What goes back as store credit is taken off
 * the order's invoice by a credit note, emailed once the step has committed.
 */
import { eq } from "drizzle-orm";
import { returnTransitionAllowed, type ReturnStatus } from "#domain/returns";
import { splitRefund } from "#domain/store-credit";
import type { Database } from "#server/db/client";
import { orders, returns } from "#server/db/schema";
import type { StaffActor } from "#server/commerce/shared/staff-audit";
import { changeStoreCredit } from "#server/commerce/payments/module";
import { creditAndMail } from "#server/commerce/invoicing/module";
import { Refused, type ReturnBackOfficeDeps, type ReturnRow, type ReturnStepOutcome, type StepChange } from "./kit.ts";
import { step } from "./steps.ts";

/** Why the payment service's refund stops the step, or null when the money went back. */
async function refundThroughProvider(
  { payments }: Pick<ReturnBackOfficeDeps, "payments">,
  item: ReturnRow,
  amountMinor: number,
  transfer: { reference: string } | undefined,
): Promise<Extract<ReturnStepOutcome, { ok: false }> | null> {
  const refunded = await payments.refund({
    orderId: item.orderId,
    amountMinor,
    idempotencyKey: `return:${item.id}`,
    reason: "return",
    ...(item.bankIban
      ? { bankTransfer: { iban: item.bankIban, accountHolder: item.bankAccountHolder ?? "", reference: transfer!.reference.trim() } }
      : {}),
  });
  if (refunded.kind === "provider_failed") return { ok: false, problem: "refund_failed", field: "refund" };
  if (refunded.kind === "nothing_to_refund" && item.bankIban) return { ok: false, problem: "cash_not_collected", field: "refund" };
  if (refunded.kind !== "refunded") return { ok: false, problem: "refund_refused", field: "refund" };
  return null;
}

export function returnRefunding(deps: ReturnBackOfficeDeps) {
  const { db, mailer, invoicing } = deps;

  async function refund(id: number, actor: StaffActor, transfer?: { reference: string }): Promise<ReturnStepOutcome> {
    const [item] = await db.select().from(returns).where(eq(returns.id, id));
    if (!item) return { ok: false, problem: "not_found", field: "id" };
    if (!returnTransitionAllowed(item.status as ReturnStatus, "completed", "staff"))
      return { ok: false, problem: "not_in_this_status", field: "status" };
    // The credit note's email goes once the step has committed (the card's share has its own, from the refund).
    const creditNoteMails: number[] = [];
    const creditNote = async (tx: Database, orderId: number, amountRonMinor: number, sourceKey: string, now: Date) => {
      creditNoteMails.push(...(await creditAndMail(tx, invoicing, { orderId, amountRonMinor, sourceKey }, now)));
    };
    const complete = async (auditDetails: Record<string, unknown>, change: StepChange) => {
      const outcome = await step(deps, id, "completed", actor, { message: null, auditDetails }, change);
      if (outcome.ok) await mailer.deliver(creditNoteMails);
      return outcome;
    };
    if (item.refundMethod === "store_credit")
      return complete({ storeCreditRonMinor: item.refundRonMinor }, async (tx, locked, now) => {
        if (locked.customerId === null) throw new Refused("refund_refused", "refundMethod");
        await changeStoreCredit(
          tx,
          { customerId: locked.customerId, amountRonMinor: locked.refundRonMinor, kind: "return_refund", returnId: locked.id },
          now,
        );
        await creditNote(tx, locked.orderId, locked.refundRonMinor, `return-credit:${locked.id}`, now);
      });
    if (item.bankIban && !transfer?.reference.trim()) return { ok: false, problem: "transfer_reference_required", field: "reference" };
    // Paid partly (or wholly) with store credit: that share comes back as credit, the rest the way it was paid.
    const [order] = await db.select().from(orders).where(eq(orders.id, item.orderId));
    const split = splitRefund(item, order!);
    if (split.providerMinor > 0) {
      const stopped = await refundThroughProvider(deps, item, split.providerMinor, transfer);
      if (stopped) return stopped;
    }
    return complete(
      {
        refundedMinor: split.providerMinor,
        ...(split.creditRonMinor > 0 ? { storeCreditRonMinor: split.creditRonMinor } : {}),
        ...(transfer ? { transferReference: transfer.reference.trim() } : {}),
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
    );
  }

  return { refund };
}
