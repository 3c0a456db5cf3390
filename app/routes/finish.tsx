import { FinishPage } from "#app/features/checkout/FinishPage.tsx";
import { CheckoutErrorBoundary } from "#app/features/errors/CheckoutErrorBoundary.tsx";
import { signedUrlMeta } from "#app/lib/signed-url-meta.ts";
import { loaderHeadersAsIs, privatePageTextsLoader } from "#app/lib/private-page.server.ts";
import type { Route } from "./+types/finish";

export function meta({ matches }: Route.MetaArgs) {
  return signedUrlMeta(matches, "checkout:meta.finish");
}

export const headers = loaderHeadersAsIs;
export const loader = privatePageTextsLoader(["checkout", "orders"]);

export default function Finish() {
  return <FinishPage />;
}

export { CheckoutErrorBoundary as ErrorBoundary };
