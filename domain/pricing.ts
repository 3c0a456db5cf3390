/**
 * What an order costs, decided once from prices the server read (spec §5 discount, §9 free shipping
 * and subscriptions): pure arithmetic on integer minor units, so the server, its tests and any page
 * that shows a breakdown agree to the last ban.
 *
 * An order is priced twice with the same decisions: in the currency the shopper is charged in, and in
 * lei for the shop's books. Whether shipping is free is decided once, in the charged currency — the
 * amount the shopper saw against the threshold converted into it — so the two never disagree about it.
 */
import { discountShares } from "./discount-code.ts";
import { MAX_QUANTITY, MIN_QUANTITY } from "./product-rules.ts";
import type { ShippingTerms } from "./shipping.ts";
import { includedVat } from "./vat.ts";

/** Spec §9: subscriptions ship free to these countries, whatever their value. */
export const SUBSCRIPTION_FREE_SHIPPING_COUNTRIES: ReadonlySet<string> = new Set(["US", "CA"]);

/** Spec §4–§5: one subscription per order. */
export const MAX_SUBSCRIPTION_LINES = 1;

/** A limit on the lines of one order: far above any real basket, low enough to bound the work. */
export const MAX_ORDER_LINES = 50;

export interface PricingLine {
  /** Unit price in the charged currency, and in lei. */
  unitPriceMinor: number;
  unitPriceRonMinor: number;
  quantity: number;
  isSubscription: boolean;
  /** Whether the order's code applies to this line (a code limited to some products); true when absent. */
  discountEligible?: boolean;
}

/**
 * The honoured code as pricing applies it: a percent, or a fixed amount given in both currencies (the
 * lei amount converted at the order's rate), taken only from the eligible lines.
 */
export type PricingDiscount = { kind: "percent"; percent: number } | { kind: "fixed"; amountMinor: number; amountRonMinor: number };

export interface OrderAmounts {
  subtotalMinor: number;
  discountMinor: number;
  shippingMinor: number;
  /** VAT included in the total (not added to it). */
  taxMinor: number;
  totalMinor: number;
}

export type FreeShippingReason = "threshold" | "subscription_country";

export interface OrderPricing {
  charged: OrderAmounts;
  ron: OrderAmounts;
  /** Each line before the discount, and its share of the discount (0 where the code does not apply). */
  lineTotals: { totalMinor: number; totalRonMinor: number; discountMinor: number; discountRonMinor: number }[];
  /** Why shipping is free, or null when the flat rate is charged (or there is nothing to ship). */
  freeShipping: FreeShippingReason | null;
}

export interface OrderPricingInput {
  lines: readonly PricingLine[];
  /** The honoured code; null without one. */
  discount: PricingDiscount | null;
  /** ISO country of the shipping address; unknown before the shopper has typed it. */
  shippingCountry: string | undefined;
  vatRatePercent: number;
  /** The shop's terms converted into the charged currency, and in lei. */
  terms: ShippingTerms;
  ronTerms: ShippingTerms;
}

export class OrderPricingError extends Error {
  override name = "OrderPricingError";
}

export function isOrderQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= MIN_QUANTITY && quantity <= MAX_QUANTITY;
}

function lineTotal(unitPriceMinor: number, quantity: number): number {
  const total = unitPriceMinor * quantity;
  if (!Number.isSafeInteger(total) || unitPriceMinor < 0)
    throw new OrderPricingError(`Line price out of range: ${unitPriceMinor} × ${quantity}`);
  return total;
}

function amounts(subtotalMinor: number, discountMinor: number, shippingMinor: number, vatRatePercent: number): OrderAmounts {
  const totalMinor = subtotalMinor - discountMinor + shippingMinor;
  return { subtotalMinor, discountMinor, shippingMinor, taxMinor: includedVat(totalMinor, vatRatePercent), totalMinor };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export function priceOrder({ lines, discount, shippingCountry, vatRatePercent, terms, ronTerms }: OrderPricingInput): OrderPricing {
  for (const line of lines) {
    if (!isOrderQuantity(line.quantity)) throw new OrderPricingError(`Quantity must be a whole number from 1 to 99, got ${line.quantity}`);
  }
  if (lines.filter((line) => line.isSubscription).length > MAX_SUBSCRIPTION_LINES)
    throw new OrderPricingError("At most one subscription per order");

  const totals = lines.map((line) => lineTotal(line.unitPriceMinor, line.quantity));
  const ronTotals = lines.map((line) => lineTotal(line.unitPriceRonMinor, line.quantity));
  const eligible = lines.map((line) => line.discountEligible !== false);
  const shares =
    discount === null
      ? totals.map(() => 0)
      : discountShares(discount.kind === "percent" ? discount : { kind: "fixed", amountMinor: discount.amountMinor }, totals, eligible);
  const ronShares =
    discount === null
      ? ronTotals.map(() => 0)
      : discountShares(
          discount.kind === "percent" ? discount : { kind: "fixed", amountMinor: discount.amountRonMinor },
          ronTotals,
          eligible,
        );
  const lineTotals = totals.map((totalMinor, index) => ({
    totalMinor,
    totalRonMinor: ronTotals[index]!,
    discountMinor: shares[index]!,
    discountRonMinor: ronShares[index]!,
  }));
  const subtotal = sum(totals);
  const subtotalRon = sum(ronTotals);
  const discountMinor = sum(shares);
  const discountRonMinor = sum(ronShares);
  const discountedValue = subtotal - discountMinor;

  const country = shippingCountry?.trim().toUpperCase();
  const subscriptionShipsFree =
    lines.some((line) => line.isSubscription) && country !== undefined && SUBSCRIPTION_FREE_SHIPPING_COUNTRIES.has(country);
  let freeShipping: FreeShippingReason | null = null;
  if (lines.length > 0) {
    if (discountedValue >= terms.freeFromMinor) freeShipping = "threshold";
    else if (subscriptionShipsFree) freeShipping = "subscription_country";
  }
  const chargesShipping = lines.length > 0 && freeShipping === null;

  return {
    charged: amounts(subtotal, discountMinor, chargesShipping ? terms.flatRateMinor : 0, vatRatePercent),
    ron: amounts(subtotalRon, discountRonMinor, chargesShipping ? ronTerms.flatRateMinor : 0, vatRatePercent),
    lineTotals,
    freeShipping,
  };
}
