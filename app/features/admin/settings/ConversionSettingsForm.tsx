import { useState, type FormEvent } from "react";
import { CASH_ON_DELIVERY_CONVERSIONS, CONVERSION_VALUES, type ConversionSettings } from "#domain/conversions";
import type { ConversionSettingsView } from "#domain/admin/settings";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { CheckboxField } from "#app/ui/form-fields.tsx";
import { RadioChoices } from "../discounts/RadioChoices.tsx";
import { SettingsSection } from "./SettingsSection.tsx";
import { AuditedSettingsSubmit } from "./SettingsSubmit.tsx";
import { useCheckedSettingsForm } from "./settings-form.ts";

/**
 * The conversions sent to Google Analytics and Meta (issue 67 item 3, decision 0155): which platforms the server's
 * environment connects, the switch that lets purchases go (off until the owner turns it on), the value they carry and
 * when a cash-on-delivery order counts. Each purchase still goes only where the shopper's cookie choice allows.
 */
export function ConversionSettingsForm({ conversions, csrfToken }: { conversions: ConversionSettingsView; csrfToken: string }) {
  const { t } = useTranslation("admin");
  const [view, setView] = useState(conversions);
  const [chosen, setChosen] = useState<ConversionSettings>({
    send: conversions.send,
    value: conversions.value,
    cashOnDelivery: conversions.cashOnDelivery,
  });
  const { state, setState, formRef, send } = useCheckedSettingsForm<ConversionSettingsView>("/settings/conversions", csrfToken);
  const choose = (change: Partial<ConversionSettings>) => {
    setChosen((before) => ({ ...before, ...change }));
    setState({ kind: "idle" });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const saved = await send({}, chosen, t("settings.conversions.saved"));
    if (saved) setView(saved);
  };

  const connection = (id: string | null) => (id ? t("settings.conversions.connected", { id }) : t("settings.conversions.notConnected"));

  return (
    <SettingsSection id="conversions-title" title={t("settings.conversions.title")} intro={t("settings.conversions.intro")}>
      <dl className="mt-4 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-semibold">{t("settings.conversions.ga4")}</dt>
        <dd>{connection(view.ga4MeasurementId)}</dd>
        <dt className="font-semibold">{t("settings.conversions.meta")}</dt>
        <dd>{connection(view.metaPixelId)}</dd>
      </dl>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-4 grid gap-4">
        <CheckboxField
          name="send"
          label={t("settings.conversions.send")}
          hint={t("settings.conversions.sendHint")}
          checked={chosen.send}
          onCheckedChange={(checked) => choose({ send: checked })}
        />
        <fieldset>
          <legend className="text-sm font-semibold">{t("settings.conversions.value")}</legend>
          <RadioChoices
            name="value"
            wording="settings.conversions.values"
            options={CONVERSION_VALUES}
            value={chosen.value}
            onChange={(value) => choose({ value })}
          />
        </fieldset>
        <fieldset>
          <legend className="text-sm font-semibold">{t("settings.conversions.cashOnDelivery")}</legend>
          <RadioChoices
            name="cashOnDelivery"
            wording="settings.conversions.cashOnDeliveryChoices"
            options={CASH_ON_DELIVERY_CONVERSIONS}
            value={chosen.cashOnDelivery}
            onChange={(cashOnDelivery) => choose({ cashOnDelivery })}
          />
        </fieldset>
        <AuditedSettingsSubmit lastChange={view} label={t("settings.conversions.save")} state={state} />
      </form>
    </SettingsSection>
  );
}
