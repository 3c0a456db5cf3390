/**
 * VAT as Romanian shops show it: included in every price, and printed as "of which VAT" under the
 * total. Romania's standard rate was 19 % until 31 July 2025 and is 21 % since 1 August 2025; the
 * server takes the rate from `VAT_RATE_PERCENT` so a change of law is a configuration change.
 */
import { divideRounded } from "./money.ts";

export const DEFAULT_VAT_RATE_PERCENT = 21;

/**
 * The VAT contained in a price that includes it: total − total ÷ (1 + rate), where the net amount is
 * rounded to a whole minor unit (halves away from zero) and the VAT is what remains, so net + VAT is
 * always exactly the total. 121.00 lei at 21 % holds 21.00 lei; 100.00 lei holds 17.36 lei.
 */
export function includedVat(totalMinor: number, ratePercent: number): number {
  if (!Number.isSafeInteger(totalMinor)) throw new RangeError(`Minor units must be a safe integer, got ${totalMinor}`);
  if (!Number.isInteger(ratePercent) || ratePercent < 0 || ratePercent > 100) {
    throw new RangeError(`A VAT rate is a whole percent from 0 to 100, got ${ratePercent}`);
  }
  const net = divideRounded(BigInt(totalMinor) * 100n, BigInt(100 + ratePercent));
  return totalMinor - Number(net);
}
