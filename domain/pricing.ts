/**
 * What an order costs, decided once from prices the server read (spec §5 discount, §9 free shipping
 * and subscriptions; decisions 0055 VAT and 0056 shipping by destination): pure arithmetic on integer
 * minor units, so the server, its tests and any page that shows a breakdown agree to the last ban.
 *
 * An order is priced twice with the same decisions: in the currency the shopper is charged in, and in
 * lei for the shop's books. Whether shipping is free is decided once, in the charged currency — the
 * amount the shopper saw against the threshold converted into it — so the two never disagree about it.
 * The unit prices given are already the destination's (VAT re-stated on the same net price); each line
 * carries its VAT rate, and its VAT is taken from what the line costs after its share of the discount,
 * so a discount lowers the VAT of each line in proportion. Shipping carries the highest rate of the goods.
 */
import { discountShares } from "./discount-code.ts";
import { MAX_QUANTITY, MIN_QUANTITY } from "./product-rules.ts";
import { serviceCharge, type ShippingService } from "./shipping-zones.ts";
import { includedVat, shippingVatRate, vatByRate } from "./vat.ts";
/** Spec §9: subscriptions ship free to these countries, whatever their value. */
export const SUBSCRIPTION_FREE_SHIPPING_COUNTRIES: ReadonlySet<string> = new Set(["US", "CA"]);

/** Spec §4–§5: one subscription per order. */
export const MAX_SUBSCRIPTION_LINES = 1;

/** A limit on the lines of one order: far above any real basket, low enough to bound the work. */
export const MAX_ORDER_LINES = 50;

export interface PricingLine {
  /** Unit price in the charged currency, and in lei, at the destination's VAT. */
  unitPriceMinor: number;
  unitPriceRonMinor: number;
  quantity: number;
  isSubscription: boolean;
  /** Whether the order's code applies to this line (a code limited to some products); true when absent. */
  discountEligible?: boolean;
  /** The VAT rate the line carries for this destination (0 for an export). */
  vatRatePercent: number;
}

/**
 * The honoured code as pricing applies it: a percent, or a fixed amount given in both currencies (the
 * lei amount converted at the order's rate), taken only from the eligible lines.
 */
export type PricingDiscount = { kind: "percent"; percent: number } | { kind: "fixed"; amountMinor: number; amountRonMinor: number };

/** The carrier service chosen, and what its price depends on. */
export interface PricingShipping {
  service: ShippingService;
  /** The parcel's weight: every unit's weight added up. */
  weightGrams: number;
  /** The zone's free-shipping threshold in the charged currency; null when the zone has none. */
  freeFromMinor: number | null;
  /** Lei into the charged currency, as the catalogue's prices are converted. */
  toCharged: (amountRonMinor: number) => number;
}

export interface OrderAmounts {
  subtotalMinor: number;
  discountMinor: number;
  shippingMinor: number;
  /** VAT included in the total (not added to it): every line's and the shipping's. */
  taxMinor: number;
  totalMinor: number;
}

export type FreeShippingReason = "threshold" | "subscription_country" | "promotion";

/**
 * A promotion's discount as pricing takes it (decision 0172): on what the adjustments before it left of the lines it
 * applies to (`eligible`, one per line), in both currencies.
 */
export interface PricingAdjustment {
  discount: PricingDiscount;
  eligible: readonly boolean[];
}

export interface LineAmounts {
  totalMinor: number;
  totalRonMinor: number;
  discountMinor: number;
  discountRonMinor: number;
  /** VAT included in what the line costs after its discount share. */
  vatMinor: number;
  vatRonMinor: number;
}

