/**
 * The staff's side of returns (issue 19 item 4): the queue, one return, and its steps — approve with instructions
 * or reject with a message (and an internal reason), mark the parcel received line by line (units received and not
 * damaged go back to stock, once), and refund: the card through the provider, cash on delivery through a bank
 * transfer staff record, or store credit. Each step is allowed from one status only (domain/returns.ts), written
 * with its timeline event, audit entry and the customer's email in one transaction (`staff/steps.ts`); reading,
 * receiving and refunding are their own files in `staff/`, which this one assembles.
 */
import type { StaffActor } from "#server/commerce/shared/staff-audit";
import type { ReturnBackOfficeDeps } from "./staff/kit.ts";
import { returnQueue } from "./staff/reading.ts";
import { returnReceiving } from "./staff/receiving.ts";
import { returnRefunding } from "./staff/refunding.ts";
import { step } from "./staff/steps.ts";

export type { ReturnStepOutcome, ReturnStepProblem } from "./staff/kit.ts";

export function createReturnBackOffice(deps: ReturnBackOfficeDeps) {
  return {
    ...returnQueue(deps),
    ...returnReceiving(deps),
    ...returnRefunding(deps),

    approve: (id: number, instructions: string, actor: StaffActor) =>
      step(deps, id, "approved", actor, { message: instructions.trim() || null }),

    reject(id: number, message: string, internalReason: string, actor: StaffActor) {
      if (!message.trim()) return Promise.resolve({ ok: false as const, problem: "message_required" as const, field: "message" });
      return step(deps, id, "rejected", actor, {
        message: message.trim(),
        auditDetails: { internalReason: internalReason.trim() || null },
      });
    },
  };
}

export type ReturnBackOffice = ReturnType<typeof createReturnBackOffice>;
