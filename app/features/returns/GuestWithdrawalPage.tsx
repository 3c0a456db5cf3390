import { useCallback, useEffect, useState } from "react";
import type { CustomerReturn } from "#domain/customer-returns";
import { Spinner } from "#app/ui/Spinner.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { failureText } from "#app/ui/forms/messages.ts";
import { apiCall } from "#app/lib/rest-client.ts";
import { callResult, type CallResult } from "#app/lib/server-calls.ts";
import { LazyReturnDetails, usePreloadReturnDetails } from "./LazyReturnDetails.tsx";
import { LinkLoadFailure } from "#app/ui/LinkLoadFailure.tsx";

type Page =
  | { status: "loading" }
  | { status: "failed"; result: Exclude<CallResult<unknown>, { kind: "ok" }> }
  | { status: "ready"; item: CustomerReturn };

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
  const [page, setPage] = useState<Page>({ status: "loading" });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    void readLinkedWithdrawal(token).then((result) => {
      if (current) setPage(result.kind === "ok" ? { status: "ready", item: result.data.return } : { status: "failed", result });
    });
    return () => {
      current = false;
    };
  }, [token, generation]);

  const changed = useCallback((item: CustomerReturn) => setPage({ status: "ready", item }), []);

  let content: React.ReactNode;
  if (page.status === "loading") content = <Spinner label={t("guestWithdrawal.loading")} />;
  else if (page.status === "failed") {
    const gone = page.result.kind === "failed" && page.result.status === 404;
    content = (
      <LinkLoadFailure
        message={
          gone
            ? failureText(page.result, t, { rejected: "guestWithdrawal.failed", unavailable: "guestWithdrawal.failed" })
            : t("guestWithdrawal.failed")
        }
        otherWay={gone ? { to: "/track-order", label: t("guestWithdrawal.trackInstead") } : null}
        retryLabel={t("guestWithdrawal.retry")}
        onRetry={() => {
          setPage({ status: "loading" });
          setGeneration((count) => count + 1);
        }}
      />
    );
  } else
    content = (
      <LazyReturnDetails
        item={page.item}
        loadPhoto={noPhotos}
        onChanged={changed}
        orderHref={`/track-order?order=${page.item.orderNumber}`}
      />
    );

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <h1 className="text-3xl leading-tight md:text-4xl">{t("guestWithdrawal.title")}</h1>
      <p className="mt-2 max-w-prose text-muted">{t("guestWithdrawal.intro")}</p>
      <div className="mt-8">{content}</div>
    </div>
  );
}
