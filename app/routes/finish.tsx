import { data } from "react-router";
import { FinishPage } from "#app/features/checkout/FinishPage.tsx";
import { CheckoutErrorBoundary } from "#app/features/errors/CheckoutErrorBoundary.tsx";
import { metaTranslator } from "#app/lib/i18n/meta-translator.ts";
import { pageTranslations } from "#app/lib/i18n/page-catalogues.server.ts";
import type { Route } from "./+types/finish";

export function meta({ matches }: Route.MetaArgs) {
  const { t, brand } = metaTranslator(matches);
  // The URL carries a signed payment result: no index, and no Referer to whatever the page links to.
  return [
    { title: t("checkout:meta.finish", { brand }) },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function loader({ context }: Route.LoaderArgs) {
  return data(
    { translations: pageTranslations(context.language, ["checkout", "orders"]) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function Finish() {
  return <FinishPage />;
}

export { CheckoutErrorBoundary as ErrorBoundary };
