import { data } from "react-router";
import {
  CART_RESTORE_PARAM,
  CART_RESTORE_SHIPPING_PARAM,
  parseRestoredLines,
  parseRestoredShipping,
  type Purchase,
} from "#domain/cart-restore";
import { CartRestore, type RestorableItem } from "#app/features/cart/CartRestore.tsx";
import { catalogueLines } from "#app/features/cart/catalogue-lines.server.ts";
import { pageTexts } from "#app/lib/i18n/texts-files.server.ts";
import { metaTranslator } from "#app/lib/i18n/meta-translator.ts";
import { PRIVATE_PAGE_HEADERS, loaderHeadersAsIs } from "#app/lib/private-page.server.ts";
import type { Route } from "./+types/cart-restore";

export function meta({ matches }: Route.MetaArgs) {
  const { t, brand } = metaTranslator(matches);
  return [{ title: t("cart-page:restore.meta", { brand }) }, { name: "robots", content: "noindex" }];
}

export const headers = loaderHeadersAsIs;

/**
 * The variants a restore link names (decisions 0114, 0115), as cart lines in the display currency, bought as the
 * variant sells (a subscription variant at its interval); a variant gone from sale (or from the catalogue), or no
 * longer bought the way the link says, is counted as missing. A link the store never wrote restores nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const lines = parseRestoredLines(params.get(CART_RESTORE_PARAM)) ?? [];
  const { lines: found } = await catalogueLines(
    context.storefront,
    lines.map((line) => ({ ...line, id: `gid://shopify/ProductVariant/${line.variantId}` })),
  );
  const items: RestorableItem[] = found.flatMap(({ asked, item, availableForSale, interval }) => {
    const purchase: Purchase = interval ?? "once";
    return availableForSale && (asked.purchase === undefined || asked.purchase === purchase) ? [item] : [];
  });
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
