import { accountMeta } from "#app/features/account/account-meta.ts";
import { ActivateRequestPage } from "#app/features/account/ActivateRequestPage.tsx";
import { pageTranslations } from "#app/lib/i18n/page-catalogues.server.ts";
import type { Route } from "./+types/account-activate";

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "activateRequest.title");
}

export function loader({ context }: Route.LoaderArgs) {
  return { translations: pageTranslations(context.language, ["account"]) };
}

export default function AccountActivate() {
  return <ActivateRequestPage />;
}
