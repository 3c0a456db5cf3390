import { Link } from "react-router";
import type { OrderSummary } from "#domain/order-contract";
import { Spinner } from "#app/ui/Spinner.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { OrderDetails } from "#app/features/orders/OrderDetails.tsx";
import { ParcelOfferCard } from "#app/features/orders/ParcelOffer.tsx";
import { apiCall } from "#app/lib/rest-client.ts";
import { callResult, type CallResult } from "#app/lib/server-calls.ts";
import { LinkLoadFailure } from "#app/ui/LinkLoadFailure.tsx";
import { SignedLinkPage } from "#app/ui/SignedLinkPage.tsx";
import { useSignedLinkRead } from "#app/ui/use-signed-link-read.ts";
import { linkClass } from "#app/ui/link-class.ts";

async function readLinkedOrder(token: string): Promise<CallResult<{ order: OrderSummary }>> {
  return callResult(await apiCall("GET", `/api/order-links/${encodeURIComponent(token)}`, { referrerPolicy: "no-referrer" }));
}

/**
 * `/track-order/{token}`: the page a guest's order confirmation links to (decision 0083). The signed token opens that
 * one order, as guest tracking shows it (no addresses), without asking the email again; a forged or expired link
 * says so and leads to tracking by number and email.
 */
export function LinkedOrderPage({ token }: { token: string }) {
  const { t } = useTranslation("orders");
  const { page, retry } = useSignedLinkRead(token, readLinkedOrder);

  let content: React.ReactNode;
  if (page.status === "loading") content = <Spinner label={t("linked.loading")} />;
  else if (page.status === "failed") {
    content = (
      <LinkLoadFailure
        message={page.gone ? (page.result.kind === "failed" && page.result.error) || t("linked.gone") : t("linked.failed")}
        otherWay={page.gone ? { to: "/track-order", label: t("linked.trackInstead") } : null}
        retryLabel={t("linked.retry")}
        onRetry={retry}
      />
    );
  } else
    content = (
      <div className="flex flex-col gap-4">
        {page.data.order.parcelOffer ? <ParcelOfferCard offer={page.data.order.parcelOffer} /> : null}
        <OrderDetails order={page.data.order} />
        <p className="text-sm text-muted">
          {t("linked.more")}{" "}
          <Link to={`/track-order?order=${page.data.order.orderNumber}`} className={linkClass}>
            {t("linked.trackInstead")}
          </Link>
        </p>
      </div>
    );

  return (
    <SignedLinkPage title={t("linked.title")} intro={t("linked.intro")}>
      {content}
    </SignedLinkPage>
  );
}
