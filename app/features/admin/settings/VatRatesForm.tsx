import { useRef, useState, type FormEvent } from "react";
import { vatPercentInputValue, vatRatesSchema, type VatRateView } from "#domain/admin-settings";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { countryName } from "#app/lib/address-countries.ts";
import { TextField } from "#app/ui/form-fields.tsx";
import { buttonClass, fieldConventions, focusFirstError, type FieldErrors } from "../admin-forms.ts";
import { ActionStatus } from "../orders/ActionStatus.tsx";
import { LastChange } from "./LastChange.tsx";
import { useSettingsSave } from "./settings-form.ts";

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
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const { state, setState, save } = useSettingsSave<{ rates: VatRateView[] }>("/settings/vat-rates", csrfToken);
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
    const parsed = vatRatesSchema.safeParse(body);
    const found: FieldErrors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const path = issue.path.map(String).join(".");
        found[path] ??= messageOf(issue.message, labelOf(path));
      }
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current, found);
    const saved = await save(
      body,
      { done: t("settings.vat.saved"), unchanged: t("settings.unchanged"), failed: t("settings.failed") },
      (field) => focusFirstError(formRef.current, { [field]: "" }),
    );
    if (saved) setValues(inputsOf(saved.rates, i18n.language));
  };
  const refused = state.kind === "error" && state.field ? { [state.field]: state.message } : {};
  const shown: FieldErrors = { ...errors, ...refused };
  const set = (country: string, kind: "standard" | "reduced") => (value: string) => {
    setValues((current) => ({ ...current, [country]: { ...current[country]!, [kind]: value } }));
    setState({ kind: "idle" });
  };

  return (
    <section aria-labelledby="vat-title" className="mt-8 rounded-2xl border border-line bg-white p-4 sm:p-6">
      <h2 id="vat-title" className="text-2xl">
        {t("settings.vat.title")}
      </h2>
      <p className="mt-2 max-w-prose text-muted">{t("settings.vat.intro")}</p>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-4">
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {rates.map((rate) => (
            <fieldset key={rate.country} className="grid grid-cols-2 gap-3 rounded-xl border border-line p-3">
              <legend className="px-1 font-semibold">
                {countryName(rate.country, i18n.language)} ({rate.country})
              </legend>
              <TextField
                {...conventions}
                name={`rates.${rate.country}.standard`}
                inputMode="decimal"
                autoComplete="off"
                label={t("settings.vat.standard")}
                value={values[rate.country]?.standard ?? ""}
                onValueChange={set(rate.country, "standard")}
                error={shown[`rates.${rate.country}.standard`]}
              />
              <TextField
                {...conventions}
                name={`rates.${rate.country}.reduced`}
                inputMode="decimal"
                autoComplete="off"
                label={t("settings.vat.reduced")}
                value={values[rate.country]?.reduced ?? ""}
                onValueChange={set(rate.country, "reduced")}
                error={shown[`rates.${rate.country}.reduced`]}
              />
            </fieldset>
          ))}
        </div>
        <div className="mt-4 flex flex-col gap-3">
          <LastChange updatedAt={latest?.updatedAt ?? null} updatedBy={latest?.updatedBy ?? null} />
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className={buttonClass} disabled={state.kind === "busy"}>
              {t("settings.vat.save")}
            </button>
            <ActionStatus state={state.kind === "error" && state.field ? { kind: "idle" } : state} />
          </div>
        </div>
      </form>
    </section>
  );
}
