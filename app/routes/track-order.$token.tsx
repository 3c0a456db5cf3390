import { LinkedOrderPage } from "#app/features/checkout/LinkedOrderPage.tsx";
import { metaTranslator } from "#app/lib/i18n/meta-translator.ts";
import { pageTranslations } from "#app/lib/i18n/page-catalogues.server.ts";
import type { Route } from "./+types/track-order.$token";

/** The URL carries the order's signed token: kept out of indexes, caches and the Referer of what the page loads. */
export function meta({ matches }: Route.MetaArgs) {
  const { t, brand } = metaTranslator(matches);
  return [
    { title: t("orders:linked.metaTitle", { brand }) },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}

export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
}

export function loader({ context }: Route.LoaderArgs) {
  return { translations: pageTranslations(context.language, ["orders"]) };
}

export default function LinkedOrder({ params }: Route.ComponentProps) {
  return <LinkedOrderPage key={params.token} token={params.token} />;
}
