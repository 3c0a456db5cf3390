/**
 * The product feeds (issue 67 item 4, decision 0147): every published variant sold once, at a price, as an item of
 * Google Merchant Center's RSS 2.0 feed, Meta's catalogue CSV and Compari's (Árukereső family) XML, in one language.
 *
 * - A subscription is not an item: it is a delivery plan, not a product at a price a comparison site or a catalogue
 *   can show, and neither Google nor Meta has a field for a food supplement's recurring plan; its product page shows it.
 * - The texts are the product page's (its title and description), checked by the claims checker (decision 0097) in
 *   the feed's language: an item whose texts it refuses is left out and counted, never sent.
 * - `price` is what the shopper pays with VAT; during a running reduction (decision 0140) it is the prior price and
 *   `sale_price` today's. The 3-pack's saving against three bottles is a reference, never a reduction: no sale price.
 * - Shipping is the Romanian zone's cheapest service for that item alone, free from the zone's threshold.
 */
import { stringify } from "csv-stringify/sync";
import { and, eq, inArray } from "drizzle-orm";
import { checkClaims } from "#domain/claims-check";
import { SHOP_CURRENCY } from "#domain/currency";
import type { Language } from "#domain/locale";
import { shippingFor } from "#domain/pricing";
import {
  FEED_CAMPAIGN,
  FEED_LIMITS,
  feedId,
  feedPrice,
  type FeedAvailability,
  type FeedChannel,
  SUPPLEMENTS_GOOGLE_CATEGORY,
} from "#domain/product-feeds";
import { isSubscriptionVariant, isThreePack, THREE_PACK_BOTTLES } from "#domain/product-rules";
import { type ShippingZones, zoneFor } from "#domain/shipping-zones";
import { HOME_COUNTRY } from "#domain/vat";
import { xmlText } from "#domain/xml-text";
import type { Database } from "#server/db/client";
import { productVariants, variantMetafields } from "#server/db/schema";
import type { Catalog } from "./catalog.ts";
import type { CatalogProduct, CatalogVariant } from "./catalog-types.ts";

/** The Storefront API's largest page, read until the catalogue ends. */
const PAGE_SIZE = 250;
/** The picture every channel can fetch: a JPEG 1200 px wide (Google suggests at least 800 px; it takes no SVG). */
const IMAGE_WIDTH = 1200;

export interface FeedShipping {
  country: string;
  service: string;
  priceMinor: number;
}

/** One variant as every feed says it; each renderer writes the fields its channel names. */
export interface FeedItem {
  id: string;
  itemGroupId: string;
  title: string;
  description: string;
  /** The product page, absolute, with the channel's campaign tags and the feed's language. */
  link: string;
  imageLink: string;
  availability: FeedAvailability;
  /** With VAT; the prior price during a running reduction. */
  priceMinor: number;
  /** Today's price during a running reduction (decision 0140); else null. */
  salePriceMinor: number | null;
  currencyCode: string;
  brand: string;
  gtin: string | null;
  productType: string;
  googleProductCategory: string | null;
  /** How many identical bottles the store packs together (Google's `multipack`); null for one. */
  multipack: number | null;
  shipping: FeedShipping | null;
  /** The days a parcel takes, as the cheapest service says it. */
  deliveryTime: string | null;
}

export interface FeedContents {
  items: FeedItem[];
  /** Items left out because the claims checker refused their texts. */
  withheld: number;
}

export interface FeedOptions {
  channel: FeedChannel;
  language: Language;
}

export interface ProductFeeds {
  contents(options: FeedOptions): Promise<FeedContents>;
  /** The feed's document and how many items it left out. */
  render(options: FeedOptions): Promise<{ body: string; contentType: string; withheld: number }>;
}

export interface ProductFeedPorts {
  db: Database;
  catalog: Catalog;
  baseUrl: string;
  /** The store's name, as its pages and emails say it: the Google feed's title. */
  storeName: string;
  /** The shipping zones in force (settings). */
  zones: () => Promise<ShippingZones>;
}

