/**
 * One request's view of the catalogue: lookups made while a GraphQL response is being resolved are
 * collected and sent as one batch, and answers are remembered for the rest of the request. Without
 * it, asking for the metafields of 250 products would be 250 queries.
 */
import type { Catalog } from "./catalog.ts";
import type { CatalogProduct, ListProductsParams, ProductPage } from "./catalog-types.ts";
import type { MetafieldMap } from "#server/commerce/shared/metafields";
import type { Locale } from "#server/commerce/shared/locale";
import { createBatcher } from "#server/commerce/shared/batcher";

export interface CatalogLoader {
  readonly locale: Locale;
  listProducts(params: Omit<ListProductsParams, "locale">): Promise<ProductPage>;
  productById(id: number): Promise<CatalogProduct | null>;
  productByHandle(handle: string): Promise<CatalogProduct | null>;
  productMetafields(productId: number): Promise<MetafieldMap>;
  variantMetafields(variantId: number): Promise<MetafieldMap>;
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
