/**
 * The product page's purchase rules (spec sections 4, 5 and 9): which variant is a subscription, what it
 * saves, how its price is labelled, and what a quantity may be. Variant titles arrive in the shopper's
 * language, so every title rule knows the Romanian words as well as the spec's English ones; metafields
 * (`subscription`, `savings`, `label`) are language-neutral and win where they exist.
 */
import { savingsPercent, toDecimalString, toMinorUnits } from "./money.ts";
import { bottlesPerDelivery, isSubscriptionVariant, isThreePack, subscriptionType, type VariantFacts } from "./purchase-kinds.ts";

export {
  bottlesPerDelivery,
  isSubscriptionVariant,
  isThreePack,
  purchaseCounterpart,
  subscriptionType,
  THREE_PACK_BOTTLES,
  type VariantFacts,
} from "./purchase-kinds.ts";

interface Amount {
  amount: string;
  currencyCode: string;
}

export interface PricedVariantFacts extends VariantFacts {
  price: Amount;
  compareAtPrice: Amount | null;
}

const SAVINGS_TITLE = /monthly|quarterly|3[ -]month|3[ -]?pack|lunar|trimestrial|3 luni|pachet (?:de )?3|3 sticle/i;
const MONTHLY_TITLE = /monthly|lunar/i;
const SINGLE_TITLE = /single|one bottle|1 bottle|o sticlă|o sticla|1 sticlă/i;

/** The spec's default savings for a subscription or bundle title without a `savings` metafield. */
export const DEFAULT_BUNDLE_SAVINGS = 10;
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;

/** Percent saved: the `savings` metafield or 10 for subscription and bundle titles, else the rounded gap to compare-at. */
export function variantSavings(variant: PricedVariantFacts): number {
  if (SAVINGS_TITLE.test(variant.title)) {
    const stored = Number(variant.metafields.savings);
    return variant.metafields.savings !== undefined && variant.metafields.savings.trim() !== "" && Number.isFinite(stored) && stored >= 0
      ? stored
      : DEFAULT_BUNDLE_SAVINGS;
  }
  const { price, compareAtPrice } = variant;
  if (!compareAtPrice || compareAtPrice.currencyCode !== price.currencyCode) return 0;
  return savingsPercent(toMinorUnits(price.amount, price.currencyCode), toMinorUnits(compareAtPrice.amount, compareAtPrice.currencyCode));
}

/** The one-off, one-bottle purchase among a product's variants, whose price the others are compared with (decision 0030). */
export function singleBottleVariant<T extends VariantFacts>(variants: readonly T[]): T | undefined {
  return variants.find((variant) => !isSubscriptionVariant(variant) && bottlesPerDelivery(variant) === 1);
}

/**
 * What buying a pack's or a delivery's bottles one by one costs at today's single-bottle price (decisions 0030, 0140):
 * the reference a pack or a subscription is compared with. Null for a one-off single bottle or without a single bottle
 * to compare with.
 */
export function singleBottlesPriceMinor(variant: VariantFacts, singleBottleMinor: number | undefined): number | null {
  if (singleBottleMinor === undefined) return null;
  if (!isSubscriptionVariant(variant) && bottlesPerDelivery(variant) === 1) return null;
  return bottlesPerDelivery(variant) * singleBottleMinor;
}

export type PriceSuffix = "perBottle" | "perMonth";

export function priceSuffix(variant: VariantFacts): PriceSuffix | null {
  if (bottlesPerDelivery(variant) > 1) return "perBottle";
  if (isSubscriptionVariant(variant) || MONTHLY_TITLE.test(variant.title)) return "perMonth";
  return null;
}

export type VariantLabelKey = "single" | "threePack" | "monthly" | "quarterly";

/** The label to show: the `label` metafield, else one of the spec's default labels, else the title itself. */
export function variantLabel(variant: VariantFacts): { text: string } | { key: VariantLabelKey } {
  const stored = variant.metafields.label?.trim();
  if (stored) return { text: stored };
  if (isThreePack(variant)) return { key: "threePack" };
  const type = subscriptionType(variant);
  if (type) return { key: type };
  if (SINGLE_TITLE.test(variant.title)) return { key: "single" };
  return { text: variant.title };
}

/** The price of one bottle of a variant: a 3-pack's or quarterly delivery's total divided by three, anything else unchanged. */
export function unitPrice(variant: VariantFacts, price: Amount): Amount {
  const bottles = bottlesPerDelivery(variant);
  if (bottles === 1) return price;
  const perBottle = Math.round(toMinorUnits(price.amount, price.currencyCode) / bottles);
  return { amount: toDecimalString(perBottle, price.currencyCode), currencyCode: price.currencyCode };
}

/** A product whose only variant is the platform's "Default Title" has no maximum quantity. */
export function isSingleDefaultVariant(variants: ReadonlyArray<{ title: string }>): boolean {
  return variants.length === 1 && variants[0]?.title.trim().toLowerCase() === "default title";
}

export function maxQuantity(singleDefaultVariant: boolean): number {
  return singleDefaultVariant ? Number.POSITIVE_INFINITY : MAX_QUANTITY;
}

/** A typed quantity: anything that is not a number becomes 1; fractions drop; the result stays within 1…max. */
export function parseQuantity(text: string, max: number = MAX_QUANTITY): number {
  const trimmed = text.trim();
  const value = Number(trimmed);
  if (trimmed === "" || !Number.isFinite(value)) return MIN_QUANTITY;
  return clampQuantity(Math.trunc(value), max);
}

export function clampQuantity(quantity: number, max: number = MAX_QUANTITY): number {
  return Math.min(Math.max(quantity, MIN_QUANTITY), max);
}

const INTERVAL_TITLES = {
  ro: { monthly: "Abonament lunar", bimonthly: "Abonament la 2 luni", quarterly: "Abonament trimestrial" },
  en: { monthly: "Monthly subscription", bimonthly: "Subscription every 2 months", quarterly: "Quarterly subscription" },
} as const;

/**
 * A subscription's variant title as it reads today (issue 40 item 9): a subscription variant's title says how often
 * it ships ("Abonament lunar"), so once the customer changed the interval it names the interval they chose instead.
 * Any other title, or one that already matches, is kept as the owner wrote it.
 */
export function subscriptionVariantTitle(title: string, interval: "monthly" | "bimonthly" | "quarterly", language: "ro" | "en"): string {
  const shipsEvery = subscriptionType({ title, metafields: {} });
  if (shipsEvery === undefined || shipsEvery === interval) return title;
  return INTERVAL_TITLES[language][interval];
}
