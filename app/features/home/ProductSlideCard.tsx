import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { metafieldMap } from "../../lib/storefront-fragments.ts";
import { Price } from "../../ui/Price.tsx";
import { ProductImage } from "../../ui/ProductImage.tsx";
import { Stars } from "../../ui/Stars.tsx";
import { isForSale, type HomeProduct } from "./home-products-query.ts";

/** Spec §3: list cards show five stars; the catalogue knows review counts, not averages. */
const RATING = 5;

export function ProductSlideCard({ product, eager }: { product: HomeProduct; eager: boolean }) {
  const { t } = useTranslation("home");
  const fields = metafieldMap(product.metafields);
  const reviewCount = Number(fields.reviewCount ?? 0) || 0;
  const compareAt = product.compareAtPriceRange.minVariantPrice;
  const forSale = isForSale(product);

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition hover:shadow-md">
      <div className="relative aspect-square bg-brand-soft">
        {product.featuredImage ? (
          <ProductImage
            image={product.featuredImage}
            fallbackAlt={product.title}
            sizes="(min-width: 1152px) 360px, (min-width: 768px) 31vw, 90vw"
            eager={eager}
            className={`h-full w-full object-cover ${forSale ? "" : "opacity-60 grayscale"}`}
          />
        ) : null}
        {forSale ? null : (
          <p className="absolute inset-x-0 top-1/2 mx-auto w-fit -translate-y-1/2 rounded-full bg-ink/85 px-5 py-2 text-sm font-semibold uppercase tracking-wider text-white">
            {t("carousel.unavailable")}
          </p>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        {fields.category ? <p className="text-xs font-semibold uppercase tracking-wider text-brand">{fields.category}</p> : null}
        <h3 className="text-xl leading-snug">
          <Link to={`/products/${product.handle}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {product.title}
          </Link>
        </h3>
        <p className="flex items-center gap-2 text-sm text-muted">
          <Stars rating={RATING} label={t("carousel.rating", { rating: RATING })} />
          {reviewCount > 0 ? <span>{t("carousel.reviews", { count: reviewCount })}</span> : null}
        </p>
        {fields.shortDescription ? <p className="line-clamp-2 text-sm text-muted">{fields.shortDescription}</p> : null}
        <p className="mt-auto pt-2 text-lg">
          <Price
            price={product.priceRange.minVariantPrice}
            compareAt={Number(compareAt.amount) > 0 ? compareAt : null}
            compareAtLabel={t("carousel.compareAt")}
          />
        </p>
      </div>
    </article>
  );
}
