import type { ResponsiveImage } from "#app/lib/storefront-fragments.ts";

/** A product picture in three widths; the browser picks the one its layout needs. */
export function ProductImage({
  image,
  sizes,
  fallbackAlt,
  priority = false,
  eager = priority,
  className,
}: {
  image: ResponsiveImage;
  sizes: string;
  fallbackAlt: string;
  /** The largest above-the-fold picture: fetched first. */
  priority?: boolean;
  /** Visible without scrolling: not lazy-loaded. */
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      src={image.medium}
      srcSet={`${image.small} 400w, ${image.medium} 800w, ${image.large} 1200w`}
      sizes={sizes}
      alt={image.altText ?? fallbackAlt}
      width={image.width ?? 800}
      height={image.height ?? 800}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      className={className}
    />
  );
}
