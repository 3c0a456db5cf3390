import { useState, type FormEvent } from "react";
import { vatPercentInputValue, vatRatesSchema, type VatRateView } from "#domain/admin/settings";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { countryName } from "#app/lib/address-countries.ts";
import { TextField } from "#app/ui/form-fields.tsx";
import { fieldConventions, firstProblems } from "../admin-forms.ts";
import { SettingsSection } from "./SettingsSection.tsx";
import { AuditedSettingsSubmit } from "./SettingsSubmit.tsx";
import { useCheckedSettingsForm } from "./settings-form.ts";

type Typed = Record<string, { standard: string; reduced: string }>;

const inputsOf = (rates: readonly VatRateView[], language: string): Typed =>
  Object.fromEntries(
    rates.map((rate) => [
      rate.country,
      { standard: vatPercentInputValue(rate.standardPercent, language), reduced: vatPercentInputValue(rate.reducedPercent, language) },
    ]),
  );

/**
 * The VAT rates by country (decision 0055): Romania's price most orders; the other member states' price the
 * orders to them once the store is over the EU threshold. One save sends every rate; only those that moved are
 * written and audited. The seed's rates are the best known for 2026: an accountant confirms them.
 */
export function VatRatesForm({ rates, csrfToken }: { rates: VatRateView[]; csrfToken: string }) {
  const { t, i18n } = useTranslation("admin");
  const conventions = fieldConventions(t);
  const [values, setValues] = useState<Typed>(() => inputsOf(rates, i18n.language));
  const { state, setState, formRef, shown, send } = useCheckedSettingsForm<{ rates: VatRateView[] }>("/settings/vat-rates", csrfToken);
  const latest = rates.reduce<VatRateView | null>(
    (found, rate) => (rate.updatedBy && (!found || rate.updatedAt > found.updatedAt) ? rate : found),
    null,
  );

  const messageOf = (problem: string, label: string) =>
    t(`settings.vat.errors.${["required", "reduced_above"].includes(problem) ? problem : "percent"}`, { field: label });
  const labelOf = (path: string) => {
    const [, country, kind] = path.split(".");
    return t(kind === "reduced" ? "settings.vat.reducedOf" : "settings.vat.standardOf", {
      country: countryName(country ?? "", i18n.language),
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { rates: values };
    const found = firstProblems(vatRatesSchema, body, (problem, path) => messageOf(problem, labelOf(path)));
    const saved = await send(found, body, t("settings.vat.saved"));
    if (saved) setValues(inputsOf(saved.rates, i18n.language));
  };
  const set = (country: string, kind: "standard" | "reduced") => (value: string) => {
    setValues((current) => ({ ...current, [country]: { ...current[country]!, [kind]: value } }));
    setState({ kind: "idle" });
  };

  return (
    <SettingsSection id="vat-title" title={t("settings.vat.title")} intro={t("settings.vat.intro")}>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-4">
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {rates.map((rate) => (
            <fieldset key={rate.country} className="grid grid-cols-2 gap-3 rounded-xl border border-line p-3">
              <legend className="px-1 font-semibold">
                {countryName(rate.country, i18n.language)} ({rate.country})
              </legend>
              {(["standard", "reduced"] as const).map((kind) => (
                <TextField
                  key={kind}
                  {...conventions}
                  name={`rates.${rate.country}.${kind}`}
                  inputMode="decimal"
                  autoComplete="off"
                  label={t(`settings.vat.${kind}`)}
                  value={values[rate.country]?.[kind] ?? ""}
                  onValueChange={set(rate.country, kind)}
                  error={shown[`rates.${rate.country}.${kind}`]}
                />
              ))}
            </fieldset>
          ))}
        </div>
        <AuditedSettingsSubmit
          lastChange={latest ?? { updatedAt: null, updatedBy: null }}
          label={t("settings.vat.save")}
          state={state}
          className="mt-4"
        />
      </form>
    </SettingsSection>
  );
}
