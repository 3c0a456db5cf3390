import { data } from "react-router";
import { CheckoutPage } from "#app/features/checkout/CheckoutPage.tsx";
import { CheckoutErrorBoundary } from "#app/features/errors/CheckoutErrorBoundary.tsx";
import { metaTranslator } from "#app/lib/i18n/meta-translator.ts";
import { pageTexts } from "#app/lib/i18n/texts-files.server.ts";
import { loaderHeadersAsIs, PRIVATE_PAGE_HEADERS } from "#app/lib/private-page.server.ts";
import { CheckoutSkeleton } from "#app/ui/Skeleton.tsx";
import type { Route } from "./+types/checkout";

export function meta({ matches }: Route.MetaArgs) {
  const { t, brand } = metaTranslator(matches);
  return [{ title: t("checkout:meta.checkout", { brand }) }, { name: "robots", content: "noindex, nofollow" }];
}

export const headers = loaderHeadersAsIs;

/**
 * The cart and the order are the shopper's own: the page brings its texts and the version of the terms it links
 * to, which the order sends back (decision 0052), and is never stored.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return data(
    {
      translations: pageTexts(context.language, ["checkout", "orders"]),
      termsVersion: await context.termsVersion(),
      /** The products' notification numbers, of which the licences block shows those in the cart (decision 0141). */
      notifications: await context.productNotifications(),
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage notifications={loaderData.notifications} />;
}

export { CheckoutSkeleton as HydrateFallback };

export { CheckoutErrorBoundary as ErrorBoundary };
