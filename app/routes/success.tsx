import { SuccessPage } from "#app/features/checkout/SuccessPage.tsx";
import { CheckoutErrorBoundary } from "#app/features/errors/CheckoutErrorBoundary.tsx";
import { metaTranslator } from "#app/lib/i18n/meta-translator.ts";
import { loaderHeadersAsIs, privatePageTextsLoader } from "#app/lib/private-page.server.ts";
import type { Route } from "./+types/success";

export function meta({ matches }: Route.MetaArgs) {
  const { t, brand } = metaTranslator(matches);
  return [{ title: t("checkout:meta.success", { brand }) }, { name: "robots", content: "noindex, nofollow" }];
}

export const headers = loaderHeadersAsIs;
export const loader = privatePageTextsLoader(["checkout", "orders"]);

export default function Success() {
  return <SuccessPage />;
}

export { CheckoutErrorBoundary as ErrorBoundary };
