import { tokenPageHeaders, tokenPageMeta } from "#app/features/account/account-meta.ts";
import { ConfirmEmailPage } from "#app/features/account/ConfirmEmailPage.tsx";
import { SearchTokenPage } from "#app/features/account/SearchTokenPage.tsx";
import { pageTextsLoader } from "#app/lib/i18n/texts-files.server.ts";

export const meta = tokenPageMeta("confirmEmail.title");
export const headers = tokenPageHeaders;
export const loader = pageTextsLoader(["account"]);

export default function AccountConfirmEmail() {
  return <SearchTokenPage page={ConfirmEmailPage} />;
}
