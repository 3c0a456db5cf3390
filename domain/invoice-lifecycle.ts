/**
 * Where an issued document stands with ANAF's e-Factura (decision 0060) and what moves it (issue 65 item 4), as an
 * order, a subscription, a return and a shipment have their tables: the upload claimed before it is made, so two
 * clicks or two instances upload once; what came of the upload; ANAF's verdict on it; and ANAF's own list of messages,
 * which may bring the verdict on an upload the store believed lost. Pure: server/commerce/invoicing/efactura-status.ts,
 * the one writer of `invoices.efactura_status`, checks it.
 */
import type { EfacturaStatus } from "./invoice.ts";

export type EfacturaAction =
  "upload" | "take_over_upload" | "upload_unreached" | "upload_refused" | "upload_taken" | "verdict" | "answer_found";

const TRANSITIONS: Record<EfacturaAction, { from: readonly EfacturaStatus[]; to: readonly EfacturaStatus[] }> = {
  upload: { from: ["not_sent", "rejected"], to: ["sent"] },
  // A claim whose upload was cut off (no upload id long after it was claimed): another press takes it over.
  take_over_upload: { from: ["sent"], to: ["sent"] },
  // ANAF was not reached: the claim is undone, back to where the document stood before it.
  upload_unreached: { from: ["sent"], to: ["not_sent", "rejected", "sent"] },
  upload_refused: { from: ["sent"], to: ["rejected"] },
  upload_taken: { from: ["sent"], to: ["sent"] },
  verdict: { from: ["sent"], to: ["accepted", "rejected"] },
  // An accepted document is the legal record: no later message changes it.
  answer_found: { from: ["not_sent", "sent", "rejected"], to: ["accepted", "rejected"] },
};

/** The states `action` starts from. */
export function efacturaActionFrom(action: EfacturaAction): readonly EfacturaStatus[] {
  return TRANSITIONS[action].from;
}

export function efacturaAllows(from: EfacturaStatus, action: EfacturaAction, to: EfacturaStatus): boolean {
  return TRANSITIONS[action].from.includes(from) && TRANSITIONS[action].to.includes(to);
}
