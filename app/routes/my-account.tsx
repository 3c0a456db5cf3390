import { accountMeta } from "#app/features/account/account-meta.ts";
import { AccountLayout } from "#app/features/account/AccountLayout.tsx";
import { pageTextsLoader } from "#app/lib/i18n/texts-files.server.ts";
import type { Route } from "./+types/my-account";

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "nav.dashboard");
}

/** The sections below have no loaders: their texts come with this one, their data from the browser's session. */
export const loader = pageTextsLoader(["account"]);

export default function MyAccount() {
  return <AccountLayout />;
}
