import type { CatalogLoader } from "../commerce/catalog-loader.ts";
import type { Locale } from "../commerce/catalog-types.ts";
import type { Presentment } from "./presentment.ts";

/** Built once per GraphQL request; resolvers read everything request-specific from here. */
export interface StorefrontContext {
  locale: Locale;
  /** The currency every catalogue price is converted into for this request. */
  presentment: Presentment;
  catalog: CatalogLoader;
  /** Absolute origin of the store, for image URLs. */
  baseUrl: string;
  brandName: string;
}
