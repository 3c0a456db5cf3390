import { tokenPageMeta } from "#app/features/account/account-meta.ts";
import { signedUrlHeaders } from "#app/lib/signed-url-meta.ts";
import { ActivateAccountPage } from "#app/features/account/ActivateAccountPage.tsx";
import { pageTextsLoader } from "#app/lib/i18n/texts-files.server.ts";
import type { Route } from "./+types/account-activate-token";

export const meta = tokenPageMeta("activate.title");
// Its one-time token never outlives its use: not stored, not sent on as a Referer.
export const headers = signedUrlHeaders;
export const loader = pageTextsLoader(["account"]);

export default function AccountActivateToken({ params }: Route.ComponentProps) {
  // Keyed so that following a second link on the same page starts afresh.
  return <ActivateAccountPage key={`${params.id}/${params.token}`} id={params.id} token={params.token} />;
}
