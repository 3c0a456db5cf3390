import { useTranslation } from "#app/lib/i18n/react.tsx";
import { loadShopProducts } from "#app/features/shop/load-shop-products.ts";
import { ShopFailureNotice } from "#app/features/shop/ShopFailureNotice.tsx";
import { ShopProductCard } from "#app/features/shop/ShopProductCard.tsx";
import { shopMeta } from "#app/features/seo/route-meta.ts";
import { pageTexts } from "#app/lib/i18n/texts-files.server.ts";
import type { Route } from "./+types/shop";

/** A desktop row holds three cards; their pictures are visible at once, so they are not lazy. */
const ABOVE_THE_FOLD = 3;

export function meta({ matches }: Route.MetaArgs) {
  return shopMeta(matches);
}

export async function loader({ context }: Route.LoaderArgs) {
  const products = await loadShopProducts(context.storefront, context.language);
  return { ...products, translations: pageTexts(context.language, ["shop", "seo"]) };
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-4xl">{t("shop.title")}</h1>
      <p className="mt-2 text-muted">{t("shop.intro")}</p>
      {loaderData.failure ? <ShopFailureNotice failure={loaderData.failure} /> : null}
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.products.map((product, index) => (
          <li key={product.id}>
            <ShopProductCard product={product} eager={index < ABOVE_THE_FOLD} priority={index === 0} />
          </li>
        ))}
      </ul>
    </div>
  );
}
