import { WishlistButton } from "#app/features/account/WishlistButton.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { CARD_RATING, cardReviewCount, ProductCard } from "#app/ui/ProductCard.tsx";
import { isForSale, type HomeProduct } from "./home-products-query.ts";

export function ProductSlideCard({ product, eager }: { product: HomeProduct; eager: boolean }) {
  const { t } = useTranslation("home");
  const reviewCount = cardReviewCount(product);
  return (
    <ProductCard
      product={product}
      cornerAction={<WishlistButton handle={product.handle} productTitle={product.title} className="absolute right-3 top-3 z-10" />}
      headingLevel={3}
      imageSizes="(min-width: 1152px) 360px, (min-width: 768px) 31vw, 90vw"
      eager={eager}
      ratingLabel={t("carousel.rating", { rating: CARD_RATING })}
      reviewsLabel={reviewCount > 0 ? t("carousel.reviews", { count: reviewCount }) : undefined}
      compareAtLabel={t("carousel.compareAt")}
      unavailableLabel={isForSale(product) ? undefined : t("carousel.unavailable")}
    />
  );
}
