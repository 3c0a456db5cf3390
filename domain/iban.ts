/**
 * Bank accounts a refund is sent to (cash-on-delivery refunds, and the returns form): an IBAN is
 * accepted in any spacing and case, and checked by its country's length and its mod-97 check digits
 * (ibantools, decision 0024), so a mistyped digit is caught before money is sent to it.
 */
import { electronicFormatIBAN, isValidIBAN } from "ibantools";

/** The IBAN without spaces, upper case, when it is a valid one; otherwise null. */
export function normaliseIban(input: string): string | null {
  const compact = electronicFormatIBAN(input.trim());
  return compact && isValidIBAN(compact) ? compact : null;
}
