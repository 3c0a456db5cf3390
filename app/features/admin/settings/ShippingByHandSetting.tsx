import { useState, type FormEvent } from "react";
import type { ShippingByHandView } from "#domain/admin/settings";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { buttonClass } from "../admin-forms.ts";
import { ActionStatus } from "../orders/ActionStatus.tsx";
import { LastChange } from "./LastChange.tsx";
import { SettingsSection } from "./SettingsSection.tsx";
import { useSettingsSave } from "./settings-form.ts";

/**
 * The owner's deliberate choice to ship by hand, without a courier account (issue 64 item 2): the launch checklist's
 * courier item is done by a courier account or by this, never by default. Audited like every setting.
 */
export function ShippingByHandSetting({ shipping, csrfToken }: { shipping: ShippingByHandView; csrfToken: string }) {
  const { t } = useTranslation("admin");
  const [byHand, setByHand] = useState(shipping.byHand);
  const { state, setState, save } = useSettingsSave<ShippingByHandView>("/settings/shipping-by-hand", csrfToken);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const saved = await save(
      { byHand },
      {
        done: byHand ? t("settings.byHand.savedOn") : t("settings.byHand.savedOff"),
        unchanged: t("settings.unchanged"),
        failed: t("settings.failed"),
      },
      () => undefined,
    );
    if (saved) setByHand(saved.byHand);
  };

  return (
    <SettingsSection id="shipping-by-hand-title" title={t("settings.byHand.title")} intro={t("settings.byHand.intro")}>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-3">
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            name="byHand"
            checked={byHand}
            onChange={(event) => {
              setByHand(event.target.checked);
              setState({ kind: "idle" });
            }}
            className="mt-0.5 size-6 shrink-0 accent-brand"
          />
          <span className="font-semibold">{t("settings.byHand.switch")}</span>
        </label>
        <LastChange updatedAt={shipping.updatedAt} updatedBy={shipping.updatedBy} />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass} disabled={state.kind === "busy"}>
            {t("settings.byHand.save")}
          </button>
          <ActionStatus state={state} />
        </div>
      </form>
    </SettingsSection>
  );
}
