import { Link } from "react-router";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { AccountSection } from "#app/features/account/AccountLayout.tsx";
import { linkClass } from "#app/features/account/AuthPageShell.tsx";
import { useAuth } from "#app/features/account/AuthProvider.tsx";
import { VisitorNotice } from "./VisitorNotice.tsx";

export function SubscriptionsSection() {
  const { t } = useTranslation("account");
  const { user } = useAuth();
  if (!user) return <VisitorNotice title={t("nav.subscriptions")} message={t("subscriptions.visitor")} />;
  return (
    <AccountSection title={t("nav.subscriptions")} intro={t("subscriptions.intro")}>
      <div className="rounded-2xl border border-line bg-white p-6 shadow-sm">
        <p className="font-semibold">{t("subscriptions.empty")}</p>
        <p className="mt-2 text-muted">{t("subscriptions.how")}</p>
        <Link to="/shop" className={`mt-4 inline-block ${linkClass}`}>
          {t("orders.shop")}
        </Link>
      </div>
    </AccountSection>
  );
}
