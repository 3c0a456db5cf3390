import { WishlistButton } from "#app/features/account/WishlistButton.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { ratingText, shownRating } from "#app/lib/product-rating.ts";
import { metafieldMap } from "#app/lib/storefront-fragments.ts";
import { ProductCard } from "#app/ui/ProductCard.tsx";
import type { ShopProduct } from "./shop-products-query.ts";

export function ShopProductCard({ product, eager, priority }: { product: ShopProduct; eager: boolean; priority: boolean }) {
  const { t, i18n } = useTranslation();
  const shown = shownRating(metafieldMap(product.metafields));
  return (
    <ProductCard
      product={product}
      cornerAction={<WishlistButton handle={product.handle} productTitle={product.title} className="absolute right-3 top-3 z-10" />}
      headingLevel={2}
      imageSizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
      eager={eager}
      priority={priority}
      rating={
        shown
          ? {
              stars: shown.rating,
              label: t("shop:rating", { rating: ratingText(shown.rating, i18n.language), max: 5 }),
              reviews: t("shop.reviews", { count: shown.count }),
            }
          : undefined
      }
      compareAtLabel={t("product.compareAt")}
      fromLabel={t("product.from")}
    />
  );
}
