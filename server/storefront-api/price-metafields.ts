/**
 * A pack's or a subscription's comparison with buying single bottles (decisions 0030, 0140), as two computed variant
 * metafields in namespace `custom`: `single_bottles_price` (Shopify's `money` type: what as many single bottles cost
 * today, in the request's currency, only where it is more than the price) and `savings` (the whole percent saved
 * against it, 0 when none). They replace any stored `savings`, so the percent a page shows always agrees with today's
 * prices; a variant without a reference (a single bottle, a product without one) keeps its stored metafields.
 */
import { savingsPercent, toDecimalString } from "#domain/money";
import type { CatalogVariant } from "#server/commerce/catalog/module";
import { metafieldKey, type CatalogMetafield, type MetafieldMap } from "#server/commerce/shared/metafields";
import type { Presentment } from "./presentment.ts";

export const PRICE_NAMESPACE = "custom";

/** Computed metafields have no row; negative ids keep their global ids apart from every stored one. */
function computed(variantId: number, slot: number, key: string, type: string, value: string): CatalogMetafield {
  return { id: -(variantId * 2 + slot), owner: "ProductVariant", namespace: PRICE_NAMESPACE, key, type, value };
}

export function withPriceMetafields(stored: MetafieldMap, variant: CatalogVariant, presentment: Presentment): MetafieldMap {
  if (variant.singleBottlesPriceMinor === null) return stored;
  const merged = new Map(stored);
  const reference = presentment.money(variant.singleBottlesPriceMinor, variant.currencyCode);
  const price = presentment.money(variant.priceMinor, variant.currencyCode);
  const money = JSON.stringify({
    amount: toDecimalString(reference.amountMinor, reference.currencyCode),
    currency_code: reference.currencyCode,
  });
  const savings = String(savingsPercent(price.amountMinor, reference.amountMinor));
  // No saving, no reference to show: the percent says 0 rather than the title rules' default.
  if (reference.amountMinor > price.amountMinor)
    merged.set(metafieldKey(PRICE_NAMESPACE, "single_bottles_price"), computed(variant.id, 1, "single_bottles_price", "money", money));
  merged.set(metafieldKey(PRICE_NAMESPACE, "savings"), computed(variant.id, 2, "savings", "number_integer", savings));
  return merged;
}
