import { useId, useState, type FormEvent } from "react";
import type { OssSettingView } from "#domain/admin/settings";
import { leiText } from "#domain/shipping";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { buttonClass } from "../admin-forms.ts";
import { ActionStatus } from "../orders/ActionStatus.tsx";
import { LastChange } from "./LastChange.tsx";
import { SettingsSection } from "./SettingsSection.tsx";
import { useSettingsSave } from "./settings-form.ts";

/**
 * The EU distance-selling switch (decision 0055): below EUR 10 000 a year of sales to consumers in other member
 * states the store charges Romanian VAT on them; once over it (or when it opts in), each state's own VAT through
 * the One-Stop Shop. The owner switches it, helped by this year's figure in lei beside the threshold.
 */
export function OssSetting({ oss, csrfToken }: { oss: OssSettingView; csrfToken: string }) {
  const { t, i18n } = useTranslation("admin");
  const id = useId();
  const [active, setActive] = useState(oss.active);
  const { state, setState, save } = useSettingsSave<{ oss: OssSettingView }>("/settings/oss", csrfToken);
  const over = oss.thresholdRonMinor !== null && oss.euSalesRonMinor >= oss.thresholdRonMinor;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const saved = await save(
      { active },
      {
        done: active ? t("settings.oss.savedOn") : t("settings.oss.savedOff"),
        unchanged: t("settings.unchanged"),
        failed: t("settings.failed"),
      },
      () => undefined,
    );
    if (saved) setActive(saved.oss.active);
  };

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
      <form onSubmit={submit} className="mt-4 flex flex-col gap-3">
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            name="active"
            checked={active}
            onChange={(event) => {
              setActive(event.target.checked);
              setState({ kind: "idle" });
            }}
            aria-describedby={`${id}-sales`}
            className="mt-0.5 size-6 shrink-0 accent-brand"
          />
          <span className="font-semibold">{t("settings.oss.switch")}</span>
        </label>
        <LastChange updatedAt={oss.updatedAt} updatedBy={oss.updatedBy} />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass} disabled={state.kind === "busy"}>
            {t("settings.oss.save")}
          </button>
          <ActionStatus state={state} />
        </div>
      </form>
    </SettingsSection>
  );
}
