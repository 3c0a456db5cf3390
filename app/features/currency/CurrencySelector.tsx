import { useId } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { isSupportedCurrency, SUPPORTED_CURRENCIES } from "#domain/currency";
import { useCurrency } from "./CurrencyProvider.tsx";

/**
 * The header's currency label and picker in one: a native select, so keyboards, screen readers and
 * phones get their platform's own list. The label is visually hidden; the code itself is what shows.
 */
export function CurrencySelector() {
  const { t } = useTranslation("currency");
  const { currency, setCurrency } = useCurrency();
  const id = useId();

  return (
    <div className="inline-flex items-center">
      <label htmlFor={id} className="sr-only">
        {t("label")}
      </label>
      <select
        id={id}
        value={currency}
        onChange={(event) => {
          if (isSupportedCurrency(event.target.value)) setCurrency(event.target.value);
        }}
        className="h-9 cursor-pointer rounded-md border border-line bg-white pl-2 pr-7 text-sm font-semibold text-ink hover:border-brand"
      >
        {SUPPORTED_CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </div>
  );
}
