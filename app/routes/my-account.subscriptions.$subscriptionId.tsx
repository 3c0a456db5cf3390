import { useSearchParams } from "react-router";
import { CARD_SETUP_RESULTS, SUBSCRIPTION_LINK_INTENTS } from "#domain/subscription-actions";
import { accountMeta } from "#app/features/account/account-meta.ts";
import type { AccountSectionHandle } from "#app/features/account/account-sections.ts";
import { SubscriptionDetailSection } from "#app/features/account/sections/SubscriptionDetailSection.tsx";
import { pageTexts } from "#app/lib/i18n/texts-files.server.ts";
import type { Route } from "./+types/my-account.subscriptions.$subscriptionId";

export const handle: AccountSectionHandle = { accountSection: "subscriptions" };

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "nav.subscriptions");
}

export function loader({ context, params }: Route.LoaderArgs) {
  if (!/^[1-9]\d{0,9}$/.test(params.subscriptionId)) throw new Response("Not Found", { status: 404 });
  return { subscriptionId: Number(params.subscriptionId), translations: pageTexts(context.language, ["orders"]) };
}

export default function AccountSubscription({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const intent = SUBSCRIPTION_LINK_INTENTS.find((name) => name === searchParams.get("intent")) ?? null;
  const cardSetup = CARD_SETUP_RESULTS.find((result) => result === searchParams.get("card")) ?? null;
  return (
    <SubscriptionDetailSection
      key={loaderData.subscriptionId}
      subscriptionId={loaderData.subscriptionId}
      intent={intent}
      cardSetup={cardSetup}
    />
  );
}
