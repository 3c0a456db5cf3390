/**
 * A product's kind (decision 0144) as a computed metafield, `custom.product_kind` (`supplement` or `non_food`): the
 * product page leaves a supplement's texts (the claims line, the capsule bullets, the mandatory information) off a
 * non-food product. Read from `products.kind`, which never changes after creation, inside Shopify's 2024-01 schema.
 */
import type { CatalogProduct } from "#server/commerce/catalog/module";
import { metafieldKey, type CatalogMetafield, type MetafieldMap } from "#server/commerce/shared/metafields";

export const KIND_NAMESPACE = "custom";
export const KIND_KEY = "product_kind";

/** Computed metafields have no row; this negative range is apart from the stored ids and the reviews' and prices' computed ones. */
const KIND_ID_OFFSET = 1_000_000_000_000;

export function withKindMetafield(stored: MetafieldMap, product: CatalogProduct): MetafieldMap {
  const merged = new Map(stored);
  const field: CatalogMetafield = {
    id: -(KIND_ID_OFFSET + product.id),
    owner: "Product",
    namespace: KIND_NAMESPACE,
    key: KIND_KEY,
    type: "single_line_text_field",
    value: product.kind,
  };
  merged.set(metafieldKey(KIND_NAMESPACE, KIND_KEY), field);
  return merged;
}
