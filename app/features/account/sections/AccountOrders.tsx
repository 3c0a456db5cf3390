import { Link } from "react-router";
import { Spinner } from "#app/ui/Spinner.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { useAccountResource } from "#app/features/account/use-account-resource.ts";
import { OrderDetails } from "#app/features/orders/OrderDetails.tsx";
import { OrderStatusBadge, useOrderDate } from "#app/features/orders/order-status.tsx";
import { formatMoneyJson } from "#app/features/orders/OrderTotals.tsx";
import { LazyWithdrawalPanel, showsWithdrawal } from "#app/features/returns/LazyWithdrawalPanel.tsx";
import type { OrderSummary } from "#domain/order-contract";
import { lazy, Suspense } from "react";

// The invoices' list and its download arrive with the order's answer, after the page is interactive: outside the first load.
const OrderInvoices = lazy(async () => ({ default: (await import("./OrderInvoices.tsx")).OrderInvoices }));

const linkClass = "font-semibold text-brand-dark underline hover:text-brand";

function Failed({ message }: { message: string }) {
  return (
    <p role="alert" className="text-sale">
      {message}
    </p>
  );
}

/** The signed-in customer's orders, newest first: number, date, status and total, each opening its detail. */
export function AccountOrdersList() {
  const { t } = useTranslation("orders");
  const date = useOrderDate();
  const { resource } = useAccountResource<{ orders: OrderSummary[] }>("/orders");

  if (resource.status === "loading") return <Spinner label={t("account.loading")} />;
  if (resource.status === "failed") return <Failed message={t("account.failed")} />;
  const { orders } = resource.data;
  if (orders.length === 0) {
    return (
      <div className="rounded-2xl border border-line bg-white p-6 shadow-sm">
        <p>{t("account.empty")}</p>
        <Link to="/shop" className={`mt-3 inline-block ${linkClass}`}>
          {t("account.shop")}
        </Link>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {orders.map((order) => (
        <li key={order.id} className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <Link to={`/my-account/orders/${order.orderNumber}`} className={`text-lg ${linkClass}`}>
                {t("details.number", { name: order.name })}
              </Link>
              <p className="text-sm text-muted">{t("details.placedOn", { date: date(order.createdAt) })}</p>
            </div>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className="mt-2 flex flex-wrap justify-between gap-2 text-sm">
            <span className="text-muted">{t("account.items", { count: order.lines.reduce((sum, line) => sum + line.quantity, 0) })}</span>
            <span className="font-semibold tabular-nums">
              {t("totals.total")}: {formatMoneyJson(order.total)}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * One of the customer's orders with its lines, totals and addresses, and the legal withdrawal while it can be made
 * (or the one made); another customer's number is simply not found.
 */
export function AccountOrderDetail({ orderNumber }: { orderNumber: number }) {
  const { t } = useTranslation("orders");
  const { resource } = useAccountResource<{ order: OrderSummary }>(`/orders/${orderNumber}`);
  return (
    <section aria-labelledby="account-section-title">
      <Link to="/my-account/orders" className={linkClass}>
        <span aria-hidden="true">← </span>
        {t("account.back")}
      </Link>
      <h1 id="account-section-title" className="mt-4 text-3xl leading-tight md:text-4xl">
        {t("details.number", { name: `#${orderNumber}` })}
      </h1>
      <div className="mt-6">
        {resource.status === "loading" ? (
          <Spinner label={t("account.loadingOne")} />
        ) : resource.status === "failed" ? (
          <Failed
            message={resource.result.kind === "failed" && resource.result.status === 404 ? t("account.notFound") : t("account.failedOne")}
          />
        ) : (
          <div className="flex flex-col gap-6">
            <OrderDetails order={resource.data.order} />
            <Suspense fallback={null}>
              <OrderInvoices invoices={resource.data.order.invoices ?? []} />
            </Suspense>
            {showsWithdrawal(resource.data.order.withdrawal) ? (
              <LazyWithdrawalPanel
                orderNumber={resource.data.order.orderNumber}
                orderName={resource.data.order.name}
                email={resource.data.order.email}
                paymentMethod={resource.data.order.payment?.method ?? null}
                withdrawal={resource.data.order.withdrawal!}
                accountLinks
              />
            ) : null}
          </div>
        )}
      </div>
    </section>
  );
}
