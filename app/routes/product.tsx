import { useTranslation } from "react-i18next";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { GeneralErrorBoundary, ErrorPanel } from "../features/errors/GeneralErrorBoundary.tsx";
import { metaTranslator } from "../features/i18n/meta-translator.ts";
import { DEFAULT_PRODUCT_HANDLE, PRODUCT_QUERY, type ProductPageData } from "../features/product/product-query.ts";
import { ProductView } from "../features/product/ProductView.tsx";
import type { Route } from "./+types/product";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { t, brand } = metaTranslator(matches);
  if (!loaderData) return [{ title: t("errors:productTitle") }];
  const { product } = loaderData;
  return [
    { title: t("product.metaTitle", { title: product.title, brand }) },
    { name: "description", content: product.description.slice(0, 160) },
  ];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const handle = params.handle ?? DEFAULT_PRODUCT_HANDLE;
  const result = await context.storefront.query<ProductPageData>(PRODUCT_QUERY, { variables: { handle } });
  if (!result.productByHandle) throw data({ handle }, { status: 404 });
  return { product: result.productByHandle };
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  // Keyed so that moving to another product starts from its first variant and image.
  return <ProductView key={loaderData.product.id} product={loaderData.product} />;
}

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