/** The product page's words as plain text, one space between blocks, within the feed's limit. */
function plainText(text: string, limit: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= limit ? flat : `${flat.slice(0, limit - 1).trimEnd()}…`;
}

function productLink(baseUrl: string, handle: string, channel: FeedChannel, language: Language): string {
  const url = new URL(`/products/${encodeURIComponent(handle)}`, baseUrl);
  if (language !== "ro") url.searchParams.set("lng", language);
  url.searchParams.set("utm_source", FEED_CAMPAIGN[channel].utmSource);
  url.searchParams.set("utm_medium", FEED_CAMPAIGN[channel].utmMedium);
  url.searchParams.set("utm_campaign", "product_feed");
  return url.href;
}

function imageLink(baseUrl: string, variant: CatalogVariant, product: CatalogProduct, language: Language): string | null {
  const image = variant.image ?? product.images[0];
  if (!image) return null;
  const url = new URL(`/images/${image.src}`, baseUrl);
  url.searchParams.set("width", String(IMAGE_WIDTH));
  url.searchParams.set("format", "jpg");
  url.searchParams.set("lang", language);
  return url.href;
}

/**
 * The cheapest service of the home zone for this item alone, as checkout would charge it (`shippingFor`), free from the
 * zone's threshold. The feed is in lei and holds no exchange rates: a threshold in another currency counts as none.
 */
function homeShipping(zones: ShippingZones, valueRonMinor: number, weightGrams: number, language: Language) {
  const zone = zoneFor(HOME_COUNTRY, zones);
  if (!zone) return null;
  const freeFromMinor = zone.freeFrom?.currencyCode === SHOP_CURRENCY ? zone.freeFrom.amountMinor : null;
  let best: { service: string; priceMinor: number; deliveryTime: string } | null = null;
  for (const service of zone.services) {
    const charge = shippingFor(
      { service, weightGrams, freeFromMinor, toCharged: (amountRonMinor) => amountRonMinor },
      { discountedValueMinor: valueRonMinor, discountedValueRonMinor: valueRonMinor, subscriptionShipsFree: false },
    );
    if (charge === null) continue;
    if (!best || charge.amountRonMinor < best.priceMinor)
      best = { service: service.name[language], priceMinor: charge.amountRonMinor, deliveryTime: service.deliveryTime[language] };
  }
  return (
    best && { shipping: { country: HOME_COUNTRY, service: best.service, priceMinor: best.priceMinor }, deliveryTime: best.deliveryTime }
  );
}

