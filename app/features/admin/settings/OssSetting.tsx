import { useId } from "react";
import type { OssSettingView } from "#domain/admin/settings";
import { leiText } from "#domain/shipping";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { SettingsSection } from "./SettingsSection.tsx";
import { SwitchSettingForm } from "./SwitchSettingForm.tsx";

/**
 * The EU distance-selling switch (decision 0055): below EUR 10 000 a year of sales to consumers in other member
 * states the store charges Romanian VAT on them; once over it (or when it opts in), each state's own VAT through
 * the One-Stop Shop. The owner switches it, helped by this year's figure in lei beside the threshold.
 */
export function OssSetting({ oss, csrfToken }: { oss: OssSettingView; csrfToken: string }) {
  const { t, i18n } = useTranslation("admin");
  const id = useId();
  const over = oss.thresholdRonMinor !== null && oss.euSalesRonMinor >= oss.thresholdRonMinor;

  return (
    <SettingsSection id={`${id}-title`} title={t("settings.oss.title")} intro={t("settings.oss.intro")}>
      <p
        id={`${id}-sales`}
        className={`mt-3 max-w-prose rounded-xl px-4 py-3 ${over && !oss.active ? "bg-amber-50 text-amber-900" : "bg-cream text-ink"}`}
      >
        {oss.thresholdRonMinor === null
          ? t("settings.oss.salesNoRate", { sales: leiText(oss.euSalesRonMinor, i18n.language) })
          : t("settings.oss.sales", {
              sales: leiText(oss.euSalesRonMinor, i18n.language),
              threshold: leiText(oss.thresholdRonMinor, i18n.language),
            })}
        {over && !oss.active ? ` ${t("settings.oss.over")}` : ""}
      </p>
      <SwitchSettingForm<{ oss: OssSettingView }>
        path="/settings/oss"
        csrfToken={csrfToken}
        name="active"
        on={oss.active}
        savedOn={(saved) => saved.oss.active}
        texts="settings.oss"
        lastChange={oss}
        describedBy={`${id}-sales`}
      />
    </SettingsSection>
  );
}
