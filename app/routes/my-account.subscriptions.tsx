import { accountMeta } from "#app/features/account/account-meta.ts";
import type { AccountSectionHandle } from "#app/features/account/account-sections.ts";
import { SubscriptionsSection } from "#app/features/account/sections/SubscriptionsSection.tsx";
import { pageTextsLoader } from "#app/lib/i18n/texts-files.server.ts";
import type { Route } from "./+types/my-account.subscriptions";

export const handle: AccountSectionHandle = { accountSection: "subscriptions", visitorsWelcome: true };

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "nav.subscriptions");
}

/** The orders' texts (a delivery's status) come with this section; the subscriptions from the browser's session. */
export const loader = pageTextsLoader(["orders"]);

export default function AccountSubscriptions() {
  return <SubscriptionsSection />;
}
