import { GuestWithdrawalPage } from "#app/features/returns/GuestWithdrawalPage.tsx";
import { signedUrlHeaders, signedUrlMeta } from "#app/lib/signed-url-meta.ts";
import { pageTextsLoader } from "#app/lib/i18n/texts-files.server.ts";
import type { Route } from "./+types/withdrawals.$token";

export function meta({ matches }: Route.MetaArgs) {
  return signedUrlMeta(matches, "account:guestWithdrawal.metaTitle");
}

export const headers = signedUrlHeaders;

export const loader = pageTextsLoader(["account", "orders"]);

export default function GuestWithdrawal({ params }: Route.ComponentProps) {
  return <GuestWithdrawalPage key={params.token} token={params.token} />;
}
