/**
 * Finishes every minute, in each instance, the card charges of parcel additions a process left unanswered (decision
 * 0164): the card is asked again under the attempt's own key, so it charges once, and the answer is applied under the
 * order's lock, which a second instance finishing the same addition waits for and then finds done.
 */
import type { Logger } from "#server/logger";
import type { ParcelAdditions } from "#server/commerce/orders/module";
import { startCountingSweep } from "./recurring-job.ts";

export function startParcelChargeSweep(additions: Pick<ParcelAdditions, "finishStalled">, logger: Pick<Logger, "info" | "error">) {
  return startCountingSweep({
    sweep: async () => ({ finished: await additions.finishStalled() }),
    done: "parcel additions' card charges finished",
    name: "parcel-charge sweep",
    logger,
  });
}
