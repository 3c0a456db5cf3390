import { useId } from "react";
import { PAYMENT_METHODS, type PaymentMethod } from "#domain/order-contract";
import { useTranslation } from "#app/lib/i18n/react.tsx";

/**
 * The payment method (spec §9 "Payment options"): card, PayPal, Apple Pay and Google Pay on the secure
 * hosted payment page, or cash to the courier — for deliveries in Romania only.
 */
export function PaymentMethods({
  value,
  onChange,
  codAvailable,
  error,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  codAvailable: boolean;
  error?: string;
}) {
  const { t } = useTranslation("checkout");
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 font-serif text-2xl">{t("payment.title")}</legend>
      <p className="mb-4 text-sm text-muted">{t("payment.intro")}</p>
      {error ? (
        <p id={`${id}-error`} className="mb-3 text-sm font-medium text-sale">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col gap-3">
        {PAYMENT_METHODS.map((method) => {
          const disabled = method === "cod" && !codAvailable;
          const optionId = `${id}-${method}`;
          return (
            <div
              key={method}
              className={`flex items-start gap-3 rounded-xl border-2 bg-white px-4 py-3 ${
                value === method ? "border-brand" : "border-line"
              } ${disabled ? "opacity-70" : ""}`}
            >
              <input
                id={optionId}
                type="radio"
                name="paymentMethod"
                value={method}
                checked={value === method}
                disabled={disabled}
                onChange={() => onChange(method)}
                aria-describedby={`${optionId}-hint`}
                className="mt-1 size-5 shrink-0 accent-brand"
              />
              <div>
                <label htmlFor={optionId} className="font-semibold text-ink">
                  {t(`payment.methods.${method}`)}
                </label>
                <p id={`${optionId}-hint`} className="text-sm text-muted">
                  {disabled ? t("payment.codRomaniaOnly") : t(`payment.hints.${method}`)}
                </p>
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
