/**
 * A return's request, from an account or a guest's signed link: one transaction that holds the order's row, so two
 * requests at once cannot return the same unit twice, and writes the return with its lines, photos, first event,
 * the customer's email and the staff's notice. A withdrawal (`withdrawing.ts`) is written by the same `writeReturn`.
 */
import type { ReturnRequestBody } from "#domain/customer-returns";
import { normaliseIban } from "#domain/iban";
import type { Language } from "#domain/locale";
import { REASONS_NEEDING_DETAILS, type RefundQuote, type ReturnReason } from "#domain/returns";
import type { Database } from "#server/db/client";
import { returnLines, returnPhotos, returns } from "#server/db/schema";
import type { WithdrawalTerms } from "#server/mail/return-updates";
import { recordReturnEvent } from "../timeline.ts";
import {
  checkBankAccount,
  heldUnits,
  Refused,
  refusal,
  returnMail,
  type CustomerReturnsDeps,
  type OrderRow,
  type Owner,
  type StoredReturnPhoto,
} from "./kit.ts";
import { priced, usableOrder } from "./quoting.ts";
import { readReturn } from "./reading.ts";

/** What a return is written with, beside the order and its quoted refund. */
export interface ReturnToWrite {
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
}

/** The return, its lines at the quoted amounts, its first event and the customer's email, in the request's transaction. */
export async function writeReturn(
  deps: Pick<CustomerReturnsDeps, "mailer" | "branding" | "links" | "notifyStaff">,
  tx: Database,
  order: OrderRow,
  language: Language,
  now: Date,
  inCurrency: RefundQuote,
  inLei: RefundQuote,
  request: ReturnToWrite,
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
  const mailId = await returnMail(deps, tx, item!, order.orderNumber, null, request.withdrawal);
  const staffMailIds = await deps.notifyStaff(tx, {
    kind: "return_requested",
    returnId: item!.id,
    returnKind: request.kind,
    orderNumber: order.orderNumber,
    customerEmail: order.email,
  });
  return { id: item!.id, mailId, staffMailIds };
}

function checkForm(body: ReturnRequestBody, order: OrderRow, customerId: number | null) {
  // Store credit is kept on an account: a guest's order has none to credit.
  if (body.refundMethod === "store_credit" && customerId === null) throw new Refused("store_credit_needs_account", "refundMethod");
  if (body.lines.some((line) => REASONS_NEEDING_DETAILS.has(line.reason)) && !body.details?.trim())
    throw new Refused("details_required", "details");
  if (body.refundMethod === "original" && order.paymentMethod === "cod") checkBankAccount(body.bankAccount);
}

/**
 * The request, with its photos' rows in the same transaction. Photos whose request is refused, or whose transaction
 * fails, are deleted (`discardPhotos`): no file is left that no row refers to.
 */
export function returnRequesting(deps: CustomerReturnsDeps) {
  const { db, clock, mailer, discardPhotos } = deps;
  return async function request(owner: Owner, body: ReturnRequestBody, language: Language, photos: StoredReturnPhoto[] = []) {
    let created: { id: number; mailId: number; staffMailIds: number[] };
    try {
      created = await db.transaction(async (tx) => {
        // The order's row lock: a second request for the same order waits and then sees this one's units.
        const { order, lines } = await usableOrder(tx, clock, owner, body.orderNumber, true);
        checkForm(body, order, owner.customerId(order));
        const { held, shippingRefunded } = await heldUnits(tx, order.id);
        const { chosen, inCurrency, inLei } = priced(order, lines, held, shippingRefunded, body);
        const now = clock();
        const iban = body.refundMethod === "original" && order.paymentMethod === "cod" ? normaliseIban(body.bankAccount!.iban) : null;
        return writeReturn(deps, tx, order, language, now, inCurrency, inLei, {
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
    return { ok: true as const, value: await readReturn(db, created.id) };
  };
}
