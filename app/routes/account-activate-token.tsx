import { tokenPageHeaders, tokenPageMeta } from "#app/features/account/account-meta.ts";
import { ActivateAccountPage } from "#app/features/account/ActivateAccountPage.tsx";
import { pageTextsLoader } from "#app/lib/i18n/texts-files.server.ts";
import type { Route } from "./+types/account-activate-token";

export const meta = tokenPageMeta("activate.title");
export const headers = tokenPageHeaders;
export const loader = pageTextsLoader(["account"]);

export default function AccountActivateToken({ params }: Route.ComponentProps) {
  // Keyed so that following a second link on the same page starts afresh.
  return <ActivateAccountPage key={`${params.id}/${params.token}`} id={params.id} token={params.token} />;
}
