import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { metafieldMap } from "../../lib/storefront-fragments.ts";
import { Price } from "../../ui/Price.tsx";
import { ProductImage } from "../../ui/ProductImage.tsx";
import { Stars } from "../../ui/Stars.tsx";
import type { ShopProduct } from "./shop-products-query.ts";

/** Spec §3: list cards show five stars; the catalogue knows review counts, not averages. */
const RATING = 5;

export function ShopProductCard({ product, eager, priority }: { product: ShopProduct; eager: boolean; priority: boolean }) {
  const { t } = useTranslation();
  const fields = metafieldMap(product.metafields);
  const reviewCount = Number(fields.reviewCount ?? 0) || 0;
  const compareAt = product.compareAtPriceRange.minVariantPrice;

  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition hover:shadow-md">
      <div className="aspect-square bg-brand-soft">
        {product.featuredImage ? (
          <ProductImage
            image={product.featuredImage}
            fallbackAlt={product.title}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            eager={eager}
            priority={priority}
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        {fields.category ? <p className="text-xs font-semibold uppercase tracking-wider text-brand">{fields.category}</p> : null}
        <h2 className="text-xl leading-snug">
          <Link to={`/products/${product.handle}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {product.title}
          </Link>
        </h2>
        {fields.shortDescription ? <p className="text-sm text-muted">{fields.shortDescription}</p> : null}
        <p className="flex items-center gap-2 text-sm text-muted">
          <Stars rating={RATING} label={t("shop:rating", { rating: RATING, max: 5 })} />
          {reviewCount > 0 ? <span>{t("shop.reviews", { count: reviewCount })}</span> : null}
        </p>
        <p className="mt-auto pt-2 text-lg">
          <Price
            price={product.priceRange.minVariantPrice}
            compareAt={Number(compareAt.amount) > 0 ? compareAt : null}
            compareAtLabel={t("product.compareAt")}
          />
        </p>
      </div>
    </article>
  );
}
