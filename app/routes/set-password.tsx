import { tokenPageMeta } from "#app/features/account/account-meta.ts";
import { signedUrlHeaders } from "#app/lib/signed-url-meta.ts";
import { SetPasswordPage } from "#app/features/account/SetPasswordPage.tsx";
import { SearchTokenPage } from "#app/features/account/SearchTokenPage.tsx";
import { pageTextsLoader } from "#app/lib/i18n/texts-files.server.ts";

export const meta = tokenPageMeta("setPassword.title");
// Its one-time token never outlives its use: not stored, not sent on as a Referer.
export const headers = signedUrlHeaders;
export const loader = pageTextsLoader(["account"]);

export default function SetPassword() {
  return <SearchTokenPage page={SetPasswordPage} />;
}
