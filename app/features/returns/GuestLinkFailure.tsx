import { useTranslation } from "#app/lib/i18n/react.tsx";
import { LinkLoadFailure } from "#app/ui/LinkLoadFailure.tsx";
import { failureText } from "#app/ui/forms/messages.ts";
import type { SignedLinkRead } from "#app/ui/use-signed-link-read.ts";

/**
 * A guest's return or withdrawal link that could not be read: the server's own words for a link it no longer knows,
 * with the way back to tracking by number and email; otherwise `failedKey`'s sentence and a retry.
 */
export function GuestLinkFailure({
  page,
  failedKey,
  onRetry,
}: {
  page: Extract<SignedLinkRead<unknown>, { status: "failed" }>;
  failedKey: "guestReturn.failed" | "guestWithdrawal.failed";
  onRetry: () => void;
}) {
  const { t } = useTranslation("account");
  return (
    <LinkLoadFailure
      message={page.gone ? failureText(page.result, t, { rejected: failedKey, unavailable: failedKey }) : t(failedKey)}
      otherWay={page.gone ? { to: "/track-order", label: t("guestWithdrawal.trackInstead") } : null}
      retryLabel={t("guestWithdrawal.retry")}
      onRetry={onRetry}
    />
  );
}
