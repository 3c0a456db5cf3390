/**
 * Resolvers of the catalogue part of the schema: thin mappings from catalogue records to Shopify's
 * shapes. Every lookup goes through the request's catalogue loader, which batches and caches.
 */
import { sanitizeProductHtml } from "#server/commerce/catalog/module";
import { SHOP_COUNTRY, SHOP_CURRENCY } from "#domain/currency";
import { toDecimalString, type Money } from "#domain/money";
import type { ArticleImage } from "#server/commerce/content/module";
import {
  type CatalogImage,
  type CatalogOption,
  type CatalogProduct,
  type CatalogVariant,
  type PriceRange,
  type ProductSortKey,
} from "#server/commerce/catalog/module";
import { REVIEWS_NAMESPACE, withReviewMetafields } from "./review-metafields.ts";
import { withPriceMetafields } from "./price-metafields.ts";
import { withKindMetafield } from "./kind-metafield.ts";
import { metafieldKey, type CatalogMetafield, type MetafieldMap, type MetafieldOwner } from "#server/commerce/shared/metafields";
import { arrayConnection, connection, MAX_PAGE_SIZE, pageSize, type ConnectionArgs } from "./connection.ts";
import type { StorefrontContext } from "./context.ts";
import { badRequest } from "./errors.ts";
import { toGlobalId } from "#domain/global-id";
import { fromGlobalId } from "./global-id.ts";
import { imageUrl, type ImageTransform } from "./image-url.ts";
import { seedImageParams } from "./image-versions.ts";

export interface MetafieldIdentifier {
  namespace?: string | null;
  key: string;
}

interface SelectedOptionInput {
  name: string;
  value: string;
}

const SHOP_ID = 1;
const METAFIELD_OWNERS: readonly MetafieldOwner[] = ["Product", "ProductVariant", "Article"];
const ELLIPSIS = "…";

// Catalogue prices are presented in the request's currency (`@inContext(country:)`); see presentment.ts.
function variantPrice(variant: CatalogVariant, _args: unknown, context: StorefrontContext): Money {
  return context.presentment.money(variant.priceMinor, variant.currencyCode);
}

/** Only a running reduction's Omnibus prior price (decision 0140); a pack's single-bottles reference is a metafield. */
function variantCompareAtPrice(variant: CatalogVariant, _args: unknown, context: StorefrontContext): Money | null {
  return variant.reduction === null ? null : context.presentment.money(variant.reduction.priorPriceMinor, variant.currencyCode);
}

async function variantMetafields(variant: CatalogVariant, context: StorefrontContext): Promise<MetafieldMap> {
  return withPriceMetafields(await context.catalog.variantMetafields(variant.id), variant, context.presentment);
}

/**
 * An omitted namespace means the calling app's reserved namespace on Shopify; no app owns any of
 * ours, so such a lookup finds nothing (as it would there) instead of guessing `custom`.
 */
/** A product's metafields; the review ones are read only when asked for. */
async function productMetafields(
  product: CatalogProduct,
  identifiers: readonly MetafieldIdentifier[],
  context: StorefrontContext,
): Promise<MetafieldMap> {
  const stored = withKindMetafield(await context.catalog.productMetafields(product.id), product);
  if (!identifiers.some((identifier) => identifier.namespace === REVIEWS_NAMESPACE)) return stored;
  return withReviewMetafields(stored, product.id, await context.reviewRatings(product.id));
}

export function findMetafield(metafields: MetafieldMap, { namespace, key }: MetafieldIdentifier): CatalogMetafield | null {
  if (namespace === undefined || namespace === null) return null;
  return metafields.get(metafieldKey(namespace, key)) ?? null;
}

export function findMetafields(metafields: MetafieldMap, identifiers: readonly MetafieldIdentifier[]): (CatalogMetafield | null)[] {
  return identifiers.map((identifier) => findMetafield(metafields, identifier));
}

