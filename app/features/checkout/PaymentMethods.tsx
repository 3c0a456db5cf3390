import { useId } from "react";
import { isHostedPaymentMethod, type PaymentMethod } from "#domain/order-contract";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { RadioCard, RadioCardList } from "./RadioCard.tsx";

/** Why the list is short, or empty: said once above the methods. */
function noticeKey(methods: readonly PaymentMethod[], usable: readonly PaymentMethod[]): string | null {
  if (usable.length === 0) return methods.includes("cod") ? "payment.noneAbroad" : "payment.noneAvailable";
  if (!methods.some(isHostedPaymentMethod)) return "payment.cardUnavailable";
  return null;
}

/**
 * The payment method (spec §9 "Payment options"): the ones the store takes now, among card, PayPal,
 * Apple Pay and Google Pay on the secure hosted payment page, and cash to the courier — for deliveries
 * in Romania only. When no card provider is configured only cash on delivery is listed, with a notice;
 * a chosen method that disappears gives way to another, and the live region says so.
 */
export function PaymentMethods({
  value,
  onChange,
  methods,
  usable,
  codAvailable,
  moved,
  error,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** Listed, in this order. */
  methods: readonly PaymentMethod[];
  /** Of those, the ones this order can be paid with (cash on delivery is listed but not usable abroad). */
  usable: readonly PaymentMethod[];
  codAvailable: boolean;
  /** The shopper's choice can no longer be used: `value` took its place. */
  moved: boolean;
  error?: string;
}) {
  const { t } = useTranslation("checkout");
  const id = useId();
  const notice = noticeKey(methods, usable);
  const blocked = usable.length === 0;
  const describedBy = [error ? `${id}-error` : null, notice ? `${id}-notice` : null].filter(Boolean).join(" ");
  return (
    <fieldset aria-describedby={describedBy || undefined}>
      <legend className="mb-1 font-serif text-2xl">{t("payment.title")}</legend>
      {methods.some(isHostedPaymentMethod) ? <p className="mb-4 text-sm text-muted">{t("payment.intro")}</p> : null}
      {/* Polite: the list changes when the server answers or the country changes, never while the shopper reads it. */}
      <div role="status" aria-live="polite" aria-atomic="true">
        {notice ? (
          <p
            id={`${id}-notice`}
            className={`mb-4 rounded-xl border px-4 py-3 text-sm ${
              blocked ? "border-sale/40 bg-sale/5 font-medium text-sale" : "border-brand/30 bg-brand-soft text-brand-dark"
            }`}
          >
            {t(notice)}
          </p>
        ) : null}
        {moved && !blocked ? (
          <p className="mb-4 text-sm font-medium text-ink">{t("payment.moved", { method: t(`payment.methods.${value}`) })}</p>
        ) : null}
      </div>
      <RadioCardList id={id} error={error}>
        {methods.map((method) => {
          const disabled = !usable.includes(method);
          const optionId = `${id}-${method}`;
          return (
            <RadioCard
              key={method}
              id={optionId}
              name="paymentMethod"
              value={method}
              checked={value === method && !disabled}
              disabled={disabled}
              onChange={() => onChange(method)}
              describedBy={`${optionId}-hint`}
              className={disabled ? "border-dashed bg-white" : "bg-white"}
            >
              <div>
                <label htmlFor={optionId} className="font-semibold text-ink">
                  {t(`payment.methods.${method}`)}
                </label>
                <p id={`${optionId}-hint`} className="text-sm text-muted">
                  {method === "cod" && !codAvailable ? t("payment.codRomaniaOnly") : t(`payment.hints.${method}`)}
                </p>
              </div>
            </RadioCard>
          );
        })}
      </RadioCardList>
    </fieldset>
  );
}
