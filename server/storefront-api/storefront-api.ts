/**
 * The Storefront API as an in-process object: the HTTP route and the server-side loaders both call
 * `execute`, so a page rendered on the server runs exactly the query the browser would post,
 * without an HTTP hop.
 */
import { SHOP_CURRENCY, type CurrencyCode } from "#domain/currency";
import type { Money } from "#domain/money";
import { execute as executeDocument, GraphQLError, type ExecutionResult, type GraphQLSchema } from "graphql";
import { createAuthLimits } from "#server/limits/auth-limits";
import { createAddressBook } from "#server/commerce/customers/addresses";
import { createBlogContent } from "#server/commerce/content/blog";
import { createCatalog } from "#server/commerce/catalog/catalog";
import { createCatalogLoader } from "#server/commerce/catalog/catalog-loader";
import { createExchangeRateService, type ExchangeRateService } from "#server/commerce/catalog/exchange-rates";
import type { Locale } from "#server/commerce/shared/locale";
import { createOrderLookup } from "#server/commerce/orders/order-status";
import { createCustomerSessions } from "#server/commerce/customers/sessions";
import { systemClock } from "#server/commerce/shared/clock";
import type { Config } from "#server/config";
import type { Database } from "#server/db/client";
import type { StorefrontContext, StorefrontCustomers } from "./context.ts";
import { createDocumentCache, type DocumentCacheStats } from "./document-cache.ts";
import { INTERNAL_ERROR_MESSAGE, maskExecutionErrors, type StorefrontLogger } from "./errors.ts";
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
  db: Database;
  config: Pick<Config, "baseUrl" | "brandName">;
  logger?: StorefrontLogger;
  /** Distinct query texts kept parsed and validated. */
  documentCacheSize?: number;
  /** Display-currency rates; by default read from the database with a short in-memory cache. */
  exchangeRates?: ExchangeRateService;
  /** Shared with the REST account routes (one set of rate limits); by default made over `db` with their own limits. */
  customers?: StorefrontCustomers;
}

const consoleLogger: StorefrontLogger = {
  error: (details, message) => console.error(message, details),
};

export function createStorefrontApi({
  db,
  config,
  logger = consoleLogger,
  documentCacheSize = 500,
  exchangeRates = createExchangeRateService(db),
  customers = {
    sessions: createCustomerSessions({ db, clock: systemClock }),
    addresses: createAddressBook({ db, clock: systemClock }),
    limits: createAuthLimits(),
  },
}: StorefrontApiOptions): StorefrontApi {
  const schema = createStorefrontSchema();
  const catalog = createCatalog(db);
  const blog = createBlogContent(db);
  const orders = createOrderLookup(db);
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
        catalog: createCatalogLoader(catalog, locale),
        blog,
        baseUrl: config.baseUrl,
        brandName: config.brandName,
        customers,
        orders,
        client: request.client ?? IN_PROCESS_CLIENT,
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
