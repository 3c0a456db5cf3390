import { useSearchParams } from "react-router";
import { CARD_SETUP_RESULTS, SUBSCRIPTION_LINK_INTENTS } from "#domain/subscription-actions";
import { GuestSubscriptionPage } from "#app/features/subscriptions/GuestSubscriptionPage.tsx";
import { signedUrlHeaders, signedUrlMeta } from "#app/lib/signed-url-meta.ts";
import { pageTextsLoader } from "#app/lib/i18n/texts-files.server.ts";
import type { Route } from "./+types/subscriptions.manage.$token";

export function meta({ matches }: Route.MetaArgs) {
  return signedUrlMeta(matches, "account:subscriptions.metaTitle");
}

export const headers = signedUrlHeaders;

export const loader = pageTextsLoader(["account", "orders"]);

export default function ManageSubscription({ params }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const intent = SUBSCRIPTION_LINK_INTENTS.find((name) => name === searchParams.get("intent")) ?? null;
  const cardSetup = CARD_SETUP_RESULTS.find((result) => result === searchParams.get("card")) ?? null;
  return <GuestSubscriptionPage key={params.token} token={params.token} intent={intent} cardSetup={cardSetup} />;
}