export function createProductFeeds({ db, catalog, baseUrl, storeName, zones }: ProductFeedPorts): ProductFeeds {
  async function publishedProducts(language: Language): Promise<CatalogProduct[]> {
    const all: CatalogProduct[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await catalog.listProducts({ locale: language, first: PAGE_SIZE, ...(after ? { after } : {}) });
      all.push(...page.products);
      if (!page.hasNextPage) return all;
      after = page.cursors.at(-1);
    }
  }

  /** GTINs, weights and the `subscription` flag the catalogue's read model does not carry. */
  async function variantExtras(variantIds: number[]) {
    if (variantIds.length === 0)
      return { rows: new Map<number, { gtin: string | null; weightGrams: number }>(), subscriptions: new Set<number>() };
    const [rows, flags] = await Promise.all([
      db
        .select({ id: productVariants.id, gtin: productVariants.gtin, weightGrams: productVariants.weightGrams })
        .from(productVariants)
        .where(inArray(productVariants.id, variantIds)),
      db
        .select({ variantId: variantMetafields.variantId, value: variantMetafields.value })
        .from(variantMetafields)
        .where(and(inArray(variantMetafields.variantId, variantIds), eq(variantMetafields.key, "subscription"))),
    ]);
    return {
      rows: new Map(rows.map((row) => [row.id, { gtin: row.gtin, weightGrams: row.weightGrams }])),
      subscriptions: new Set(flags.filter((flag) => flag.value.trim().toLowerCase() === "true").map((flag) => flag.variantId)),
    };
  }

  async function contents({ channel, language }: FeedOptions): Promise<FeedContents> {
    const [products, zonesNow] = await Promise.all([publishedProducts(language), zones()]);
    const extras = await variantExtras(products.flatMap((product) => product.variants.map((variant) => variant.id)));
    const items: FeedItem[] = [];
    let withheld = 0;
    for (const product of products) {
      const title = plainText(product.title, FEED_LIMITS.title);
      const description = plainText(product.description, FEED_LIMITS.description);
      const refused =
        checkClaims([
          { field: "title", text: product.title, language },
          { field: "description", text: product.description, language },
        ]).length > 0;
      for (const variant of product.variants) {
        const subscription = isSubscriptionVariant({
          title: variant.title,
          metafields: extras.subscriptions.has(variant.id) ? { subscription: "true" } : {},
        });
        if (subscription) continue;
        if (refused) {
          withheld += 1;
          continue;
        }
        const image = imageLink(baseUrl, variant, product, language);
        if (!image) continue;
        const extra = extras.rows.get(variant.id);
        const reduction = variant.reduction;
        const multipack = isThreePack(variant) ? THREE_PACK_BOTTLES : null;
        const home = homeShipping(zonesNow, variant.priceMinor, extra?.weightGrams ?? 0, language);
        const variantTitle = product.variants.length > 1 ? `${product.title} — ${variant.title}` : product.title;
        items.push({
          id: feedId(variant.sku),
          itemGroupId: feedId(product.handle),
          title: variantTitle.length <= FEED_LIMITS.title ? variantTitle : title,
          description,
          link: productLink(baseUrl, product.handle, channel, language),
          imageLink: image,
          availability: variant.availableForSale ? "in_stock" : "out_of_stock",
          priceMinor: reduction ? reduction.priorPriceMinor : variant.priceMinor,
          salePriceMinor: reduction ? variant.priceMinor : null,
          currencyCode: variant.currencyCode,
          brand: product.vendor,
          gtin: extra?.gtin ?? null,
          productType: product.productType,
          googleProductCategory: product.kind === "supplement" ? SUPPLEMENTS_GOOGLE_CATEGORY : null,
          multipack,
          shipping: home?.shipping ?? null,
          deliveryTime: home?.deliveryTime ?? null,
        });
      }
    }
    return { items, withheld };
  }

  return {
    contents,
    async render(options) {
      const { items, withheld } = await contents(options);
      const channel = { baseUrl, storeName, language: options.language };
      switch (options.channel) {
        case "google":
          return { body: googleFeedXml(items, channel), contentType: "application/xml; charset=utf-8", withheld };
        case "meta":
          return { body: metaFeedCsv(items), contentType: "text/csv; charset=utf-8", withheld };
        case "compari":
          return { body: compariFeedXml(items), contentType: "application/xml; charset=utf-8", withheld };
      }
    },
  };
}

function element(name: string, value: string | number | null): string[] {
  return value === null ? [] : [`<${name}>${xmlText(String(value))}</${name}>`];
}

/** The feed's own title, as Merchant Center lists it beside the owner's other feeds. */
const channelTitle = (storeName: string, language: Language) => `${storeName} — ${language === "ro" ? "produse" : "products"}`;

