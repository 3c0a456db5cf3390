import type { SettingsPageView } from "#domain/admin/settings";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { HoldSetting } from "../reviews/HoldSetting.tsx";
import { AnpcSettingsForm } from "./AnpcSettingsForm.tsx";
import { BackupsSetting } from "./BackupsSetting.tsx";
import { ConversionSettingsForm } from "./ConversionSettingsForm.tsx";
import { FeedSettingsForm } from "./FeedSettingsForm.tsx";
import { LicencesSettingsForm } from "./LicencesSettingsForm.tsx";
import { ShippingByHandSetting } from "./ShippingByHandSetting.tsx";
import { ExchangeRatesForm } from "./ExchangeRatesForm.tsx";
import { OssSetting } from "./OssSetting.tsx";
import { ShippingZonesForm } from "./ShippingZonesForm.tsx";
import { VatRatesForm } from "./VatRatesForm.tsx";

export interface SettingsPageProps extends SettingsPageView {
  csrfToken: string;
}

/**
 * The owner's settings (issue 17 item 7, issue 21 items 3, 5–6): shipping zones, VAT rates and the EU
 * distance-selling switch, display-currency rates, each applied on the next request in every instance, the
 * reviews' hold, the same switch the reviews page has, the SOL link of the footer's ANPC notices, and two items of the
 * launch checklist (issue 64 item 2): the store's authorisations (issue 66 item 2) and the choice to ship by hand; the
 * product feeds' addresses and secret (issue 67 item 4); the conversions sent to Google and Meta (issue 67 item 3); how
 * often the store takes its own backup (issue 72 item 3).
 */
export function SettingsPage({
  zones,
  vatRates,
  oss,
  exchangeRates,
  holdUnverified,
  anpc,
  licences,
  shippingByHand,
  backups,
  feeds,
  conversions,
  csrfToken,
}: SettingsPageProps) {
  const { t } = useTranslation("admin");
  return (
    <>
      <h1 className="text-3xl">{t("settings.title")}</h1>
      <p className="mt-2 max-w-prose text-muted">{t("settings.intro")}</p>
      <ShippingZonesForm view={zones} csrfToken={csrfToken} />
      <ShippingByHandSetting shipping={shippingByHand} csrfToken={csrfToken} />
      <OssSetting oss={oss} csrfToken={csrfToken} />
      <VatRatesForm rates={vatRates} csrfToken={csrfToken} />
      <ExchangeRatesForm rates={exchangeRates} csrfToken={csrfToken} />
      <HoldSetting holdUnverified={holdUnverified} csrfToken={csrfToken} />
      <AnpcSettingsForm anpc={anpc} csrfToken={csrfToken} />
      <LicencesSettingsForm licences={licences} csrfToken={csrfToken} />
      <FeedSettingsForm feeds={feeds} csrfToken={csrfToken} />
      <ConversionSettingsForm conversions={conversions} csrfToken={csrfToken} />
      <BackupsSetting backups={backups} csrfToken={csrfToken} />
    </>
  );
}
