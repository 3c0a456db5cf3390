import { accountMeta } from "#app/features/account/account-meta.ts";
import { LoginPage } from "#app/features/account/LoginPage.tsx";
import { pageTextsLoader } from "#app/lib/i18n/texts-files.server.ts";
import type { Route } from "./+types/login";

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "login.title");
}

export const loader = pageTextsLoader(["account"]);

export default function Login() {
  return <LoginPage />;
}
