import { accountMeta } from "#app/features/account/account-meta.ts";
import type { AccountSectionHandle } from "#app/features/account/account-sections.ts";
import { SubscriptionsSection } from "#app/features/account/sections/SubscriptionsSection.tsx";
import type { Route } from "./+types/my-account.subscriptions";

export const handle: AccountSectionHandle = { accountSection: "subscriptions", visitorsWelcome: true };

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "nav.subscriptions");
}

export default function AccountSubscriptions() {
  return <SubscriptionsSection />;
}
