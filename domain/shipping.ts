/**
 * Shipping of the spec (§9 "Free shipping") as the cart and the header read it: free over a threshold (200 lei by
 * default), otherwise one flat rate — Romania's zone (decision 0056, `romanianShippingTerms`), whose defaults are
 * the store setting `shipping.terms` (decision 0038). The cart shows them in the display currency; an order is
 * charged by the server with its destination's zone (`shipping-zones.ts`).
 */
import { SHOP_CURRENCY } from "./currency.ts";
import type { Money } from "./money.ts";

/** 200 lei in bani: the order value from which shipping is free until the owner sets another. */
export const FREE_SHIPPING_THRESHOLD_MINOR = 20_000;

/** 19.99 lei in bani: the flat rate until the owner sets one (or `SHIPPING_FLAT_RATE` says otherwise). */
export const DEFAULT_SHIPPING_FLAT_RATE_MINOR = 1_999;

/** The rule in one currency: orders from `freeFromMinor` ship free, the others pay `flatRateMinor`. */
export interface ShippingTerms {
  currencyCode: string;
  freeFromMinor: number;
  flatRateMinor: number;
}

/** The shop's own terms, in lei: the owner's amounts, each defaulting to the spec's. */
export function shopShippingTerms({
  flatRateMinor = DEFAULT_SHIPPING_FLAT_RATE_MINOR,
  freeFromMinor = FREE_SHIPPING_THRESHOLD_MINOR,
}: Partial<Pick<ShippingTerms, "flatRateMinor" | "freeFromMinor">> = {}): ShippingTerms {
  return { currencyCode: SHOP_CURRENCY, freeFromMinor, flatRateMinor };
}

/**
 * The shop's terms (in lei) in a display currency, through `toDisplay` (lei → that currency, with the
 * rates the catalogue's prices are shown at), so "200 lei" is 40.20 € beside prices that were converted alike.
 */
export async function displayShippingTerms(
  toDisplay: (amountMinor: number) => Money | Promise<Money>,
  shop: ShippingTerms = shopShippingTerms(),
): Promise<ShippingTerms> {
  const [freeFrom, flatRate] = await Promise.all([toDisplay(shop.freeFromMinor), toDisplay(shop.flatRateMinor)]);
  if (freeFrom.currencyCode !== flatRate.currencyCode) throw new Error("Shipping amounts converted into two currencies");
  return { currencyCode: freeFrom.currencyCode, freeFromMinor: freeFrom.amountMinor, flatRateMinor: flatRate.amountMinor };
}

/**
 * What shipping costs for an order worth `orderValueMinor` (the subtotal after any discount, in the
 * terms' currency): nothing from the threshold up — "over 200 lei" read as 200 lei and more, as
 * shoppers read it — and the flat rate below it. An order of nothing ships nothing.
 */
export function shippingCost(orderValueMinor: number, terms: ShippingTerms): number {
  if (orderValueMinor <= 0) return 0;
  return orderValueMinor >= terms.freeFromMinor ? 0 : terms.flatRateMinor;
}

/** How far an order is from free shipping, for the cart's progress bar. */
export interface FreeShippingProgress {
  qualifies: boolean;
  /** What is still missing, in minor units; 0 once it qualifies. */
  remainingMinor: number;
  /** 0–100, rounded down, so the bar is full only when shipping is really free. */
  percent: number;
}

export function freeShippingProgress(orderValueMinor: number, terms: ShippingTerms): FreeShippingProgress {
  const value = Math.max(0, orderValueMinor);
  if (terms.freeFromMinor <= 0 || value >= terms.freeFromMinor) return { qualifies: true, remainingMinor: 0, percent: 100 };
  return {
    qualifies: false,
    remainingMinor: terms.freeFromMinor - value,
    percent: Math.floor((value * 100) / terms.freeFromMinor),
  };
}

/**
 * An amount of lei as the store's sentences write it ("200 lei", "199,50 lei"): no decimals for whole
 * lei, as the spec's "free shipping over 200 lei" reads, and the language's decimal sign otherwise.
 */
export function leiText(amountMinor: number, language: string): string {
  const whole = amountMinor % 100 === 0;
  return `${leiFormat(language === "ro" ? "ro-RO" : "en-GB", whole).format(amountMinor / 100)} lei`;
}

/** Made once per locale and kind: making a NumberFormat costs far more than using one, and pages write many amounts. */
const leiFormats = new Map<string, Intl.NumberFormat>();

function leiFormat(locale: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${whole}`;
  let format = leiFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
    leiFormats.set(key, format);
  }
  return format;
}
