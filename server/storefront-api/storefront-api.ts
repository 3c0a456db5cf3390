/**
 * The Storefront API as an in-process object: the HTTP route and the server-side loaders both call
 * `execute`, so a page rendered on the server runs exactly the query the browser would post,
 * without an HTTP hop.
 */
import { SHOP_CURRENCY, type CurrencyCode } from "#domain/currency";
import type { Money } from "#domain/money";
import { execute as executeDocument, GraphQLError, type ExecutionResult, type GraphQLSchema } from "graphql";
import type { CatalogLoader } from "#server/commerce/catalog/catalog-loader";
import type { Locale } from "#server/commerce/shared/locale";
import type { Platform } from "#server/platform";
import type { StorefrontContext } from "./context.ts";
import { customerReturnsReader } from "./customer-resolvers.ts";
import { createDocumentCache, type DocumentCacheStats } from "./document-cache.ts";
import { INTERNAL_ERROR_MESSAGE, maskExecutionErrors } from "./errors.ts";
import { localeFor, requestedCountry, requestedLanguage } from "./in-context.ts";
import { hasVariablePageSizes, limitRules, MAX_TOKENS, variableCostErrors } from "./limits.ts";
import { createPresentment, presentmentCurrency } from "./presentment.ts";
import { createStorefrontSchema } from "./schema.ts";

export interface StorefrontRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
  /** The language when the operation has no `@inContext(language:)`; Romanian when absent too. */
  defaultLanguage?: Locale;
  /** The country when the operation has no `@inContext(country:)`; it picks the price currency (RON when absent). */
  defaultCountry?: string;
  /** The client address, for the login rate limits; server-side loaders leave it out. */
  client?: string;
  /** Whether one of the store's own pages sent it (its `Origin`); absent: no. */
  fromStorePage?: boolean;
  /**
   * A page's own view of the catalogue, shared by every query the page runs (and its reviews), so a
   * product is loaded once per page; used when the query's language is the loader's.
   */
  catalog?: CatalogLoader;
}

const IN_PROCESS_CLIENT = "in-process";

export interface StorefrontApi {
  readonly schema: GraphQLSchema;
  execute(request: StorefrontRequest): Promise<ExecutionResult>;
  /** Document cache counters, for metrics and tests. */
  documentCacheStats(): DocumentCacheStats;
  /**
   * An amount in the shop's currency (RON minor units) as the API would present a price of it in
   * `currency`: the same rates and rounding, and RON when that currency has no rate. For amounts that
   * are not catalogue prices, such as the free-shipping threshold.
   */
  presentShopAmount(amountMinor: number, currency: CurrencyCode): Promise<Money>;
}

export interface StorefrontApiOptions {
  platform: Pick<Platform, "config" | "logger" | "catalog" | "content" | "customers" | "orders" | "limits" | "reviews">;
  /** Distinct query texts kept parsed and validated. */
  documentCacheSize?: number;
}

export function createStorefrontApi({ platform, documentCacheSize = 500 }: StorefrontApiOptions): StorefrontApi {
  const { config, logger } = platform;
  const { exchangeRates } = platform.catalog;
  const { blog } = platform.content;
  const orders = platform.orders.lookup;
  const customers = {
    sessions: platform.customers.sessions,
    addresses: platform.customers.addresses,
    limits: platform.limits.auth,
  };
  const schema = createStorefrontSchema();
  const documents = createDocumentCache({ schema, extraRules: limitRules(), maxTokens: MAX_TOKENS, maxEntries: documentCacheSize });

  async function execute(request: StorefrontRequest): Promise<ExecutionResult> {
    const prepared = documents.prepare(request.query);
    if (prepared.errors) return { errors: prepared.errors };
    const { document } = prepared;
    if (hasVariablePageSizes(document)) {
      const errors = variableCostErrors(schema, document, request.variables);
      if (errors.length > 0) return { errors };
    }

    const locale = localeFor(requestedLanguage(document, request.operationName, request.variables), request.defaultLanguage);
    const currency = presentmentCurrency(requestedCountry(document, request.operationName, request.variables) ?? request.defaultCountry);
    try {
      const contextValue: StorefrontContext = {
        locale,
        presentment: await createPresentment(currency, () => exchangeRates.current()),
        catalog: request.catalog?.locale === locale ? request.catalog : platform.catalog.requestLoader(locale),
        blog,
        baseUrl: config.baseUrl,
        brandName: config.brandName,
        customers,
        orders,
        customerReturns: customerReturnsReader(platform.orders.returns),
        client: request.client ?? IN_PROCESS_CLIENT,
        fromStorePage: request.fromStorePage ?? false,
        reviewRatings: platform.reviews.reviews.ratingsReader(),
      };
      const result = await executeDocument({
        schema,
        document,
        contextValue,
        variableValues: request.variables ?? undefined,
        operationName: request.operationName ?? undefined,
      });
      return result.errors ? { ...result, errors: maskExecutionErrors(result.errors, logger) } : result;
    } catch (error) {
      // Only a broken schema or document, or rates that cannot be read, get here; never a client's mistake.
      logger.error({ err: error }, "Storefront API execution failed");
      return { errors: [new GraphQLError(INTERNAL_ERROR_MESSAGE, { extensions: { code: "INTERNAL_SERVER_ERROR" } })] };
    }
  }

  async function presentShopAmount(amountMinor: number, currency: CurrencyCode): Promise<Money> {
    const presentment = await createPresentment(currency, () => exchangeRates.current());
    return presentment.money(amountMinor, SHOP_CURRENCY);
  }

  return { schema, execute, documentCacheStats: () => documents.stats(), presentShopAmount };
}
