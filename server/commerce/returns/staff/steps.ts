/**
 * A staff step of a return: the return locked, the transition checked (domain/returns.ts), the step's change, then
 * the status, its timeline event, the audit entry and the customer's email, in one transaction.
 */
import { eq } from "drizzle-orm";
import { addressFirstName } from "#domain/account-forms";
import { returnTransitionAllowed, type ReturnStatus } from "#domain/returns";
import type { Database } from "#server/db/client";
import { orders, returns } from "#server/db/schema";
import { renderReturnUpdate } from "#server/mail/return-updates";
import type { StaffActor } from "#server/commerce/shared/staff-audit";
import { recordReturnEvent } from "../timeline.ts";
import { Refused, type ReturnBackOfficeDeps, type ReturnStepOutcome, type StepChange } from "./kit.ts";
import { returnDetail } from "./reading.ts";

export interface StepOptions {
  message: string | null;
  auditDetails?: Record<string, unknown>;
}

/** A member's step as the audit names it: every step that is not approving, rejecting or receiving is the refund. */
const auditAction = (to: ReturnStatus) =>
  `return.${to === "approved" ? "approve" : to === "rejected" ? "reject" : to === "processing" ? "receive" : "refund"}` as const;

/**
 * One step inside the caller's transaction: the return locked, the transition checked, `change` applied, then the
 * status, its event, the audit entry (a member's step; the courier's has none) and the customer's email, together.
 * The email's amount is what the return gives back in its method. Answers the email's id; throws `Refused`.
 */
export async function stepWithin(
  { clock, mailer, branding, audit, links }: Pick<ReturnBackOfficeDeps, "clock" | "mailer" | "branding" | "audit" | "links">,
  tx: Database,
  id: number,
  to: ReturnStatus,
  actor: StaffActor | null,
  { message, auditDetails }: StepOptions,
  change: StepChange = async () => undefined,
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
        action: auditAction(to),
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
      firstName: addressFirstName(order!.address),
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
export async function step(
  deps: ReturnBackOfficeDeps,
  id: number,
  to: ReturnStatus,
  actor: StaffActor,
  options: StepOptions,
  change?: StepChange,
): Promise<ReturnStepOutcome> {
  let mailId: number;
  try {
    mailId = await deps.db.transaction((tx) => stepWithin(deps, tx, id, to, actor, options, change));
  } catch (error) {
    if (error instanceof Refused) return { ok: false, problem: error.problem, field: error.field };
    throw error;
  }
  void deps.mailer.deliver([mailId]);
  return { ok: true, detail: (await returnDetail(deps, id))! };
}