export function checkIdentifierCount(identifiers: readonly MetafieldIdentifier[]): void {
  if (identifiers.length > MAX_PAGE_SIZE) {
    throw badRequest(`The input "identifiers" must not contain more than ${MAX_PAGE_SIZE} values.`);
  }
}

/** Cut at a word boundary when there is one, so the text never ends mid-word before the ellipsis. */
export function truncateDescription(text: string, truncateAt: number | null | undefined): string {
  if (truncateAt === null || truncateAt === undefined || text.length <= truncateAt) return text;
  if (truncateAt <= ELLIPSIS.length) return text.slice(0, Math.max(0, truncateAt));
  const room = text.slice(0, truncateAt - ELLIPSIS.length + 1);
  const lastSpace = room.lastIndexOf(" ");
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, -1);
  return cut.trimEnd() + ELLIPSIS;
}

function variantBySelectedOptions(
  product: CatalogProduct,
  args: { selectedOptions: SelectedOptionInput[]; caseInsensitiveMatch?: boolean | null; ignoreUnknownOptions?: boolean | null },
): CatalogVariant | null {
  const normalize = (text: string) => (args.caseInsensitiveMatch ? text.toLowerCase() : text);
  const known = new Set(product.options.map((option) => normalize(option.name)));
  const wanted = args.selectedOptions.filter((option) => !args.ignoreUnknownOptions || known.has(normalize(option.name)));
  return (
    product.variants.find((variant) =>
      wanted.every((option) =>
        variant.selectedOptions.some(
          (selected) => normalize(selected.name) === normalize(option.name) && normalize(selected.value) === normalize(option.value),
        ),
      ),
    ) ?? null
  );
}

