import type { AnpcSettingsView, ExchangeRateView, ShippingSettingsView } from "#domain/admin-settings";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { HoldSetting } from "../reviews/HoldSetting.tsx";
import { AnpcSettingsForm } from "./AnpcSettingsForm.tsx";
import { ExchangeRatesForm } from "./ExchangeRatesForm.tsx";
import { ShippingSettingsForm } from "./ShippingSettingsForm.tsx";

export interface SettingsPageProps {
  shipping: ShippingSettingsView;
  exchangeRates: ExchangeRateView[];
  holdUnverified: boolean;
  anpc: AnpcSettingsView;
  csrfToken: string;
}

/**
 * The owner's settings (issue 17 item 7): shipping terms and display-currency rates, each applied on the
 * next request in every instance, the reviews' hold, the same switch the reviews page has, and the SOL link
 * of the footer's ANPC notices (issue 21 item 3).
 */
export function SettingsPage({ shipping, exchangeRates, holdUnverified, anpc, csrfToken }: SettingsPageProps) {
  const { t } = useTranslation("admin");
  return (
    <>
      <h1 className="text-3xl">{t("settings.title")}</h1>
      <p className="mt-2 max-w-prose text-muted">{t("settings.intro")}</p>
      <ShippingSettingsForm shipping={shipping} csrfToken={csrfToken} />
      <ExchangeRatesForm rates={exchangeRates} csrfToken={csrfToken} />
      <HoldSetting holdUnverified={holdUnverified} csrfToken={csrfToken} />
      <AnpcSettingsForm anpc={anpc} csrfToken={csrfToken} />
    </>
  );
}
