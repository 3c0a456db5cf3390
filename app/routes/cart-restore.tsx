import { data } from "react-router";
import {
  CART_RESTORE_PARAM,
  CART_RESTORE_SHIPPING_PARAM,
  parseRestoredLines,
  parseRestoredShipping,
  type Purchase,
} from "#domain/cart-restore";
import { subscriptionType } from "#domain/product-rules";
import { metafieldMap, type MetafieldValue } from "#app/lib/storefront-fragments.ts";
import { CartRestore, type RestorableItem } from "#app/features/cart/CartRestore.tsx";
import { pageTexts } from "#app/lib/i18n/texts-files.server.ts";
import { metaTranslator } from "#app/lib/i18n/meta-translator.ts";
import { PRIVATE_PAGE_HEADERS, loaderHeadersAsIs } from "#app/lib/private-page.server.ts";
import type { Route } from "./+types/cart-restore";

export function meta({ matches }: Route.MetaArgs) {
  const { t, brand } = metaTranslator(matches);
  return [{ title: t("cart-page:restore.meta", { brand }) }, { name: "robots", content: "noindex" }];
}

export const headers = loaderHeadersAsIs;

const RESTORE_QUERY = `#graphql
  query CartRestore($handle: String!) {
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

interface RestoreProduct {
  handle: string;
  title: string;
  images: { nodes: Array<{ small: string }> };
  variants: {
    nodes: Array<{
      id: string;
      title: string;
      availableForSale: boolean;
      price: { amount: string; currencyCode: string };
      image: { small: string } | null;
      metafields: Array<MetafieldValue | null>;
    }>;
  };
}

/**
 * The variants a restore link names (decisions 0114, 0115), as cart lines in the display currency, bought as the
 * variant sells (a subscription variant at its interval); a variant gone from sale (or from the catalogue), or no
 * longer bought the way the link says, is counted as missing. A link the store never wrote restores nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const lines = parseRestoredLines(params.get(CART_RESTORE_PARAM)) ?? [];
  const handles = [...new Set(lines.map((line) => line.handle))];
  const products = new Map<string, RestoreProduct | null>();
  for (const handle of handles) {
    const answer = await context.storefront.query<{ productByHandle: RestoreProduct | null }>(RESTORE_QUERY, { variables: { handle } });
    products.set(handle, answer.productByHandle);
  }
  const items: RestorableItem[] = [];
  for (const line of lines) {
    const product = products.get(line.handle);
    const variant = product?.variants.nodes.find((node) => node.id === `gid://shopify/ProductVariant/${line.variantId}`);
    if (!product || !variant?.availableForSale) continue;
    const interval = subscriptionType({ title: variant.title, metafields: metafieldMap(variant.metafields) });
    const purchase: Purchase = interval ?? "once";
    if (line.purchase !== undefined && line.purchase !== purchase) continue;
    items.push({
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
    });
  }
  return data(
    {
      items,
      missing: lines.length - items.length,
      shippingServiceId: parseRestoredShipping(params.get(CART_RESTORE_SHIPPING_PARAM)),
      translations: pageTexts(context.language, ["cart-page"]),
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export default function CartRestorePage({ loaderData }: Route.ComponentProps) {
  return <CartRestore items={loaderData.items} missing={loaderData.missing} shippingServiceId={loaderData.shippingServiceId} />;
}
