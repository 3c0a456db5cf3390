/**
 * What the staff's return steps share (`../return-back-office.ts` assembles them): their dependencies, the problems
 * a step answers with, and a return as the queue lists it.
 */
import type { AdminReturnDetail, AdminReturnRow } from "#domain/admin/returns";
import type { ReturnStatus } from "#domain/returns";
import type { Database } from "#server/db/client";
import type { returns } from "#server/db/schema";
import type { MailBranding } from "#server/mail/mail-types";
import type { Mailer } from "#server/mail/outbox";
import type { Clock } from "#server/commerce/shared/clock";
import type { StaffAudit } from "#server/commerce/shared/staff-audit";
import type { PaymentService } from "#server/commerce/payments/module";
import type { Invoicing } from "#server/commerce/invoicing/module";
import type { WithdrawalLinks } from "../withdrawal-links.ts";

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

export interface ReturnBackOfficeDeps {
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
}

export type ReturnRow = typeof returns.$inferSelect;

/** What a step does to the return in its transaction before its status moves; throws `Refused` to stop it. */
export type StepChange = (tx: Database, item: ReturnRow, now: Date) => Promise<void>;

export const CLOSED: ReturnStatus[] = ["completed", "rejected", "cancelled"];

export class Refused extends Error {
  constructor(
    readonly problem: ReturnStepProblem,
    readonly field: string,
  ) {
    super(problem);
  }
}

const overdue = (row: { status: string; refundDueBy: Date | null }, now: Date) =>
  row.refundDueBy !== null && row.refundDueBy < now && !CLOSED.includes(row.status as ReturnStatus);

export function rowOf(item: ReturnRow, orderNumber: number, now: Date): AdminReturnRow {
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
