/**
 * What kind of purchase a variant is (spec §4 and §9): a subscription or a one-off, how often a subscription ships,
 * and how many bottles each purchase brings. Apart from the rest of the product page's rules (`product-rules.ts`,
 * which re-exports them) because the cart uses them too, and a page that loads the cart should not load the rest.
 * Variant titles arrive in the shopper's language, so every title rule knows the Romanian words as well as the
 * spec's English ones; the `subscription` metafield wins where it exists.
 */

export interface VariantFacts {
  title: string;
  /** Variant metafields by key (namespace `custom`). */
  metafields: Readonly<Record<string, string>>;
}

const SUBSCRIPTION_TITLE = /subscription|subscribe|monthly|quarterly|abonament|abonare|lunar|trimestrial/i;
const QUARTERLY_TITLE = /quarterly|trimestrial/i;
const THREE_PACK_TITLE = /3[ -]?pack|pachet (?:de )?3|3 sticle/i;

/** The 3-pack, and each quarterly delivery (a three-month supply), is priced as one total for this many bottles. */
export const THREE_PACK_BOTTLES = 3;

function isTruthy(value: string | undefined): boolean {
  if (value === undefined) return false;
  return !["", "false", "0", "no", "null"].includes(value.trim().toLowerCase());
}

export function isSubscriptionVariant(variant: VariantFacts): boolean {
  return SUBSCRIPTION_TITLE.test(variant.title) || isTruthy(variant.metafields.subscription);
}

/** A 3-pack is told by its title alone: no metafield says it. */
export function isThreePack(variant: Pick<VariantFacts, "title">): boolean {
  return THREE_PACK_TITLE.test(variant.title);
}

/** The cart's `subscriptionType`: how often a subscription ships; none for a one-off purchase. */
export function subscriptionType(variant: VariantFacts): "monthly" | "quarterly" | undefined {
  if (!isSubscriptionVariant(variant)) return undefined;
  return QUARTERLY_TITLE.test(variant.title) ? "quarterly" : "monthly";
}

/**
 * How many bottles one purchase of the variant brings: three for the 3-pack and for each quarterly delivery
 * (three months' supply, charged per delivery — decision 0029), else one.
 */
export function bottlesPerDelivery(variant: VariantFacts): number {
  return isThreePack(variant) || subscriptionType(variant) === "quarterly" ? THREE_PACK_BOTTLES : 1;
}

/**
 * The other way to buy what a cart line holds (issue 68 item 2, subscribe and save in the cart): for a one-off
 * purchase, the subscription that brings as many bottles each delivery (a bottle → the monthly, a 3-pack → the
 * quarterly); for a subscription, the one-off purchase of as many bottles. None when the product sells no such variant.
 */
export function purchaseCounterpart<T extends VariantFacts>(variant: VariantFacts, variants: readonly T[]): T | undefined {
  const subscription = isSubscriptionVariant(variant);
  const bottles = bottlesPerDelivery(variant);
  return variants.find((other) => isSubscriptionVariant(other) !== subscription && bottlesPerDelivery(other) === bottles);
}
