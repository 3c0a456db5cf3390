import { useTranslation } from "#app/lib/i18n/react.tsx";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { GeneralErrorBoundary, ErrorPanel } from "#app/features/errors/GeneralErrorBoundary.tsx";
import { metaTranslator } from "#app/lib/i18n/meta-translator.ts";
import { fallbackProduct } from "#app/features/product/fallback-product.ts";
import { DEFAULT_PRODUCT_HANDLE, PRODUCT_QUERY, type ProductPageData } from "#app/features/product/product-query.ts";
import { splitHtmlOnlyContent, type HtmlOnlyProductContent } from "#app/features/product/product-content.ts";
import { ProductView } from "#app/features/product/ProductView.tsx";
import { useFreeShippingText } from "#app/lib/use-free-shipping.ts";
import { productMeta } from "#app/features/seo/route-meta.ts";
import { ProductSkeleton } from "#app/ui/Skeleton.tsx";
import { pageTexts } from "#app/lib/i18n/texts-files.server.ts";
import { formatBottles, isClaimHidden } from "#domain/store-content";
import type { Route } from "./+types/product";

const PRODUCT_PAGE_NAMESPACES = ["product", "purchase", "seo", "reviews"];

/** The sample product carries all its texts itself: nothing is left to the HTML alone. */
const NOTHING_HTML_ONLY: HtmlOnlyProductContent | null = { metafields: [], mandatory: null };

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { t } = metaTranslator(matches);
  if (!loaderData) return [{ title: t("errors:productTitle") }];
  // AggregateRating only from the store's own reviews, never from the catalogue's review count.
  return productMeta(matches, loaderData.product, loaderData.reviews);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const handle = params.handle ?? DEFAULT_PRODUCT_HANDLE;
  const translations = pageTexts(context.language, PRODUCT_PAGE_NAMESPACES);
  const bottlesSoldRead = bottlesSoldClaim(context);
  let result: ProductPageData;
  try {
    result = await context.storefront.query<ProductPageData>(PRODUCT_QUERY, { variables: { handle } });
  } catch (error) {
    // Spec §8: a failing shop platform shows the sample product, never a 500; the page logs it in the
    // browser's monitoring trail. Not cached, so the real product returns as soon as the platform does.
    const loadError = error instanceof Error ? error.message : String(error);
    return data(
      {
        product: fallbackProduct(handle, context.language),
        loadError,
        translations,
        reviews: null,
        htmlOnly: NOTHING_HTML_ONLY,
        bottlesSold: await bottlesSoldRead,
      },
      { headers: { "Cache-Control": "no-store" } },
    );
  }
  if (!result.productByHandle) throw data({ handle }, { status: 404 });
  // Of the product the query answered, not read again (decision 0061). Secondary data: when the reviews cannot be
  // read the page still renders and the browser asks again.
  // The mandatory information is the law's (decision 0096): awaited, so it is in the HTML before the purchase.
  const [reviews, mandatory] = await Promise.all([
    context.reviews.firstPage(result.productByHandle).catch(() => null),
    context.mandatoryInformation(result.productByHandle.id),
  ]);
  // The texts only the page's script-free sections show go out once, as their HTML (decision 0100).
  const { product, metafields } = splitHtmlOnlyContent(result.productByHandle);
  return {
    product,
    loadError: undefined,
    translations,
    reviews,
    htmlOnly: context.htmlOnly<HtmlOnlyProductContent>("product", { metafields, mandatory }),
    bottlesSold: await bottlesSoldRead,
  };
}

/**
 * The owner's bottles-sold figure for the claims line, as the page's language writes it, or null when the owner
 * hid it (decision 0042) or it cannot be read: a claim is shown only when the store stands behind it.
 */
function bottlesSoldClaim(context: Route.LoaderArgs["context"]): Promise<string | null> {
  return context
    .pageContent("home")
    .then((content) => (isClaimHidden(content.hidden, "stats.bottles") ? null : formatBottles(content.bottlesSold, context.language)))
    .catch(() => null);
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const freeShipping = useFreeShippingText();
  // Keyed so that moving to another product starts from its first variant and image.
  return (
    <ProductView
      key={loaderData.product.id}
      product={loaderData.product}
      loadError={loaderData.loadError}
      reviews={loaderData.reviews}
      htmlOnly={loaderData.htmlOnly}
      bottlesSold={loaderData.bottlesSold}
      freeShipping={freeShipping}
    />
  );
}

export { ProductSkeleton as HydrateFallback };

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <GeneralErrorBoundary />;
  return (
    <ErrorPanel title={t("errors:productTitle")} text={t("errors:productNotFound")}>
      <Link to="/" className="rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark">
        {t("errors:goBack")}
      </Link>
    </ErrorPanel>
  );
}
