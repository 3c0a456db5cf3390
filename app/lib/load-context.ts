/**
 * What the server hands every loader. The app knows the platform only through this contract,
 * never by importing server code.
 */
import type { CurrencyCode } from "#domain/currency";
import type { Language } from "#domain/locale";
import type { Money } from "#domain/money";
import type { ReviewsPage } from "#domain/reviews";

export interface StorefrontClient {
  /** Runs a Storefront API document; throws `GraphQL errors: …` when the answer carries errors. */
  query<T>(query: string, options?: { variables?: Record<string, unknown> }): Promise<T>;
}

/** Configuration the browser may see; everything else in the server's config stays on the server. */
export interface PublicConfig {
  brandName: string;
  /** The store's public origin (`BASE_URL`), for canonical URLs, the sitemap and share links. */
  baseUrl: string;
  /** The Storefront API's public token, for documents the browser posts itself. */
  storefrontToken: string;
  privacyPolicyUrl: string;
  supportEmail: string;
  wholesaleEmail: string;
  /** Shipping below the free-shipping threshold, in bani (`SHIPPING_FLAT_RATE`). */
  shippingFlatRateMinor: number;
}

export interface ReviewsReader {
  /** A product's newest reviews (the first page) with their average, count and distribution; null for an unknown handle. */
  firstPage(handle: string): Promise<ReviewsPage | null>;
}

export interface StoreLoadContext {
  storefront: StorefrontClient;
  language: Language;
  /** The display currency the page's prices are converted into (the shopper's cookie, else the shop's). */
  currency: CurrencyCode;
  brandName: string;
  publicConfig: PublicConfig;
  /** An amount in the shop's currency (bani) in the page's display currency, converted as catalogue prices are. */
  presentShopAmount(amountMinor: number): Promise<Money>;
  reviews: ReviewsReader;
  /** This response's Content-Security-Policy nonce: every inline script the page writes must carry it. */
  cspNonce: string;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends StoreLoadContext {}
}
