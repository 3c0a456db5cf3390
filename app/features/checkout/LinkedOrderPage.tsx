import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { OrderSummary } from "#domain/order-contract";
import { Spinner } from "#app/ui/Spinner.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { OrderDetails } from "#app/features/orders/OrderDetails.tsx";
import { apiCall } from "#app/lib/rest-client.ts";
import { callResult, type CallResult } from "#app/lib/server-calls.ts";
import { LinkLoadFailure } from "#app/ui/LinkLoadFailure.tsx";
import { linkClass } from "#app/ui/link-class.ts";

type Page =
  | { status: "loading" }
  | { status: "failed"; result: Exclude<CallResult<unknown>, { kind: "ok" }> }
  | { status: "ready"; order: OrderSummary };

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
  const [page, setPage] = useState<Page>({ status: "loading" });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    void readLinkedOrder(token).then((result) => {
      if (current) setPage(result.kind === "ok" ? { status: "ready", order: result.data.order } : { status: "failed", result });
    });
    return () => {
      current = false;
    };
  }, [token, generation]);

  let content: React.ReactNode;
  if (page.status === "loading") content = <Spinner label={t("linked.loading")} />;
  else if (page.status === "failed") {
    const gone = page.result.kind === "failed" && page.result.status === 404;
    content = (
      <LinkLoadFailure
        message={gone ? (page.result.kind === "failed" && page.result.error) || t("linked.gone") : t("linked.failed")}
        otherWay={gone ? { to: "/track-order", label: t("linked.trackInstead") } : null}
        retryLabel={t("linked.retry")}
        onRetry={() => {
          setPage({ status: "loading" });
          setGeneration((count) => count + 1);
        }}
      />
    );
  } else
    content = (
      <div className="flex flex-col gap-4">
        <OrderDetails order={page.order} />
        <p className="text-sm text-muted">
          {t("linked.more")}{" "}
          <Link to={`/track-order?order=${page.order.orderNumber}`} className={linkClass}>
            {t("linked.trackInstead")}
          </Link>
        </p>
      </div>
    );

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <h1 className="text-3xl leading-tight md:text-4xl">{t("linked.title")}</h1>
      <p className="mt-2 max-w-prose text-muted">{t("linked.intro")}</p>
      <div className="mt-8">{content}</div>
    </div>
  );
}
