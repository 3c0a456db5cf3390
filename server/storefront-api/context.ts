import type { CatalogLoader } from "../commerce/catalog-loader.ts";
import type { Locale } from "../commerce/catalog-types.ts";

/** Built once per GraphQL request; resolvers read everything request-specific from here. */
export interface StorefrontContext {
  locale: Locale;
  catalog: CatalogLoader;
  /** Absolute origin of the store, for image URLs. */
  baseUrl: string;
  brandName: string;
}
