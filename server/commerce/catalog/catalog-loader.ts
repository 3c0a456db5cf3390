/**
 * One request's view of the catalogue: lookups made while a GraphQL response is being resolved are
 * collected and sent as one batch, and answers are remembered for the rest of the request. Without
 * it, asking for the metafields of 250 products would be 250 queries.
 */
import type { Catalog } from "./catalog.ts";
import type { CatalogProduct, ListProductsParams, ProductPage } from "./catalog-types.ts";
import type { MetafieldMap } from "#server/commerce/shared/metafields";
import type { Locale } from "#server/commerce/shared/locale";

export interface CatalogLoader {
  readonly locale: Locale;
  listProducts(params: Omit<ListProductsParams, "locale">): Promise<ProductPage>;
  productById(id: number): Promise<CatalogProduct | null>;
  productByHandle(handle: string): Promise<CatalogProduct | null>;
  productMetafields(productId: number): Promise<MetafieldMap>;
  variantMetafields(variantId: number): Promise<MetafieldMap>;
}

type BatchLoad<K, V> = (keys: K[]) => Promise<Map<K, V>>;

/**
 * A minimal DataLoader: keys asked for in the same turn of the event loop are loaded together.
 * GraphQL resolves the sibling fields of a list synchronously, so one turn covers a whole level.
 */
function createBatcher<K, V>(load: BatchLoad<K, V>, missing: V): (key: K) => Promise<V> {
  const cache = new Map<K, Promise<V>>();
  let queue: { key: K; resolve: (value: V) => void; reject: (error: unknown) => void }[] = [];

  function dispatch(): void {
    const batch = queue;
    queue = [];
    load(batch.map((item) => item.key)).then(
      (values) => {
        for (const item of batch) item.resolve(values.get(item.key) ?? missing);
      },
      (error: unknown) => {
        for (const item of batch) {
          // A failed batch must not be remembered, or the request could never retry it.
          cache.delete(item.key);
          item.reject(error);
        }
      },
    );
  }

  return (key) => {
    const cached = cache.get(key);
    if (cached) return cached;
    const promise = new Promise<V>((resolve, reject) => {
      // Wait for the promise jobs already queued (sibling resolvers) before sending the batch.
      if (queue.length === 0) void Promise.resolve().then(() => process.nextTick(dispatch));
      queue.push({ key, resolve, reject });
    });
    cache.set(key, promise);
    return promise;
  };
}

export function createCatalogLoader(catalog: Catalog, locale: Locale): CatalogLoader {
  const productsById = new Map<number, Promise<CatalogProduct | null>>();
  const batchProduct = createBatcher<number, CatalogProduct | null>((ids) => catalog.loadProducts(ids, locale), null);
  const productMetafields = createBatcher<number, MetafieldMap>((ids) => catalog.productMetafields(ids, locale), new Map());
  const variantMetafields = createBatcher<number, MetafieldMap>((ids) => catalog.variantMetafields(ids, locale), new Map());
  const productsByHandle = new Map<string, Promise<CatalogProduct | null>>();

  function remember(product: CatalogProduct): void {
    if (!productsById.has(product.id)) productsById.set(product.id, Promise.resolve(product));
  }

  return {
    locale,
    async listProducts(params) {
      const page = await catalog.listProducts({ ...params, locale });
      page.products.forEach(remember);
      return page;
    },
    productById(id) {
      let product = productsById.get(id);
      if (!product) {
        product = batchProduct(id);
        productsById.set(id, product);
      }
      return product;
    },
    productByHandle(handle) {
      let product = productsByHandle.get(handle);
      if (!product) {
        product = catalog.productByHandle(handle, locale).then((found) => {
          if (found) remember(found);
          return found;
        });
        productsByHandle.set(handle, product);
      }
      return product;
    },
    productMetafields,
    variantMetafields,
  };
}
