import { tokenPageHeaders, tokenPageMeta } from "#app/features/account/account-meta.ts";
import { SetPasswordPage } from "#app/features/account/SetPasswordPage.tsx";
import { SearchTokenPage } from "#app/features/account/SearchTokenPage.tsx";
import { pageTextsLoader } from "#app/lib/i18n/texts-files.server.ts";

export const meta = tokenPageMeta("setPassword.title");
export const headers = tokenPageHeaders;
export const loader = pageTextsLoader(["account"]);

export default function SetPassword() {
  return <SearchTokenPage page={SetPasswordPage} />;
}
