import { useSearchParams } from "react-router";
import { accountMeta, TOKEN_PAGE_HEADERS } from "#app/features/account/account-meta.ts";
import { VerifyMagicLinkPage } from "#app/features/account/VerifyMagicLinkPage.tsx";
import { pageTextsLoader } from "#app/lib/i18n/texts-files.server.ts";
import type { Route } from "./+types/verify-magic-link";

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "magic.title", { carriesToken: true });
}

export function headers() {
  return TOKEN_PAGE_HEADERS;
}

export const loader = pageTextsLoader(["account"]);

export default function VerifyMagicLink() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  return <VerifyMagicLinkPage key={token ?? ""} token={token} />;
}
