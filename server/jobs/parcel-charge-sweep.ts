/**
 * Finishes every minute, in each instance, what parcel additions' clicks left open (decision 0164): saved-card charges a
 * process left unanswered (asked again under the attempt's own key, so the card is charged once, and applied under the
 * order's lock, which a second instance finishing the same addition waits for and then finds done), charges to give back
 * (keyed by their payment, so given back once), and payment pages not paid within 30 minutes (closed at the provider).
 */
import type { Logger } from "#server/logger";
import type { ParcelAdditions } from "#server/commerce/orders/module";
import { startCountingSweep } from "./recurring-job.ts";

export function startParcelChargeSweep(additions: Pick<ParcelAdditions, "finishStalled">, logger: Pick<Logger, "info" | "error">) {
  return startCountingSweep({
    sweep: async () => ({ finished: await additions.finishStalled() }),
    done: "parcel additions' charges and payment pages finished",
    name: "parcel-charge sweep",
    logger,
  });
}
