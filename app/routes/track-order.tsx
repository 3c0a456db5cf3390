import { metaTranslator } from "#app/lib/i18n/meta-translator.ts";
import { loaderHeadersAsIs, privatePageTextsLoader } from "#app/lib/private-page.server.ts";
import { TrackOrderPage } from "#app/features/checkout/TrackOrderPage.tsx";
import type { Route } from "./+types/track-order";

export function meta({ matches }: Route.MetaArgs) {
  const { t, brand } = metaTranslator(matches);
  return [{ title: t("orders:meta.track", { brand }) }, { name: "robots", content: "noindex" }];
}

export const headers = loaderHeadersAsIs;
export const loader = privatePageTextsLoader(["orders"]);

export default function TrackOrder() {
  return <TrackOrderPage />;
}
