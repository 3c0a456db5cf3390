import { GuestWithdrawalPage } from "#app/features/returns/GuestWithdrawalPage.tsx";
import { metaTranslator } from "#app/lib/i18n/meta-translator.ts";
import { pageTranslations } from "#app/lib/i18n/page-catalogues.server.ts";
import type { Route } from "./+types/withdrawals.$token";

/** The URL carries the withdrawal's signed token: kept out of indexes, caches and the Referer of what the page loads. */
export function meta({ matches }: Route.MetaArgs) {
  const { t, brand } = metaTranslator(matches);
  return [
    { title: t("account:guestWithdrawal.metaTitle", { brand }) },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}

export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
}

export function loader({ context }: Route.LoaderArgs) {
  return { translations: pageTranslations(context.language, ["account", "orders"]) };
}

export default function GuestWithdrawal({ params }: Route.ComponentProps) {
  return <GuestWithdrawalPage key={params.token} token={params.token} />;
}
