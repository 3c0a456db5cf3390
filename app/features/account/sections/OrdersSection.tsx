import { useTranslation } from "../../i18n/react.tsx";
import { AccountOrdersList } from "../../orders/AccountOrders.tsx";
import { AccountSection } from "../AccountLayout.tsx";

export function OrdersSection() {
  const { t } = useTranslation("account");
  return (
    <AccountSection title={t("nav.orders")} intro={t("orders.intro")}>
      <AccountOrdersList />
    </AccountSection>
  );
}
