/**
 * eMAG Marketplace's sweep (decision 0186) every 30 seconds in each instance, when the account is set: the poll of new
 * orders (the callback's safety net), the acknowledgements eMAG has not taken yet, and the offers' sync, so a price
 * or stock change reaches eMAG within a minute. Several instances and a kill at any moment are safe by the sweep's
 * own design: an order is placed once by its key, the offers are sent under a lease and sending one again is harmless.
 */
import type { Logger } from "#server/logger";
import type { EmagMarketplace } from "#server/commerce/marketplace/module";
import { startCountingSweep } from "./recurring-job.ts";

export const EMAG_SWEEP_INTERVAL_MS = 30_000;

export function startEmagSweep(emag: Pick<EmagMarketplace, "sweep">, logger: Pick<Logger, "info" | "error">) {
  return startCountingSweep({
    every: { ms: EMAG_SWEEP_INTERVAL_MS, words: "30 seconds" },
    firstWithinMs: 10_000,
    sweep: () => emag.sweep(),
    done: "eMAG orders and offers synced",
    name: "eMAG sweep",
    logger,
  });
}
