import { useTranslation } from "#app/lib/i18n/react.tsx";
import { AccountOrdersList } from "./AccountOrders.tsx";
import { AccountSection } from "#app/features/account/AccountLayout.tsx";

export function OrdersSection() {
  const { t } = useTranslation("account");
  return (
    <AccountSection title={t("nav.orders")} intro={t("orders.intro")}>
      <AccountOrdersList />
    </AccountSection>
  );
}
