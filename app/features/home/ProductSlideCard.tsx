import { WishlistButton } from "#app/features/account/WishlistButton.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { ratingText, shownRating } from "#app/lib/product-rating.ts";
import { metafieldMap } from "#app/lib/storefront-fragments.ts";
import { ProductCard } from "#app/ui/ProductCard.tsx";
import { isForSale, type HomeProduct } from "./home-products-query.ts";

export function ProductSlideCard({ product, eager }: { product: HomeProduct; eager: boolean }) {
  const { t, i18n } = useTranslation("home");
  const shown = shownRating(metafieldMap(product.metafields));
  return (
    <ProductCard
      product={product}
      cornerAction={<WishlistButton handle={product.handle} productTitle={product.title} className="absolute right-3 top-3 z-10" />}
      headingLevel={3}
      imageSizes="(min-width: 1152px) 360px, (min-width: 768px) 31vw, 90vw"
      eager={eager}
      rating={
        shown
          ? {
              stars: shown.rating,
              label: t("carousel.rating", { rating: ratingText(shown.rating, i18n.language) }),
              reviews: t("carousel.reviews", { count: shown.count }),
            }
          : undefined
      }
      compareAtLabel={t("carousel.compareAt")}
      fromLabel={t("common:product.from")}
      unavailableLabel={isForSale(product) ? undefined : t("carousel.unavailable")}
    />
  );
}
