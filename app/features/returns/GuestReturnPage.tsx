import { useCallback, useState } from "react";
import type { CustomerReturn, EligibleReturnOrder, ReturnQuoteView, ReturnRequestBody } from "#domain/customer-returns";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { apiCall } from "#app/lib/rest-client.ts";
import { callResult, type CallResult } from "#app/lib/server-calls.ts";
import { SignedLinkPage } from "#app/ui/SignedLinkPage.tsx";
import { Spinner } from "#app/ui/Spinner.tsx";
import { useSignedLinkRead } from "#app/ui/use-signed-link-read.ts";
import { GuestLinkFailure } from "./GuestLinkFailure.tsx";
import { LazyReturnDetails, usePreloadReturnDetails } from "./LazyReturnDetails.tsx";
import { LazyReturnRequestForm, usePreloadReturnRequestForm } from "./LazyReturnRequestForm.tsx";
import { requestWithPhotos } from "./request-with-photos.ts";

const linkPath = (token: string) => `/api/return-links/${encodeURIComponent(token)}`;
const noReferrer = { referrerPolicy: "no-referrer" } as const;

async function readReturnLink(token: string): Promise<CallResult<{ order: EligibleReturnOrder; storeCredit: boolean }>> {
  return callResult(await apiCall("GET", linkPath(token), noReferrer));
}

// The photos a guest just sent are not shown back: the page has no proof to read them with but the link.
const noPhotos = async () => null;

/**
 * `/returns/new/{token}`: a guest's 30-day return form (decision 0130), opened from order tracking once the order's
 * number and email proved it. The signed token is the only proof and names that one order; the form is the account's,
 * with store credit offered only to an order placed with an account. Once sent, the return is shown as its emails
 * will show it; a forged or expired link says so and leads back to tracking.
 */
export function GuestReturnPage({ token }: { token: string }) {
  const { t } = useTranslation("account");
  usePreloadReturnRequestForm();
  usePreloadReturnDetails();
  const { page, retry } = useSignedLinkRead(token, readReturnLink);
  const [created, setCreated] = useState<CustomerReturn | null>(null);

  const quote = useCallback(
    async (body: ReturnRequestBody) =>
      callResult<{ quote: ReturnQuoteView }>(await apiCall("POST", `${linkPath(token)}/quote`, { ...noReferrer, body: { ...body } })),
    [token],
  );
  const submit = useCallback(
    async (body: ReturnRequestBody, photos: File[]) =>
      callResult<{ return: CustomerReturn }>(
        await apiCall("POST", linkPath(token), { ...noReferrer, body: photos.length > 0 ? requestWithPhotos(body, photos) : { ...body } }),
      ),
    [token],
  );

  let content: React.ReactNode;
  if (created)
    content = (
      <LazyReturnDetails
        item={created}
        created
        loadPhoto={noPhotos}
        onChanged={setCreated}
        orderHref={`/track-order?order=${created.orderNumber}`}
      />
    );
  else if (page.status === "loading") content = <Spinner label={t("returns.form.loading")} />;
  else if (page.status === "failed") content = <GuestLinkFailure page={page} failedKey="guestReturn.failed" onRetry={retry} />;
  else
    content = (
      <LazyReturnRequestForm
        order={page.data.order}
        storeCredit={page.data.storeCredit}
        quote={quote}
        submit={submit}
        onSubmitted={setCreated}
      />
    );

  return (
    <SignedLinkPage
      title={page.status === "ready" ? t("guestReturn.titleOf", { number: page.data.order.orderNumber }) : t("guestReturn.title")}
      intro={t("guestReturn.intro")}
    >
      {content}
    </SignedLinkPage>
  );
}
