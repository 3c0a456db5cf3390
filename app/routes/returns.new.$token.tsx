import { GuestReturnPage } from "#app/features/returns/GuestReturnPage.tsx";
import { signedUrlHeaders, signedUrlMeta } from "#app/lib/signed-url-meta.ts";
import { pageTextsLoader } from "#app/lib/i18n/texts-files.server.ts";
import type { Route } from "./+types/returns.new.$token";

export function meta({ matches }: Route.MetaArgs) {
  return signedUrlMeta(matches, "account:guestReturn.metaTitle");
}

export const headers = signedUrlHeaders;

export const loader = pageTextsLoader(["account", "orders"]);

export default function GuestReturn({ params }: Route.ComponentProps) {
  return <GuestReturnPage key={params.token} token={params.token} />;
}
