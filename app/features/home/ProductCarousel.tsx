import { useId } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { SkeletonBlock } from "#app/ui/Skeleton.tsx";
import { useCarousel } from "#app/ui/use-carousel.ts";
import { useMediaQuery } from "#app/ui/use-media-query.ts";
import type { HomeProduct, HomeProductsResult } from "./home-products-query.ts";
import { ProductSlideCard } from "./ProductSlideCard.tsx";
import { HomeCarouselControls } from "./HomeCarouselControls.tsx";

/** Spec "Product carousel": 3 slides from 768 px up, 1 below, a new view every 4 s. */
const WIDE_QUERY = "(min-width: 768px)";
const WIDE_PER_VIEW = 3;
const INTERVAL_MS = 4000;

/** Slide widths come from CSS, so the server's HTML is right at every width before any script runs. */
const SLIDE_WIDTH = "w-full shrink-0 px-2 md:w-1/3";

export function ProductCarousel({ result }: { result: HomeProductsResult }) {
  if (result.status === "error") return <ProductCarouselError message={result.message} />;
  return <LoadedCarousel products={result.products} />;
}

function LoadedCarousel({ products }: { products: HomeProduct[] }) {
  const { t } = useTranslation("home");
  const trackId = useId();
  // The server guesses desktop; at index 0 both layouts show the same first slides, so nothing moves.
  const wide = useMediaQuery(WIDE_QUERY, true);
  const carousel = useCarousel({ count: products.length, perView: wide ? WIDE_PER_VIEW : 1, intervalMs: INTERVAL_MS });
  const offset = (carousel.index * 100) / carousel.visible;

  return (
    <div {...carousel.rootProps} aria-label={t("carousel.label")}>
      <div className="-mx-2 overflow-hidden" {...carousel.swipeHandlers}>
        <div
          id={trackId}
          {...carousel.liveRegionProps}
          className="flex motion-safe:transition-transform motion-safe:duration-500 motion-safe:ease-out"
          style={{ transform: `translateX(-${offset}%)` }}
        >
          {products.map((product, slide) => (
            <div
              key={product.id}
              className={SLIDE_WIDTH}
              {...carousel.getSlideProps(slide, t("carousel.slide", { index: slide + 1, total: products.length }))}
            >
              <ProductSlideCard product={product} eager={slide === 0} />
            </div>
          ))}
        </div>
      </div>
      <HomeCarouselControls carousel={carousel} controls={trackId} previous={t("carousel.previous")} next={t("carousel.next")} />
    </div>
  );
}

/** While the products are on their way: the cards' shapes, at the cards' size, so nothing moves when they land. */
export function ProductCarouselSkeleton() {
  const { t } = useTranslation("home");
  return (
    <div>
      <p role="status" className="sr-only">
        {t("carousel.loading")}
      </p>
      <div aria-busy="true" className="-mx-2 flex overflow-hidden">
        {[0, 1, 2].map((card) => (
          <div key={card} className={`${SLIDE_WIDTH} ${card > 0 ? "hidden md:block" : ""}`}>
            <div className="overflow-hidden rounded-2xl border border-line bg-white">
              <SkeletonBlock className="aspect-square rounded-none" />
              <div className="flex flex-col gap-3 p-5">
                <SkeletonBlock className="h-3 w-24" />
                <SkeletonBlock className="h-6 w-3/4" />
                <SkeletonBlock className="h-4 w-32" />
                <SkeletonBlock className="h-4 w-full" />
                <SkeletonBlock className="mt-2 h-6 w-20" />
              </div>
            </div>
          </div>
        ))}
      </div>
      <div className="mt-6 h-11" />
    </div>
  );
}

function ProductCarouselError({ message }: { message: string }) {
  const { t } = useTranslation("home");
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-2xl border border-line bg-white p-8 text-center">
      <p className="font-serif text-2xl text-ink">{t("carousel.empty")}</p>
      <p className="mt-3 text-muted">
        {t("carousel.errorLabel")} {message}
      </p>
      {import.meta.env.DEV ? (
        <div className="mt-6 rounded-xl bg-brand-soft p-5 text-left text-sm">
          <p className="font-semibold text-brand-dark">{t("carousel.devTipsTitle")}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-ink">
            <li>{t("carousel.devTips.server")}</li>
            <li>{t("carousel.devTips.graphql")}</li>
            <li>{t("carousel.devTips.data")}</li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
