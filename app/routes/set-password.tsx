import { useSearchParams } from "react-router";
import { accountMeta, TOKEN_PAGE_HEADERS } from "#app/features/account/account-meta.ts";
import { SetPasswordPage } from "#app/features/account/SetPasswordPage.tsx";
import { pageTextsLoader } from "#app/lib/i18n/texts-files.server.ts";
import type { Route } from "./+types/set-password";

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "setPassword.title", { carriesToken: true });
}

export function headers() {
  return TOKEN_PAGE_HEADERS;
}

export const loader = pageTextsLoader(["account"]);

export default function SetPassword() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  return <SetPasswordPage key={token ?? ""} token={token} />;
}
