import { useTranslation } from "#app/lib/i18n/react.tsx";
import { AccountSection } from "#app/features/account/AccountLayout.tsx";
import { useAuth } from "#app/features/account/AuthProvider.tsx";
import { VisitorNotice } from "./VisitorNotice.tsx";

export function ReturnsSection() {
  const { t } = useTranslation("account");
  const { user } = useAuth();
  if (!user) return <VisitorNotice title={t("nav.returns")} message={t("returns.visitor")} />;
  return (
    <AccountSection title={t("nav.returns")} intro={t("returns.intro")}>
      <div className="rounded-2xl border border-line bg-white p-6 shadow-sm">
        <p className="font-semibold">{t("returns.empty")}</p>
        <p className="mt-2 text-muted">{t("returns.policy")}</p>
      </div>
    </AccountSection>
  );
}
