import type { MetaDescriptor } from "react-router";
import { metaTranslator } from "#app/lib/i18n/meta-translator.ts";
import { pageSeoMeta } from "./page-seo.ts";
import { seoContext } from "./seo-context.ts";
import { localizedUrl } from "./seo-urls.ts";
import { breadcrumbJsonLd, productJsonLd, type OfferSource, type ReviewedRating } from "./structured-data.ts";

type Matches = Parameters<typeof metaTranslator>[0];

/** What the product page's data must offer; the product page's own query shape satisfies it. */
export interface SeoProduct {
  handle: string;
  title: string;
  description: string;
  vendor: string;
  images: { nodes: ReadonlyArray<{ large: string }> };
  variants: { nodes: readonly OfferSource[] };
}

export function homeMeta(matches: Matches): MetaDescriptor[] {
  const { t, brand } = metaTranslator(matches);
  return pageSeoMeta(seoContext(matches), {
    path: "/",
    title: t("home:meta.title", { brand }),
    description: t("home:meta.description", { brand }),
  });
}

export function shopMeta(matches: Matches): MetaDescriptor[] {
  const { t, brand } = metaTranslator(matches);
  return pageSeoMeta(seoContext(matches), {
    path: "/shop",
    title: t("shop.metaTitle", { brand }),
    description: t("shop:meta.description", { brand }),
  });
}

/**
 * Every path that shows a product (/products/x, /product/x, /product) names /products/{handle} as
 * canonical, so the three are indexed once.
 */
export function productMeta(matches: Matches, product: SeoProduct, rating?: ReviewedRating | null): MetaDescriptor[] {
  const { t, brand } = metaTranslator(matches);
  const context = seoContext(matches);
  const path = `/products/${product.handle}`;
  const url = localizedUrl(context.origin, path, context.language);
  const images = product.images.nodes.map((image) => image.large);
  return [
    ...pageSeoMeta(context, {
      path,
      title: t("product.metaTitle", { title: product.title, brand }),
      description: product.description,
      image: images[0],
      type: "product",
    }),
    {
      "script:ld+json": productJsonLd(
        { ...product, images, brand: product.vendor || brand, variants: product.variants.nodes },
        url,
        rating,
      ),
    },
    {
      "script:ld+json": breadcrumbJsonLd([
        { name: t("seo:breadcrumb.home"), url: localizedUrl(context.origin, "/", context.language) },
        { name: t("seo:breadcrumb.shop"), url: localizedUrl(context.origin, "/shop", context.language) },
        { name: product.title, url },
      ]),
    },
  ];
}
