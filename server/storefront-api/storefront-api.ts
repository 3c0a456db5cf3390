/**
 * The Storefront API as an in-process object: the HTTP route and the server-side loaders both call
 * `execute`, so a page rendered on the server runs exactly the query the browser would post,
 * without an HTTP hop.
 */
import { SHOP_CURRENCY, type CurrencyCode } from "#domain/currency";
import type { Money } from "#domain/money";
import {
  execute as executeDocument,
  getOperationAST,
  GraphQLError,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from "graphql";
import type { CatalogLoader } from "#server/commerce/catalog/module";
import type { Locale } from "#server/commerce/shared/locale";
import type { ChangeFeed } from "#server/http/tagged-store";
import type { Platform } from "#server/platform";
import type { StorefrontContext } from "./context.ts";
import { customerReturnsReader } from "./customer-resolvers.ts";
import { createDocumentCache, type DocumentCacheStats } from "./document-cache.ts";
import { INTERNAL_ERROR_MESSAGE, maskExecutionErrors } from "./errors.ts";
import { localeFor, requestedCountry, requestedLanguage } from "./in-context.ts";
import { hasVariablePageSizes, limitRules, MAX_TOKENS, variableCostErrors } from "./limits.ts";
import { createPresentment, presentmentCurrency } from "./presentment.ts";
import { createStorefrontSchema } from "./schema.ts";
import { publicReadTags } from "./public-reads.ts";
import { createResultCache, type CachedResult, type ResultCacheStats } from "./result-cache.ts";

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
/** Longer keys (a huge query or variables) are answered every time rather than pinning their text in memory. */
const MAX_KEPT_KEY_LENGTH = 16 * 1024;
/** Distinct exact requests remembered (each maps to one kept answer's key); the oldest are forgotten first. */
const MAX_REMEMBERED_REQUESTS = 1000;

/**
 * What the HTTP route needs beyond the result: whether it is a public read (the same for everyone who asks it, so
 * a shared cache may keep it) and, when it was kept, its JSON, ETag and compressed copies, and whether it came from
 * memory (`fromCache`) or was made for this ask. `refused`: a GET asked for something only POST may do (a mutation,
 * or a customer's data whose token must not travel in a URL).
 */
export type StorefrontAnswer = StorefrontResult | { kind: "refused"; reason: "not_a_query" | "private_read" };

export type StorefrontResult =
  | { kind: "result"; result: ExecutionResult; publicRead: boolean; kept: null }
  | { kind: "result"; result: ExecutionResult; publicRead: true; kept: CachedResult; fromCache: boolean };

export interface StorefrontApi {
  readonly schema: GraphQLSchema;
  execute(request: StorefrontRequest): Promise<ExecutionResult>;
  /**
   * `execute` for the HTTP route; `readOnly` (a GET) refuses what is not a public read. `exactRequest`: the request
   * exactly as it came (see `keptAnswer`), remembered when its answer is kept.
   */
  answer(request: StorefrontRequest, options?: { readOnly?: boolean; exactRequest?: string }): Promise<StorefrontAnswer>;
  /**
   * The fresh kept answer of a request that came before in exactly this form (`exactRequest` of an earlier `answer`),
   * found without parsing, validating or building its key again; null when there is none. The caller's text must
   * say everything the answer depends on (for HTTP: the method, how the body is to be read, and the body or query
   * string), and only public reads are ever remembered.
   */
  keptAnswer(exactRequest: string): CachedResult | null;
  /**
   * Its kept answers follow the store's changes (decision 0136): dropped by the page cache's tags (decision 0051), and
   * nothing more kept or served once the feed is lost.
   */
  follow(changes: ChangeFeed): void;
  /** Document cache counters, for metrics and tests. */
  documentCacheStats(): DocumentCacheStats;
  /** Kept answers' counters, for /metrics; null when the cache is off. */
  resultCacheStats(): ResultCacheStats | null;
  /**
   * An amount in the shop's currency (RON minor units) as the API would present a price of it in
   * `currency`: the same rates and rounding, and RON when that currency has no rate. For amounts that
   * are not catalogue prices, such as the free-shipping threshold.
   */
  presentShopAmount(amountMinor: number, currency: CurrencyCode): Promise<Money>;
}

export interface StorefrontApiOptions {
  platform: Pick<Platform, "config" | "logger" | "catalog" | "content" | "customers" | "orders" | "returns" | "limits" | "reviews">;
  /** Distinct query texts kept parsed and validated. */
  documentCacheSize?: number;
  /** Public reads' answers kept (decision 0061); absent or 0: none. */
  resultCache?: { maxBytes: number; freshMs: number };
}

export function createStorefrontApi({
  platform,
  documentCacheSize = 500,
  resultCache: resultCacheOptions,
}: StorefrontApiOptions): StorefrontApi {
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
  const results = createResultCache({ maxBytes: resultCacheOptions?.maxBytes ?? 0, freshMs: resultCacheOptions?.freshMs ?? 0 });

  /** An exact request's kept answer's key; insertion order is age (a key only maps to one answer, never stale itself). */
  const keyByExactRequest = new Map<string, string>();

  function remember(exactRequest: string, key: string) {
    if (exactRequest.length > MAX_KEPT_KEY_LENGTH || keyByExactRequest.has(exactRequest)) return;
    keyByExactRequest.set(exactRequest, key);
    if (keyByExactRequest.size > MAX_REMEMBERED_REQUESTS) keyByExactRequest.delete(keyByExactRequest.keys().next().value!);
  }

  function keptAnswer(exactRequest: string): CachedResult | null {
    const key = keyByExactRequest.get(exactRequest);
    return key === undefined ? null : results.fresh(key);
  }

  async function answer(
    request: StorefrontRequest,
    { readOnly = false, exactRequest }: { readOnly?: boolean; exactRequest?: string } = {},
  ): Promise<StorefrontAnswer> {
    const prepared = documents.prepare(request.query);
    if (prepared.errors) return { kind: "result", result: { errors: prepared.errors }, publicRead: false, kept: null };
    const tags = publicReadTags(prepared.document, request.operationName);
    if (readOnly && tags === null) {
      const operation = getOperationAST(prepared.document, request.operationName ?? undefined);
      return { kind: "refused", reason: operation?.operation === "query" ? "private_read" : "not_a_query" };
    }
    return resultOf(request, prepared.document, tags, exactRequest);
  }

  /** The answer of a valid document; `tags`: what makes it stale when it is a public read, else null. */
  async function resultOf(
    request: StorefrontRequest,
    document: DocumentNode,
    tags: readonly string[] | null,
    exactRequest?: string,
  ): Promise<StorefrontResult> {
    const locale = localeFor(requestedLanguage(document, request.operationName, request.variables), request.defaultLanguage);
    const currency = presentmentCurrency(requestedCountry(document, request.operationName, request.variables) ?? request.defaultCountry);
    // Inside the run: a kept answer passed this check with the same variables, and an answer with errors is never kept.
    const run = async (): Promise<ExecutionResult> => {
      if (hasVariablePageSizes(document)) {
        const errors = variableCostErrors(schema, document, request.variables);
        if (errors.length > 0) return { errors };
      }
      return runDocument(document, request, locale, currency);
    };
    if (tags === null) return { kind: "result", result: await run(), publicRead: false, kept: null };
    const key = JSON.stringify([request.query, request.operationName ?? null, request.variables ?? null, locale, currency]);
    if (key.length > MAX_KEPT_KEY_LENGTH) return { kind: "result", result: await run(), publicRead: true, kept: null };
    const outcome = await results.answer(key, tags, run);
    if (!outcome.kept) return { kind: "result", result: outcome.result, publicRead: true, kept: null };
    if (exactRequest !== undefined) remember(exactRequest, key);
    return { kind: "result", result: outcome.kept.result, publicRead: true, kept: outcome.kept, fromCache: outcome.fromCache };
  }

  async function execute(request: StorefrontRequest): Promise<ExecutionResult> {
    const prepared = documents.prepare(request.query);
    if (prepared.errors) return { errors: prepared.errors };
    return (await resultOf(request, prepared.document, publicReadTags(prepared.document, request.operationName))).result;
  }

  async function runDocument(
    document: DocumentNode,
    request: StorefrontRequest,
    locale: Locale,
    currency: CurrencyCode,
  ): Promise<ExecutionResult> {
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
        customerReturns: customerReturnsReader(platform.returns.returns),
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

  return {
    schema,
    execute,
    answer,
    keptAnswer,
    follow: (changes) => changes.subscribe(results),
    documentCacheStats: () => documents.stats(),
    resultCacheStats: () => (results.enabled ? results.stats() : null),
    presentShopAmount,
  };
}
