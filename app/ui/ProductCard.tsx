import type { ReactNode } from "react";
import { Link } from "react-router";
import { metafieldMap, type MetafieldValue, type MoneyV2, type ResponsiveImage } from "#app/lib/storefront-fragments.ts";
import { Price } from "./Price.tsx";
import { ProductImage } from "./ProductImage.tsx";
import { Stars } from "./Stars.tsx";

/** What a product card reads; the shop's and the home carousel's queries both provide it. */
export interface ProductCardData {
  handle: string;
  title: string;
  featuredImage: ResponsiveImage | null;
  priceRange: { minVariantPrice: MoneyV2; maxVariantPrice: MoneyV2 };
  compareAtPriceRange: { minVariantPrice: MoneyV2 };
  metafields: ReadonlyArray<MetafieldValue | null>;
}

interface ProductCardProps {
  product: ProductCardData;
  headingLevel: 2 | 3;
  /** The card's image width in the layout that shows it, for `sizes`. */
  imageSizes: string;
  eager: boolean;
  priority?: boolean;
  /** The stars, their label and the pluralised count ("12 reviews"); absent for a product without reviews. */
  rating?: { stars: number; label: string; reviews: string };
  compareAtLabel: string;
  /** "from": shown before the lowest price when the options cost different amounts. */
  fromLabel: string;
  /** Set when the product cannot be bought: shown over a greyed picture. */
  unavailableLabel?: string;
  /** A control placed over the picture (the wishlist heart), above the card-wide link so it is its own control. */
  cornerAction?: ReactNode;
}

/** The product tile of the shop and the home carousel: the whole card is one link to the product page. */
export function ProductCard({
  product,
  headingLevel,
  imageSizes,
  eager,
  priority,
  rating,
  compareAtLabel,
  fromLabel,
  unavailableLabel,
  cornerAction,
}: ProductCardProps) {
  const fields = metafieldMap(product.metafields);
  const { minVariantPrice, maxVariantPrice } = product.priceRange;
  // Several prices: the lowest is marked "from", and no compare-at is shown, since the lowest
  // compare-at may belong to another option than the lowest price.
  const pricesDiffer = Number(maxVariantPrice.amount) > Number(minVariantPrice.amount);
  const compareAt = product.compareAtPriceRange.minVariantPrice;
  const Heading = headingLevel === 2 ? "h2" : "h3";

  return (
    // The title's link covers the whole card, so the card shows its focus (drawn inside, where no carousel clips it).
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:-outline-offset-3 has-[a:focus-visible]:outline-brand">
      <div className="relative aspect-square bg-brand-soft">
        {product.featuredImage ? (
          <ProductImage
            image={product.featuredImage}
            fallbackAlt={product.title}
            sizes={imageSizes}
            eager={eager}
            priority={priority}
            className={`h-full w-full object-cover ${unavailableLabel ? "opacity-60 grayscale" : ""}`}
          />
        ) : null}
        {unavailableLabel ? (
          <p className="absolute inset-x-0 top-1/2 mx-auto w-fit -translate-y-1/2 rounded-full bg-ink/85 px-5 py-2 text-sm font-semibold uppercase tracking-wider text-white">
            {unavailableLabel}
          </p>
        ) : null}
        {cornerAction}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        {fields.category ? <p className="text-xs font-semibold uppercase tracking-wider text-brand">{fields.category}</p> : null}
        <Heading className="text-xl leading-snug">
          <Link to={`/products/${product.handle}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {product.title}
          </Link>
        </Heading>
        {rating ? (
          <p className="flex items-center gap-2 text-sm text-muted">
            <Stars rating={rating.stars} label={rating.label} />
            <span>{rating.reviews}</span>
          </p>
        ) : null}
        {fields.shortDescription ? <p className="line-clamp-3 text-sm text-muted">{fields.shortDescription}</p> : null}
        <p className="mt-auto pt-2 text-lg">
          <Price
            price={minVariantPrice}
            compareAt={!pricesDiffer && Number(compareAt.amount) > 0 ? compareAt : null}
            compareAtLabel={compareAtLabel}
            fromLabel={pricesDiffer ? fromLabel : undefined}
          />
        </p>
      </div>
    </article>
  );
}
