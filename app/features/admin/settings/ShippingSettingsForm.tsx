import { useRef, useState, type FormEvent } from "react";
import { leiInputValue, shippingSettingsSchema, type ShippingSettingsView } from "#domain/admin-settings";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { TextField } from "#app/ui/form-fields.tsx";
import { buttonClass, fieldConventions, focusFirstError, type FieldErrors } from "../admin-forms.ts";
import { ActionStatus } from "../orders/ActionStatus.tsx";
import { LastChange } from "./LastChange.tsx";
import { settingsFieldErrors, useSettingsSave } from "./settings-form.ts";

/** The flat rate and the free-shipping threshold, in lei; the next order and every page use them at once. */
export function ShippingSettingsForm({ shipping, csrfToken }: { shipping: ShippingSettingsView; csrfToken: string }) {
  const { t, i18n } = useTranslation("admin");
  const conventions = fieldConventions(t);
  const [values, setValues] = useState({
    flatRate: leiInputValue(shipping.flatRateMinor, i18n.language),
    freeShippingFrom: leiInputValue(shipping.freeShippingFromMinor, i18n.language),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const { state, setState, save } = useSettingsSave<ShippingSettingsView>("/settings/shipping", csrfToken);
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setState({ kind: "idle" });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = settingsFieldErrors(shippingSettingsSchema, values, t, i18n.language);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current, found);
    const saved = await save(
      values,
      { done: t("settings.shipping.saved"), unchanged: t("settings.unchanged"), failed: t("settings.failed") },
      (field) => focusFirstError(formRef.current, { [field]: "" }),
    );
    if (saved)
      setValues({
        flatRate: leiInputValue(saved.flatRateMinor, i18n.language),
        freeShippingFrom: leiInputValue(saved.freeShippingFromMinor, i18n.language),
      });
  };
  const refused = state.kind === "error" && state.field ? { [state.field]: state.message } : {};
  const shown = { ...errors, ...refused };

  return (
    <section aria-labelledby="shipping-title" className="mt-8 rounded-2xl border border-line bg-white p-4 sm:p-6">
      <h2 id="shipping-title" className="text-2xl">
        {t("settings.shipping.title")}
      </h2>
      <p className="mt-2 max-w-prose text-muted">{t("settings.shipping.intro")}</p>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-4 grid gap-4 md:grid-cols-2">
        <TextField
          {...conventions}
          name="flatRate"
          inputMode="decimal"
          autoComplete="off"
          label={t("settings.shipping.flatRateLei")}
          hint={t("settings.shipping.flatRateHint")}
          value={values.flatRate}
          onValueChange={set("flatRate")}
          error={shown.flatRate}
        />
        <TextField
          {...conventions}
          name="freeShippingFrom"
          inputMode="decimal"
          autoComplete="off"
          label={t("settings.shipping.freeShippingFromLei")}
          hint={t("settings.shipping.freeShippingFromHint")}
          value={values.freeShippingFrom}
          onValueChange={set("freeShippingFrom")}
          error={shown.freeShippingFrom}
        />
        <div className="flex flex-col gap-3 md:col-span-2">
          <LastChange updatedAt={shipping.updatedAt} updatedBy={shipping.updatedBy} />
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className={buttonClass} disabled={state.kind === "busy"}>
              {t("settings.shipping.save")}
            </button>
            <ActionStatus state={state.kind === "error" && state.field ? { kind: "idle" } : state} />
          </div>
        </div>
      </form>
    </section>
  );
}
