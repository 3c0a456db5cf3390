import { accountMeta } from "#app/features/account/account-meta.ts";
import { LostPasswordPage } from "#app/features/account/LostPasswordPage.tsx";
import { pageTranslations } from "#app/lib/i18n/page-catalogues.server.ts";
import type { Route } from "./+types/lost-password";

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "lostPassword.title");
}

export function loader({ context }: Route.LoaderArgs) {
  return { translations: pageTranslations(context.language, ["account"]) };
}

export default function LostPassword() {
  return <LostPasswordPage />;
}
