/** Metafields as products, variants and articles carry them: the catalogue writes them, content reads them. */
export type MetafieldOwner = "Product" | "ProductVariant" | "Article";

export interface CatalogMetafield {
  id: number;
  owner: MetafieldOwner;
  namespace: string;
  key: string;
  /** Shopify metafield type name, e.g. single_line_text_field. */
  type: string;
  value: string;
}

/** One owner's metafields for one language, looked up with `metafieldKey(namespace, key)`. */
export type MetafieldMap = ReadonlyMap<string, CatalogMetafield>;

export function metafieldKey(namespace: string, key: string): string {
  // NUL cannot occur in either part, so "a.b"+"c" and "a"+"b.c" never collide.
  return `${namespace}\u0000${key}`;
}
