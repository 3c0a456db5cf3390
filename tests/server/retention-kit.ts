/**
 * What the retention flows' tests share (decisions 0110–0117): an address that falls in a flow's emailed group or its
 * holdout at the default share (a held-out address rightly gets nothing, so a test of sending needs the other), and
 * the owner as a settings change's actor.
 */
import { DEFAULT_FLOW_SETTINGS, type Flow, type FlowGroup } from "#domain/retention-flows";
import { holdoutGroup } from "#server/commerce/retention/holdout";
import type { StaffActor } from "#server/commerce/shared/staff-audit";

/** The first `{prefix}{n}@example.ro` in `flow`'s `group` at the default holdout share. */
export function addressInGroup(flow: Flow, prefix: string, group: FlowGroup = "sent"): string {
  for (let n = 0; ; n++) {
    const address = `${prefix}${n}@example.ro`;
    if (holdoutGroup(flow, address, DEFAULT_FLOW_SETTINGS.holdoutPercent) === group) return address;
  }
}

/** The owner saving settings from a script: no staff member behind it. */
export const OWNER_ACTOR = { staffMemberId: null, name: "owner" } as unknown as StaffActor;
