import { useSearchParams } from "react-router";
import { accountMeta, TOKEN_PAGE_HEADERS } from "#app/features/account/account-meta.ts";
import { ConfirmEmailPage } from "#app/features/account/ConfirmEmailPage.tsx";
import { pageTextsLoader } from "#app/lib/i18n/texts-files.server.ts";
import type { Route } from "./+types/account-confirm-email";

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "confirmEmail.title", { carriesToken: true });
}

export function headers() {
  return TOKEN_PAGE_HEADERS;
}

export const loader = pageTextsLoader(["account"]);

export default function AccountConfirmEmail() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  return <ConfirmEmailPage key={token ?? ""} token={token} />;
}
