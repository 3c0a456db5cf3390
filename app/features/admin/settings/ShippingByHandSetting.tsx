import type { ShippingByHandView } from "#domain/admin/settings";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { SettingsSection } from "./SettingsSection.tsx";
import { SwitchSettingForm } from "./SwitchSettingForm.tsx";

/**
 * The owner's deliberate choice to ship by hand, without a courier account (issue 64 item 2): the launch checklist's
 * courier item is done by a courier account or by this, never by default. Audited like every setting.
 */
export function ShippingByHandSetting({ shipping, csrfToken }: { shipping: ShippingByHandView; csrfToken: string }) {
  const { t } = useTranslation("admin");
  return (
    <SettingsSection id="shipping-by-hand-title" title={t("settings.byHand.title")} intro={t("settings.byHand.intro")}>
      <SwitchSettingForm<ShippingByHandView>
        path="/settings/shipping-by-hand"
        csrfToken={csrfToken}
        name="byHand"
        on={shipping.byHand}
        savedOn={(saved) => saved.byHand}
        texts="settings.byHand"
        lastChange={shipping}
      />
    </SettingsSection>
  );
}
