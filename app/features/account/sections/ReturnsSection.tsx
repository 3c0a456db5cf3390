import { Link } from "react-router";
import type { CustomerReturn, EligibleReturnOrder } from "#domain/customer-returns";
import { Spinner } from "#app/ui/Spinner.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { AccountSection } from "#app/features/account/AccountLayout.tsx";
import { linkClass } from "#app/ui/link-class.ts";
import { useAuth } from "#app/features/account/AuthProvider.tsx";
import { useAccountResource } from "#app/features/account/use-account-resource.ts";
import { useOrderDate } from "#app/features/orders/order-status.tsx";
import { refundAmountText } from "#app/features/returns/refund-amount.ts";
import { ReturnStatusBadge } from "#app/features/returns/ReturnStatusBadge.tsx";
import { StoreCreditPanel } from "./StoreCreditPanel.tsx";
import { VisitorNotice } from "./VisitorNotice.tsx";
import { LoadFailure, RetryButton } from "#app/ui/LoadFailure.tsx";

const card = "rounded-2xl border border-line bg-white p-5 shadow-sm";
const primaryLink = "inline-block rounded-full bg-brand-dark px-5 py-2 text-sm font-semibold text-white hover:bg-brand";

/**
 * `/my-account/returns` (issue 19 item 1): the customer's returns with their status, and the orders that may still
 * be sent back, each with its last day and the way to the request form.
 */
export function ReturnsSection() {
  const { t } = useTranslation("account");
  const { user } = useAuth();
  const returns = useAccountResource<{ returns: CustomerReturn[] }>("/returns");
  const eligible = useAccountResource<{ orders: EligibleReturnOrder[] }>("/returns/eligible");
  if (!user) return <VisitorNotice title={t("nav.returns")} message={t("returns.visitor")} />;

  let content: React.ReactNode;
  if (returns.resource.status === "failed" || eligible.resource.status === "failed")
    content = (
      <LoadFailure message={t("orders.failed")}>
        <RetryButton
          label={t("returns.retry")}
          onRetry={() => {
            returns.reload();
            eligible.reload();
          }}
        />
      </LoadFailure>
    );
  else if (returns.resource.status === "loading" || eligible.resource.status === "loading")
    content = <Spinner label={t("returns.loading")} />;
  else {
    const all = returns.resource.data.returns;
    const orders = eligible.resource.data.orders;
    content = (
      <div className="space-y-10">
        {all.length > 0 ? (
          <section aria-labelledby="returns-list-title">
            <h2 id="returns-list-title" className="text-2xl">
              {t("returns.listTitle")}
            </h2>
            <ul className="mt-4 grid gap-4">
              {all.map((item) => (
                <ReturnCard key={item.id} item={item} />
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="returns-eligible-title">
          <h2 id="returns-eligible-title" className="text-2xl">
            {t("returns.eligibleTitle")}
          </h2>
          {orders.length > 0 ? (
            <ul className="mt-4 grid gap-4">
              {orders.map((order) => (
                <EligibleOrderCard key={order.orderNumber} order={order} />
              ))}
            </ul>
          ) : (
            <div className={`mt-4 ${card}`}>
              <p className="font-semibold">{t("returns.empty")}</p>
              <p className="mt-2 text-muted">{t("returns.emptyHow")}</p>
            </div>
          )}
          <p className="mt-4 max-w-prose text-sm text-muted">{t("returns.policy")}</p>
        </section>
      </div>
    );
  }
  return (
    <AccountSection title={t("nav.returns")} intro={t("returns.intro")}>
      <div className="space-y-10">
        <StoreCreditPanel />
        {content}
      </div>
    </AccountSection>
  );
}

function ReturnCard({ item }: { item: CustomerReturn }) {
  const { t } = useTranslation("account");
  const date = useOrderDate();
  const headingId = `return-${item.id}`;
  const units = item.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <li className={card}>
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h3 id={headingId} className="text-xl">
            {item.kind === "withdrawal" ? t("returns.withdrawalNumber", { id: item.id }) : t("returns.returnNumber", { id: item.id })}
            <span className="block text-base text-muted">{t("returns.order", { number: item.orderNumber })}</span>
          </h3>
          <ReturnStatusBadge status={item.status} />
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="font-semibold">{t("returns.requested")}</dt>
            <dd>
              <time dateTime={item.requestedAt}>{date(item.requestedAt)}</time>
            </dd>
          </div>
          <div>
            <dt className="font-semibold">{t("returns.items")}</dt>
            <dd>{t("returns.units", { count: units })}</dd>
          </div>
          <div>
            <dt className="font-semibold">{t("returns.amount")}</dt>
            <dd className="tabular-nums">{refundAmountText(item)}</dd>
          </div>
        </dl>
        <Link
          to={`/my-account/returns/${item.id}`}
          aria-label={t("returns.viewLabel", { id: item.id })}
          className={`mt-4 inline-block ${linkClass}`}
        >
          {t("returns.view")}
        </Link>
      </article>
    </li>
  );
}

function EligibleOrderCard({ order }: { order: EligibleReturnOrder }) {
  const { t } = useTranslation("account");
  const date = useOrderDate();
  const headingId = `eligible-${order.orderNumber}`;
  const lines = order.lines.filter((line) => line.returnable > 0);
  return (
    <li className={card}>
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="text-xl">
          {t("returns.order", { number: order.orderNumber })}
        </h3>
        <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
          <div>
            <dt className="font-semibold">{t("returns.received")}</dt>
            <dd>
              <time dateTime={order.receivedAt}>{date(order.receivedAt)}</time>
            </dd>
          </div>
          <div>
            <dt className="font-semibold">{t("returns.returnableUntil")}</dt>
            <dd>
              <time dateTime={order.returnableUntil}>{date(order.returnableUntil)}</time>
            </dd>
          </div>
        </dl>
        <ul className="mt-3 list-disc pl-5 text-sm">
          {lines.map((line) => (
            <li key={line.lineId}>
              {line.variantTitle ? `${line.title} — ${line.variantTitle}` : line.title}
              <span className="text-muted"> · {t("returns.returnableUnits", { count: line.returnable })}</span>
            </li>
          ))}
        </ul>
        <Link
          to={`/my-account/returns/new?order=${order.orderNumber}`}
          aria-label={t("returns.startLabel", { number: order.orderNumber })}
          className={`mt-4 ${primaryLink}`}
        >
          {t("returns.start")}
        </Link>
      </article>
    </li>
  );
}
