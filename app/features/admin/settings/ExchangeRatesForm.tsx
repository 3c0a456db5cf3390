import { useState, type FormEvent } from "react";
import { exchangeRatesSchema, parseRateMicros, rateInputValue, type ExchangeRateView } from "#domain/admin/settings";
import { convertMoney } from "#domain/currency-conversion";
import { formatMoney } from "#domain/format-price";
import { SHOP_CURRENCY } from "#domain/currency";
import { leiText } from "#domain/shipping";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { TextField } from "#app/ui/form-fields.tsx";
import { fieldConventions } from "../admin-forms.ts";
import { LastChange } from "./LastChange.tsx";
import { SettingsSection } from "./SettingsSection.tsx";
import { SettingsSubmit } from "./SettingsSubmit.tsx";
import { settingsFieldErrors, useCheckedSettingsForm } from "./settings-form.ts";

/** 100 lei, the example every rate is shown with. */
const EXAMPLE_LEI_MINOR = 100_00;

/** "100 lei ≈ 20,10 €" at the typed rate, converted as the storefront converts; null while the typed rate is not one. */
function example(currencyCode: string, typed: string, language: string): string | null {
  const micros = parseRateMicros(typed);
  if (micros === null) return null;
  const lei = { amountMinor: EXAMPLE_LEI_MINOR, currencyCode: SHOP_CURRENCY };
  return `${leiText(EXAMPLE_LEI_MINOR, language)} ≈ ${formatMoney(convertMoney(lei, currencyCode, new Map([[currencyCode, micros]])))}`;
}

const inputsOf = (rates: readonly ExchangeRateView[], language: string) =>
  Object.fromEntries(rates.map((rate) => [rate.currencyCode, rateInputValue(rate.unitsPerRonMicros, language)]));

/**
 * The display currencies' rates, as the table keeps them: units of the currency that 1 leu buys. The
 * form sends every rate; the server changes (and audits) only those that moved.
 */
export function ExchangeRatesForm({ rates, csrfToken }: { rates: ExchangeRateView[]; csrfToken: string }) {
  const { t, i18n } = useTranslation("admin");
  const conventions = fieldConventions(t);
  const [values, setValues] = useState<Record<string, string>>(() => inputsOf(rates, i18n.language));
  const { state, setState, formRef, shown, send } = useCheckedSettingsForm<{ rates: ExchangeRateView[] }>(
    "/settings/exchange-rates",
    csrfToken,
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { rates: values };
    const saved = await send(settingsFieldErrors(exchangeRatesSchema, body, t), body, t("settings.rates.saved"));
    if (saved) setValues(inputsOf(saved.rates, i18n.language));
  };

  return (
    <SettingsSection id="rates-title" title={t("settings.rates.title")} intro={t("settings.rates.intro")}>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-4 grid gap-x-6 gap-y-5 md:grid-cols-2">
        {rates.map((rate) => {
          const code = rate.currencyCode;
          const typed = values[code] ?? "";
          return (
            <div key={code} className="flex flex-col gap-1">
              <TextField
                {...conventions}
                name={`rates.${code}`}
                inputMode="decimal"
                autoComplete="off"
                label={t("settings.rates.label", { currency: code })}
                hint={example(code, typed, i18n.language) ?? t("settings.rates.hint")}
                value={typed}
                onValueChange={(value) => {
                  setValues((current) => ({ ...current, [code]: value }));
                  setState({ kind: "idle" });
                }}
                error={shown[`rates.${code}`]}
              />
              <LastChange updatedAt={rate.updatedAt} updatedBy={rate.updatedBy} />
            </div>
          );
        })}
        <SettingsSubmit label={t("settings.rates.save")} state={state} className="md:col-span-2" />
      </form>
    </SettingsSection>
  );
}