export const catalogResolvers = {
  QueryRoot: {
    products: async (
      _root: unknown,
      args: ConnectionArgs & { sortKey?: ProductSortKey | null; query?: string | null },
      context: StorefrontContext,
    ) => {
      const page = await context.catalog.listProducts({
        ...pageSize(args),
        after: args.after ?? undefined,
        before: args.before ?? undefined,
        sortKey: args.sortKey ?? "ID",
        reverse: args.reverse ?? false,
        query: args.query ?? undefined,
      });
      return connection(page.products, page.cursors, page.hasPreviousPage, page.hasNextPage);
    },
    productByHandle: (_root: unknown, args: { handle: string }, context: StorefrontContext) => context.catalog.productByHandle(args.handle),
    product: async (_root: unknown, args: { handle?: string | null; id?: string | null }, context: StorefrontContext) => {
      const hasId = args.id !== undefined && args.id !== null;
      const hasHandle = args.handle !== undefined && args.handle !== null;
      if (hasId === hasHandle) throw badRequest("Provide exactly one of the arguments handle or id.");
      if (hasHandle) return context.catalog.productByHandle(args.handle!);
      const id = fromGlobalId("Product", args.id!);
      return id === null ? null : context.catalog.productById(id);
    },
    shop: () => ({}),
  },

  Shop: {
    id: () => toGlobalId("Shop", SHOP_ID),
    name: (_shop: unknown, _args: unknown, context: StorefrontContext) => context.brandName,
    paymentSettings: () => ({ countryCode: SHOP_COUNTRY, currencyCode: SHOP_CURRENCY }),
  },

  Product: {
    id: (product: CatalogProduct) => toGlobalId("Product", product.id),
    description: (product: CatalogProduct, args: { truncateAt?: number | null }) =>
      truncateDescription(product.description, args.truncateAt),
    // Stored as the owner wrote it in the product editor; served sanitised (product-html.ts).
    descriptionHtml: (product: CatalogProduct) => sanitizeProductHtml(product.descriptionHtml),
    featuredImage: (product: CatalogProduct) => product.images[0] ?? null,
    images: (product: CatalogProduct, args: ConnectionArgs) => arrayConnection(product.images, args),
    isGiftCard: () => false,
    metafield: async (product: CatalogProduct, args: MetafieldIdentifier, context: StorefrontContext) =>
      findMetafield(await productMetafields(product, [args], context), args),
    metafields: async (product: CatalogProduct, args: { identifiers: MetafieldIdentifier[] }, context: StorefrontContext) => {
      checkIdentifierCount(args.identifiers);
      return findMetafields(await productMetafields(product, args.identifiers, context), args.identifiers);
    },
    options: (product: CatalogProduct, args: { first?: number | null }) =>
      args.first === undefined || args.first === null ? product.options : product.options.slice(0, pageSize({ first: args.first }).first),
    // Everything in the catalogue is published; creation is when it went on sale.
    publishedAt: (product: CatalogProduct) => product.createdAt,
    variantBySelectedOptions: (
      product: CatalogProduct,
      args: { selectedOptions: SelectedOptionInput[]; caseInsensitiveMatch?: boolean | null; ignoreUnknownOptions?: boolean | null },
    ) => variantBySelectedOptions(product, args),
    variants: (product: CatalogProduct, args: ConnectionArgs) => arrayConnection(product.variants, args),
  },

  ProductOption: {
    id: (option: CatalogOption) => toGlobalId("ProductOption", option.id),
  },

  ProductPriceRange: {
    // Conversion keeps order, so the converted minimum is still the cheapest variant's converted price.
    minVariantPrice: (range: PriceRange, _args: unknown, context: StorefrontContext) =>
      context.presentment.money(range.minMinor, range.currencyCode),
    maxVariantPrice: (range: PriceRange, _args: unknown, context: StorefrontContext) =>
      context.presentment.money(range.maxMinor, range.currencyCode),
  },

  MoneyV2: {
    amount: (value: Money) => toDecimalString(value.amountMinor, value.currencyCode),
    currencyCode: (value: Money) => value.currencyCode,
  },

  ProductVariant: {
    id: (variant: CatalogVariant) => toGlobalId("ProductVariant", variant.id),
    price: variantPrice,
    priceV2: variantPrice,
    compareAtPrice: variantCompareAtPrice,
    compareAtPriceV2: variantCompareAtPrice,
    metafield: async (variant: CatalogVariant, args: MetafieldIdentifier, context: StorefrontContext) =>
      findMetafield(await variantMetafields(variant, context), args),
    metafields: async (variant: CatalogVariant, args: { identifiers: MetafieldIdentifier[] }, context: StorefrontContext) => {
      checkIdentifierCount(args.identifiers);
      return findMetafields(await variantMetafields(variant, context), args.identifiers);
    },
    product: (variant: CatalogVariant, _args: unknown, context: StorefrontContext) => context.catalog.productById(variant.productId),
  },

  Image: {
    // An article's picture has no row of its own and takes the article's id, so it has a type of its own.
    id: (image: CatalogImage | ArticleImage) =>
      "articleId" in image ? toGlobalId("ArticleImage", image.id) : toGlobalId("ProductImage", image.id),
    // The store's own drawings carry words, so their URL names the language the page asked for.
    url: (image: CatalogImage, args: { transform?: ImageTransform | null }, context: StorefrontContext) =>
      imageUrl(context.baseUrl, image.src, args.transform, seedImageParams(image.src, context.locale)),
  },

  Metafield: {
    // Product, variant and article metafields live in three tables whose ids overlap; interleaving
    // them keeps every Metafield id unique, as clients may use it as a cache key.
    id: (metafield: CatalogMetafield) =>
      toGlobalId("Metafield", metafield.id * METAFIELD_OWNERS.length + METAFIELD_OWNERS.indexOf(metafield.owner)),
    description: () => null,
  },

  // Nothing returns these interfaces yet; the resolvers keep the schema valid when something does.
  Node: { __resolveType: resolveCatalogType },
  HasMetafields: { __resolveType: resolveCatalogType },
};

function resolveCatalogType(value: object): string | null {
  if ("handle" in value && "variants" in value) return "Product";
  if ("selectedOptions" in value && "priceMinor" in value) return "ProductVariant";
  if ("namespace" in value && "owner" in value) return "Metafield";
  if ("values" in value && "name" in value) return "ProductOption";
  return null;
}
