import { useSearchParams } from "react-router";
import { CARD_SETUP_RESULTS, SUBSCRIPTION_LINK_INTENTS } from "#domain/subscription-actions";
import { GuestSubscriptionPage } from "#app/features/subscriptions/GuestSubscriptionPage.tsx";
import { metaTranslator } from "#app/lib/i18n/meta-translator.ts";
import { pageTranslations } from "#app/lib/i18n/page-catalogues.server.ts";
import type { Route } from "./+types/subscriptions.manage.$token";

/** The URL carries the subscription's signed token: kept out of indexes, caches and the Referer of what the page loads. */
export function meta({ matches }: Route.MetaArgs) {
  const { t, brand } = metaTranslator(matches);
  return [
    { title: t("account:subscriptions.metaTitle", { brand }) },
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

export default function ManageSubscription({ params }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const intent = SUBSCRIPTION_LINK_INTENTS.find((name) => name === searchParams.get("intent")) ?? null;
  const cardSetup = CARD_SETUP_RESULTS.find((result) => result === searchParams.get("card")) ?? null;
  return <GuestSubscriptionPage key={params.token} token={params.token} intent={intent} cardSetup={cardSetup} />;
}
