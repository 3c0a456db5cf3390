import { useCallback } from "react";
import type { CustomerReturn } from "#domain/customer-returns";
import { Spinner } from "#app/ui/Spinner.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { apiCall } from "#app/lib/rest-client.ts";
import { callResult, type CallResult } from "#app/lib/server-calls.ts";
import { GuestLinkFailure } from "./GuestLinkFailure.tsx";
import { LazyReturnDetails, usePreloadReturnDetails } from "./LazyReturnDetails.tsx";
import { SignedLinkPage } from "#app/ui/SignedLinkPage.tsx";
import { useSignedLinkRead } from "#app/ui/use-signed-link-read.ts";

async function readLinkedWithdrawal(token: string): Promise<CallResult<{ return: CustomerReturn }>> {
  return callResult(
    await apiCall("GET", `/api/withdrawal-links/${encodeURIComponent(token)}`, {
      referrerPolicy: "no-referrer",
    }),
  );
}

// A withdrawal has no photos; nothing here can read one.
const noPhotos = async () => null;

/**
 * `/withdrawals/{token}`: the page a withdrawal email's signed link opens (decision 0075), so a guest, who has no
 * account, sees what their withdrawal did and where its refund stands. It shows only the withdrawal; the order's
 * number leads to guest tracking, which asks the email again.
 */
export function GuestWithdrawalPage({ token }: { token: string }) {
  const { t } = useTranslation("account");
  usePreloadReturnDetails();
  const { page, setPage, retry } = useSignedLinkRead(token, readLinkedWithdrawal);

  const changed = useCallback((item: CustomerReturn) => setPage({ status: "ready", data: { return: item } }), [setPage]);

  let content: React.ReactNode;
  if (page.status === "loading") content = <Spinner label={t("guestWithdrawal.loading")} />;
  else if (page.status === "failed") {
    content = <GuestLinkFailure page={page} failedKey="guestWithdrawal.failed" onRetry={retry} />;
  } else
    content = (
      <LazyReturnDetails
        item={page.data.return}
        loadPhoto={noPhotos}
        onChanged={changed}
        orderHref={`/track-order?order=${page.data.return.orderNumber}`}
      />
    );

  return (
    <SignedLinkPage title={t("guestWithdrawal.title")} intro={t("guestWithdrawal.intro")}>
      {content}
    </SignedLinkPage>
  );
}