export interface OrderPricing {
  charged: OrderAmounts;
  ron: OrderAmounts;
  /** Each line before the discount, its share of the discount (0 where the code does not apply), and its VAT. */
  lineTotals: LineAmounts[];
  /** What each adjustment took off, in the order given, in the charged currency and in lei, and from each line. */
  adjustmentTotals: { amountMinor: number; amountRonMinor: number; lineShares: number[] }[];
  /** What shipping would have cost had a free-shipping promotion not waived it; null when none did. */
  shippingWaived: { amountMinor: number; amountRonMinor: number } | null;
  /** Why shipping is free, or null when it is charged (or there is nothing to ship). */
  freeShipping: FreeShippingReason | null;
  shippingVatRatePercent: number;
  /** VAT by rate, highest first, in the charged currency and in lei (shipping counted at its rate). */
  vatByRate: { ratePercent: number; vatMinor: number; vatRonMinor: number }[];
}

export interface OrderPricingInput {
  lines: readonly PricingLine[];
  /** The honoured code; null without one. It is taken after the adjustments, on what they left. */
  discount: PricingDiscount | null;
  /** The promotions' discounts, taken in this order before the code; none when absent. */
  adjustments?: readonly PricingAdjustment[];
  /** A free-shipping promotion applies (decided on the goods' value after discounts, in lei). */
  freeShippingByPromotion?: boolean;
  /** ISO country of the shipping address; unknown before the shopper has typed it. */
  shippingCountry: string | undefined;
  shipping: PricingShipping;
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

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** What shipping costs with this service, or why it is free; null when the service does not take this parcel. */
export function shippingFor(
  shipping: PricingShipping,
  {
    discountedValueMinor,
    discountedValueRonMinor,
    subscriptionShipsFree,
  }: { discountedValueMinor: number; discountedValueRonMinor: number; subscriptionShipsFree: boolean },
): { amountMinor: number; amountRonMinor: number; free: FreeShippingReason | null } | null {
  const ron = serviceCharge(shipping.service.rate, { valueRonMinor: discountedValueRonMinor, weightGrams: shipping.weightGrams });
  if (ron === null) return null;
  let free: FreeShippingReason | null = null;
  if (shipping.freeFromMinor !== null && discountedValueMinor >= shipping.freeFromMinor) free = "threshold";
  else if (subscriptionShipsFree) free = "subscription_country";
  return free ? { amountMinor: 0, amountRonMinor: 0, free } : { amountMinor: shipping.toCharged(ron), amountRonMinor: ron, free };
}

export function priceOrder({
  lines,
  discount,
  adjustments,
  freeShippingByPromotion = false,
  shippingCountry,
  shipping,
}: OrderPricingInput): OrderPricing {
  for (const line of lines) {
    if (!isOrderQuantity(line.quantity)) throw new OrderPricingError(`Quantity must be a whole number from 1 to 99, got ${line.quantity}`);
  }
  if (lines.filter((line) => line.isSubscription).length > MAX_SUBSCRIPTION_LINES)
    throw new OrderPricingError("At most one subscription per order");

  const totals = lines.map((line) => lineTotal(line.unitPriceMinor, line.quantity));
  const ronTotals = lines.map((line) => lineTotal(line.unitPriceRonMinor, line.quantity));
  const remaining = [...totals];
  const remainingRon = [...ronTotals];
  const shares = totals.map(() => 0);
  const ronShares = ronTotals.map(() => 0);
  /** Takes a discount off what is left of the eligible lines, in both currencies; answers what it took. */
  const take = (discount: PricingDiscount, eligible: readonly boolean[]) => {
    const charged = discountShares(
      discount.kind === "percent" ? discount : { kind: "fixed", amountMinor: discount.amountMinor },
      remaining,
      eligible,
    );
    const ron = discountShares(
      discount.kind === "percent" ? discount : { kind: "fixed", amountMinor: discount.amountRonMinor },
      remainingRon,
      eligible,
    );
    charged.forEach((share, index) => {
      remaining[index]! -= share;
      shares[index]! += share;
    });
    ron.forEach((share, index) => {
      remainingRon[index]! -= share;
      ronShares[index]! += share;
    });
    return { amountMinor: sum(charged), amountRonMinor: sum(ron), lineShares: charged };
  };
  const adjustmentTotals = (adjustments ?? []).map((adjustment) => take(adjustment.discount, adjustment.eligible));
  if (discount !== null)
    take(
      discount,
      lines.map((line) => line.discountEligible !== false),
    );
  const lineTotals = lines.map((line, index) => ({
    totalMinor: totals[index]!,
    totalRonMinor: ronTotals[index]!,
    discountMinor: shares[index]!,
    discountRonMinor: ronShares[index]!,
    vatMinor: includedVat(totals[index]! - shares[index]!, line.vatRatePercent),
    vatRonMinor: includedVat(ronTotals[index]! - ronShares[index]!, line.vatRatePercent),
  }));
  const subtotal = sum(totals);
  const subtotalRon = sum(ronTotals);
  const discountMinor = sum(shares);
  const discountRonMinor = sum(ronShares);

  const country = shippingCountry?.trim().toUpperCase();
  const subscriptionShipsFree =
    lines.some((line) => line.isSubscription) && country !== undefined && SUBSCRIPTION_FREE_SHIPPING_COUNTRIES.has(country);
  let shippingMinor = 0;
  let shippingRonMinor = 0;
  let freeShipping: FreeShippingReason | null = null;
  let shippingWaived: OrderPricing["shippingWaived"] = null;
  if (lines.length > 0) {
    const charge = shippingFor(shipping, {
      discountedValueMinor: subtotal - discountMinor,
      discountedValueRonMinor: subtotalRon - discountRonMinor,
      subscriptionShipsFree,
    });
    if (charge === null) throw new OrderPricingError(`${shipping.service.id} does not take a parcel of ${shipping.weightGrams} g`);
    ({ amountMinor: shippingMinor, amountRonMinor: shippingRonMinor, free: freeShipping } = charge);
    if (freeShippingByPromotion && freeShipping === null) {
      shippingWaived = { amountMinor: shippingMinor, amountRonMinor: shippingRonMinor };
      shippingMinor = 0;
      shippingRonMinor = 0;
      freeShipping = "promotion";
    }
  }
  const shippingVatRatePercent = shippingVatRate(lines.map((line) => line.vatRatePercent));
  const shippingVat = includedVat(shippingMinor, shippingVatRatePercent);
  const shippingVatRon = includedVat(shippingRonMinor, shippingVatRatePercent);

  const amounts = (sub: number, off: number, ship: number, tax: number): OrderAmounts => ({
    subtotalMinor: sub,
    discountMinor: off,
    shippingMinor: ship,
    taxMinor: tax,
    totalMinor: sub - off + ship,
  });
  const charged = vatByRate([
    ...lineTotals.map((line, index) => ({ ratePercent: lines[index]!.vatRatePercent, vatMinor: line.vatMinor })),
    ...(shippingMinor > 0 ? [{ ratePercent: shippingVatRatePercent, vatMinor: shippingVat }] : []),
  ]);
  const ron = vatByRate([
    ...lineTotals.map((line, index) => ({ ratePercent: lines[index]!.vatRatePercent, vatMinor: line.vatRonMinor })),
    ...(shippingRonMinor > 0 ? [{ ratePercent: shippingVatRatePercent, vatMinor: shippingVatRon }] : []),
  ]);
  return {
    charged: amounts(subtotal, discountMinor, shippingMinor, sum(lineTotals.map((line) => line.vatMinor)) + shippingVat),
    ron: amounts(subtotalRon, discountRonMinor, shippingRonMinor, sum(lineTotals.map((line) => line.vatRonMinor)) + shippingVatRon),
    lineTotals,
    adjustmentTotals,
    shippingWaived,
    freeShipping,
    shippingVatRatePercent,
    vatByRate: charged.map((part) => ({
      ratePercent: part.ratePercent,
      vatMinor: part.vatMinor,
      vatRonMinor: ron.find((other) => other.ratePercent === part.ratePercent)?.vatMinor ?? 0,
    })),
  };
}
