import { LinkedOrderPage } from "#app/features/checkout/LinkedOrderPage.tsx";
import { signedUrlHeaders, signedUrlMeta } from "#app/lib/signed-url-meta.ts";
import { pageTextsLoader } from "#app/lib/i18n/texts-files.server.ts";
import type { Route } from "./+types/track-order.$token";

export function meta({ matches }: Route.MetaArgs) {
  return signedUrlMeta(matches, "orders:linked.metaTitle");
}

export const headers = signedUrlHeaders;

export const loader = pageTextsLoader(["orders"]);

export default function LinkedOrder({ params }: Route.ComponentProps) {
  return <LinkedOrderPage key={params.token} token={params.token} />;
}
