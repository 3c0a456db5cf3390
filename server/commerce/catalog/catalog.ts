/**
 * Reading the catalogue for the storefront. A page of products costs one query to choose the rows
 * (two when a cursor is given) and six to load them, however long the page.
 *
 * Texts fall back to Romanian when the requested language has no row, so a product added in one
 * language is still shown, never blank.
 */
import { isVatClass, type VatClass } from "#domain/vat";
import { and, asc, desc, eq, inArray, isNotNull, lte, sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "#server/db/client";
import { productMandatoryInformation, productTranslations, productVariants, products } from "#server/db/schema";
import { cursorSortKey, decodeProductCursor, encodeProductCursor, type ProductCursor } from "./catalog-cursor.ts";
import { loadMetafields, loadProducts, onSaleSql, publishedSql } from "./catalog-load.ts";
import { isRowId } from "#server/commerce/shared/row-id";
import { parseSearchQuery, type SearchTerm } from "./catalog-search.ts";
import {
  CatalogInputError,
  type CatalogProduct,
  type CatalogVariant,
  type ListProductsParams,
  type ProductPage,
  type ProductSortKey,
} from "./catalog-types.ts";
import type { MetafieldMap } from "#server/commerce/shared/metafields";
import { DEFAULT_LOCALE, type Locale } from "#server/commerce/shared/locale";
import type { LowStockItem } from "#domain/admin/dashboard";
import type { ProductNotification } from "#domain/licences";
import { readTogether } from "#server/db/reads";

export interface Catalog {
  listProducts(params: ListProductsParams): Promise<ProductPage>;
  /** Products found, keyed by id; unknown ids are simply absent. */
  loadProducts(ids: readonly number[], locale: Locale): Promise<Map<number, CatalogProduct>>;
  productByHandle(handle: string, locale: Locale): Promise<CatalogProduct | null>;
  productById(id: number, locale: Locale): Promise<CatalogProduct | null>;
  variantById(id: number, locale: Locale): Promise<CatalogVariant | null>;
  /** Every owner asked for gets a map, empty when it has no metafields. */
  productMetafields(productIds: readonly number[], locale: Locale): Promise<Map<number, MetafieldMap>>;
  variantMetafields(variantIds: readonly number[], locale: Locale): Promise<Map<number, MetafieldMap>>;
  /**
   * Variants with their product and metafields, read inside the caller's transaction (`tx`) so an order
   * is written at the prices it was checked against; unknown ids are absent.
   */
  variantsForSale(variantIds: readonly number[], locale: Locale, tx?: Database): Promise<Map<number, VariantForSale>>;
  /** Tracked variants with `threshold` units or fewer, sold-out first, then the fewest, for the admin's dashboard. */
  lowStock(threshold: number): Promise<LowStockItem[]>;
  /**
   * The published products' handles and titles, oldest first: what the shop's frame (menu, footer, home tiles,
   * error page) may link to, so a draft never leads a shopper to a 404.
   */
  shownProducts(locale: Locale): Promise<ShownProduct[]>;
  /**
   * The published products' notification numbers from their mandatory information, oldest first (ANPC Order 225/2023,
   * decision 0141): what the contact page lists and the checkout shows for the cart's products.
   */
  productNotifications(locale: Locale): Promise<ProductNotification[]>;
}

export interface ShownProduct {
  handle: string;
  title: string;
}

export interface VariantForSale {
  product: CatalogProduct;
  variant: CatalogVariant;
  metafields: MetafieldMap;
  /** What VAT and shipping by destination read (decisions 0055, 0056). */
  vatClass: VatClass;
  weightGrams: number;
  /** The variant whose counted stock this one's deliveries take (a subscription's bottles, decision 0078); null: its own. */
  stockFrom: { variantId: number; quantityAvailable: number | null } | null;
}

const ownTranslation = alias(productTranslations, "own_translation");
const romanianTitle = alias(productTranslations, "romanian_title");
const englishTitle = alias(productTranslations, "english_title");
const fallbackTranslation = alias(productTranslations, "fallback_translation");
const stockSource = alias(productVariants, "stock_source");

/** The product title in the request's language, as list queries filter and sort on it. */
const titleSql = sql`coalesce(${ownTranslation.title}, ${fallbackTranslation.title}, '')`;

type SortValueKind = "integer" | "text" | "timestamp";

interface SortSpec {
  expression: SQL;
  kind: SortValueKind;
}

// BEST_SELLING needs order history and RELEVANCE a ranking; until then both keep the stable ID order.
function effectiveSortKey(sortKey: ProductSortKey): ProductSortKey {
  return sortKey === "BEST_SELLING" || sortKey === "RELEVANCE" ? "ID" : sortKey;
}

// Text sorts lower-case and compare under the "C" collation so that PGlite and every PostgreSQL
// server, whatever its default collation, order rows identically and the keyset comparison agrees
// with the ORDER BY. The price: capitals outside ASCII keep their case and sort after "z".
function textSort(column: SQL | AnyPgColumn): SortSpec {
  return { expression: sql`lower(${column} collate "C")`, kind: "text" };
}

function sortSpec(sortKey: ProductSortKey): SortSpec {
  switch (sortKey) {
    case "TITLE":
      return textSort(titleSql);
    case "VENDOR":
      return textSort(products.vendor);
    case "PRODUCT_TYPE":
      return textSort(products.productType);
    case "CREATED_AT":
      return { expression: sql`${products.createdAt}`, kind: "timestamp" };
    case "UPDATED_AT":
      return { expression: sql`${products.updatedAt}`, kind: "timestamp" };
    case "PRICE":
      return {
        expression: sql`coalesce((select min(${productVariants.priceMinor}) from ${productVariants} where ${productVariants.productId} = ${products.id}), 0)`,
        kind: "integer",
      };
    default:
      return { expression: sql`${products.id}`, kind: "integer" };
  }
}

// Microseconds in UTC: a JS Date would drop them and make the boundary row reappear on the next page.
function printedSortValue({ expression, kind }: SortSpec): SQL<string> {
  return kind === "timestamp"
    ? sql<string>`to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : sql<string>`(${expression})::text`;
}

const INTEGER_VALUE = /^-?\d{1,18}$/;
const TIMESTAMP_VALUE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

// bigint rather than integer: a forged cursor with a huge number must compare, not fail the cast.
function sortValueLiteral(kind: SortValueKind, value: string): SQL {
  if (kind === "integer" && INTEGER_VALUE.test(value)) return sql`${value}::bigint`;
  if (kind === "timestamp" && TIMESTAMP_VALUE.test(value)) return sql`${value}::timestamptz`;
  if (kind === "text") return sql`${value}::text collate "C"`;
  throw new CatalogInputError("Invalid cursor");
}

/** Rows strictly after (or before) the cursor row in ascending (sort value, id) order. */
function keysetCondition(spec: SortSpec, cursor: ProductCursor, comparison: ">" | "<" | ">=" | "<="): SQL {
  return sql`(${spec.expression}, ${products.id}) ${sql.raw(comparison)} (${sortValueLiteral(spec.kind, cursor.value)}, ${cursor.id}::bigint)`;
}

function likePattern(value: string, { prefix }: { prefix: boolean }): string {
  const escaped = value.replace(/[\\%_]/g, (character) => `\\${character}`);
  return prefix ? `${escaped}%` : `%${escaped}%`;
}

function textMatches(column: SQL, value: string, prefix: boolean): SQL {
  return prefix ? sql`${column} ilike ${likePattern(value, { prefix: true })}` : sql`lower(${column}) = lower(${value})`;
}

function tagCondition(value: string, prefix: boolean): SQL {
  const match = prefix ? sql`tag ilike ${likePattern(value, { prefix: true })}` : sql`lower(tag) = lower(${value})`;
  return sql`exists (select 1 from unnest(${products.tags}) as tags(tag) where ${match})`;
}

function searchCondition(term: SearchTerm): SQL {
  switch (term.kind) {
    case "word":
      return sql`${titleSql} ilike ${likePattern(term.value, { prefix: false })}`;
    case "available": {
      const available = sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${onSaleSql})`;
      return term.value ? available : sql`not ${available}`;
    }
    case "field":
      switch (term.field) {
        case "handle":
          return textMatches(sql`${products.handle}`, term.value, term.prefix);
        case "vendor":
          return textMatches(sql`${products.vendor}`, term.value, term.prefix);
        case "product_type":
          return textMatches(sql`${products.productType}`, term.value, term.prefix);
        case "tag":
          return tagCondition(term.value, term.prefix);
        case "tag_not":
          return sql`not ${tagCondition(term.value, term.prefix)}`;
        case "title":
          return sql`${titleSql} ilike ${likePattern(term.value, { prefix: false })}`;
      }
  }
}

