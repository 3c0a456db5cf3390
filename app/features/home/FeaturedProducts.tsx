import { Suspense } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { Await, Link } from "react-router";
import { secondaryLink } from "#app/features/brand-pages/link-styles.ts";
import type { HomeProductsResult } from "./home-products-query.ts";
import { HomeSection } from "./HomeSection.tsx";
import { ProductCarousel, ProductCarouselSkeleton } from "./ProductCarousel.tsx";

/**
 * The product carousel's section: the products as the page came with them, or, when they were late, streamed in
 * after the page with card-sized placeholders meanwhile.
 */
export function FeaturedProducts({ products }: { products: HomeProductsResult | Promise<HomeProductsResult> }) {
  const { t } = useTranslation("home");
  return (
    <HomeSection id="products" title={t("carousel.title")} intro={t("carousel.intro")} band>
      <Suspense fallback={<ProductCarouselSkeleton />}>
        <Await resolve={products}>{(result) => <ProductCarousel result={result} />}</Await>
      </Suspense>
      <p className="mt-8 text-center">
        <Link to="/shop" className={secondaryLink}>
          {t("carousel.viewAll")}
        </Link>
      </p>
    </HomeSection>
  );
}
