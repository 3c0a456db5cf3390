/**
 * What the retention flows' tests share (decisions 0110–0117): an address that falls in a flow's emailed group or its
 * holdout at the default share (a held-out address rightly gets nothing, so a test of sending needs the other), the
 * owner as a settings change's actor, the tables every flow writes, and an order moved on as the flows hear of it.
 */
import { DEFAULT_FLOW_SETTINGS, type Flow, type FlowGroup } from "#domain/retention-flows";
import { eq } from "drizzle-orm";
import { tryOrderTransition } from "#server/commerce/orders/lifecycle";
import { holdoutGroup } from "#server/commerce/retention/holdout";
import type { StaffActor } from "#server/commerce/shared/staff-audit";
import { domainEventHandlings, domainEvents, emailOutbox, flowMessages, flowSuppressions, orders, storeSettings } from "#server/db/schema";
import type { Platform } from "#server/platform";

/** The first `{prefix}{n}@example.ro` in `flow`'s `group` at the default holdout share. */
export function addressInGroup(flow: Flow, prefix: string, group: FlowGroup = "sent"): string {
  for (let n = 0; ; n++) {
    const address = `${prefix}${n}@example.ro`;
    if (holdoutGroup(flow, address, DEFAULT_FLOW_SETTINGS.holdoutPercent) === group) return address;
  }
}

/** The owner saving settings from a script: no staff member behind it. */
export const OWNER_ACTOR = { staffMemberId: null, name: "owner" } as unknown as StaffActor;

/**
 * What a flow writes as it plans and sends, emptied before each test of a flow: its messages and suppressions, the
 * domain events that plan them, the outbox its emails wait in and the owner's settings. None is referenced by a table
 * a test file adds after them.
 */
export const FLOW_TABLES = [flowMessages, flowSuppressions, domainEventHandlings, domainEvents, emailOutbox, storeSettings];

/** Moves an order through its lifecycle and delivers the events, so the flows plan or cancel their messages as they would. */
export async function moveOrder(
  platform: Platform,
  orderId: number,
  action: "deliver" | "cancel_returned" | "refund_part" | "refund_whole",
  payload = {},
) {
  await platform.db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    const outcome = await tryOrderTransition(tx, row!, action, platform.clock(), { payload });
    if (!outcome.applied) throw new Error(`${action} refused: ${outcome.reason}`);
  });
  await platform.events.deliverAggregate({ type: "order", id: orderId });
}
