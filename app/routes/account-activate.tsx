import { accountMeta } from "#app/features/account/account-meta.ts";
import { ActivateRequestPage } from "#app/features/account/ActivateRequestPage.tsx";
import { pageTextsLoader } from "#app/lib/i18n/texts-files.server.ts";
import type { Route } from "./+types/account-activate";

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "activateRequest.title");
}

export const loader = pageTextsLoader(["account"]);

export default function AccountActivate() {
  return <ActivateRequestPage />;
}
