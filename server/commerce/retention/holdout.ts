/**
 * The holdout (issue 46 item 6): an address's group in a flow is a hash of the two, so it is the same for every
 * message of that flow, across restarts and instances, with nothing stored to keep it; and groups are independent
 * between flows (a shopper held out of one flow still gets the others).
 */
import { createHash } from "node:crypto";
import type { Flow, FlowGroup } from "#domain/retention-flows";

/** The first 32 bits of SHA-256, modulo 100: uniform enough for a share counted in whole percent. */
export function holdoutGroup(flow: Flow, address: string, holdoutPercent: number): FlowGroup {
  const bucket = createHash("sha256").update(`${flow}\u0000${address}`, "utf8").digest().readUInt32BE(0) % 100;
  return bucket < holdoutPercent ? "holdout" : "sent";
}
