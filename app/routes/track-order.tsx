import { data } from "react-router";
import { metaTranslator } from "#app/lib/i18n/meta-translator.ts";
import { pageTexts } from "#app/lib/i18n/texts-files.server.ts";
import { TrackOrderPage } from "#app/features/checkout/TrackOrderPage.tsx";
import type { Route } from "./+types/track-order";

export function meta({ matches }: Route.MetaArgs) {
  const { t, brand } = metaTranslator(matches);
  return [{ title: t("orders:meta.track", { brand }) }, { name: "robots", content: "noindex" }];
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function loader({ context }: Route.LoaderArgs) {
  return data({ translations: pageTexts(context.language, ["orders"]) }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function TrackOrder() {
  return <TrackOrderPage />;
}