/** Google Merchant Center's RSS 2.0 feed with the `g:` namespace (support.google.com/merchants/answer/7052112). */
export function googleFeedXml(items: readonly FeedItem[], channel: { baseUrl: string; storeName: string; language: Language }): string {
  const entries = items.map((item) =>
    [
      "<item>",
      ...element("g:id", item.id),
      ...element("g:item_group_id", item.itemGroupId),
      ...element("title", item.title),
      ...element("description", item.description),
      ...element("link", item.link),
      ...element("g:image_link", item.imageLink),
      ...element("g:availability", item.availability),
      ...element("g:price", feedPrice(item.priceMinor, item.currencyCode)),
      ...element("g:sale_price", item.salePriceMinor === null ? null : feedPrice(item.salePriceMinor, item.currencyCode)),
      ...element("g:brand", item.brand),
      ...(item.gtin ? element("g:gtin", item.gtin) : element("g:identifier_exists", "no")),
      ...element("g:condition", "new"),
      ...element("g:product_type", item.productType),
      ...element("g:google_product_category", item.googleProductCategory),
      ...element("g:multipack", item.multipack),
      ...(item.multipack === null ? [] : element("g:is_bundle", "no")),
      ...(item.shipping
        ? [
            "<g:shipping>",
            ...element("g:country", item.shipping.country),
            ...element("g:service", item.shipping.service),
            ...element("g:price", feedPrice(item.shipping.priceMinor, "RON")),
            "</g:shipping>",
          ]
        : []),
      "</item>",
    ].join(""),
  );
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">`,
    "<channel>",
    ...element("title", channelTitle(channel.storeName, channel.language)),
    ...element("link", new URL("/", channel.baseUrl).href),
    ...element("description", channelTitle(channel.storeName, channel.language)),
    ...entries,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** Meta's catalogue columns (Commerce Manager's data feed: id, title, description, availability, condition, price…). */
export const META_FEED_COLUMNS = [
  "id",
  "title",
  "description",
  "availability",
  "condition",
  "price",
  "sale_price",
  "link",
  "image_link",
  "brand",
  "gtin",
  "item_group_id",
  "product_type",
  "google_product_category",
  "shipping",
] as const;

/** Meta's availability words: "in stock" / "out of stock" with a space. */
const META_AVAILABILITY: Record<FeedAvailability, string> = { in_stock: "in stock", out_of_stock: "out of stock" };

export function metaFeedCsv(items: readonly FeedItem[]): string {
  const rows = items.map((item) => ({
    id: item.id,
    title: item.title,
    description: item.description,
    availability: META_AVAILABILITY[item.availability],
    condition: "new",
    price: feedPrice(item.priceMinor, item.currencyCode),
    sale_price: item.salePriceMinor === null ? "" : feedPrice(item.salePriceMinor, item.currencyCode),
    link: item.link,
    image_link: item.imageLink,
    brand: item.brand,
    gtin: item.gtin ?? "",
    item_group_id: item.itemGroupId,
    product_type: item.productType,
    google_product_category: item.googleProductCategory ?? "",
    // Meta's shipping column: country:region:service:price, the region empty for the whole country.
    shipping: item.shipping
      ? `${item.shipping.country}::${item.shipping.service.replace(/:/g, " ")}:${feedPrice(item.shipping.priceMinor, "RON")}`
      : "",
  }));
  return stringify(rows, { header: true, columns: [...META_FEED_COLUMNS] });
}

/**
 * Compari.ro's feed, the Árukereső family's XML format: `<products><product>` with identifier, manufacturer, name,
 * category, product_url, price (with VAT, in lei), image_url, description, delivery_time, delivery_cost and
 * ean_code. It takes no sale price: `price` is what the shopper pays today.
 */
export function compariFeedXml(items: readonly FeedItem[]): string {
  const entries = items
    .filter((item) => item.availability === "in_stock")
    .map((item) =>
      [
        "<product>",
        ...element("identifier", item.id),
        ...element("manufacturer", item.brand),
        ...element("name", item.title),
        ...element("category", item.productType),
        ...element("product_url", item.link),
        ...element("price", ((item.salePriceMinor ?? item.priceMinor) / 100).toFixed(2)),
        ...element("image_url", item.imageLink),
        ...element("description", item.description),
        ...element("delivery_time", item.deliveryTime),
        ...element("delivery_cost", item.shipping ? (item.shipping.priceMinor / 100).toFixed(2) : null),
        ...element("ean_code", item.gtin),
        "</product>",
      ].join(""),
    );
  return [`<?xml version="1.0" encoding="UTF-8"?>`, "<products>", ...entries, "</products>", ""].join("\n");
}
