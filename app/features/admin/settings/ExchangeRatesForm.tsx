import { useRef, useState, type FormEvent } from "react";
import { exchangeRatesSchema, parseRateMicros, rateInputValue, type ExchangeRateView } from "#domain/admin-settings";
import { convertMoney } from "#domain/currency-conversion";
import { formatMoney } from "#domain/format-price";
import { SHOP_CURRENCY } from "#domain/currency";
import { leiText } from "#domain/shipping";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { TextField } from "#app/ui/form-fields.tsx";
import { buttonClass, fieldConventions, focusFirstError, type FieldErrors } from "../admin-forms.ts";
import { ActionStatus } from "../orders/ActionStatus.tsx";
import { LastChange } from "./LastChange.tsx";
import { settingsFieldErrors, useSettingsSave } from "./settings-form.ts";

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
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const { state, setState, save } = useSettingsSave<{ rates: ExchangeRateView[] }>("/settings/exchange-rates", csrfToken);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { rates: values };
    const found = settingsFieldErrors(exchangeRatesSchema, body, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current, found);
    const saved = await save(
      body,
      { done: t("settings.rates.saved"), unchanged: t("settings.unchanged"), failed: t("settings.failed") },
      (field) => focusFirstError(formRef.current, { [field]: "" }),
    );
    if (saved) setValues(inputsOf(saved.rates, i18n.language));
  };
  const refused = state.kind === "error" && state.field ? { [state.field]: state.message } : {};
  const shown: FieldErrors = { ...errors, ...refused };

  return (
    <section aria-labelledby="rates-title" className="mt-8 rounded-2xl border border-line bg-white p-4 sm:p-6">
      <h2 id="rates-title" className="text-2xl">
        {t("settings.rates.title")}
      </h2>
      <p className="mt-2 max-w-prose text-muted">{t("settings.rates.intro")}</p>
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
        <div className="flex flex-wrap items-center gap-3 md:col-span-2">
          <button type="submit" className={buttonClass} disabled={state.kind === "busy"}>
            {t("settings.rates.save")}
          </button>
          <ActionStatus state={state.kind === "error" && state.field ? { kind: "idle" } : state} />
        </div>
      </form>
    </section>
  );
}
