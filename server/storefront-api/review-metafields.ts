/**
 * Shopify's standard product-review metafields, `reviews.rating` and `reviews.rating_count`, as review
 * apps write them, computed here from the store's published reviews: cards, menus and titles read a
 * count that the reviews section shows, never a number typed into the catalogue (issue 15).
 */
import type { CatalogMetafield, MetafieldMap } from "#server/commerce/shared/metafields";
import { metafieldKey } from "#server/commerce/shared/metafields";
import type { ProductRating } from "#server/commerce/reviews/module";

export const REVIEWS_NAMESPACE = "reviews";

/**
 * Computed metafields have no row; negative ids keep their global ids apart from every stored one.
 */
function computed(productId: number, slot: number, key: string, type: string, value: string): CatalogMetafield {
  return { id: -(productId * 2 + slot), owner: "Product", namespace: REVIEWS_NAMESPACE, key, type, value };
}

/** The product's stored metafields, with the two review metafields when it has published reviews. */
export function withReviewMetafields(stored: MetafieldMap, productId: number, rating: ProductRating): MetafieldMap {
  if (rating.count === 0) return stored;
  const merged = new Map(stored);
  const count = computed(productId, 1, "rating_count", "number_integer", String(rating.count));
  const average = computed(
    productId,
    2,
    "rating",
    "rating",
    JSON.stringify({ scale_min: "1.0", scale_max: "5.0", value: rating.average.toFixed(1) }),
  );
  merged.set(metafieldKey(REVIEWS_NAMESPACE, count.key), count);
  merged.set(metafieldKey(REVIEWS_NAMESPACE, average.key), average);
  return merged;
}