export function createCatalog(db: Database): Catalog {
  /** Product ids with their printed sort value, joined to the title rows that titleSql reads. */
  function selectProducts(locale: Locale, spec: SortSpec) {
    return db
      .select({ id: products.id, sortValue: printedSortValue(spec) })
      .from(products)
      .leftJoin(ownTranslation, and(eq(ownTranslation.productId, products.id), eq(ownTranslation.locale, locale)))
      .leftJoin(fallbackTranslation, and(eq(fallbackTranslation.productId, products.id), eq(fallbackTranslation.locale, DEFAULT_LOCALE)))
      .$dynamic();
  }

  async function anyRow(locale: Locale, spec: SortSpec, conditions: SQL[]): Promise<boolean> {
    const rows = await selectProducts(locale, spec)
      .where(and(...conditions))
      .limit(1);
    return rows.length > 0;
  }

  async function listProducts(params: ListProductsParams): Promise<ProductPage> {
    const { locale } = params;
    if ((params.first === undefined) === (params.last === undefined)) {
      throw new CatalogInputError("Exactly one of first and last is required");
    }
    const backward = params.last !== undefined;
    const count = (backward ? params.last : params.first) ?? 0;
    if (!Number.isSafeInteger(count) || count < 0) throw new CatalogInputError("The page size must be a non-negative integer");

    const sortKey = effectiveSortKey(params.sortKey ?? "ID");
    const spec = sortSpec(sortKey);
    const filters = parseSearchQuery(params.query).map(searchCondition);
    const issuedFor = cursorSortKey(sortKey, locale);
    const after = params.after ? decodeProductCursor(params.after, issuedFor) : undefined;
    const before = params.before ? decodeProductCursor(params.before, issuedFor) : undefined;

    // "Later in the list" is a greater (sort value, id) in ascending lists and a smaller one when
    // reversed. Reading `last` rows scans the list from its end and flips them afterwards.
    const ascendingList = !params.reverse;
    const later = (inclusive: boolean) => (ascendingList ? (inclusive ? ">=" : ">") : inclusive ? "<=" : "<");
    const earlier = (inclusive: boolean) => (ascendingList ? (inclusive ? "<=" : "<") : inclusive ? ">=" : ">");
    const conditions = [publishedSql, ...filters];
    if (after) conditions.push(keysetCondition(spec, after, later(false)));
    if (before) conditions.push(keysetCondition(spec, before, earlier(false)));

    const direction = ascendingList !== backward ? asc : desc;
    const rows = await selectProducts(locale, spec)
      .where(and(...conditions))
      .orderBy(direction(spec.expression), direction(products.id))
      .limit(count + 1);
    const overflow = rows.length > count;
    const page = rows.slice(0, count);
    if (backward) page.reverse();

    const [loaded, itemsOutside] = await Promise.all([
      loadProducts(
        db,
        page.map((row) => row.id),
        locale,
      ),
      // Only a cursor can leave rows on the side the page was not read towards.
      backward
        ? before
          ? anyRow(locale, spec, [publishedSql, ...filters, keysetCondition(spec, before, later(true))])
          : false
        : after
          ? anyRow(locale, spec, [publishedSql, ...filters, keysetCondition(spec, after, earlier(true))])
          : false,
    ]);
    // A product deleted between the two queries is left out rather than failing the page.
    const kept = page.filter((row) => loaded.has(row.id));
    return {
      products: kept.map((row) => loaded.get(row.id)!),
      cursors: kept.map((row) => encodeProductCursor({ sortKey: issuedFor, value: row.sortValue, id: row.id })),
      hasNextPage: backward ? itemsOutside : overflow,
      hasPreviousPage: backward ? overflow : itemsOutside,
    };
  }

  return {
    listProducts,
    loadProducts: (ids, locale) => loadProducts(db, ids, locale),
    productByHandle: async (handle, locale) => {
      const [row] = await db.select({ id: products.id }).from(products).where(eq(products.handle, handle)).limit(1);
      if (!row) return null;
      return (await loadProducts(db, [row.id], locale)).get(row.id) ?? null;
    },
    productById: async (id, locale) => {
      if (!isRowId(id)) return null;
      return (await loadProducts(db, [id], locale)).get(id) ?? null;
    },
    variantById: async (id, locale) => {
      if (!isRowId(id)) return null;
      const [row] = await db
        .select({ productId: productVariants.productId })
        .from(productVariants)
        .where(eq(productVariants.id, id))
        .limit(1);
      if (!row) return null;
      const product = (await loadProducts(db, [row.productId], locale)).get(row.productId);
      return product?.variants.find((variant) => variant.id === id) ?? null;
    },
    productMetafields: (productIds, locale) => loadMetafields(db, "Product", productIds, locale),
    variantMetafields: (variantIds, locale) => loadMetafields(db, "ProductVariant", variantIds, locale),
    async variantsForSale(variantIds, locale, tx = db) {
      const ids = variantIds.filter(isRowId);
      if (ids.length === 0) return new Map();
      const rows = await tx
        .select({
          id: productVariants.id,
          productId: productVariants.productId,
          weightGrams: productVariants.weightGrams,
          vatClass: products.vatClass,
          stockFromVariantId: productVariants.stockFromVariantId,
          stockFromQuantity: stockSource.stockQuantity,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .leftJoin(stockSource, eq(stockSource.id, productVariants.stockFromVariantId))
        .where(inArray(productVariants.id, ids));
      const [productsById, metafieldsByVariant] = await readTogether(tx, [
        () => loadProducts(tx, [...new Set(rows.map((row) => row.productId))], locale),
        () => loadMetafields(tx, "ProductVariant", ids, locale),
      ]);
      const found = new Map<number, VariantForSale>();
      for (const row of rows) {
        const product = productsById.get(row.productId);
        const variant = product?.variants.find((candidate) => candidate.id === row.id);
        if (product && variant)
          found.set(row.id, {
            product,
            variant,
            metafields: metafieldsByVariant.get(row.id) ?? new Map(),
            vatClass: isVatClass(row.vatClass) ? row.vatClass : "standard",
            weightGrams: row.weightGrams,
            stockFrom:
              row.stockFromVariantId === null ? null : { variantId: row.stockFromVariantId, quantityAvailable: row.stockFromQuantity },
          });
      }
      return found;
    },
    async shownProducts(locale) {
      return db
        .select({ handle: products.handle, title: sql<string>`${titleSql}` })
        .from(products)
        .leftJoin(ownTranslation, and(eq(ownTranslation.productId, products.id), eq(ownTranslation.locale, locale)))
        .leftJoin(fallbackTranslation, and(eq(fallbackTranslation.productId, products.id), eq(fallbackTranslation.locale, DEFAULT_LOCALE)))
        .where(publishedSql)
        .orderBy(asc(products.createdAt), asc(products.id));
    },

    async productNotifications(locale) {
      const rows = await db
        .select({
          handle: products.handle,
          title: sql<string>`${titleSql}`,
          number: productMandatoryInformation.notificationNumber,
          authority: productMandatoryInformation.notificationAuthority,
          date: productMandatoryInformation.notificationDate,
          sample: productMandatoryInformation.sample,
        })
        .from(products)
        .leftJoin(ownTranslation, and(eq(ownTranslation.productId, products.id), eq(ownTranslation.locale, locale)))
        .leftJoin(fallbackTranslation, and(eq(fallbackTranslation.productId, products.id), eq(fallbackTranslation.locale, DEFAULT_LOCALE)))
        .leftJoin(productMandatoryInformation, eq(productMandatoryInformation.productId, products.id))
        .where(publishedSql)
        .orderBy(asc(products.createdAt), asc(products.id));
      // The seed's notifications are invented (decision 0127): as on the product page, none is shown until replaced.
      return rows.map(({ sample, ...row }) =>
        sample !== false
          ? { ...row, number: "", authority: "", date: null }
          : { ...row, number: row.number ?? "", authority: row.authority ?? "" },
      );
    },

    async lowStock(threshold) {
      const rows = await db
        .select({
          variantId: productVariants.id,
          sku: productVariants.sku,
          productHandle: products.handle,
          stockQuantity: productVariants.stockQuantity,
          ro: romanianTitle.title,
          en: englishTitle.title,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .leftJoin(romanianTitle, and(eq(romanianTitle.productId, products.id), eq(romanianTitle.locale, "ro")))
        .leftJoin(englishTitle, and(eq(englishTitle.productId, products.id), eq(englishTitle.locale, "en")))
        .where(and(isNotNull(productVariants.stockQuantity), lte(productVariants.stockQuantity, threshold)))
        .orderBy(asc(productVariants.stockQuantity), asc(products.handle), asc(productVariants.position));
      return rows.map(({ ro, en, stockQuantity, ...row }) => ({
        ...row,
        stockQuantity: stockQuantity ?? 0,
        title: { ro: ro ?? en ?? row.productHandle, en: en ?? ro ?? row.productHandle },
      }));
    },
  };
}
