import { WishlistButton } from "#app/features/account/WishlistButton.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { CARD_RATING, cardReviewCount, ProductCard } from "#app/ui/ProductCard.tsx";
import type { ShopProduct } from "./shop-products-query.ts";

export function ShopProductCard({ product, eager, priority }: { product: ShopProduct; eager: boolean; priority: boolean }) {
  const { t } = useTranslation();
  const reviewCount = cardReviewCount(product);
  return (
    <ProductCard
      product={product}
      cornerAction={<WishlistButton handle={product.handle} productTitle={product.title} className="absolute right-3 top-3 z-10" />}
      headingLevel={2}
      imageSizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
      eager={eager}
      priority={priority}
      ratingLabel={t("shop:rating", { rating: CARD_RATING, max: 5 })}
      reviewsLabel={reviewCount > 0 ? t("shop.reviews", { count: reviewCount }) : undefined}
      compareAtLabel={t("product.compareAt")}
    />
  );
}
