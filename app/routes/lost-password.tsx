import { accountMeta } from "#app/features/account/account-meta.ts";
import { LostPasswordPage } from "#app/features/account/LostPasswordPage.tsx";
import { pageTextsLoader } from "#app/lib/i18n/texts-files.server.ts";
import type { Route } from "./+types/lost-password";

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "lostPassword.title");
}

export const loader = pageTextsLoader(["account"]);

export default function LostPassword() {
  return <LostPasswordPage />;
}
