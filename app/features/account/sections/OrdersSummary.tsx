import { Link } from "react-router";
import { Spinner } from "#app/ui/Spinner.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "#app/ui/link-class.ts";
import type { OrdersState } from "#app/features/account/customer-orders.ts";
import { useOrderDate } from "#app/features/orders/order-status.tsx";

/** A customer's orders as a list, or the honest empty state until the first one. */
export function OrdersList({ state }: { state: OrdersState }) {
  const { t } = useTranslation("account");
  const orderDate = useOrderDate();
  if (state.status === "loading") return <Spinner label={t("orders.loading")} />;
  if (state.status === "failed") {
    return (
      <p role="alert" className="text-sale">
        {t("orders.failed")}
      </p>
    );
  }
  if (state.orders.length === 0) {
    return (
      <div>
        <p>{t("orders.empty")}</p>
        <Link to="/shop" className={`mt-3 inline-block ${linkClass}`}>
          {t("orders.shop")}
        </Link>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-line">
      {state.orders.map((order) => (
        <li key={order.id} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
          <Link to={`/my-account/orders/${order.name.replace(/^#/, "")}`} className={linkClass}>
            {t("orders.number", { name: order.name })}
          </Link>
          <span className="text-sm text-muted">{orderDate(order.processedAt)}</span>
        </li>
      ))}
    </ul>
  );
}
