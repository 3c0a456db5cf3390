import { accountMeta } from "#app/features/account/account-meta.ts";
import { RegisterPage } from "#app/features/account/RegisterPage.tsx";
import { pageTranslations } from "#app/lib/i18n/page-catalogues.server.ts";
import type { Route } from "./+types/register";

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "register.title");
}

export function loader({ context }: Route.LoaderArgs) {
  return { translations: pageTranslations(context.language, ["account"]) };
}

export default function Register() {
  return <RegisterPage />;
}
