import { tokenPageHeaders, tokenPageMeta } from "#app/features/account/account-meta.ts";
import { VerifyMagicLinkPage } from "#app/features/account/VerifyMagicLinkPage.tsx";
import { SearchTokenPage } from "#app/features/account/SearchTokenPage.tsx";
import { pageTextsLoader } from "#app/lib/i18n/texts-files.server.ts";

export const meta = tokenPageMeta("magic.title");
export const headers = tokenPageHeaders;
export const loader = pageTextsLoader(["account"]);

export default function VerifyMagicLink() {
  return <SearchTokenPage page={VerifyMagicLinkPage} />;
}
