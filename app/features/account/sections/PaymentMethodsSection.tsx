import { useTranslation } from "#app/lib/i18n/react.tsx";
import { AccountSection } from "#app/features/account/AccountLayout.tsx";

/** The store keeps no payment details: cards stay with the payment provider, cash on delivery needs none. */
export function PaymentMethodsSection() {
  const { t } = useTranslation("account");
  return (
    <AccountSection title={t("nav.paymentMethods")} intro={t("paymentMethods.intro")}>
      <div className="space-y-4 rounded-2xl border border-line bg-white p-6 shadow-sm">
        <p className="font-semibold">{t("paymentMethods.none")}</p>
        <p>{t("paymentMethods.cards")}</p>
        <p>{t("paymentMethods.cashOnDelivery")}</p>
        <p className="text-sm text-muted">{t("paymentMethods.accepted")}</p>
      </div>
    </AccountSection>
  );
}
