import { data } from "react-router";
import { FinishPage } from "#app/features/checkout/FinishPage.tsx";
import { CheckoutErrorBoundary } from "#app/features/errors/CheckoutErrorBoundary.tsx";
import { signedUrlMeta } from "#app/lib/signed-url-meta.ts";
import { pageTexts } from "#app/lib/i18n/texts-files.server.ts";
import type { Route } from "./+types/finish";

export function meta({ matches }: Route.MetaArgs) {
  return signedUrlMeta(matches, "checkout:meta.finish");
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function loader({ context }: Route.LoaderArgs) {
  return data({ translations: pageTexts(context.language, ["checkout", "orders"]) }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function Finish() {
  return <FinishPage />;
}

export { CheckoutErrorBoundary as ErrorBoundary };
