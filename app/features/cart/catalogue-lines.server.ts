/**
 * Cart lines named by variant and product (a restore link's, the cart cookie's) as the catalogue has them now, in the
 * page's language and display currency: the name, image and price a product page would put in the cart.
 */
import type { CartItem } from "#domain/cart";
import { subscriptionType } from "#domain/product-rules";
import type { StorefrontClient } from "#app/lib/load-context.ts";
import { metafieldMap, type MetafieldValue, type MoneyV2 } from "#app/lib/storefront-fragments.ts";
import { variantQuote, type VariantQuote } from "./line-quotes.ts";

const LINE_PRODUCT_QUERY = `#graphql
  query CartLineProduct($handle: String!) {
    productByHandle(handle: $handle) {
      handle
      title
      images(first: 1) { nodes { small: url(transform: { maxWidth: 400, preferredContentType: WEBP }) } }
      variants(first: 10) {
        nodes {
          id
          title
          availableForSale
          price { amount currencyCode }
          image { small: url(transform: { maxWidth: 400, preferredContentType: WEBP }) }
          metafields(identifiers: [{ namespace: "custom", key: "subscription" }]) { key value }
        }
      }
    }
  }
`;

interface LineProduct {
  handle: string;
  title: string;
  images: { nodes: Array<{ small: string }> };
  variants: {
    nodes: Array<{
      id: string;
      title: string;
      availableForSale: boolean;
      price: MoneyV2;
      image: { small: string } | null;
      metafields: Array<MetafieldValue | null>;
    }>;
  };
}

export interface AskedLine {
  id: string;
  handle: string;
  quantity: number;
}

export interface CatalogueLine<Asked extends AskedLine> {
  asked: Asked;
  item: CartItem;
  availableForSale: boolean;
  /** How often the variant ships, for a subscription. */
  interval: "monthly" | "quarterly" | undefined;
}

export interface CatalogueLines<Asked extends AskedLine> {
  lines: Array<CatalogueLine<Asked>>;
  /**
   * Every variant of the lines' products as the cart's client asks for them (its subscribe switches, its prices), so a
   * page drawn from these lines is drawn whole the first time (decision 0183).
   */
  quotes: Array<[variantId: string, quote: VariantQuote]>;
}

export async function catalogueLines<Asked extends AskedLine>(
  storefront: StorefrontClient,
  asked: readonly Asked[],
): Promise<CatalogueLines<Asked>> {
  const handles = [...new Set(asked.map((line) => line.handle))];
  const answers = await Promise.all(
    handles.map((handle) => storefront.query<{ productByHandle: LineProduct | null }>(LINE_PRODUCT_QUERY, { variables: { handle } })),
  );
  const products = new Map(handles.map((handle, index) => [handle, answers[index]?.productByHandle ?? null]));
  const lines = asked.flatMap((line) => {
    const product = products.get(line.handle);
    const variant = product?.variants.nodes.find((node) => node.id === line.id);
    if (!product || !variant) return [];
    const interval = subscriptionType({ title: variant.title, metafields: metafieldMap(variant.metafields) });
    const item: CartItem = {
      id: variant.id,
      name: `${product.title} - ${variant.title}`,
      image: variant.image?.small ?? product.images.nodes[0]?.small ?? "",
      price: Number(variant.price.amount),
      currencyCode: variant.price.currencyCode,
      handle: product.handle,
      variant: variant.title,
      isSubscription: interval !== undefined,
      ...(interval ? { subscriptionType: interval } : {}),
      quantity: line.quantity,
    };
    return [{ asked: line, item, availableForSale: variant.availableForSale, interval }];
  });
  const quotes = [...products.values()].flatMap((product) =>
    product
      ? product.variants.nodes.map((variant): [string, VariantQuote] => [variant.id, variantQuote(product.handle, product.title, variant)])
      : [],
  );
  return { lines, quotes };
}
