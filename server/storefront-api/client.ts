/**
 * The client the server-side loaders use: the same contract as a fetch to the HTTP endpoint
 * (spec §8: GraphQL errors become an Error "GraphQL errors: …"), minus the network.
 */
import type { CatalogLoader } from "#server/commerce/catalog/module";
import type { Locale } from "#server/commerce/shared/locale";
import type { StorefrontApi } from "./storefront-api.ts";

export interface StorefrontClient {
  readonly language: Locale;
  /** Decides the currency of every price, as `@inContext(country:)` would; RON when absent. */
  readonly country: string | undefined;
  query<T>(query: string, options?: { variables?: Record<string, unknown>; operationName?: string }): Promise<T>;
}

export function createStorefrontClient(
  api: Pick<StorefrontApi, "execute">,
  { language, country, catalog }: { language: Locale; country?: string; catalog?: CatalogLoader },
): StorefrontClient {
  return {
    language,
    country,
    async query<T>(query: string, options: { variables?: Record<string, unknown>; operationName?: string } = {}): Promise<T> {
      const result = await api.execute({
        query,
        variables: options.variables,
        operationName: options.operationName,
        defaultLanguage: language,
        defaultCountry: country,
        catalog,
      });
      if (result.errors && result.errors.length > 0) {
        throw new Error(`GraphQL errors: ${result.errors.map((error) => error.message).join(", ")}`);
      }
      return result.data as T;
    },
  };
}
