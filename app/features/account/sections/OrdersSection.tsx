import { useTranslation } from "../../i18n/react.tsx";
import { AccountSection } from "../AccountLayout.tsx";
import { useCustomerOrders } from "../customer-orders.ts";
import { OrdersList } from "./OrdersSummary.tsx";

const ORDERS_SHOWN = 50;

export function OrdersSection() {
  const { t } = useTranslation("account");
  const orders = useCustomerOrders(ORDERS_SHOWN);
  return (
    <AccountSection title={t("nav.orders")} intro={t("orders.intro")}>
      <div className="rounded-2xl border border-line bg-white p-6 shadow-sm">
        <OrdersList state={orders} />
      </div>
    </AccountSection>
  );
}
