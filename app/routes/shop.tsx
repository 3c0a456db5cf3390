import { useTranslation } from "react-i18next";
import { sortByPriority } from "../../domain/product-priority.ts";
import { metaTranslator } from "../features/i18n/meta-translator.ts";
import { ShopProductCard } from "../features/shop/ShopProductCard.tsx";
import { PRODUCT_LIST_SIZE, SHOP_PRODUCTS_QUERY, type ShopProductsData } from "../features/shop/shop-products-query.ts";
import type { Route } from "./+types/shop";

/** A desktop row holds three cards; their pictures are visible at once, so they are not lazy. */
const ABOVE_THE_FOLD = 3;

export function meta({ matches }: Route.MetaArgs) {
  const { t, brand } = metaTranslator(matches);
  return [{ title: t("shop.metaTitle", { brand }) }, { name: "description", content: t("meta.defaultDescription", { brand }) }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const data = await context.storefront.query<ShopProductsData>(SHOP_PRODUCTS_QUERY, { variables: { first: PRODUCT_LIST_SIZE } });
  return { products: sortByPriority(data.products.nodes) };
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-4xl">{t("shop.title")}</h1>
      <p className="mt-2 text-muted">{t("shop.intro")}</p>
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
