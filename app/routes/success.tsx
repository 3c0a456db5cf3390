import { data } from "react-router";
import { SuccessPage } from "#app/features/checkout/SuccessPage.tsx";
import { CheckoutErrorBoundary } from "#app/features/errors/CheckoutErrorBoundary.tsx";
import { metaTranslator } from "#app/lib/i18n/meta-translator.ts";
import { pageTexts } from "#app/lib/i18n/texts-files.server.ts";
import type { Route } from "./+types/success";

export function meta({ matches }: Route.MetaArgs) {
  const { t, brand } = metaTranslator(matches);
  return [{ title: t("checkout:meta.success", { brand }) }, { name: "robots", content: "noindex, nofollow" }];
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function loader({ context }: Route.LoaderArgs) {
  return data({ translations: pageTexts(context.language, ["checkout", "orders"]) }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function Success() {
  return <SuccessPage />;
}

export { CheckoutErrorBoundary as ErrorBoundary };
