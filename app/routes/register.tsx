import { accountMeta } from "#app/features/account/account-meta.ts";
import { RegisterPage } from "#app/features/account/RegisterPage.tsx";
import { pageTextsLoader } from "#app/lib/i18n/texts-files.server.ts";
import type { Route } from "./+types/register";

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "register.title");
}

export const loader = pageTextsLoader(["account"]);

export default function Register() {
  return <RegisterPage />;
}
